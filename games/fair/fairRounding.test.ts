import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundHundredthsFairly, splitHundredthsFairly } from './fairRounding';
import { meanOverRoundingFloatTimes2p32 } from './roundingExpectation';

const STEPS = 2 ** 32;

/** The helper's exact expectation over every float k / 2^32, as a rational (sum / 2^32). */
function expectedTimesSteps(numerator: bigint, denominator: bigint): bigint {
  const whole = numerator / denominator;
  const fraction = numerator % denominator;
  // floats k / 2^32 with k * d < fraction * 2^32 round up: ceil(fraction * 2^32 / d) of them
  const upCount = (fraction * BigInt(STEPS) + denominator - 1n) / denominator;
  return whole * BigInt(STEPS) + upCount;
}

describe('roundHundredthsFairly', () => {
  it('keeps whole amounts and rounds a fraction up only below its size', () => {
    const justBelow = (x: number) => Math.floor(x * STEPS) / STEPS;
    expect(roundHundredthsFairly(300, 3, justBelow(0.999))).toBe(100);
    expect(roundHundredthsFairly(109, 10, 0)).toBe(11); // 10.9: up when f < 0.9
    expect(roundHundredthsFairly(109, 10, justBelow(0.9))).toBe(11);
    expect(roundHundredthsFairly(109, 10, justBelow(0.9) + 1 / STEPS)).toBe(10);
    expect(roundHundredthsFairly(1n, 4n, 0.25)).toBe(0);
    expect(roundHundredthsFairly(1n, 4n, 0.25 - 1 / STEPS)).toBe(1);
  });

  it('agrees with counting the floats that round up, at the edge of each fraction', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (numerator, denominator) => {
          const upCount = expectedTimesSteps(numerator, denominator) % BigInt(STEPS);
          const whole = Number(numerator / denominator);
          const last = upCount === 0n ? null : Number(upCount - 1n) / STEPS;
          const first = upCount === BigInt(STEPS) ? null : Number(upCount) / STEPS;
          if (last !== null)
            expect(roundHundredthsFairly(numerator, denominator, last)).toBe(whole + 1);
          if (first !== null)
            expect(roundHundredthsFairly(numerator, denominator, first)).toBe(whole);
        },
      ),
    );
  });

  it("has the exact amount as its expectation over every float, to within one float's step", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (numerator, denominator) => {
          // the helper's own mean over all 2^32 floats, times 2^32 (found exactly)
          const mean = meanOverRoundingFloatTimes2p32((f) =>
            roundHundredthsFairly(numerator, denominator, f),
          );
          // mean / 2^32 - n / d = (mean * d - n * 2^32) / (2^32 * d), in [0, 2^-32)
          const gap = mean * denominator - numerator * BigInt(STEPS);
          expect(gap >= 0n && gap < denominator).toBe(true);
        },
      ),
    );
  });

  it('refuses floats off the 2^-32 grid, negative amounts and zero denominators', () => {
    expect(() => roundHundredthsFairly(1, 3, 0.1)).toThrow(RangeError);
    expect(() => roundHundredthsFairly(1, 3, 1)).toThrow(RangeError);
    expect(() => roundHundredthsFairly(-1, 3, 0)).toThrow(RangeError);
    expect(() => roundHundredthsFairly(1, 0, 0)).toThrow(RangeError);
  });
});

describe('splitHundredthsFairly', () => {
  it('sums to the total, shares within a hundredth of their exact size', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.array(fc.nat(1000), { minLength: 1, maxLength: 6 }),
        fc.nat(STEPS - 1),
        (total, weights, k) => {
          if (weights.every((w) => w === 0)) return;
          const shares = splitHundredthsFairly(total, weights, k / STEPS);
          const sum = weights.reduce((a, b) => a + b, 0);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          shares.forEach((share, i) => {
            expect(Math.abs(share - (total * weights[i]!) / sum)).toBeLessThan(1);
          });
        },
      ),
    );
  });

  it('gives the leftover hundredths to every seat equally often', () => {
    // 10 hundredths among 4 seats: each seat's share averages 2.5 over the floats
    const counts = [0, 0, 0, 0];
    const samples = 4096; // floats i / 4096, evenly over [0, 1)
    for (let i = 0; i < samples; i++) {
      splitHundredthsFairly(10, [1, 1, 1, 1], (i * 2 ** 20) / STEPS).forEach((s, seat) => {
        counts[seat]! += s;
      });
    }
    expect(counts.map((c) => c / samples)).toEqual([2.5, 2.5, 2.5, 2.5]);
  });
});
