import { describe, expect, it } from 'vitest';
import { WHEEL_TIERS, spinWheel, wheelExpectedValue } from '../../../../games/reward-wheel/core';
import { spinMoments } from './spinMoments';

describe('a wheel spin’s prize moments', () => {
  it('declares each tier’s expected prize from its own table', () => {
    // The base table: 10.84 hundredths a spin (docs/games/reward-wheel.md).
    expect(spinMoments(0).mean).toBeCloseTo(10.84, 12);
    // E[prize^2] = 2856.64, so the variance is 2856.64 - 10.84^2.
    expect(spinMoments(0).variance).toBeCloseTo(2856.64 - 10.84 ** 2, 9);
    WHEEL_TIERS.forEach((_, tier) => {
      const { numerator, denominator } = wheelExpectedValue(tier);
      expect(spinMoments(tier).mean).toBeCloseTo(numerator / denominator, 12);
    });
    // A tier that multiplies the prizes by f multiplies the variance by f^2.
    expect(spinMoments(1).variance).toBeCloseTo(4 * spinMoments(0).variance, 6);
  });

  it('matches the spins the wheel itself draws', () => {
    const spins = 20_000;
    let sum = 0;
    let square = 0;
    for (let nonce = 0; nonce < spins; nonce++) {
      const { prize } = spinWheel({ serverSeed: 'moments', clientSeed: 'open-books', nonce }, 0);
      sum += prize;
      square += prize * prize;
    }
    const mean = sum / spins;
    const { mean: declared, variance } = spinMoments(0);
    // Within 4 standard errors of the declared mean, and the spread close to the table's.
    expect(Math.abs(mean - declared)).toBeLessThan((4 * Math.sqrt(variance)) / Math.sqrt(spins));
    expect(square / spins - mean * mean).toBeGreaterThan(0.7 * variance);
    expect(square / spins - mean * mean).toBeLessThan(1.3 * variance);
  });

  it('refuses a tier that does not exist', () => {
    expect(() => spinMoments(WHEEL_TIERS.length)).toThrow(RangeError);
  });
});
