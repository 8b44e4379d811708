import { MINES_TILES } from './limits';
import { drawDistinct, fairFloats, type FairSeeds } from '../../fair';
import { assertMines } from './rules';

/**
 * The mines of one game, row-major tiles ascending. Fisher-Yates draw from 0..24: each float
 * removes pool[floor(f * pool.length)]; the first `mines` drawn are the mines.
 */
export function minePositions(seeds: FairSeeds, mines: number): number[] {
  assertMines(mines);
  return drawDistinct(fairFloats(seeds, mines), MINES_TILES).sort((a, b) => a - b);
}

/**
 * The float that rounds the game's cash-out fairly: the next one after the mines' floats.
 * It stays secret with the server seed until the game ends, so no reveal tells which way a
 * cash-out would round.
 */
export function minesRoundingFloat(seeds: FairSeeds, mines: number): number {
  assertMines(mines);
  return fairFloats(seeds, mines + 1)[mines]!;
}
