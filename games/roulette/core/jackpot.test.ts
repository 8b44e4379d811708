import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { meanOverRoundingFloat } from '../../fair/roundingExpectation';
import { jackpotClaim, jackpotFeed, shareJackpot, splitJackpot } from './jackpot';

const LAST_FLOAT = 1 - 2 ** -32; // rounds every fraction down; a float of 0 rounds it up

describe('jackpot feed', () => {
  it('is 0.5% of the wagers, rounded down or up to the hundredth', () => {
    expect(jackpotFeed(10, LAST_FLOAT)).toBe(0); // 0.10 gem feeds 0.0005 of a gem ...
    expect(jackpotFeed(10, 0)).toBe(1); // ... as a hundredth one time in twenty
    expect(jackpotFeed(199, LAST_FLOAT)).toBe(0);
    expect(jackpotFeed(200, LAST_FLOAT)).toBe(1);
    expect(jackpotFeed(200, 0)).toBe(1);
    expect(jackpotFeed(399, 0)).toBe(2);
    expect(jackpotFeed(1_000_000, 0)).toBe(5_000);
  });

  it('feeds exactly 0.5% of every wager on average, 0.10 included', () => {
    for (const stake of [10, 11, 13, 37, 100, 199, 1_000_000]) {
      const mean = meanOverRoundingFloat((f) => jackpotFeed(stake, f));
      expect(Math.abs(mean / stake - 0.005)).toBeLessThan(1e-9);
    }
  });

  it('refuses stakes that are not whole hundredths', () => {
    expect(() => jackpotFeed(10.5, 0)).toThrow(RangeError);
    expect(() => jackpotFeed(-10, 0)).toThrow(RangeError);
  });
});

describe('jackpot split', () => {
  it('shares in proportion to the green stake', () => {
    expect(splitJackpot(10_000, [100, 300])).toEqual([2_500, 7_500]);
    expect(splitJackpot(12_345, [500])).toEqual([12_345]);
  });

  it('gives the hundredths left over to the largest remainders, ties to the earlier bet', () => {
    // 100 / 3 = 33 r1 each: the one hundredth left goes to the first bet
    expect(splitJackpot(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // 101 * 1/4 = 25.25, 101 * 3/4 = 75.75: the larger remainder (the second) gets it
    expect(splitJackpot(101, [1, 3])).toEqual([25, 76]);
    // 2 left over among 3 equal remainders: the first two
    expect(splitJackpot(5, [1, 1, 1])).toEqual([2, 2, 1]);
  });

  it('leaves the pool alone without green stakes', () => {
    expect(splitJackpot(5_000, [])).toEqual([]);
    expect(splitJackpot(5_000, [0, 0])).toEqual([0, 0]);
    expect(splitJackpot(3, [0, 10, 0, 10])).toEqual([0, 2, 0, 1]);
  });

  it('sums exactly to the pool and stays within one hundredth of the exact share', () => {
    const rng = seedrandom('jackpot-split');
    const problems: string[] = [];
    for (let run = 0; run < 2_000; run++) {
      const pool = Math.floor(rng() * (rng() < 0.2 ? 100 : 500_000_000));
      const count = 1 + Math.floor(rng() * 40);
      const stakes: number[] = Array.from({ length: count }, () =>
        rng() < 0.1 ? 0 : 10 + Math.floor(rng() * (rng() < 0.5 ? 1_000 : 1_000_000)),
      );
      if (!stakes.some((s) => s > 0)) stakes[0] = 10;
      const parts = splitJackpot(pool, stakes);
      const total = stakes.reduce((a, b) => a + b, 0);
      if (parts.reduce((a, b) => a + b, 0) !== pool) problems.push(`run ${run}: sum`);
      parts.forEach((part, i) => {
        // within one hundredth of pool * stake / total, compared in thousandths exactly
        const exact = (BigInt(pool) * BigInt(stakes[i]!) * 1000n) / BigInt(total);
        const diff = BigInt(part) * 1000n - exact;
        if (!Number.isInteger(part) || diff <= -1000n || diff >= 1000n)
          problems.push(`run ${run}: part ${i} is ${part}`);
        if (stakes[i] === 0 && part !== 0) problems.push(`run ${run}: zero stake paid`);
      });
      // a larger stake never gets less
      const byStake = parts
        .map((part, i) => [stakes[i]!, part] as const)
        .sort((a, b) => a[0] - b[0]);
      for (let i = 1; i < byStake.length; i++)
        if (byStake[i]![0] > byStake[i - 1]![0] && byStake[i]![1] < byStake[i - 1]![1])
          problems.push(`run ${run}: order`);
    }
    expect(problems).toEqual([]);
  });

  it('is the same for the same input (deterministic)', () => {
    const stakes = [700, 300, 700, 300, 1];
    expect(splitJackpot(9_999, stakes)).toEqual(splitJackpot(9_999, stakes));
    expect(splitJackpot(9_999, stakes).reduce((a, b) => a + b, 0)).toBe(9_999);
  });
});

describe('jackpot claims', () => {
  it('are the stake x 15^(2 - streak): 225x, 15x, 1x', () => {
    expect([0, 1, 2].map((streak) => jackpotClaim(1_000, streak))).toEqual([
      225_000, 15_000, 1_000,
    ]);
    expect(() => jackpotClaim(1_000, 3)).toThrow(RangeError);
    expect(() => jackpotClaim(1_000, 0.5)).toThrow(RangeError);
  });

  it('are paid in full when the pool covers them all, else in proportion', () => {
    expect(shareJackpot(10_000, [100, 300])).toEqual([100, 300]);
    expect(shareJackpot(400, [100, 300])).toEqual([100, 300]);
    expect(shareJackpot(399, [100, 300])).toEqual([100, 299]);
    expect(shareJackpot(5_000, [])).toEqual([]);
    expect(shareJackpot(5_000, [0, 0])).toEqual([0, 0]);
  });

  it('never pay a part above its claim, nor more than the pool', () => {
    const rng = seedrandom('claims');
    const problems: string[] = [];
    for (let run = 0; run < 500; run++) {
      const pool = Math.floor(rng() * (rng() < 0.5 ? 1_000 : 100_000_000));
      const claims = Array.from({ length: 1 + Math.floor(rng() * 12) }, () =>
        Math.floor(rng() * (rng() < 0.5 ? 100 : 10_000_000)),
      );
      const parts = shareJackpot(pool, claims);
      if (parts.some((part, i) => part > claims[i]!)) problems.push(`run ${run}: above a claim`);
      const paid = parts.reduce((a, b) => a + b, 0);
      if (
        paid !==
        Math.min(
          pool,
          claims.reduce((a, b) => a + b, 0),
        )
      )
        problems.push(`run ${run}: paid ${paid}`);
    }
    expect(problems).toEqual([]);
  });
});
