import { describe, expect, it } from 'vitest';
import { coinToHundredths, formatCoin, hundredthsToCoin, parseCoin } from './coinMath';

describe('coin math', () => {
  it('parses and formats 18-decimal amounts exactly', () => {
    expect(parseCoin('0.00125')).toBe(1_250_000_000_000_000n);
    expect(formatCoin(parseCoin('12.500'))).toBe('12.5');
    expect(formatCoin(parseCoin('1.123456789'), 8)).toBe('1.12345678');
    expect(() => parseCoin('1e-5')).toThrow();
  });

  it('converts coin -> dollars -> gems at 1.4 gems per dollar, rounding down', () => {
    // 0.001 BTC at 70,000 $ = 70 $ = 98.00 gems.
    expect(coinToHundredths('0.001', 70_000, 1.4)).toBe(9_800);
    // 1 USDT at 0.99987 $ = 1.399818 gems -> 1.39.
    expect(coinToHundredths('1', 0.99987, 1.4)).toBe(139);
    expect(coinToHundredths('0.000000000000000001', 70_000, 1.4)).toBe(0);
  });

  it('converts gems back to coin, rounding down to the coin decimals', () => {
    expect(hundredthsToCoin(9_800, 70_000, 1.4, 8)).toBe('0.001');
    expect(hundredthsToCoin(100, 3_000, 1.4, 8)).toBe('0.00023809');
    // Never more coin than the gems are worth.
    const coin = hundredthsToCoin(12_345, 65_432.1, 1.4, 8);
    expect(coinToHundredths(coin, 65_432.1, 1.4)).toBeLessThanOrEqual(12_345);
  });
});
