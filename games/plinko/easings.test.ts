import { describe, expect, it } from 'vitest';
import { isNonDecreasing, pinsBothEnds, samples } from '../engine/testing/curves';
import { plinkoEase, plinkoEase1, plinkoEase2, plinkoEase3, plinkoEasings } from './easings';

describe('plinko easings', () => {
  it.each(Object.keys(plinkoEasings))('%s starts at exactly 0 and ends at exactly 1', (name) => {
    expect(pinsBothEnds(plinkoEasings[name]!)).toBe(true);
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
});
