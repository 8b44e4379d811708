import { describe, expect, it } from 'vitest';
import type { Easing } from '../engine/easings';
import { isNonDecreasing, pinsBothEnds, samples } from '../engine/testing/curves';
import { creepEase, needleEase } from './easings';

describe('skin-upgrader easings', () => {
  it('needleEase brakes to a stop and creepEase starts and ends at rest, never overshooting', () => {
    for (const f of [needleEase, creepEase]) {
      expect(pinsBothEnds(f)).toBe(true);
      const v = samples(f);
      expect(isNonDecreasing(v)).toBe(true);
      expect(Math.max(...v)).toBe(1);
    }
    // speed at the end: none left for either; creepEase also starts from rest
    const slope = (f: Easing, t: number) => (f(t + 1e-6) - f(t)) / 1e-6;
    expect(slope(needleEase, 1 - 1e-6)).toBeLessThan(1e-6);
    expect(slope(needleEase, 0)).toBeCloseTo(4, 4);
    expect(slope(creepEase, 0)).toBeLessThan(1e-5);
    expect(slope(creepEase, 1 - 1e-6)).toBeLessThan(1e-5);
    expect(creepEase(0.5)).toBeCloseTo(0.5, 12);
  });
});
