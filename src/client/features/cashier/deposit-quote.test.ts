import { describe, expect, it } from 'vitest';
import { depositQuote, gemsInputText } from './deposit-quote';

const referral = [{ type: 'REFERRAL', factor: 0.05 }];

describe('deposit calculator', () => {
  it('quotes coins for the gems typed, rounded up, with the bonus on top', () => {
    expect(depositQuote({ field: 'gems', text: '14' }, 1, 1.4, referral)).toEqual({
      gemsText: '14',
      coinsText: '10',
      gems: 1_400,
      bonus: 70,
      invalid: false,
    });
  });

  it('quotes gems for the coins typed, rounded down', () => {
    expect(depositQuote({ field: 'coins', text: '0.001' }, 65_000, 1.4, [])).toEqual({
      gemsText: '91.00',
      coinsText: '0.001',
      gems: 9_100,
      bonus: 0,
      invalid: false,
    });
  });

  it('flags what is not a number, and leaves a blank input blank', () => {
    expect(depositQuote({ field: 'gems', text: '1.234' }, 1, 1.4, referral)).toMatchObject({
      coinsText: '',
      gems: 0,
      invalid: true,
    });
    expect(depositQuote({ field: 'coins', text: 'abc' }, 1, 1.4, referral)).toMatchObject({
      gemsText: '',
      invalid: true,
    });
    expect(depositQuote({ field: 'coins', text: ' ' }, 1, 1.4, referral)).toMatchObject({
      gemsText: '',
      invalid: false,
    });
  });

  it('writes gems for an input', () => {
    expect(gemsInputText(9_100)).toBe('91.00');
    expect(gemsInputText(5)).toBe('0.05');
  });
});
