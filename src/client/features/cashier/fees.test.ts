import { describe, expect, it } from 'vitest';
import { feeFor, withdrawQuote } from './fees';

const fees = [
  { symbol: 'BTC', blockchain: 'BTC', fee: 700 },
  { symbol: 'USDT', blockchain: 'TRC20', fee: 140 },
  { symbol: 'USDT', blockchain: 'ERC20', fee: 980 },
];

describe('withdrawal fees', () => {
  it('finds the fee of a coin on a chain', () => {
    expect(feeFor(fees, 'USDT', 'TRC20')).toBe(140);
    expect(feeFor(fees, 'USDT', 'ERC20')).toBe(980);
    expect(feeFor(fees, 'USDT', 'BEP20')).toBeNull();
    expect(feeFor(fees, 'ETH', 'ERC20')).toBeNull();
  });

  it('sends the amount less the fee, in coins rounded down', () => {
    // 15.40 gems less 1.40 is 14.00 gems: $10, so 10 USDT.
    expect(withdrawQuote(1_540, 140, 1, 1.4)).toEqual({
      ok: true,
      fee: 140,
      net: 1_400,
      coins: '10',
    });
    // 100.00 gems less 7.00 is 93.00: $66.4285714 at $65,000 is 0.00102197... BTC.
    expect(withdrawQuote(10_000, 700, 65_000, 1.4)).toMatchObject({
      net: 9_300,
      coins: '0.00102197',
    });
  });

  it('refuses an amount the fee eats', () => {
    expect(withdrawQuote(140, 140, 1, 1.4)).toEqual({
      ok: false,
      fee: 140,
      reason: 'The amount must be more than the fee',
    });
  });
});
