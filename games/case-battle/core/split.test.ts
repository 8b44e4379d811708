import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitEvenly } from './split';

describe('splitEvenly', () => {
  it('gives the hundredths left over one each to the first seats', () => {
    expect(splitEvenly(100, [0, 1, 2], 3)).toEqual([34, 33, 33]);
    expect(splitEvenly(101, [3, 1], 4)).toEqual([0, 51, 0, 50]);
    expect(splitEvenly(7, [0, 1, 2, 3], 4)).toEqual([2, 2, 2, 1]);
    expect(splitEvenly(0, [1], 2)).toEqual([0, 0]);
  });

  it('pays out exactly the total, no share more than one hundredth apart', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.subarray([0, 1, 2, 3], { minLength: 1 }),
        (total, seats) => {
          const payouts = splitEvenly(total, seats, 4);
          expect(payouts.reduce((a, b) => a + b, 0)).toBe(total);
          const shares = seats.map((seat) => payouts[seat]!);
          expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('refuses fractions and empty splits', () => {
    expect(() => splitEvenly(1.5, [0], 2)).toThrow(RangeError);
    expect(() => splitEvenly(-1, [0], 2)).toThrow(RangeError);
    expect(() => splitEvenly(10, [], 2)).toThrow(RangeError);
  });
});
