import { describe, expect, it } from 'vitest';
import { cardDepositFormSchema, gemsForCents } from './card-deposit-schema';

describe('the card deposit form', () => {
  it('reads dollars as cents', () => {
    expect(cardDepositFormSchema.parse({ amount: '25' })).toEqual({ amount: 2_500 });
    expect(cardDepositFormSchema.parse({ amount: '12.5' })).toEqual({ amount: 1_250 });
  });

  it('refuses what is no amount', () => {
    for (const amount of ['', 'ten', '1.234', '-5', '0'])
      expect(cardDepositFormSchema.safeParse({ amount }).success, amount).toBe(false);
  });

  it('shows the gems the server credits: 1.4 a dollar, rounded down', () => {
    expect(gemsForCents(2_500)).toBe(3_500);
    expect(gemsForCents(501)).toBe(701);
  });
});
