import { describe, expect, it } from 'vitest';
import { linearEase, rollSliderEase } from './easings';
import { advanceGlide, createGlide, glideTo, lerp, snapGlide, stepProgress } from './glide';

describe('lerp', () => {
  it('hits both ends exactly, even where a + (b - a) would not', () => {
    expect(lerp(0.1, 0.7, 1)).toBe(0.7);
    expect(lerp(1e-9, 123.456, 1)).toBe(123.456);
    expect(lerp(5, 9, 0)).toBe(5);
    expect(lerp(0, 10, 0.25)).toBe(2.5);
  });
});

describe('glide', () => {
  it('lands exactly on its target after its duration, whatever the frame deltas', () => {
    for (const dt of [1000 / 30, 1000 / 60, 1000 / 144, 7, 400]) {
      const g = createGlide(0.1);
      glideTo(g, 63.21, 900, rollSliderEase);
      let landings = 0;
      let time = 0;
      while (g.moving) {
        if (advanceGlide(g, dt)) landings += 1;
        time += dt;
        expect(g.moving).toBe(time < 900);
      }
      expect(g.value).toBe(63.21);
      expect(landings).toBe(1);
      expect(time).toBeGreaterThanOrEqual(900);
      expect(time - dt).toBeLessThan(900);
    }
  });

  it('is half way at half time with a linear ease', () => {
    const g = createGlide(0);
    glideTo(g, 10, 100, linearEase);
    advanceGlide(g, 50);
    expect(g.value).toBeCloseTo(5, 12);
  });

  it('starts a new glide from where the last one was cut', () => {
    const g = createGlide(0);
    glideTo(g, 100, 100, linearEase);
    advanceGlide(g, 30);
    glideTo(g, 0, 100, linearEase);
    expect(g.from).toBeCloseTo(30, 12);
  });

  it('lands a zero-length glide on the next advance and snaps without motion', () => {
    const g = createGlide(4);
    glideTo(g, 8, 0, linearEase);
    expect(advanceGlide(g, 0)).toBe(true);
    expect(g.value).toBe(8);
    snapGlide(g, 2);
    expect(g.moving).toBe(false);
    expect(advanceGlide(g, 16)).toBe(false);
    expect(g.value).toBe(2);
  });
});

describe('stepProgress', () => {
  it('waits for its delay, then runs to 1', () => {
    expect(stepProgress(50, 100, 200)).toBe(0);
    expect(stepProgress(200, 100, 200)).toBe(0.5);
    expect(stepProgress(300, 100, 200)).toBe(1);
    expect(stepProgress(999, 100, 0)).toBe(1);
  });
});
