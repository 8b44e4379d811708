// What the rest of the server may use of this module; its other files are its own.
export { createRounds } from './createRounds';
export type { RoundServices } from './createRounds';
export { ROUND_GAME_NOTICES } from './roundGamePlugins';
