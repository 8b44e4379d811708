import { describe, expect, it } from 'vitest';
import { meanOverRoundingFloat } from '../../fair/roundingExpectation';
import { diceChance } from './choice';
import { dicePayout } from './payout';
import { DICE_ROLL_MAX } from './roll';
import type { DiceDirection } from './limits';

// The exact expected return of a dice bet, rounding included: the win chance (the winning
// rolls out of the 10,001) times the mean payout over the rounding float must be the
// declared 99% at every stake. (The roll's float has a grid of 2^-32, which moves any chance
// by less than 2^-32: Stake's published rule, outside the payout's rounding.)

const expectReturn = (actual: number, declared: number) =>
  expect(Math.abs(actual - declared)).toBeLessThan(1e-6);

const winChance = (target: number, direction: DiceDirection) =>
  diceChance(target, direction) / (DICE_ROLL_MAX + 1);

function exactReturn(amount: number, target: number, direction: DiceDirection): number {
  const chance = diceChance(target, direction);
  const meanPayout = meanOverRoundingFloat((f) => dicePayout(amount, chance, f));
  return (winChance(target, direction) * meanPayout) / amount;
}

const STAKES = [10, 11, 13, 37, 100, 101, 999, 12_345, 1_000_000];
const CHOICES: [number, DiceDirection][] = [
  [1, 'under'], // 0.01%: 9900x
  [2, 'under'],
  [3, 'under'],
  [7, 'under'],
  [333, 'under'],
  [4950, 'under'],
  [5000, 'under'],
  [5000, 'over'],
  [6667, 'over'],
  [9800, 'under'], // 98%
  [200, 'over'], // 98%
  [9998, 'over'],
  [9999, 'over'], // 0.01%
];

describe('dice exact return', () => {
  for (const amount of STAKES) {
    it(`is 99% at a stake of ${amount} hundredths for every choice`, () => {
      for (const [target, direction] of CHOICES) {
        expectReturn(exactReturn(amount, target, direction), 0.99);
      }
    });
  }

  it('is 99% for every chance at the minimum stake', () => {
    for (let target = 1; target <= 9800; target++) {
      expectReturn(exactReturn(10, target, 'under'), 0.99);
    }
  });
});
