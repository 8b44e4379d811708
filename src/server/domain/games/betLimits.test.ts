import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BET_LIMITS,
  assertBestPayoutWithinLimit,
  assertBetAmount,
  largestAllowedAmount,
} from './betLimits';

const limits = { betMin: 10, betMax: 1_000_000, payoutMax: 25_000_000 };
const times = (e4: number) => (amount: number) => Math.floor((amount * e4) / 10_000);

describe('bet amount limits', () => {
  it.each([
    [0, /positive whole number/],
    [-5, /positive whole number/],
    [1.5, /positive whole number/],
    [1e20, /positive whole number/],
    [9, /minimum bet is 0\.10/],
    [1_000_001, /maximum bet is 10,000\.00/],
  ])('refuses %s', (amount, message) => {
    expect(() => assertBetAmount(amount, limits)).toThrow(message);
  });

  it('accepts the limits themselves', () => {
    expect(() => assertBetAmount(10, limits)).not.toThrow();
    expect(() => assertBetAmount(1_000_000, limits)).not.toThrow();
  });

  it('defaults to the shared money limits', () => {
    expect(DEFAULT_BET_LIMITS).toEqual(limits);
  });
});

describe('best payout limit', () => {
  it('lets a bet through when its best payout is exactly the maximum', () => {
    // 250.00 at 1000x pays 250,000.00.
    expect(() => assertBestPayoutWithinLimit(25_000, times(10_000_000), limits)).not.toThrow();
  });

  it('refuses one hundredth more and says how much may be bet', () => {
    expect(() => assertBestPayoutWithinLimit(25_001, times(10_000_000), limits)).toThrow(
      'This bet could pay 250,010.00, more than the maximum payout of 250,000.00: bet at most 250.00',
    );
  });

  it('asks for a lower multiplier when even the minimum bet pays too much', () => {
    expect(() => assertBestPayoutWithinLimit(10, times(30_000_000_000), limits)).toThrow(
      /choose a lower multiplier/,
    );
  });

  it('finds the largest allowed amount for any multiplier', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 10_000, max: 100_000_000 }),
        (amount, e4) => {
          const pay = times(e4);
          const allowed = largestAllowedAmount(amount, pay, limits.payoutMax);
          expect(allowed).toBeLessThanOrEqual(amount);
          if (allowed > 0) expect(pay(allowed)).toBeLessThanOrEqual(limits.payoutMax);
          if (allowed < amount) expect(pay(allowed + 1)).toBeGreaterThan(limits.payoutMax);
        },
      ),
    );
  });
});
