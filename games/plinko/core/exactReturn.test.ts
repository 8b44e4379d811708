import { describe, expect, it } from 'vitest';
import { binomial } from '../../fair';
import { meanOverRoundingFloat } from '../../fair/roundingExpectation';
import { PLINKO_RISKS, PLINKO_ROWS_MAX, PLINKO_ROWS_MIN } from './limits';
import { plinkoPayout } from './payout';
import { plinkoRtp } from './rtp';
import { plinkoTableE4 } from './tables';

// The exact expected return of a plinko drop, rounding included: each bucket's binomial
// chance times the mean payout over the rounding float must be the table's declared return
// at every stake, however small.

function exactReturn(amount: number, rows: number, risk: (typeof PLINKO_RISKS)[number]): number {
  let total = 0;
  plinkoTableE4(rows, risk).forEach((multiplierE4, bucket) => {
    const chance = Number(binomial(rows, bucket)) / 2 ** rows;
    total += chance * meanOverRoundingFloat((f) => plinkoPayout(amount, multiplierE4, f));
  });
  return total / amount;
}

const STAKES = [10, 11, 13, 37, 100, 101, 999, 1_000_000];

describe('plinko exact return', () => {
  for (const amount of STAKES) {
    it(`is each table's declared return at a stake of ${amount} hundredths`, () => {
      for (const risk of PLINKO_RISKS) {
        for (let rows = PLINKO_ROWS_MIN; rows <= PLINKO_ROWS_MAX; rows++) {
          const declared = plinkoRtp(rows, risk);
          expect(Math.abs(exactReturn(amount, rows, risk) - declared)).toBeLessThan(1e-6);
        }
      }
    });
  }
});
