import { describe, expect, it } from 'vitest';
import { formatChance, formatMultiplierX, formatPoints, fromE4, outcomeWords } from './format';

describe('game formatters', () => {
  it('shows rolls, targets and chances with two decimals', () => {
    expect(formatPoints(6321)).toBe('63.21');
    expect(formatPoints(0)).toBe('0.00');
    expect(formatPoints(10_000)).toBe('100.00');
    expect(formatChance(4950)).toBe('49.50%');
    expect(formatChance(1)).toBe('0.01%');
  });

  it('shows multipliers with an x, floored', () => {
    expect(formatMultiplierX(1.98)).toBe('1.98x');
    expect(formatMultiplierX(1.1)).toBe('1.10x');
    expect(formatMultiplierX(2.0202, 4)).toBe('2.0202x');
    expect(formatMultiplierX(1.99999)).toBe('1.99x');
    expect(formatMultiplierX(fromE4(56_000), 1)).toBe('5.6x');
  });

  it('words the outcome with the gem amount', () => {
    expect(outcomeWords(100, 198)).toBe('you won 1.98 gems');
    expect(outcomeWords(100, 0)).toBe('you lost 1.00 gem');
    expect(outcomeWords(123_456, 0)).toBe('you lost 1,234.56 gems');
  });
});
