import { describe, expect, it } from 'vitest';
import { UPGRADE_CHANCE_SCALE } from './limits';
import { quoteUpgrade } from './quote';

// The exact expected return of an upgrade at small stakes, where a hundredth is up to 10%
// of the stake: the winning rolls (`chance` of the 2^32) times the price, over the stake
// actually taken, must be the declared 90%, also when the 75% clamp lowers the stake.

function exactReturn(amount: number, price: number): number {
  const terms = quoteUpgrade(amount, price);
  if (!terms.ok) throw new Error(terms.message);
  return (terms.chance / UPGRADE_CHANCE_SCALE) * (price / terms.stake);
}

describe('skin-upgrader exact return', () => {
  it.each([
    [10, 12], // exactly 75%: 0.10 is 5/6 of 0.12
    [10, 13], // 69.2%
    [11, 13], // clamped to 0.10 (0.1083 would be 75%)
    [13, 14], // clamped to 0.11
    [13, 17], // 68.8%
    [37, 40], // clamped to 0.33
    [37, 100],
    [10, 100],
    [10, 899], // about 1%
    [100, 101], // clamped to 0.84
    [100, 133], // 67.7%
    [100, 1_000],
    [999, 1_000], // clamped to 8.33
    [12_345, 98_765],
    [1_000_000, 1_000_001], // clamped
  ])('stake %i for a %i skin returns 90%', (amount, price) => {
    expect(Math.abs(exactReturn(amount, price) - 0.9)).toBeLessThan(1e-6);
  });

  it('returns 90% for stakes of 0.10 to 1.00 on every skin up to 2.00', () => {
    for (let price = 12; price <= 200; price++) {
      for (let amount = 10; amount <= Math.min(100, price - 1); amount++) {
        const terms = quoteUpgrade(amount, price);
        if (!terms.ok || terms.stake < 10) continue; // refused: no return to take
        expect(Math.abs(exactReturn(amount, price) - 0.9)).toBeLessThan(1e-6);
      }
    }
  }, 30_000);
});
