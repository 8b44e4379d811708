// What the rest of the server may use of this module; its other files are its own.
export { PlayCover, wheelValue } from './playCover';
export { registerRakebackTokenEffect } from './rakebackTokenEffect';
export { Rewards } from './rewards';
