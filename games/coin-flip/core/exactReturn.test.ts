import { describe, expect, it } from 'vitest';
import { meanOverRoundingFloat } from '../../fair/roundingExpectation';
import { coinFlipPayout } from './payout';

// The exact expected return of a coin flip seat, rounding included: a fair coin (half the
// floats each way, sides.ts) times the winner's mean payout over the flip's rounding float
// must be the declared 95% (2x the stake less 5%) at every stake.

function exactReturn(stake: number): number {
  return (0.5 * meanOverRoundingFloat((f) => coinFlipPayout(stake, f))) / stake;
}

describe('coin flip exact return', () => {
  it.each([10, 11, 13, 15, 19, 37, 100, 101, 999, 12_345, 1_000_000])(
    'is 95% at a stake of %i hundredths',
    (stake) => {
      expect(Math.abs(exactReturn(stake) - 0.95)).toBeLessThan(1e-6);
    },
  );
});
