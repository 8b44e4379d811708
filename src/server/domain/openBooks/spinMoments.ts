import {
  WHEEL_TICKETS_TOTAL,
  wheelExpectedValue,
  wheelTier,
} from '../../../../games/reward-wheel/core';

/**
 * One free wheel spin as the open books see it. A spin stakes nothing, so its moments are of
 * the prize itself, in hundredths: the mean is the tier's declared expected prize
 * (`wheelExpectedValue`, from its prize table), the variance that of the same table.
 * Pure; tiers' moments are computed once.
 */
export interface SpinMoments {
  /** Expected prize per spin, hundredths. */
  mean: number;
  /** The prize's variance, hundredths^2. */
  variance: number;
}

const known = new Map<number, SpinMoments>();

export function spinMoments(tier: number): SpinMoments {
  let found = known.get(tier);
  if (!found) {
    const { numerator, denominator } = wheelExpectedValue(tier);
    const mean = numerator / denominator;
    const square = wheelTier(tier).segments.reduce(
      (sum, s) => sum + (s.tickets / WHEEL_TICKETS_TOTAL) * s.prize * s.prize,
      0,
    );
    found = { mean, variance: Math.max(0, square - mean * mean) };
    known.set(tier, found);
  }
  return found;
}
