import { hmacSha256Keyed } from './hash';
import { BYTES_PER_FLOAT, floatFromBytes } from './floats';
import { assertFairSeeds, roundMessage, type FairSeeds } from './seeds';

/** Bytes one HMAC-SHA256 round yields. */
export const BYTES_PER_ROUND = 32;

/**
 * The endless byte stream of one bet: round r is
 * HMAC_SHA256(key = server seed text, message = `${clientSeed}:${nonce}:${r}`), r = 0, 1, ...
 * and its 32 bytes are yielded in order. This is the scheme public verifiers reproduce.
 */
export function* fairBytes(seeds: FairSeeds): Generator<number, never> {
  assertFairSeeds(seeds);
  const mac = hmacSha256Keyed(seeds.serverSeed);
  for (let round = 0; ; round++) {
    yield* mac(roundMessage(seeds, round));
  }
}

/** The first `count` floats of the stream, each from 4 consecutive bytes. */
export function fairFloats(seeds: FairSeeds, count: number): number[] {
  assertFairSeeds(seeds);
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError('The float count must be a whole number from 0');
  }
  const mac = hmacSha256Keyed(seeds.serverSeed);
  const floatsPerRound = BYTES_PER_ROUND / BYTES_PER_FLOAT;
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round++) {
    const bytes = mac(roundMessage(seeds, round));
    for (let i = 0; i < floatsPerRound && floats.length < count; i++) {
      floats.push(floatFromBytes(bytes, i * BYTES_PER_FLOAT));
    }
  }
  return floats;
}
