import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DiceDirection } from './limits';
import { DICE_VECTORS } from '../../fair/vectors/publishedVectors';
import { diceChoiceError } from './choice';
import { playDice } from './play';

// Nonce 0 of the published vectors rolls 28.07.
const SEEDS = {
  serverSeed: DICE_VECTORS.serverSeed,
  clientSeed: DICE_VECTORS.clientSeed,
  nonce: 0,
};

describe('playDice', () => {
  it('wins over a target just below the roll and pays 0.99 x 10001 / chance', () => {
    expect(playDice(SEEDS, 1000, 2806, 'over')).toEqual({
      roll: 2807,
      chance: 7194,
      win: true,
      multiplierE4: 13_762, // 1.376284...
      payout: 1377, // 1376.284..., rounded up: the bet's second float 0.2200... < 0.284
    });
  });

  it('loses when the roll equals the target, either way', () => {
    expect(playDice(SEEDS, 1000, 2807, 'over')).toMatchObject({ win: false, payout: 0 });
    expect(playDice(SEEDS, 1000, 2807, 'under')).toMatchObject({ win: false, payout: 0 });
  });

  it('wins under a target just above the roll', () => {
    expect(playDice(SEEDS, 1000, 2808, 'under')).toEqual({
      roll: 2807,
      chance: 2808,
      win: true,
      multiplierE4: 35_259, // 3.525993...
      payout: 3526, // 3525.993..., rounded up by the same float
    });
  });

  it('refuses a choice outside the limits with the same message as diceChoiceError', () => {
    expect(() => playDice(SEEDS, 1000, 199, 'over')).toThrow(
      'Win chance must be between 0.01% and 98.00%',
    );
    expect(() => playDice(SEEDS, 1000, 0, 'under')).toThrow(RangeError);
    expect(() => playDice(SEEDS, 10.5, 5000, 'under')).toThrow(RangeError);
  });

  it('is deterministic, pays only wins, and within a hundredth of amount x 0.99 x 10001 / chance', () => {
    fc.assert(
      fc.property(
        fc.record({ serverSeed: fc.string(), clientSeed: fc.string(), nonce: fc.nat() }),
        fc.integer({ min: 10, max: 1_000_000 }),
        fc.integer({ min: 1, max: 9999 }),
        fc.constantFrom<DiceDirection>('over', 'under'),
        (seeds, amount, target, direction) => {
          fc.pre(diceChoiceError(target, direction) === null);
          const result = playDice(seeds, amount, target, direction);
          expect(playDice({ ...seeds }, amount, target, direction)).toEqual(result);
          expect(result.win).toBe(
            direction === 'over' ? result.roll > target : result.roll < target,
          );
          if (!result.win) expect(result.payout).toBe(0);
          else expect(result.payout).toBeGreaterThanOrEqual(amount); // every multiplier > 1
          expect(
            BigInt(result.payout - 1) * 100n * BigInt(result.chance) < BigInt(amount) * 990_099n,
          ).toBe(true);
        },
      ),
    );
  });
});
