import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minesMultiplierE4, minesPayout } from './multiplier';
import { maxSafePicks } from './rules';

// Binomials by the multiplicative formula, independent of the code under test.
function choose(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

const gameArb = fc
  .integer({ min: 1, max: 24 })
  .chain((mines) => fc.tuple(fc.constant(mines), fc.integer({ min: 1, max: 25 - mines })));

describe('minesMultiplierE4', () => {
  it.each([
    [1, 0, 10_000], // before any pick: 1x
    [1, 1, 10_312], // 0.99 * 25/24 = 1.03125
    [24, 1, 247_500], // 0.99 * 25 = 24.75
    [1, 24, 247_500], // 0.99 * C(25,24)/C(24,24) = 24.75
    [3, 1, 11_250], // 0.99 * 25/22 = 1.125
    [5, 5, 33_925], // 0.99 * 53130/15504 = 3.39258...
    [3, 22, 22_770_000], // 0.99 * 2300 = 2277
    [12, 13, 51_482_970_000], // 0.99 * C(25,13) = 5148297
  ])('%i mines, %i safe picks -> %i', (mines, picks, multiplier) => {
    expect(minesMultiplierE4(mines, picks)).toBe(multiplier);
  });

  it('is floor(0.99 * C(25,k) / C(25-m,k) * 10000) for every board and pick', () => {
    for (let mines = 1; mines <= 24; mines++) {
      for (let k = 1; k <= 25 - mines; k++) {
        const expected = (99n * choose(25, k) * 10_000n) / (100n * choose(25 - mines, k));
        expect(minesMultiplierE4(mines, k)).toBe(Number(expected));
      }
    }
  });

  it('rises with every safe pick and with every extra mine', () => {
    for (let mines = 1; mines <= 24; mines++) {
      for (let k = 2; k <= 25 - mines; k++) {
        expect(minesMultiplierE4(mines, k)).toBeGreaterThan(minesMultiplierE4(mines, k - 1));
      }
      if (mines > 1)
        expect(minesMultiplierE4(mines, 1)).toBeGreaterThan(minesMultiplierE4(mines - 1, 1));
    }
  });

  it('refuses picks beyond the safe tiles and mine counts outside 1..24', () => {
    expect(() => minesMultiplierE4(1, 25)).toThrow(RangeError);
    expect(() => minesMultiplierE4(24, 2)).toThrow(RangeError);
    expect(() => minesMultiplierE4(3, -1)).toThrow(RangeError);
    expect(() => minesMultiplierE4(3, 1.5)).toThrow(RangeError);
    expect(() => minesMultiplierE4(0, 1)).toThrow(RangeError);
    expect(() => minesMultiplierE4(25, 0)).toThrow(RangeError);
  });
});

const LAST_FLOAT = 1 - 2 ** -32; // rounds every fraction down; a float of 0 rounds it up

describe('minesPayout', () => {
  it.each([
    [100, 1, 1, 103, 104], // 103.125
    [1000, 24, 1, 24_750, 24_750],
    [333, 3, 1, 374, 375], // 374.625
    [100, 5, 5, 339, 340], // 339.258...
    [100, 5, 0, 100, 100], // no pick yet: the stake, at the 1x shown
    [0, 5, 5, 0, 0],
  ])('%i at %i mines after %i picks pays %i or %i', (amount, mines, picks, down, up) => {
    expect(minesPayout(amount, mines, picks, LAST_FLOAT)).toBe(down);
    expect(minesPayout(amount, mines, picks, 0)).toBe(up);
  });

  it('is amount x 0.99 x C(25,k)/C(25-m,k) rounded down or up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        gameArb,
        fc.nat(2 ** 32 - 1),
        (amount, [mines, k], step) => {
          const payout = BigInt(minesPayout(amount, mines, k, step / 2 ** 32));
          const numerator = BigInt(amount) * 99n * choose(25, k);
          const denominator = 100n * choose(25 - mines, k);
          expect((payout - 1n) * denominator < numerator).toBe(true);
          expect(numerator < (payout + 1n) * denominator).toBe(true);
        },
      ),
    );
  });

  it('never pays less than amount x the multiplier shown', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 1_000_000 }), gameArb, (amount, [mines, k]) => {
        const payout = BigInt(minesPayout(amount, mines, k, LAST_FLOAT));
        const shown = (BigInt(amount) * BigInt(minesMultiplierE4(mines, k))) / 10_000n;
        expect(payout >= shown).toBe(true);
      }),
    );
  });

  it('refuses bad amounts and picks', () => {
    expect(() => minesPayout(-1, 3, 1, 0)).toThrow(RangeError);
    expect(() => minesPayout(1.5, 3, 1, 0)).toThrow(RangeError);
    expect(() => minesPayout(100, 3, 23, 0)).toThrow(RangeError);
  });
});

describe('maxSafePicks', () => {
  it('is 25 - mines', () => {
    expect(maxSafePicks(1)).toBe(24);
    expect(maxSafePicks(24)).toBe(1);
    expect(maxSafePicks(10)).toBe(15);
    expect(() => maxSafePicks(0)).toThrow(RangeError);
    expect(() => maxSafePicks(25)).toThrow(RangeError);
  });
});
