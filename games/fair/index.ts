// Provably fair primitives shared by the single-player games, the server and the
// in-browser verifiers. Pure: the same inputs give the same outputs everywhere.
export { type FairSeeds, assertFairSeeds, roundMessage } from './seeds';
export { sha256Hex, hmacSha256, hmacSha256Keyed } from './hash';
export { isServerSeed, serverSeedMatchesHash } from './commitment';
export { BYTES_PER_FLOAT, floatFromBytes } from './floats';
export { BYTES_PER_ROUND, fairBytes, fairFloats } from './stream';
export { drawDistinct } from './draw';
export { assertWholeNumber, mulDivFloor, binomial } from './exactMath';
export { FLOAT_ROUNDING_DOWN, roundHundredthsFairly, splitHundredthsFairly } from './fairRounding';
