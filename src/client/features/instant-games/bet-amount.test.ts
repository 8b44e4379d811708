import { describe, expect, it } from 'vitest';
import { BET_MAX, BET_MIN } from '../../../shared/money';
import { doubleAmount, formatGemsInput, halfAmount, maxBet, parseGemsInput } from './bet-amount';

describe('parseGemsInput', () => {
  it.each([
    ['1', 100],
    ['1.5', 150],
    ['1.50', 150],
    ['0.10', 10],
    ['.5', 50],
    ['1,234.56', 123_456],
    [' 10 ', 1_000],
    ['10.', 1_000],
  ])('%s -> %d hundredths', (text, expected) => {
    expect(parseGemsInput(text)).toBe(expected);
  });

  it.each(['', 'abc', '1.234', '-1', '1e3', '1.2.3', '.', '12 34'])('refuses %j', (text) => {
    expect(parseGemsInput(text)).toBeNull();
  });

  it('round-trips with formatGemsInput', () => {
    for (const amount of [0, 1, 10, 99, 100, 123_456, BET_MAX])
      expect(parseGemsInput(formatGemsInput(amount))).toBe(amount);
    expect(formatGemsInput(123_405)).toBe('1234.05');
  });
});

describe('amount helpers', () => {
  it('max is the balance clamped to the bet limits', () => {
    expect(maxBet(50_000)).toBe(50_000);
    expect(maxBet(BET_MAX * 3)).toBe(BET_MAX);
    expect(maxBet(3)).toBe(BET_MIN);
    expect(maxBet(null)).toBe(BET_MAX);
  });

  it('½ halves down to the minimum bet', () => {
    expect(halfAmount(1_000)).toBe(500);
    expect(halfAmount(15)).toBe(BET_MIN);
    expect(halfAmount(101)).toBe(50);
    expect(halfAmount(null)).toBe(BET_MIN);
  });

  it('×2 doubles up to the balance and the bet maximum', () => {
    expect(doubleAmount(1_000, 100_000)).toBe(2_000);
    expect(doubleAmount(60_000, 100_000)).toBe(100_000);
    expect(doubleAmount(BET_MAX, null)).toBe(BET_MAX);
    expect(doubleAmount(null, 100_000)).toBe(BET_MIN * 2);
  });
});
