import { describe, expect, it } from 'vitest';
import { bonusBps } from './depositBonus';

describe('deposit bonuses', () => {
  it('adds deposit bonuses in basis points, rounding each', () => {
    expect(bonusBps([])).toBe(0);
    expect(bonusBps([{ type: 'REFERRAL', factor: 0.05 }])).toBe(500);
    expect(
      bonusBps([
        { type: 'REFERRAL', factor: 0.05 },
        { type: 'REFERRAL', factor: 0.00026 },
      ]),
    ).toBe(503);
  });
});
