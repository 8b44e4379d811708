import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatGems } from '../../shared/money';
import { amountLabel, formatAmount, formatMultiplier, formatSignedAmount } from './amount';

describe('formatAmount', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [100, '1.00'],
    [99_999, '999.99'],
    [100_000, '1,000.00'],
    [123_456_789, '1,234,567.89'],
    [-150, '-1.50'],
  ])('%i hundredths -> %s', (hundredths, text) => {
    expect(formatAmount(hundredths)).toBe(text);
  });
});

describe('formatAmount and the shared formatGems', () => {
  it('agree on every safe integer', () => {
    fc.assert(
      fc.property(
        fc.maxSafeInteger().map((n) => n * (Math.random() < 0.5 ? 1 : -1)),
        (hundredths) => {
          expect(formatAmount(hundredths)).toBe(formatGems(hundredths));
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (hundredths) => {
        expect(formatAmount(hundredths)).toBe(formatGems(hundredths));
      }),
    );
  });
});

describe('formatSignedAmount', () => {
  it('marks gains with a plus and keeps the minus on losses', () => {
    expect(formatSignedAmount(150)).toBe('+1.50');
    expect(formatSignedAmount(-150)).toBe('-1.50');
    expect(formatSignedAmount(0)).toBe('0.00');
  });
});

describe('amountLabel', () => {
  it('names the currency for screen readers', () => {
    expect(amountLabel(100_000)).toBe('1,000.00 gems');
    expect(amountLabel(100)).toBe('1.00 gem');
  });
});

describe('formatMultiplier', () => {
  it('shows two decimals and an x', () => {
    expect(formatMultiplier(250)).toBe('2.50x');
    expect(formatMultiplier(100_000)).toBe('1,000.00x');
  });
});
