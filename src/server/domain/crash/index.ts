// What the rest of the server may use of this module; its other files are its own.
export { CRASH_TIMING, CrashRoundPlay } from './crashRoundPlay';
