import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CRASH_PAYOUT_MAX } from './limits';
import {
  crashAutoCashoutError,
  crashPayout,
  crashPayoutCapE2,
  crashSendsNotice,
  crashTargetWins,
} from './payout';

describe('crashPayout', () => {
  it.each([
    [100, 100, 100], // 1.00 gem at 1.00x
    [100, 235, 235],
    [15, 333, 49], // 49.95 -> 49
    [10, 101, 10], // 10.1 -> 10
    [1_000_000, 250, 2_500_000],
    [0, 500, 0],
  ])('stake %i at %i hundredths pays %i', (stake, multiplierE2, payout) => {
    expect(crashPayout(stake, multiplierE2)).toBe(payout);
  });

  it('is stake x multiplier floored to hundredths, exactly', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 100, max: 1_000_000_000 }), (s, m) => {
        const payout = BigInt(crashPayout(s, m));
        const exact = BigInt(s) * BigInt(m);
        expect(payout * 100n <= exact).toBe(true);
        expect(exact < (payout + 1n) * 100n).toBe(true);
      }),
    );
  });

  it('refuses fractional stakes and multipliers below 1.00x', () => {
    expect(() => crashPayout(1.5, 200)).toThrow(RangeError);
    expect(() => crashPayout(-1, 200)).toThrow(RangeError);
    expect(() => crashPayout(100, 99)).toThrow(RangeError);
    expect(() => crashPayout(100, 150.5)).toThrow(RangeError);
  });
});

describe('crashPayoutCapE2', () => {
  it('is the highest multiplier whose payout stays within the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (stake) => {
        const cap = crashPayoutCapE2(stake);
        expect(crashPayout(stake, cap)).toBeLessThanOrEqual(CRASH_PAYOUT_MAX);
        expect(crashPayout(stake, cap + 1)).toBeGreaterThan(CRASH_PAYOUT_MAX);
      }),
    );
    expect(crashPayoutCapE2(1_000_000)).toBe(2_500); // 10,000 gems: 25.00x pays 250,000
    expect(crashPayoutCapE2(10)).toBe(250_000_009); // 0.10 gem: 2,500,000.09x pays 250,000.00
  });

  it('refuses an empty stake', () => {
    expect(() => crashPayoutCapE2(0)).toThrow(RangeError);
  });
});

describe('crashTargetWins', () => {
  it('wins up to and including the crash point', () => {
    expect(crashTargetWins(200, 200)).toBe(true);
    expect(crashTargetWins(201, 200)).toBe(false);
    expect(crashTargetWins(101, 100)).toBe(false); // an instant bust pays nobody
    expect(crashTargetWins(150, 4_000)).toBe(true);
  });
});

describe('crashAutoCashoutError', () => {
  it.each([
    [101, null],
    [100_000_000, null],
    [250, null],
    [100, 'Auto cash-out must be between 1.01x and 1,000,000.00x'],
    [100_000_001, 'Auto cash-out must be between 1.01x and 1,000,000.00x'],
    [250.5, 'Auto cash-out must be a whole number of hundredths (250 = 2.50x)'],
    [Number.NaN, 'Auto cash-out must be a whole number of hundredths (250 = 2.50x)'],
  ])('%s -> %s', (target, error) => {
    expect(crashAutoCashoutError(target)).toBe(error);
  });
});

describe('crashSendsNotice', () => {
  it('sends CRASH_100X from 100.00x on', () => {
    expect(crashSendsNotice(9_999)).toBe(false);
    expect(crashSendsNotice(10_000)).toBe(true);
    expect(crashSendsNotice(123_456)).toBe(true);
  });
});
