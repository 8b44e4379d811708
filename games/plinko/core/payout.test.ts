import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plinkoPayout } from './payout';

const LAST_FLOAT = 1 - 2 ** -32; // rounds every fraction down; a float of 0 rounds it up

describe('plinkoPayout', () => {
  it.each([
    [100, 56_000, 560, 560], // 1.00 at 5.6x: whole, never rounded
    [15, 2000, 3, 3], // 0.15 at 0.2x
    [1, 5000, 0, 1], // 0.005: half the time 0.01
    [999, 11_000, 1098, 1099], // 1098.9
    [1_000_000, 10_000_000, 1_000_000_000, 1_000_000_000], // 10,000.00 at 1000x
  ])('amount %i at %i pays %i or %i', (amount, multiplierE4, down, up) => {
    expect(plinkoPayout(amount, multiplierE4, LAST_FLOAT)).toBe(down);
    expect(plinkoPayout(amount, multiplierE4, 0)).toBe(up);
  });

  it('is amount x multiplier rounded down or up, as the float falls below the fraction', () => {
    fc.assert(
      fc.property(
        fc.nat(1_000_000_000),
        fc.nat(10_000_000),
        fc.nat(2 ** 32 - 1),
        (amount, m, k) => {
          const payout = BigInt(plinkoPayout(amount, m, k / 2 ** 32));
          const product = BigInt(amount) * BigInt(m);
          const fraction = product % 10_000n;
          const roundsUp = BigInt(k) * 10_000n < fraction * 2n ** 32n;
          expect(payout).toBe(product / 10_000n + (roundsUp ? 1n : 0n));
        },
      ),
    );
  });

  it('refuses fractional or negative inputs', () => {
    expect(() => plinkoPayout(1.5, 10_000, 0)).toThrow(RangeError);
    expect(() => plinkoPayout(100, -1, 0)).toThrow(RangeError);
  });
});
