import { fairFloats, type FairSeeds } from '../../fair';
import { assertPlinkoRows } from './rules';

export type PlinkoStep = 0 | 1;

/** One decision per row, top to bottom, one float each: right (1) when floor(f * 2) = 1. */
export function plinkoPath(seeds: FairSeeds, rows: number): PlinkoStep[] {
  assertPlinkoRows(rows);
  return fairFloats(seeds, rows).map((f) => (Math.floor(f * 2) === 1 ? 1 : 0));
}

/** The float that rounds the payout fairly: the next one after the rows' floats. */
export function plinkoRoundingFloat(seeds: FairSeeds, rows: number): number {
  assertPlinkoRows(rows);
  return fairFloats(seeds, rows + 1)[rows]!;
}

/** The bucket the ball lands in, counted from the left: its number of rights. */
export function plinkoBucket(path: readonly PlinkoStep[]): number {
  let rights = 0;
  for (const step of path) {
    if (step !== 0 && step !== 1) throw new RangeError('A path step must be 0 (left) or 1 (right)');
    rights += step;
  }
  return rights;
}
