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

const LAST_FLOAT = 1 - 2 ** -32; // rounds every fraction down; a float of 0 rounds it up

describe('crashPayout', () => {
  it.each([
    [100, 100, 100, 100], // 1.00 gem at 1.00x
    [100, 235, 235, 235],
    [15, 333, 49, 50], // 49.95
    [10, 101, 10, 11], // 10.1
    [10, 109, 10, 11], // 10.9: 0.10 at 1.09x
    [1_000_000, 250, 2_500_000, 2_500_000],
    [0, 500, 0, 0],
  ])('stake %i at %i hundredths pays %i or %i', (stake, multiplierE2, down, up) => {
    expect(crashPayout(stake, multiplierE2, LAST_FLOAT)).toBe(down);
    expect(crashPayout(stake, multiplierE2, 0)).toBe(up);
  });

  it('is stake x multiplier rounded down or up to hundredths', () => {
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.integer({ min: 100, max: 1_000_000_000 }),
        fc.nat(2 ** 32 - 1),
        (s, m, k) => {
          const payout = BigInt(crashPayout(s, m, k / 2 ** 32));
          const exact = BigInt(s) * BigInt(m);
          expect((payout - 1n) * 100n < exact).toBe(true);
          expect(exact < (payout + 1n) * 100n).toBe(true);
        },
      ),
    );
  });

  it('refuses fractional stakes and multipliers below 1.00x', () => {
    expect(() => crashPayout(1.5, 200, 0)).toThrow(RangeError);
    expect(() => crashPayout(-1, 200, 0)).toThrow(RangeError);
    expect(() => crashPayout(100, 99, 0)).toThrow(RangeError);
    expect(() => crashPayout(100, 150.5, 0)).toThrow(RangeError);
  });
});

describe('crashPayoutCapE2', () => {
  it('is the highest multiplier whose payout, even rounded up, stays within the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (stake) => {
        const cap = crashPayoutCapE2(stake);
        expect(crashPayout(stake, cap, 0)).toBeLessThanOrEqual(CRASH_PAYOUT_MAX);
        expect(crashPayout(stake, cap + 1, 0)).toBeGreaterThan(CRASH_PAYOUT_MAX);
      }),
    );
    expect(crashPayoutCapE2(1_000_000)).toBe(2_500); // 10,000 gems: 25.00x pays 250,000
    expect(crashPayoutCapE2(10)).toBe(250_000_000); // 0.10 gem: 2,500,000.00x pays 250,000.00
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
