import { describe, expect, it } from 'vitest';
import { isNonDecreasing, pinsBothEnds, samples } from '../engine/testing/curves';
import { flipEase } from './easings';

describe('mines easings', () => {
  it('flipEase pins both ends and is symmetric around the middle', () => {
    expect(pinsBothEnds(flipEase)).toBe(true);
    expect(flipEase(0.5)).toBeCloseTo(0.5, 12);
    for (const t of [0.1, 0.2, 0.33, 0.45]) {
      expect(flipEase(t) + flipEase(1 - t)).toBeCloseTo(1, 12);
    }
    expect(isNonDecreasing(samples(flipEase))).toBe(true);
  });
});
