import { describe, expect, it } from 'vitest';
import { CONVERSION_FACTOR } from '../../../shared/money';
import {
  coinsForGems,
  formatUsd,
  gemsForCoins,
  parseCoins,
  parseGems,
  unitsToDecimal,
} from './conversion';

describe('gems and coins at 1.4 gems per US dollar', () => {
  it('turns coins into gems through dollars, rounding the gems down', () => {
    // 0.001 BTC at $65,000 is $65, which is 91.00 gems.
    expect(gemsForCoins(0.001, 65_000, CONVERSION_FACTOR)).toBe(9_100);
    // 10 USDT at $1 is 14.00 gems.
    expect(gemsForCoins(10, 1, CONVERSION_FACTOR)).toBe(1_400);
    // $0.01 of a coin is 0.014 gems: one hundredth, the rest dropped.
    expect(gemsForCoins(0.01, 1, CONVERSION_FACTOR)).toBe(1);
    expect(gemsForCoins(0, 65_000, CONVERSION_FACTOR)).toBe(0);
    expect(gemsForCoins(1, 0, CONVERSION_FACTOR)).toBe(0);
  });

  it('turns gems into coins, up for a deposit and down for a withdrawal', () => {
    // 14.00 gems is $10: 10 USDT either way.
    expect(coinsForGems(1_400, 1, CONVERSION_FACTOR, 'up')).toBe('10');
    expect(coinsForGems(1_400, 1, CONVERSION_FACTOR, 'down')).toBe('10');
    // 100.00 gems is $71.428571...: 0.001098901... BTC at $65,000, to 8 decimals.
    expect(coinsForGems(10_000, 65_000, CONVERSION_FACTOR, 'up')).toBe('0.00109891');
    expect(coinsForGems(10_000, 65_000, CONVERSION_FACTOR, 'down')).toBe('0.0010989');
    expect(coinsForGems(0, 65_000, CONVERSION_FACTOR, 'up')).toBe('0');
  });

  it('round-trips: the coins quoted for a deposit buy at least the gems asked for', () => {
    for (const [amount, rate] of [
      [1, 65_000],
      [999, 3_200.17],
      [123_456, 0.0712],
      [10_000_000, 1],
    ] as const) {
      const coins = Number(coinsForGems(amount, rate, CONVERSION_FACTOR, 'up'));
      expect(gemsForCoins(coins, rate, CONVERSION_FACTOR)).toBeGreaterThanOrEqual(amount);
      const paid = Number(coinsForGems(amount, rate, CONVERSION_FACTOR, 'down'));
      expect(gemsForCoins(paid, rate, CONVERSION_FACTOR)).toBeLessThanOrEqual(amount);
    }
  });
});

describe('parsing and formatting', () => {
  it('reads gem amounts of at most two decimals', () => {
    expect(parseGems('12.5')).toBe(1_250);
    expect(parseGems('12,50')).toBe(1_250);
    expect(parseGems(' 1 000 ')).toBe(100_000);
    expect(parseGems('0.01')).toBe(1);
    expect(parseGems('7')).toBe(700);
    expect(parseGems('1.234')).toBeNull();
    expect(parseGems('-1')).toBeNull();
    expect(parseGems('abc')).toBeNull();
    expect(parseGems('')).toBeNull();
  });

  it('reads coin amounts', () => {
    expect(parseCoins('0.00125')).toBe(0.00125);
    expect(parseCoins('2')).toBe(2);
    expect(parseCoins('0,5')).toBe(0.5);
    expect(parseCoins('1e3')).toBeNull();
    expect(parseCoins('-0.1')).toBeNull();
  });

  it('writes coin units and dollars', () => {
    expect(unitsToDecimal(125_000, 8)).toBe('0.00125');
    expect(unitsToDecimal(300_000_000, 8)).toBe('3');
    expect(unitsToDecimal(0, 8)).toBe('0');
    expect(formatUsd(65_000.5)).toBe('$65,000.50');
    expect(formatUsd(0.0712)).toBe('$0.0712');
  });
});
