import { describe, expect, it } from 'vitest';
import { betMoments } from './betMoments';
import { type PeriodSums, returnFigures } from './returnInterval';

// A seeded generator, so the synthetic runs are the same every time.
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** n dice bets of 100 at 49.50% chance, paying `pays` x the stake on a win. */
function diceRun(random: () => number, n: number, pays: number): PeriodSums {
  const { mean, variance } = betMoments({
    game: 'dice',
    amount: 100,
    payout: 0,
    params: {},
    outcome: { chance: 4950 },
  });
  let paid = 0;
  for (let i = 0; i < n; i++) if (random() < 0.495) paid += 100 * pays;
  return {
    bets: n,
    wagered: 100 * n,
    paid,
    expected: 100 * n * mean,
    variance: 100 ** 2 * n * variance,
  };
}

describe('the 99% interval', () => {
  it('holds about 99% of honest runs', () => {
    const random = mulberry32(7);
    let inside = 0;
    const runs = 1_000;
    for (let run = 0; run < runs; run++)
      if (returnFigures(diceRun(random, 2_000, 2)).withinInterval) inside++;
    expect(inside / runs).toBeGreaterThan(0.975);
    expect(inside / runs).toBeLessThan(1);
  });

  it('flags a game paying 1% less once the count makes it visible, not before', () => {
    const random = mulberry32(11);
    // 2 x 0.99 x 0.495 = 0.98: one point under the declared 0.99.
    const few = returnFigures(diceRun(random, 1_000, 2 * 0.99));
    expect(few.withinInterval).toBe(true);
    const many = returnFigures(diceRun(random, 400_000, 2 * 0.99));
    expect(many.realisedReturn).toBeCloseTo(0.98, 2);
    expect(many.withinInterval).toBe(false);
  });

  it('narrows as 1 / sqrt(bets) for equal stakes', () => {
    const sums = (n: number): PeriodSums => ({
      bets: n,
      wagered: n,
      paid: 0.99 * n,
      expected: 0.99 * n,
      variance: n,
    });
    const width = (n: number) => {
      const [low, high] = returnFigures(sums(n)).interval;
      return high - low;
    };
    expect(width(100) / width(10_000)).toBeCloseTo(10, 6);
    expect(width(10_000)).toBeCloseTo((2 * 2.5758293035489) / 100, 9);
  });

  it('answers a period with nothing wagered as empty and within', () => {
    expect(returnFigures({ bets: 0, wagered: 0, paid: 0, expected: 0, variance: 0 })).toEqual({
      realisedReturn: 0,
      declaredReturn: 0,
      interval: [0, 0],
      withinInterval: true,
    });
  });
});
