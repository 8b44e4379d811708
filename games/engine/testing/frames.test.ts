import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { frameClock, runFrames } from './frames';

describe('frameClock', () => {
  it('hands out the steady delta with exactly one long frame', () => {
    const clock = frameClock(60, seedrandom('a'), 30);
    const deltas = Array.from({ length: 60 }, () => clock.next());
    const long = deltas.filter((d) => d > 100);
    expect(long).toHaveLength(1);
    expect(long[0]).toBeGreaterThanOrEqual(150);
    expect(long[0]).toBeLessThanOrEqual(700);
    expect(deltas.indexOf(long[0]!)).toBeLessThan(30);
    expect(deltas.filter((d) => d === 1000 / 60)).toHaveLength(59);
    expect(clock.elapsed).toBeCloseTo(
      deltas.reduce((a, b) => a + b, 0),
      9,
    );
  });

  it('is reproducible from its seed', () => {
    const a = frameClock(144, seedrandom('x'));
    const b = frameClock(144, seedrandom('x'));
    for (let i = 0; i < 100; i++) expect(a.next()).toBe(b.next());
  });

  it('runFrames stops when finished or at its limit', () => {
    let t = 0;
    // (thresholds off the 1000/30 grid, so float sums cannot land either side of them)
    const frames = runFrames(
      frameClock(30, () => 0.99),
      (dt) => (t += dt),
      () => t >= 490,
    );
    expect(frames).toBe(15);
    const capped = runFrames(
      frameClock(30, () => 0.99),
      () => {},
      () => false,
      990,
    );
    expect(capped).toBe(30);
  });
});
