import { describe, expect, it } from 'vitest';
import { activeBonuses, bonusAmount, bonusLabel, bonusPercent } from './bonuses';

describe('cashier bonuses', () => {
  it('labels a bonus with its percentage and type', () => {
    expect(bonusLabel({ type: 'REFERRAL', factor: 0.05 })).toBe('+5% REFERRAL');
    expect(bonusLabel({ type: 'TO_CRYPTO', factor: 0.025 })).toBe('+2.5% TO_CRYPTO');
    expect(bonusPercent(0.1)).toBe('10%');
  });

  it('keeps only bonuses that add something', () => {
    expect(
      activeBonuses([
        { type: 'REFERRAL', factor: 0 },
        { type: 'REFERRAL', factor: 0.05 },
      ]),
    ).toEqual([{ type: 'REFERRAL', factor: 0.05 }]);
  });

  it('adds the bonus in whole hundredths, rounded down', () => {
    const referral = [{ type: 'REFERRAL', factor: 0.05 }];
    expect(bonusAmount(10_000, referral)).toBe(500);
    // 5% of 0.19 gems is 0.0095: nothing.
    expect(bonusAmount(19, referral)).toBe(0);
    expect(bonusAmount(12_345, referral)).toBe(617);
    expect(bonusAmount(10_000, [])).toBe(0);
    expect(bonusAmount(0, referral)).toBe(0);
    // Two bonuses add up before rounding: 7.5% of 0.30 gems is 0.0225, so 0.02 (not 0.01 + 0).
    expect(bonusAmount(30, [...referral, { type: 'REFERRAL', factor: 0.025 }])).toBe(2);
  });
});
