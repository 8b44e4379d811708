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

const stakes = fc.integer({ min: COIN_FLIP_STAKE_MIN, max: COIN_FLIP_STAKE_MAX });

describe('coin flip payout', () => {
  it('pays 2x the stake less 5% of the pot, the fee floored', () => {
    // [stake, pot, fee, payout]
    const table: [number, number, number, number][] = [
      [10, 20, 1, 19], // 0.10 each: 5% of 0.20 is exactly 0.01
      [15, 30, 1, 29], // 5% of 0.30 is 0.015: the house keeps 0.01
      [19, 38, 1, 37], // 1.9 floored
      [20, 40, 2, 38],
      [100, 200, 10, 190], // 1.00 each: the winner gets 1.90
      [12_345, 24_690, 1_234, 23_456], // 1,234.5 floored
      [1_000_000, 2_000_000, 100_000, 1_900_000],
    ];
    for (const [stake, pot, fee, payout] of table) {
      expect([coinFlipPot(stake), coinFlipFee(stake), coinFlipPayout(stake)]).toEqual([
        pot,
        fee,
        payout,
      ]);
    }
  });

  it('moves exactly the pot: fee plus payout, the fee never above 5%', () => {
    fc.assert(
      fc.property(stakes, (stake) => {
        const pot = coinFlipPot(stake);
        const fee = coinFlipFee(stake);
        expect(fee + coinFlipPayout(stake)).toBe(pot);
        expect(Number.isSafeInteger(fee)).toBe(true);
        // floor: 100 * fee <= 5 * pot < 100 * (fee + 1)
        expect(100 * fee).toBeLessThanOrEqual(5 * pot);
        expect(5 * pot).toBeLessThan(100 * (fee + 1));
      }),
    );
  });

  it('never pays more than the payout cap within the stake limits', () => {
    expect(coinFlipPayout(COIN_FLIP_STAKE_MAX)).toBeLessThanOrEqual(COIN_FLIP_PAYOUT_MAX);
  });

  it('refuses stakes outside the limits with a clear message', () => {
    expect(coinFlipStakeError(COIN_FLIP_STAKE_MIN)).toBeNull();
    expect(coinFlipStakeError(COIN_FLIP_STAKE_MAX)).toBeNull();
    expect(coinFlipStakeError(9)).toBe('The stake must be at least 0.10');
    expect(coinFlipStakeError(1_000_001)).toBe('The stake must be at most 10,000.00');
    for (const bad of [0, -10, 10.5, Number.NaN, '100' as never]) {
      expect(coinFlipStakeError(bad)).toMatch(/positive whole number of hundredths/);
      expect(() => coinFlipPayout(bad)).toThrow(RangeError);
    }
  });

  it('names the seat that chose the winning side', () => {
    expect(settleCoinFlip(100, 'CT', 'CT')).toEqual({
      winningSide: 'CT',
      winner: 'creator',
      pot: 200,
      fee: 10,
      payout: 190,
    });
    expect(settleCoinFlip(100, 'CT', 'T').winner).toBe('joiner');
    expect(settleCoinFlip(100, 'T', 'T').winner).toBe('creator');
    expect(settleCoinFlip(100, 'T', 'CT').winner).toBe('joiner');
    expect(() => settleCoinFlip(100, 'X' as never, 'CT')).toThrow(RangeError);
    expect(() => settleCoinFlip(5, 'CT', 'CT')).toThrow(RangeError);
  });
});
