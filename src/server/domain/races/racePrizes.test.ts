import { describe, expect, it } from 'vitest';
import { RACE_PAID_RANKS, RACE_PRIZE_SHARES_BPS, placeStandings, racePrizes } from './racePrizes';

describe('race prizes', () => {
  it('the shares of the top 10 sum to the whole pool, best rank first', () => {
    expect(RACE_PAID_RANKS).toBe(10);
    expect(RACE_PRIZE_SHARES_BPS.reduce((a, b) => a + b, 0)).toBe(10_000);
    expect([...RACE_PRIZE_SHARES_BPS].sort((a, b) => b - a)).toEqual(RACE_PRIZE_SHARES_BPS);
  });

  it('splits the default pools exactly to the hundredth', () => {
    expect(racePrizes(10_000)).toEqual([3_000, 2_000, 1_400, 1_000, 800, 600, 400, 300, 300, 200]);
    expect(racePrizes(50_000)).toEqual([
      15_000, 10_000, 7_000, 5_000, 4_000, 3_000, 2_000, 1_500, 1_500, 1_000,
    ]);
  });

  it('rounds each prize down: an odd pool never pays more than it holds', () => {
    const prizes = racePrizes(12_345);
    expect(prizes).toEqual([3_703, 2_469, 1_728, 1_234, 987, 740, 493, 370, 370, 246]);
    expect(prizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(12_345);
    expect(racePrizes(0)).toEqual(Array(10).fill(0));
  });

  it('places standings in their order; past rank 10 wins nothing', () => {
    const standings = Array.from({ length: 12 }, (_, i) => ({ userId: `u${i}` }));
    const placed = placeStandings(standings, 10_000);
    expect(placed.map((p) => [p.userId, p.rank, p.prize])).toEqual([
      ['u0', 1, 3_000],
      ['u1', 2, 2_000],
      ['u2', 3, 1_400],
      ['u3', 4, 1_000],
      ['u4', 5, 800],
      ['u5', 6, 600],
      ['u6', 7, 400],
      ['u7', 8, 300],
      ['u8', 9, 300],
      ['u9', 10, 200],
      ['u10', 11, 0],
      ['u11', 12, 0],
    ]);
  });

  it('with fewer entrants than prizes, the rest of the pool is not placed', () => {
    const placed = placeStandings([{ userId: 'a' }, { userId: 'b' }], 10_000);
    expect(placed.map((p) => p.prize)).toEqual([3_000, 2_000]);
  });
});
