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
