import { describe, expect, it } from 'vitest';
import { crashPointE2FromInt } from './point';

// The house edge, by counting the n (the first 4 bytes of h, all 2^32 equally likely)
// whose crash point reaches a target: a player aiming at x wins with probability
// ~0.99 / x, so every target returns 99% of what it stakes.

const SPACE = 2 ** 32;
const STRIDE = 4_096; // a fixed grid of 2^20 values of n, evenly across the whole space

/** How many n reach `target`: the crash point never rises with n, so they are a prefix. */
function reachingExactly(target: number): number {
  let low = 0; // crash(low) >= target for every n below low
  let high = SPACE; // and below target from high on
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (crashPointE2FromInt(middle) >= target) low = middle + 1;
    else high = middle;
  }
  return low;
}

describe('the crash distribution', () => {
  const targets = [101, 110, 150, 200, 333, 1_000, 10_000, 100_000, 10_000_000];

  it('counts on a fixed grid of n agree with the exact counts', () => {
    const counts = new Map(targets.map((t) => [t, 0]));
    let instant = 0;
    for (let n = 0; n < SPACE; n += STRIDE) {
      const crash = crashPointE2FromInt(n);
      for (const target of targets)
        if (crash >= target) counts.set(target, counts.get(target)! + 1);
      if (crash === 100) instant += 1;
    }
    for (const target of targets) {
      // the grid holds every STRIDE-th n, the reaching ones being a prefix of the space
      expect(counts.get(target)).toBe(Math.ceil(reachingExactly(target) / STRIDE));
    }
    // 1.00x comes up on 2/101 of rounds: below 1.01 means 99 * 2^32 / (n + 1) < 101
    expect(instant / (SPACE / STRIDE)).toBeCloseTo(2 / 101, 5);
  }, 30_000);

  it.each(targets)('reaches %i hundredths with probability 0.99 / x: a 99%% return', (target) => {
    const probability = reachingExactly(target) / SPACE;
    const expected = 0.99 / (target / 100);
    expect(Math.abs(probability - expected)).toBeLessThanOrEqual(1 / SPACE);
    const returned = probability * (target / 100);
    expect(returned).toBeLessThanOrEqual(0.99);
    expect(returned).toBeGreaterThan(0.99 - 1e-7 * (target / 100));
  });

  it('takes its edge as rounds that bust below 1.00x: 1% of them', () => {
    // raw 99 * 2^32 / (n + 1) < 100: shown as 1.00x, but even a 1.00x cash-out could not win
    let below = 0;
    let clamped = 0;
    for (let n = 0; n < SPACE; n += STRIDE) {
      const raw = Math.floor((99 * 2 ** 32) / (n + 1));
      if (raw < 100) below += 1;
      if (raw < 100 && crashPointE2FromInt(n) === 100) clamped += 1;
    }
    expect(clamped).toBe(below);
    expect(below / (SPACE / STRIDE)).toBeCloseTo(0.01, 5);
  }, 30_000);
});
