import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CRASH_ELAPSED_MAX_MS,
  crashCurve,
  crashCurveMsFor,
  crashElapsedMsFor,
  crashMultiplierE2At,
} from './curve';
import { CRASH_POINT_MAX_E2 } from './point';

/** The longest round there is: until the highest crash point, 4,252,017,623.04x. */
const LONGEST_MS = crashElapsedMsFor(CRASH_POINT_MAX_E2);

describe('crashMultiplierE2At', () => {
  // floor(100 * e^(0.00006 * ms)), each worked out separately with 80-digit decimals
  // (Python: (Decimal(3) * ms / 50000).exp() * 100).
  it.each([
    [0, 100], // exactly 1.00x at the start
    [1, 100], // 100.0060...
    [165, 100], // 100.9949...
    [166, 101], // 101.0009...
    [1_000, 106], // 106.1836...
    [11_552, 199], // 199.9945...
    [11_553, 200], // 200.0065...
    [50_000, 2_008], // e^3 = 20.0855...
    [100_000, 40_342], // e^6 = 403.4287...
    // 100 e^x sits within 0.00004 below a whole number here: Math.exp rounds these up to
    // the next hundredth, the exact computation does not.
    [322_680, 25_602_867_297], // ...297.99997
    [360_743, 251_259_017_440], // ...440.99968
    [366_278, 350_227_992_320], // ...320.99991
    [368_133, 391_460_395_361], // ...361.99986
  ])('at %i ms is %i hundredths', (ms, multiplierE2) => {
    expect(crashMultiplierE2At(ms)).toBe(multiplierE2);
  });

  it('is what Math.exp says wherever a float can tell, for every whole ms of the longest round', () => {
    let previous = 100;
    let undecided = 0;
    for (let ms = 0; ms <= LONGEST_MS; ms++) {
      const exact = crashMultiplierE2At(ms);
      expect(exact).toBeGreaterThanOrEqual(previous); // never goes down
      previous = exact;
      const float = 100 * Math.exp(0.00006 * ms);
      const nearest = Math.round(float);
      // Math.exp and the product are good to a few parts in 10^15 of the value
      if (Math.abs(float - nearest) <= float * 1e-14 && ms > 0) undecided += 1;
      else if (exact !== Math.floor(float)) throw new Error(`${ms} ms: ${exact} vs ${float}`);
    }
    expect(previous).toBeGreaterThanOrEqual(CRASH_POINT_MAX_E2);
    expect(undecided).toBeLessThan(LONGEST_MS / 100); // the float rarely hesitates
  }, 30_000);

  it('refuses fractional, negative or out-of-range time', () => {
    for (const ms of [-1, 1.5, CRASH_ELAPSED_MAX_MS + 1, Number.NaN]) {
      expect(() => crashMultiplierE2At(ms)).toThrow(RangeError);
    }
  });
});

describe('crashElapsedMsFor', () => {
  it.each([
    [100, 0], // 1.00x: at once (an instant bust)
    [99, 0],
    [101, 166],
    [200, 11_553],
    [2_008, 49_996], // 2008.07... there, 2007.95... a ms earlier
  ])('reaches %i hundredths at %i ms', (target, ms) => {
    expect(crashElapsedMsFor(target)).toBe(ms);
  });

  it('is the first whole ms at which the multiplier reaches the target', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: CRASH_POINT_MAX_E2 }), (target) => {
        const ms = crashElapsedMsFor(target);
        expect(crashMultiplierE2At(ms)).toBeGreaterThanOrEqual(target);
        expect(crashMultiplierE2At(ms - 1)).toBeLessThan(target);
      }),
      { numRuns: 2_000 },
    );
  });

  it('round-trips: the multiplier at ms is reached no later than ms', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: LONGEST_MS }), (ms) => {
        const multiplier = crashMultiplierE2At(ms);
        const reached = crashElapsedMsFor(multiplier);
        expect(reached).toBeLessThanOrEqual(ms);
        expect(crashMultiplierE2At(reached)).toBe(multiplier);
      }),
      { numRuns: 2_000 },
    );
  });

  it('is monotonic in the target', () => {
    let previous = 0;
    for (let target = 100; target <= 20_000; target++) {
      const ms = crashElapsedMsFor(target);
      expect(ms).toBeGreaterThanOrEqual(previous);
      previous = ms;
    }
  });

  it('refuses targets no round reaches, and fractions', () => {
    expect(() => crashElapsedMsFor(crashMultiplierE2At(CRASH_ELAPSED_MAX_MS) + 1)).toThrow(
      RangeError,
    );
    expect(() => crashElapsedMsFor(150.5)).toThrow(RangeError);
  });
});

describe('the continuous curve', () => {
  it('starts at 1, grows as e^(0.00006 ms), and inverts', () => {
    expect(crashCurve(0)).toBe(1);
    expect(crashCurve(-50)).toBe(1);
    expect(crashCurve(50_000)).toBeCloseTo(20.085536923187668, 12);
    expect(crashCurveMsFor(1)).toBe(0);
    expect(crashCurveMsFor(0.5)).toBe(0);
    for (const ms of [1, 167, 11_552.5, 123_456.789]) {
      expect(crashCurveMsFor(crashCurve(ms))).toBeCloseTo(ms, 6);
    }
  });

  it('reaches a multiplier no later than the whole ms the server settles it at', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 10_000_000 }), (target) => {
        expect(crashCurveMsFor(target / 100)).toBeLessThanOrEqual(crashElapsedMsFor(target));
        expect(crashCurveMsFor(target / 100)).toBeGreaterThan(crashElapsedMsFor(target) - 1);
      }),
    );
  });
});
