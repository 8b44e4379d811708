/** One bet's inputs to the fair stream: the seed pair and the bet's index within it. */
export interface FairSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** Throws unless the seeds can feed the stream (any text seeds, a whole-number nonce). */
export function assertFairSeeds(seeds: FairSeeds): void {
  if (typeof seeds.serverSeed !== 'string') throw new TypeError('The server seed must be text');
  if (typeof seeds.clientSeed !== 'string') throw new TypeError('The client seed must be text');
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) {
    throw new RangeError('The nonce must be a whole number from 0');
  }
}

/** The HMAC message of one 32-byte round: `${clientSeed}:${nonce}:${round}`. */
export function roundMessage(seeds: FairSeeds, round: number): string {
  return `${seeds.clientSeed}:${seeds.nonce}:${round}`;
}
