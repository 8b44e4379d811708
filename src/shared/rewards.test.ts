import { describe, expect, it } from 'vitest';
import {
  DAILY_CASE_TIERS,
  LEVEL_REWARDS,
  levelReward,
  nextUtcMidnight,
  rakebackPayable,
  rakebackRateBps,
  rakebackUnits,
  utcDay,
} from './rewards';

describe('rakeback rate', () => {
  it('is 5% plus 0.25% per level, capped at 20%', () => {
    expect(rakebackRateBps(0)).toBe(500);
    expect(rakebackRateBps(1)).toBe(525);
    expect(rakebackRateBps(12)).toBe(800);
    expect(rakebackRateBps(59)).toBe(1_975);
    expect(rakebackRateBps(60)).toBe(2_000);
    expect(rakebackRateBps(61)).toBe(2_000);
    expect(rakebackRateBps(100)).toBe(2_000);
  });
});

describe('rakeback units', () => {
  it('keeps a wager share exactly: house edge (hundredths x 10^-4) x rate bps', () => {
    // A 1.50 stake at a 1% edge: 1.5 hundredths of edge; 8% of it is 0.12 hundredths.
    expect(rakebackUnits(150 * 100, 800)).toBe(12_000_000n);
    expect(rakebackUnits(0, 800)).toBe(0n);
    expect(rakebackUnits(150 * 100, 0)).toBe(0n);
  });

  it('stays exact where a double would not', () => {
    const huge = rakebackUnits(9_000_000_000_000 * 100, 2_000);
    expect(huge).toBe(1_800_000_000_000_000_000n);
  });

  it('pays whole hundredths rounded down and keeps the remainder', () => {
    expect(rakebackPayable(204_240_000n)).toEqual({ pay: 2, remainder: 4_240_000n });
    expect(rakebackPayable(99_999_999n)).toEqual({ pay: 0, remainder: 99_999_999n });
    expect(rakebackPayable(100_000_000n)).toEqual({ pay: 1, remainder: 0n });
    expect(rakebackPayable(-5n)).toEqual({ pay: 0, remainder: 0n });
  });
});

describe('daily case tiers', () => {
  it('unlock at levels 1, 10, 20, 30, 50 and 75, each a distinct case', () => {
    expect(DAILY_CASE_TIERS.map((tier) => tier.level)).toEqual([1, 10, 20, 30, 50, 75]);
    expect(new Set(DAILY_CASE_TIERS.map((tier) => tier.slug)).size).toBe(6);
  });

  it('reset at 00:00 UTC', () => {
    const lateEvening = Date.parse('2026-03-09T23:59:59.999Z');
    expect(utcDay(lateEvening)).toBe('2026-03-09');
    expect(utcDay(lateEvening + 1)).toBe('2026-03-10');
    expect(new Date(nextUtcMidnight(lateEvening)).toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(nextUtcMidnight(Date.parse('2026-03-10T00:00:00.000Z'))).toBe(
      Date.parse('2026-03-11T00:00:00.000Z'),
    );
  });
});

describe('level rewards', () => {
  it('give 0.25 gems per level, a boost every 5th level and a free case every 10th', () => {
    expect(levelReward(1)).toEqual({ level: 1, gems: 25, items: [] });
    expect(levelReward(5)).toEqual({
      level: 5,
      gems: 125,
      items: [{ item: 'xp-boost-1.5x-1h', amount: 1 }],
    });
    expect(levelReward(20)).toEqual({
      level: 20,
      gems: 500,
      items: [
        { item: 'xp-boost-1.5x-1h', amount: 1 },
        { item: 'free-case', amount: 1 },
      ],
    });
  });

  it('exist for levels 1 to 100 only', () => {
    expect(levelReward(0)).toBeUndefined();
    expect(levelReward(101)).toBeUndefined();
    expect(levelReward(2.5)).toBeUndefined();
    expect(LEVEL_REWARDS).toHaveLength(100);
    expect(LEVEL_REWARDS.reduce((sum, reward) => sum + reward.gems, 0)).toBe(126_250);
  });
});
