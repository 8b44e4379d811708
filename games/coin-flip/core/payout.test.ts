import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COIN_FLIP_PAYOUT_MAX, COIN_FLIP_STAKE_MAX, COIN_FLIP_STAKE_MIN } from './limits';
import {
  coinFlipFee,
  coinFlipPayout,
  coinFlipPot,
  coinFlipStakeError,
  settleCoinFlip,
} from './payout';

const LAST_FLOAT = 1 - 2 ** -32; // rounds every fraction down; a float of 0 rounds it up

const stakes = fc.integer({ min: COIN_FLIP_STAKE_MIN, max: COIN_FLIP_STAKE_MAX });

describe('coin flip payout', () => {
  it('pays 2x the stake less 5% of the pot, the fee rounded down or up', () => {
    // [stake, pot, fee rounded down, fee rounded up]
    const table: [number, number, number, number][] = [
      [10, 20, 1, 1], // 0.10 each: 5% of 0.20 is exactly 0.01
      [15, 30, 1, 2], // 5% of 0.30 is 0.015
      [19, 38, 1, 2], // 1.9
      [20, 40, 2, 2],
      [100, 200, 10, 10], // 1.00 each: the winner gets 1.90
      [12_345, 24_690, 1_234, 1_235], // 1,234.5
      [1_000_000, 2_000_000, 100_000, 100_000],
    ];
    for (const [stake, pot, down, up] of table) {
      expect(coinFlipPot(stake)).toBe(pot);
      expect([coinFlipFee(stake, LAST_FLOAT), coinFlipPayout(stake, LAST_FLOAT)]).toEqual([
        down,
        pot - down,
      ]);
      expect([coinFlipFee(stake, 0), coinFlipPayout(stake, 0)]).toEqual([up, pot - up]);
    }
  });

  it('moves exactly the pot: fee plus payout, the fee within a hundredth of 5%', () => {
    fc.assert(
      fc.property(stakes, fc.nat(2 ** 32 - 1), (stake, k) => {
        const pot = coinFlipPot(stake);
        const fee = coinFlipFee(stake, k / 2 ** 32);
        expect(fee + coinFlipPayout(stake, k / 2 ** 32)).toBe(pot);
        expect(Number.isSafeInteger(fee)).toBe(true);
        expect(100 * (fee - 1)).toBeLessThan(5 * pot);
        expect(5 * pot).toBeLessThan(100 * (fee + 1));
      }),
    );
  });

  it('never pays more than the payout cap within the stake limits', () => {
    expect(coinFlipPayout(COIN_FLIP_STAKE_MAX, LAST_FLOAT)).toBeLessThanOrEqual(
      COIN_FLIP_PAYOUT_MAX,
    );
  });

  it('refuses stakes outside the limits with a clear message', () => {
    expect(coinFlipStakeError(COIN_FLIP_STAKE_MIN)).toBeNull();
    expect(coinFlipStakeError(COIN_FLIP_STAKE_MAX)).toBeNull();
    expect(coinFlipStakeError(9)).toBe('The stake must be at least 0.10');
    expect(coinFlipStakeError(1_000_001)).toBe('The stake must be at most 10,000.00');
    for (const bad of [0, -10, 10.5, Number.NaN, '100' as never]) {
      expect(coinFlipStakeError(bad)).toMatch(/positive whole number of hundredths/);
      expect(() => coinFlipPayout(bad, 0)).toThrow(RangeError);
    }
  });

  it('names the seat that chose the winning side', () => {
    expect(settleCoinFlip(100, 'CT', 'CT', 0)).toEqual({
      winningSide: 'CT',
      winner: 'creator',
      pot: 200,
      fee: 10,
      payout: 190,
    });
    expect(settleCoinFlip(100, 'CT', 'T', 0).winner).toBe('joiner');
    expect(settleCoinFlip(100, 'T', 'T', 0).winner).toBe('creator');
    expect(settleCoinFlip(100, 'T', 'CT', 0).winner).toBe('joiner');
    expect(() => settleCoinFlip(100, 'X' as never, 'CT', 0)).toThrow(RangeError);
    expect(() => settleCoinFlip(5, 'CT', 'CT', 0)).toThrow(RangeError);
  });
});
