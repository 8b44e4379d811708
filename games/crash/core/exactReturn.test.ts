import { describe, expect, it } from 'vitest';
import { meanOverRoundingFloat } from '../../fair/roundingExpectation';
import { crashPayout } from './payout';

// The exact expected return of a crash bet cashing out at m, rounding included: the chance
// the round reaches m, counted over the 2^32 values of h's first 4 bytes
// (crash point floor(99 x 2^32 / (n + 1)) >= m for n + 1 <= 99 x 2^32 / m), times the mean
// payout over the player's rounding float, must be the declared 99% at every stake. (The
// crash point's own grid moves the chance by under m / 2^32: 2.3e-8 at 100x.)

const STEPS = 2 ** 32;

function reachChance(multiplierE2: number): number {
  return Math.min(STEPS, Math.floor((99 * STEPS) / multiplierE2)) / STEPS;
}

function exactReturn(stake: number, multiplierE2: number): number {
  const meanPayout = meanOverRoundingFloat((f) => crashPayout(stake, multiplierE2, f));
  return (reachChance(multiplierE2) * meanPayout) / stake;
}

const STAKES = [10, 11, 13, 37, 100, 101, 999, 1_000_000];
const TARGETS = [101, 109, 113, 137, 150, 199, 201, 333, 1_001, 9_999];

describe('crash exact return', () => {
  for (const stake of STAKES) {
    it(`is 99% at every cash-out target for a stake of ${stake}`, () => {
      for (const target of TARGETS) {
        expect(Math.abs(exactReturn(stake, target) - 0.99)).toBeLessThan(1e-6);
      }
    });
  }
});
