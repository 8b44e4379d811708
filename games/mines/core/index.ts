// Mines: 5x5 tiles (0..24, row-major), 1-24 mines placed from the fair stream; each safe
// pick raises the multiplier to 99% of the inverse odds of having missed every mine so far.
export { minePositions, minesRoundingFloat } from './positions';
export { minesMultiplierE4, minesPayout } from './multiplier';
export { maxSafePicks, assertMines, assertSafePicks, assertTile } from './rules';
export { MINES_MAX, MINES_MIN, MINES_TILES } from './limits';
