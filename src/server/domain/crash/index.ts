// What the rest of the server may use of this module; its other files are its own.
export { crashRound } from './crashRound';
export type { CrashRoundPlay } from './crashRoundPlay';
