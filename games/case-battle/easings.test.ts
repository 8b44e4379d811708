import { describe, expect, it } from 'vitest';
import { isNonDecreasing, pinsBothEnds, samples } from '../engine/testing/curves';
import { reelSettleEase, tieRollEase } from './easings';

describe('battle easings', () => {
  it('reelSettleEase runs just past its stop and settles back on it', () => {
    expect(pinsBothEnds(reelSettleEase)).toBe(true);
    const v = samples(reelSettleEase);
    const peak = Math.max(...v);
    expect(peak).toBeGreaterThan(1.001);
    expect(peak).toBeLessThan(1.02);
    expect(isNonDecreasing(v.slice(0, v.indexOf(peak) + 1))).toBe(true);
    expect(isNonDecreasing(v.slice(v.indexOf(peak)).map((x) => -x))).toBe(true);
  });

  it('tieRollEase slows every hop and never overshoots', () => {
    expect(pinsBothEnds(tieRollEase)).toBe(true);
    const v = samples(tieRollEase);
    expect(isNonDecreasing(v)).toBe(true);
    expect(Math.max(...v)).toBe(1);
    expect(tieRollEase(0.5)).toBeCloseTo(1 - 0.5 ** 5, 12);
  });
});
