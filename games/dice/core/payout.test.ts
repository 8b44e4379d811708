import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diceMultiplierE4, dicePayout } from './payout';

describe('diceMultiplierE4', () => {
  it.each([
    [5000, 19_801], // 0.99 * 10001 / 5000 = 1.980198
    [4950, 20_002], // 2.0002x
    [9800, 10_103], // 1.010305...
    [1, 99_009_900], // 9900.99x
    [3333, 29_705], // 2.970594...
    [2500, 39_603],
  ])('chance %i -> %i', (chance, multiplier) => {
    expect(diceMultiplierE4(chance)).toBe(multiplier);
  });

  it('refuses a chance that is not a whole number in 1..10000', () => {
    for (const chance of [0, -1, 10_001, 12.5, Number.NaN]) {
      expect(() => diceMultiplierE4(chance)).toThrow(RangeError);
    }
  });
});

const LAST_FLOAT = 1 - 2 ** -32; // rounds every fraction down; a float of 0 rounds it up

describe('dicePayout', () => {
  it.each([
    [100, 5000, 198, 199], // 198.0198
    [100, 9800, 101, 102], // 101.03
    [15, 3333, 44, 45], // 44.559
    [1_000_000, 1, 9_900_990_000, 9_900_990_000], // whole: never rounded
    [1_000_000, 9800, 1_010_305, 1_010_306], // 1010305.1
    [0, 5000, 0, 0],
  ])('amount %i at chance %i pays %i or %i', (amount, chance, down, up) => {
    expect(dicePayout(amount, chance, LAST_FLOAT)).toBe(down);
    expect(dicePayout(amount, chance, 0)).toBe(up);
  });

  it('is amount x 0.99 x 10001 / chance rounded down or up, never below the shown multiplier', () => {
    fc.assert(
      fc.property(
        fc.nat(1_000_000_000),
        fc.integer({ min: 1, max: 9800 }),
        fc.nat(2 ** 32 - 1),
        (amount, chance, k) => {
          const payout = BigInt(dicePayout(amount, chance, k / 2 ** 32));
          const exact = BigInt(amount) * 990_099n; // payout * 100 * chance compared with this
          const scaled = payout * 100n * BigInt(chance);
          expect(
            scaled - 100n * BigInt(chance) < exact && exact < scaled + 100n * BigInt(chance),
          ).toBe(true);
          expect(payout >= (BigInt(amount) * BigInt(diceMultiplierE4(chance))) / 10_000n).toBe(
            true,
          );
        },
      ),
    );
  });

  it('refuses fractional or negative amounts', () => {
    expect(() => dicePayout(1.5, 5000, 0)).toThrow(RangeError);
    expect(() => dicePayout(-100, 5000, 0)).toThrow(RangeError);
    expect(() => dicePayout(100, 0, 0)).toThrow(RangeError);
  });
});
