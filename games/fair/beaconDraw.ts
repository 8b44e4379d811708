import { hmacSha256Keyed } from './hash';
import { BYTES_PER_FLOAT, floatFromBytes } from './floats';

/**
 * The draws of case battles and coin flips: a per-game server seed (its hash shown at
 * creation) mixed with a public beacon value named when the last seat filled.
 * Float of (round, seat) = the first 4 bytes of
 * HMAC_SHA256(key = server seed text, message = `${beaconValue}:${round}:${seat}`).
 * When one (round, seat) needs more than the 8 floats of that block, block c >= 1 uses the
 * message `${beaconValue}:${round}:${seat}:${c}`, so the first float never changes.
 */

/** Bytes one HMAC block yields. */
const BYTES_PER_BLOCK = 32;
const FLOATS_PER_BLOCK = BYTES_PER_BLOCK / BYTES_PER_FLOAT;

export interface BeaconDrawInput {
  serverSeed: string;
  /** The beacon round's public value (hex text). */
  beaconValue: string;
  /** The battle round (0, 1, ...); a coin flip has one round, 0. */
  round: number;
  /** The seat (0, 1, ...). */
  seat: number;
}

function assertWhole(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`The ${name} must be a whole number from 0`);
  }
}

/** Throws unless the inputs make an unambiguous message. */
export function assertBeaconDrawInput(input: BeaconDrawInput): void {
  if (typeof input.serverSeed !== 'string' || input.serverSeed.length === 0) {
    throw new TypeError('The server seed must be non-empty text');
  }
  // A colon inside the value would let two different inputs share one message.
  if (typeof input.beaconValue !== 'string' || !/^[^:]+$/.test(input.beaconValue)) {
    throw new TypeError('The beacon value must be non-empty text without ":"');
  }
  assertWhole(input.round, 'round');
  assertWhole(input.seat, 'seat');
}

/** The HMAC message of block `block` of one (round, seat). */
export function beaconDrawMessage(input: BeaconDrawInput, block = 0): string {
  const base = `${input.beaconValue}:${input.round}:${input.seat}`;
  return block === 0 ? base : `${base}:${block}`;
}

/** The float of one (round, seat): f in [0, 1) from the first 4 bytes. */
export function beaconFloat(
  serverSeed: string,
  beaconValue: string,
  round: number,
  seat: number,
): number {
  const input = { serverSeed, beaconValue, round, seat };
  assertBeaconDrawInput(input);
  return floatFromBytes(hmacSha256Keyed(serverSeed)(beaconDrawMessage(input)), 0);
}

/** The endless byte stream of one (round, seat): block 0's 32 bytes, then block 1's, ... */
export function* beaconBytes(input: BeaconDrawInput): Generator<number, never> {
  assertBeaconDrawInput(input);
  const mac = hmacSha256Keyed(input.serverSeed);
  for (let block = 0; ; block++) yield* mac(beaconDrawMessage(input, block));
}

/** The first `count` floats of one (round, seat); the first is `beaconFloat`'s. */
export function beaconFloats(input: BeaconDrawInput, count: number): number[] {
  assertBeaconDrawInput(input);
  assertWhole(count, 'float count');
  const mac = hmacSha256Keyed(input.serverSeed);
  const floats: number[] = [];
  for (let block = 0; floats.length < count; block++) {
    const bytes = mac(beaconDrawMessage(input, block));
    for (let i = 0; i < FLOATS_PER_BLOCK && floats.length < count; i++) {
      floats.push(floatFromBytes(bytes, i * BYTES_PER_FLOAT));
    }
  }
  return floats;
}
