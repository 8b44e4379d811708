import { describe, expect, it } from 'vitest';
import { FRACTION_BITS, floorScaledGrowth, growthFixed, GROWTH_MAX_MS } from './growth';

describe('growthFixed', () => {
  it('is exactly 1 at 0 ms and e^(0.00006 ms) to far more digits than a float holds', () => {
    expect(growthFixed(0)).toBe(1n << FRACTION_BITS);
    // e^3 = 20.08553692318766774092852965458171789698790783855415... (50000 ms)
    const e3 = growthFixed(50_000);
    const digits = (e3 * 10n ** 36n) >> FRACTION_BITS; // 36 decimals
    expect(digits.toString()).toBe('20085536923187667740928529654581717896');
  });

  it('refuses time outside the table', () => {
    for (const ms of [-1, 0.5, GROWTH_MAX_MS + 1, Number.NaN]) {
      expect(() => growthFixed(ms)).toThrow(RangeError);
    }
    expect(() => growthFixed(GROWTH_MAX_MS)).not.toThrow();
  });
});

describe('floorScaledGrowth', () => {
  it('floors the scaled value', () => {
    expect(floorScaledGrowth(0, 100n)).toBe(100n);
    expect(floorScaledGrowth(50_000, 100n)).toBe(2008n); // 2008.55...
    expect(floorScaledGrowth(50_000, 10_000n)).toBe(200_855n);
  });
});
