import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meanOverRoundingFloat } from '../../fair/roundingExpectation';
import { splitEvenly } from './split';

const LAST_FLOAT = 1 - 2 ** -32;

describe('splitEvenly', () => {
  it('gives the hundredths left over one each to seats the float picks', () => {
    expect(splitEvenly(100, [0, 1, 2], 3, 0)).toEqual([34, 33, 33]);
    expect(splitEvenly(100, [0, 1, 2], 3, LAST_FLOAT)).toEqual([33, 33, 34]);
    expect(splitEvenly(101, [3, 1], 4, 0)).toEqual([0, 51, 0, 50]);
    expect(splitEvenly(101, [3, 1], 4, LAST_FLOAT)).toEqual([0, 50, 0, 51]);
    expect(splitEvenly(7, [0, 1, 2, 3], 4, 0)).toEqual([2, 2, 2, 1]);
    expect(splitEvenly(7, [0, 1, 2, 3], 4, 0.5)).toEqual([2, 1, 2, 2]);
    expect(splitEvenly(0, [1], 2, 0)).toEqual([0, 0]);
  });

  it("pays every seat exactly its share on average, whichever its place (a battle's return)", () => {
    for (const total of [1, 2, 7, 10, 11, 13, 37, 100, 101, 12_345]) {
      for (const seats of [
        [0, 1],
        [0, 1, 2],
        [0, 1, 2, 3],
        [1, 3],
      ]) {
        // The first j seats' payouts together step once as the float rises (one fairly
        // rounded running total), so their mean is exact: j / n of the total, for every j.
        seats.forEach((_, j) => {
          const first = seats.slice(0, j + 1);
          const mean = meanOverRoundingFloat((f) => {
            const payouts = splitEvenly(total, seats, 4, f);
            return first.reduce((sum, seat) => sum + payouts[seat]!, 0);
          });
          expect(Math.abs(mean - (total * (j + 1)) / seats.length)).toBeLessThan(1e-6);
        });
      }
    }
  });

  it('pays out exactly the total, no share more than one hundredth apart', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.subarray([0, 1, 2, 3], { minLength: 1 }),
        fc.nat(2 ** 32 - 1),
        (total, seats, k) => {
          const payouts = splitEvenly(total, seats, 4, k / 2 ** 32);
          expect(payouts.reduce((a, b) => a + b, 0)).toBe(total);
          const shares = seats.map((seat) => payouts[seat]!);
          expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('refuses fractions and empty splits', () => {
    expect(() => splitEvenly(1.5, [0], 2, 0)).toThrow(RangeError);
    expect(() => splitEvenly(-1, [0], 2, 0)).toThrow(RangeError);
    expect(() => splitEvenly(10, [], 2, 0)).toThrow(RangeError);
  });
});
