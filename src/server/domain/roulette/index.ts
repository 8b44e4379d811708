// What the rest of the server may use of this module; its other files are its own.
export { rouletteRound } from './rouletteRound';
export type { RouletteRoundPlay } from './rouletteRoundPlay';
