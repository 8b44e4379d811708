import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diceMultiplierE4, dicePayout } from './payout';

describe('diceMultiplierE4', () => {
  it.each([
    [5000, 19_800], // 1.98x
    [4950, 20_000], // 2x
    [9800, 10_102], // 1.010204...
    [1, 99_000_000], // 9900x
    [3333, 29_702], // 2.970297...
    [2500, 39_600],
  ])('chance %i -> %i', (chance, multiplier) => {
    expect(diceMultiplierE4(chance)).toBe(multiplier);
  });

  it('refuses a chance that is not a whole number in 1..10000', () => {
    for (const chance of [0, -1, 10_001, 12.5, Number.NaN]) {
      expect(() => diceMultiplierE4(chance)).toThrow(RangeError);
    }
  });
});

describe('dicePayout', () => {
  it.each([
    [100, 5000, 198],
    [100, 9800, 101], // 101.02
    [15, 3333, 44], // 44.55
    [1_000_000, 1, 9_900_000_000],
    [1_000_000, 9800, 1_010_204], // 1010204.08
    [0, 5000, 0],
  ])('amount %i at chance %i pays %i', (amount, chance, payout) => {
    expect(dicePayout(amount, chance)).toBe(payout);
  });

  it('is the floor of amount x 99/chance%, exactly, and never below the shown multiplier', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000_000), fc.integer({ min: 1, max: 9800 }), (amount, chance) => {
        const payout = BigInt(dicePayout(amount, chance));
        const exact = BigInt(amount) * 9900n; // payout * chance compared with this
        expect(payout * BigInt(chance) <= exact).toBe(true);
        expect(exact < (payout + 1n) * BigInt(chance)).toBe(true);
        expect(payout >= (BigInt(amount) * BigInt(diceMultiplierE4(chance))) / 10_000n).toBe(true);
      }),
    );
  });

  it('refuses fractional or negative amounts', () => {
    expect(() => dicePayout(1.5, 5000)).toThrow(RangeError);
    expect(() => dicePayout(-100, 5000)).toThrow(RangeError);
    expect(() => dicePayout(100, 0)).toThrow(RangeError);
  });
});
