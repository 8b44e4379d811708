import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DiceDirection } from './limits';
import { diceChance, diceChoiceError, diceWins } from './choice';

const CHANCE_ERROR = 'Win chance must be between 0.01% and 98.00%';

describe('diceChance', () => {
  it('is 10000 - target over, target under', () => {
    expect(diceChance(5000, 'over')).toBe(5000);
    expect(diceChance(5000, 'under')).toBe(5000);
    expect(diceChance(1, 'over')).toBe(9999);
    expect(diceChance(9999, 'over')).toBe(1);
    expect(diceChance(1, 'under')).toBe(1);
    expect(diceChance(2500, 'under')).toBe(2500);
  });

  it('refuses an unknown direction', () => {
    expect(() => diceChance(5000, 'sideways' as DiceDirection)).toThrow(RangeError);
  });
});

describe('diceChoiceError', () => {
  it.each([
    [1, 'under', null], // chance 0.01%
    [9999, 'over', null], // chance 0.01%
    [200, 'over', null], // chance 98.00%
    [9800, 'under', null], // chance 98.00%
    [5050, 'over', null],
    [1, 'over', CHANCE_ERROR], // 99.99%
    [9999, 'under', CHANCE_ERROR],
    [199, 'over', CHANCE_ERROR], // 98.01%
    [9801, 'under', CHANCE_ERROR],
    [0, 'under', 'Target must be between 0.01 and 99.99'],
    [10_000, 'over', 'Target must be between 0.01 and 99.99'],
    [-5, 'over', 'Target must be between 0.01 and 99.99'],
    [50.5, 'over', 'Target must be a whole number of hundredths (5050 = 50.50)'],
    [Number.NaN, 'under', 'Target must be a whole number of hundredths (5050 = 50.50)'],
    [5000, 'sideways', 'Direction must be "over" or "under"'],
  ] as const)('target %s %s -> %s', (target, direction, expected) => {
    expect(diceChoiceError(target, direction as DiceDirection)).toBe(expected);
  });
});

describe('diceWins', () => {
  it('over wins strictly above the target; under strictly below', () => {
    expect(diceWins(5001, 5000, 'over')).toBe(true);
    expect(diceWins(5000, 5000, 'over')).toBe(false);
    expect(diceWins(4999, 5000, 'under')).toBe(true);
    expect(diceWins(5000, 5000, 'under')).toBe(false);
  });

  it('handles the extreme rolls', () => {
    expect(diceWins(10_000, 9999, 'over')).toBe(true);
    expect(diceWins(9999, 9999, 'over')).toBe(false);
    expect(diceWins(0, 1, 'under')).toBe(true);
    expect(diceWins(1, 1, 'under')).toBe(false);
    expect(diceWins(0, 1, 'over')).toBe(false);
    expect(diceWins(10_000, 9999, 'under')).toBe(false);
  });

  it('wins on exactly `chance` of the 10001 rolls for every playable choice', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.constantFrom<DiceDirection>('over', 'under'),
        (target, direction) => {
          fc.pre(diceChoiceError(target, direction) === null);
          let wins = 0;
          for (let roll = 0; roll <= 10_000; roll++) if (diceWins(roll, target, direction)) wins++;
          expect(wins).toBe(diceChance(target, direction));
        },
      ),
      { numRuns: 60 },
    );
  });
});
