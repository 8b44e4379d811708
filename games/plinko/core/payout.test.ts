import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plinkoPayout } from './payout';

describe('plinkoPayout', () => {
  it.each([
    [100, 56_000, 560], // 1.00 at 5.6x
    [15, 2000, 3], // 0.15 at 0.2x
    [1, 5000, 0], // 0.005 floors to 0
    [999, 11_000, 1098], // 1098.9
    [1_000_000, 10_000_000, 1_000_000_000], // 10,000.00 at 1000x
  ])('amount %i at %i pays %i', (amount, multiplierE4, payout) => {
    expect(plinkoPayout(amount, multiplierE4)).toBe(payout);
  });

  it('is floor(amount x multiplier), exactly', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000_000), fc.nat(10_000_000), (amount, m) => {
        const payout = BigInt(plinkoPayout(amount, m));
        const product = BigInt(amount) * BigInt(m);
        expect(payout * 10_000n <= product && product < (payout + 1n) * 10_000n).toBe(true);
      }),
    );
  });

  it('refuses fractional or negative inputs', () => {
    expect(() => plinkoPayout(1.5, 10_000)).toThrow(RangeError);
    expect(() => plinkoPayout(100, -1)).toThrow(RangeError);
  });
});
