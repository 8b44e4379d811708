import { describe, expect, it } from 'vitest';
import {
  EASINGS,
  EASING_NAMES,
  flipEase,
  isEasingName,
  plinkoEase,
  plinkoEase1,
  plinkoEase2,
  plinkoEase3,
  creepEase,
  needleEase,
  rollSliderEase,
  scaleEase,
  reelSettleEase,
  tieRollEase,
  type Easing,
} from './easings';

const samples = (f: Easing, n = 1000) => Array.from({ length: n + 1 }, (_, i) => f(i / n));

function isNonDecreasing(values: number[]): boolean {
  return values.every((v, i) => i === 0 || v >= (values[i - 1] as number) - 1e-12);
}

describe('easings', () => {
  it.each(EASING_NAMES)('%s starts at exactly 0 and ends at exactly 1', (name) => {
    const f = EASINGS[name];
    expect(f(0)).toBe(0);
    expect(f(1)).toBe(1);
    expect(f(-0.5)).toBe(0);
    expect(f(1.5)).toBe(1);
  });

  it('registers the seven curves the product names', () => {
    for (const name of [
      'rollSliderEase',
      'plinkoEase',
      'plinkoEase1',
      'plinkoEase2',
      'plinkoEase3',
      'flipEase',
      'scaleEase',
    ]) {
      expect(isEasingName(name)).toBe(true);
    }
    expect(isEasingName('bounceOut')).toBe(false);
    expect(isEasingName('toString')).toBe(false);
  });

  it('rollSliderEase travels fast, settles slowly and never overshoots', () => {
    const v = samples(rollSliderEase);
    expect(isNonDecreasing(v)).toBe(true);
    expect(Math.max(...v)).toBe(1);
    expect(rollSliderEase(0.25)).toBeGreaterThan(0.8);
    expect(rollSliderEase(0.9)).toBeLessThan(1);
  });

  it('needleEase brakes to a stop and creepEase starts and ends at rest, never overshooting', () => {
    for (const f of [needleEase, creepEase]) {
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

  it('plinkoEase is a monotonic ease-out', () => {
    const v = samples(plinkoEase);
    expect(isNonDecreasing(v)).toBe(true);
    expect(plinkoEase(0.5)).toBeCloseTo(0.75, 10);
  });

  it('plinkoEase1 bounces up first, then falls with constant gravity', () => {
    const v = samples(plinkoEase1);
    const lowest = Math.min(...v);
    expect(lowest).toBeLessThan(-0.1);
    expect(lowest).toBeGreaterThan(-0.25);
    const bottom = v.indexOf(lowest);
    expect(isNonDecreasing(v.slice(bottom))).toBe(true);
    // constant second difference: a parabola
    const h = 0.01;
    const second = (t: number) => plinkoEase1(t + h) - 2 * plinkoEase1(t) + plinkoEase1(t - h);
    expect(second(0.3)).toBeCloseTo(second(0.8), 10);
  });

  it('plinkoEase2 is a free fall from rest', () => {
    expect(plinkoEase2(0.5)).toBeCloseTo(0.25, 12);
    expect(isNonDecreasing(samples(plinkoEase2))).toBe(true);
  });

  it('plinkoEase3 touches the floor early, hops a little and settles on it', () => {
    expect(plinkoEase3(0.7)).toBeCloseTo(1, 12);
    const tail = samples(plinkoEase3).slice(700);
    expect(Math.min(...tail)).toBeGreaterThan(0.9);
    expect(Math.min(...tail)).toBeLessThan(0.99);
    expect(Math.max(...tail)).toBeLessThanOrEqual(1);
  });

  it('flipEase is symmetric around the middle', () => {
    expect(flipEase(0.5)).toBeCloseTo(0.5, 12);
    for (const t of [0.1, 0.2, 0.33, 0.45]) {
      expect(flipEase(t) + flipEase(1 - t)).toBeCloseTo(1, 12);
    }
    expect(isNonDecreasing(samples(flipEase))).toBe(true);
  });

  it('scaleEase overshoots by a few percent and comes back', () => {
    const v = samples(scaleEase);
    const peak = Math.max(...v);
    expect(peak).toBeGreaterThan(1.03);
    expect(peak).toBeLessThan(1.12);
    expect(v.indexOf(peak)).toBeLessThan(1000);
  });

  it('reelSettleEase runs just past its stop and settles back on it', () => {
    const v = samples(reelSettleEase);
    const peak = Math.max(...v);
    expect(peak).toBeGreaterThan(1.001);
    expect(peak).toBeLessThan(1.02);
    expect(isNonDecreasing(v.slice(0, v.indexOf(peak) + 1))).toBe(true);
    expect(isNonDecreasing(v.slice(v.indexOf(peak)).map((x) => -x))).toBe(true);
  });

  it('tieRollEase slows every hop and never overshoots', () => {
    const v = samples(tieRollEase);
    expect(isNonDecreasing(v)).toBe(true);
    expect(Math.max(...v)).toBe(1);
    expect(tieRollEase(0.5)).toBeCloseTo(1 - 0.5 ** 5, 12);
  });
});
