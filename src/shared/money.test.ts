import { describe, expect, it } from 'vitest';
import { amountSchema, betAmountSchema, formatGems, payoutOf } from './money';

describe('money', () => {
  it('formats hundredths with two decimals and separators', () => {
    expect(formatGems(0)).toBe('0.00');
    expect(formatGems(5)).toBe('0.05');
    expect(formatGems(100_000)).toBe('1,000.00');
    expect(formatGems(123_456_789)).toBe('1,234,567.89');
    expect(formatGems(-150)).toBe('-1.50');
  });

  it('refuses fractional, negative, zero and unsafe amounts', () => {
    for (const bad of [1.5, -1, 0, Number.MAX_SAFE_INTEGER + 1, '100', null]) {
      expect(amountSchema.safeParse(bad).success).toBe(false);
    }
    expect(amountSchema.safeParse(150).success).toBe(true);
  });

  it('keeps bets within the limits', () => {
    expect(betAmountSchema.safeParse(9).success).toBe(false);
    expect(betAmountSchema.safeParse(10).success).toBe(true);
    expect(betAmountSchema.safeParse(1_000_000).success).toBe(true);
    expect(betAmountSchema.safeParse(1_000_001).success).toBe(false);
  });

  it('pays out in integers, rounding down', () => {
    expect(payoutOf(150, 198)).toBe(297);
    expect(payoutOf(333, 150)).toBe(499);
    expect(payoutOf(Number.MAX_SAFE_INTEGER, 100)).toBe(Number.MAX_SAFE_INTEGER);
  });
});
