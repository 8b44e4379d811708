import { describe, expect, it } from 'vitest';
import {
  WHEEL_TICKETS_TOTAL,
  WHEEL_TIERS,
  wheelExpectedValue,
  wheelTier,
  wheelTierOf,
} from './tiers';

describe('wheel tiers', () => {
  it('gives every tier twelve segments covering exactly the 10,000 tickets', () => {
    for (const tier of WHEEL_TIERS) {
      expect(tier.segments).toHaveLength(12);
      expect(tier.segments.reduce((sum, s) => sum + s.tickets, 0)).toBe(WHEEL_TICKETS_TOTAL);
      for (const s of tier.segments) {
        expect(Number.isSafeInteger(s.prize) && s.prize > 0).toBe(true);
        expect(Number.isSafeInteger(s.tickets) && s.tickets > 0).toBe(true);
      }
    }
  });

  it('has an exact expected value of 10.84 hundredths at tier 0', () => {
    // 4 x 1600 x 1 + 3 x 800 x 5 + 2 x 400 x 25 + 300 x 100 + 80 x 250 + 20 x 1000
    expect(wheelExpectedValue(0)).toEqual({ numerator: 108_400, denominator: 10_000 });
  });

  it('pays more on average at every higher tier', () => {
    const evs = WHEEL_TIERS.map((_, tier) => wheelExpectedValue(tier).numerator);
    expect(evs).toEqual([108_400, 216_800, 542_000, 1_084_000, 2_710_000]);
    for (let tier = 1; tier < evs.length; tier++) expect(evs[tier]).toBeGreaterThan(evs[tier - 1]!);
  });

  it('maps levels to tiers at 10, 25, 50 and 75', () => {
    expect([0, 9, 10, 24, 25, 49, 50, 74, 75, 100].map(wheelTierOf)).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3, 4, 4,
    ]);
    expect(() => wheelTierOf(-1)).toThrow(RangeError);
    expect(() => wheelTier(5)).toThrow(RangeError);
  });
});
