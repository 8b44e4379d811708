import { describe, expect, it } from 'vitest';
import {
  affiliateCodeProblem,
  commissionPayable,
  commissionUnits,
  normalizeAffiliateCode,
  referralPath,
} from './affiliates';

describe('affiliate codes', () => {
  it('accepts 3-16 letters, digits, dashes and underscores, in any case', () => {
    for (const code of ['abc', 'SKINS-24', 'gem_drop', 'a1b2c3d4e5f6g7h8', '  Trim-Me '])
      expect(affiliateCodeProblem(code)).toBeNull();
    expect(normalizeAffiliateCode('  SKINS-24 ')).toBe('skins-24');
  });

  it('refuses codes too short, too long or with other characters', () => {
    expect(affiliateCodeProblem('ab')).toBe('A code has at least 3 characters');
    expect(affiliateCodeProblem('a'.repeat(17))).toBe('A code has at most 16 characters');
    for (const code of ['with space', 'dot.ted', '<script>', 'émile', 'a/b'])
      expect(affiliateCodeProblem(code)).toBe(
        'A code may only use letters, digits, dashes and underscores',
      );
  });

  it('links to the landing with the lowercase code', () => {
    expect(referralPath('Skins-24')).toBe('/r/skins-24');
  });
});

describe('commission', () => {
  it('is 10% of the house edge, exact in hundredths x 10^-8', () => {
    // A 1.50 gem dice bet at a 1% edge: 1.5 hundredths of edge, 0.15 of commission.
    expect(commissionUnits(150 * 100)).toBe(15_000_000n);
    expect(commissionUnits(1 * 100)).toBe(100_000n);
    expect(commissionUnits(0)).toBe(0n);
    expect(commissionUnits(-5)).toBe(0n);
  });

  it('pays whole hundredths and keeps the remainder', () => {
    // Seven 1.50 bets: 7 x 0.15 = 1.05 hundredths: pay 1, keep 0.05.
    const units = 7n * commissionUnits(150 * 100);
    expect(commissionPayable(units)).toEqual({ pay: 1, remainder: 5_000_000n });
    expect(commissionPayable(99_999_999n)).toEqual({ pay: 0, remainder: 99_999_999n });
    expect(commissionPayable(-1n)).toEqual({ pay: 0, remainder: 0n });
  });

  it('adds up many small wagers without losing a fraction', () => {
    // 1,000 bets of 0.10 at 1%: 0.1 hundredth each of edge, 1,000 x 0.01 = 10 hundredths.
    let total = 0n;
    for (let i = 0; i < 1_000; i++) total += commissionUnits(10 * 100);
    expect(commissionPayable(total)).toEqual({ pay: 10, remainder: 0n });
  });
});
