import { describe, expect, it } from 'vitest';
import { ENGINE_EASINGS, easingsWith, quadOutEase, rollSliderEase, scaleEase } from './easings';
import { isNonDecreasing, pinsBothEnds, samples } from './testing/curves';

describe('engine easings', () => {
  it.each(Object.keys(ENGINE_EASINGS))('%s starts at exactly 0 and ends at exactly 1', (name) => {
    expect(pinsBothEnds(ENGINE_EASINGS[name]!)).toBe(true);
  });

  it('adds a game’s own curves to the engine’s, never in place of one', () => {
    const own = { hop: quadOutEase };
    const table = easingsWith(own);
    expect(table.hop).toBe(quadOutEase);
    expect(table.scaleEase).toBe(scaleEase);
    expect(Object.hasOwn(table, 'toString')).toBe(false);
    expect(() => easingsWith({ scaleEase: quadOutEase })).toThrow(/scaleEase/);
  });

  it('rollSliderEase travels fast, settles slowly and never overshoots', () => {
    const v = samples(rollSliderEase);
    expect(isNonDecreasing(v)).toBe(true);
    expect(Math.max(...v)).toBe(1);
    expect(rollSliderEase(0.25)).toBeGreaterThan(0.8);
    expect(rollSliderEase(0.9)).toBeLessThan(1);
  });

  it('quadOutEase is a monotonic ease-out', () => {
    const v = samples(quadOutEase);
    expect(isNonDecreasing(v)).toBe(true);
    expect(quadOutEase(0.5)).toBeCloseTo(0.75, 10);
  });

  it('scaleEase overshoots by a few percent and comes back', () => {
    const v = samples(scaleEase);
    const peak = Math.max(...v);
    expect(peak).toBeGreaterThan(1.03);
    expect(peak).toBeLessThan(1.12);
    expect(v.indexOf(peak)).toBeLessThan(1000);
  });
});
