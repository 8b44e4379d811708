import { describe, expect, it } from 'vitest';
import { binomial } from '../../fair';
import { meanOverRoundingFloat } from '../../fair/roundingExpectation';
import { MINES_MAX, MINES_MIN, MINES_TILES } from './limits';
import { minesPayout } from './multiplier';

// The exact expected return of a mines game cashed out after k safe picks, rounding
// included: the chance that k picks all miss, C(25-m,k) / C(25,k), times the mean cash-out
// over the rounding float, must be the declared 99% for every (mines, picks) and stake.

function exactReturn(amount: number, mines: number, picks: number): number {
  const chance =
    Number(binomial(MINES_TILES - mines, picks)) / Number(binomial(MINES_TILES, picks));
  return (chance * meanOverRoundingFloat((f) => minesPayout(amount, mines, picks, f))) / amount;
}

const STAKES = [10, 11, 13, 37, 100, 101, 999, 1_000_000];

describe('mines exact return', () => {
  for (const amount of STAKES) {
    it(`is 99% for every mines count and cash-out point at a stake of ${amount}`, () => {
      for (let mines = MINES_MIN; mines <= MINES_MAX; mines++) {
        for (let picks = 1; picks <= MINES_TILES - mines; picks++) {
          expect(Math.abs(exactReturn(amount, mines, picks) - 0.99)).toBeLessThan(1e-6);
        }
      }
    });
  }
});
