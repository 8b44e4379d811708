import { describe, expect, it } from 'vitest';
import { coinFlipFormSchema, payoutPreview } from './coin-flip-form';

describe('coin flip create form', () => {
  it('previews 2x the stake less the 5% fee, at its most when rounded up', () => {
    expect(payoutPreview('1.00')).toEqual({ stake: 100, fee: 10, payout: 190 });
    expect(payoutPreview(' 0.15 ')).toEqual({ stake: 15, fee: 2, payout: 28 }); // 0.015 fee, at most 0.02
    expect(payoutPreview('10,000')).toEqual({ stake: 1_000_000, fee: 100_000, payout: 1_900_000 });
    expect(payoutPreview('123.45')).toEqual({ stake: 12_345, fee: 1_235, payout: 23_455 });
  });

  it('previews nothing for a stake that cannot be played', () => {
    for (const text of ['', 'abc', '0.09', '10000.01', '1.234', '-1']) {
      expect(payoutPreview(text)).toBeNull();
    }
  });

  it('gives the stake in hundredths and the side, or the limits in words', () => {
    expect(coinFlipFormSchema.parse({ amount: '2.50', side: 'T' })).toEqual({
      amount: 250,
      side: 'T',
    });
    const message = (input: unknown) =>
      coinFlipFormSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ amount: '0.05', side: 'CT' })).toBe('The stake must be at least 0.10');
    expect(message({ amount: '20000', side: 'CT' })).toBe('The stake must be at most 10,000.00');
    expect(message({ amount: '', side: 'CT' })).toBe('Enter an amount');
    expect(message({ amount: 'x', side: 'CT' })).toBe('Enter an amount in gems, e.g. 1.50');
    expect(message({ amount: '1', side: 'heads' })).toBe('Pick CT or T');
  });
});
