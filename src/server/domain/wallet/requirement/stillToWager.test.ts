import { describe, expect, it } from 'vitest';
import { shareOut, stillToWager } from './stillToWager';

describe('stillToWager with carries', () => {
  it('adds what is carried in and removes what is carried out', () => {
    // 100.00 deposited, 60.00 of it tipped away with its requirement, 10.00 wagered.
    expect(
      stillToWager(
        [
          { credited: 10_000, wagered: 0 },
          { credited: 0, carried: -6_000, wagered: 1_000 },
        ],
        1,
      ),
    ).toBe(3_000);
    // Received with a tip: owed although nothing was deposited.
    expect(stillToWager([{ credited: 0, carried: 4_200, wagered: 200 }], 1)).toBe(4_000);
  });
});

describe('shareOut', () => {
  it('gives the whole to whoever takes the whole', () => {
    expect(shareOut(42_000, [79_800], 79_800)).toEqual([42_000]);
  });

  it('splits in proportion and loses nothing to rounding', () => {
    expect(shareOut(100, [1, 1, 1], 3)).toEqual([34, 33, 33]);
    expect(shareOut(7, [50, 50], 100)).toEqual([4, 3]);
  });

  it('keeps the share of what stays in the pool or goes to the house', () => {
    expect(shareOut(1_000, [250, 250], 1_000)).toEqual([250, 250]);
    expect(shareOut(1_000, [0, 500], 1_000)).toEqual([0, 500]);
  });

  it('is exact past 2^53 in the product', () => {
    expect(shareOut(9_000_000_000, [3_000_000_000], 9_000_000_000)).toEqual([3_000_000_000]);
  });

  it('shares nothing of nothing', () => {
    expect(shareOut(0, [5, 5], 10)).toEqual([0, 0]);
    expect(shareOut(10, [0], 0)).toEqual([0]);
  });
});
