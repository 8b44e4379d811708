import { describe, expect, it } from 'vitest';
import { CRYPTO_METHODS, methodOf } from './cryptoConfig';
import { assertWithdrawable, withdrawalCoin, withdrawalStatus } from './withdrawalQuote';

const btc = { ...methodOf(CRYPTO_METHODS, 'BTC', 'BTC')!, withdrawFee: 700, decimals: 8 };
const tooSmall = expect.objectContaining({ code: 'WITHDRAW_TOO_SMALL' });

describe('withdrawal quote', () => {
  it('refuses less than the minimum, and no more than the fee', () => {
    expect(() => assertWithdrawable({ withdrawMin: 1_000 }, btc, 999)).toThrow(tooSmall);
    expect(() => assertWithdrawable({ withdrawMin: 100 }, btc, 700)).toThrow(tooSmall);
    expect(() => assertWithdrawable({ withdrawMin: 1_000 }, btc, 1_000)).not.toThrow();
  });

  it('prices the amount after the fee, cut to the method decimals', () => {
    // 98.00 gems + 7.00 fee = 70 $ at 1.4 gems a dollar = 0.001 BTC at 70,000 $.
    expect(withdrawalCoin(btc, 10_500, 70_000)).toBe('0.001');
  });

  it('refuses an amount worth no coin at the method decimals', () => {
    expect(() => withdrawalCoin(btc, 701, 1e12)).toThrow(tooSmall);
  });

  it('holds a withdrawal above the approval line for an operator', () => {
    expect(withdrawalStatus({ approvalAbove: 50_000 }, 50_000)).toBe('PROCESSING');
    expect(withdrawalStatus({ approvalAbove: 50_000 }, 50_001)).toBe('PENDING_APPROVAL');
  });
});
