// What the rest of the server may use of this module; its other files are its own.
export { SeedPairs } from './seedPairs';
export type { PlayablePair } from './seedPairs';
export { newServerSeed } from './serverSeeds';
