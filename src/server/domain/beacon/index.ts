// What the rest of the server may use of this module; its other files are its own.
export { BeaconError } from './beacon';
export type { Beacon, BeaconEvidence, BeaconReading } from './beacon';
export { createBeacon } from './createBeacon';
export { lastReading } from './lastReading';
export { waitForRound } from './waitForRound';
