import { describe, expect, it } from 'vitest';
import type { CrashBet } from '../../../src/shared/contract/crash';
import { betOutcomeText, betStanding, formatCountdown, liveMultiplierE2 } from './crash-display';

const bet = (fields: Partial<CrashBet>): CrashBet => ({
  id: 'b',
  username: 'ana',
  amount: 1_000,
  autoCashout: null,
  cashedOutAt: null,
  payout: null,
  ...fields,
});

describe('liveMultiplierE2', () => {
  it('follows e^(0.00006 ms), floored to hundredths', () => {
    expect(liveMultiplierE2(0)).toBe(100);
    // e^(0.00006 * 10000) = e^0.6 = 1.8221...
    expect(liveMultiplierE2(10_000)).toBe(182);
    expect(liveMultiplierE2(-50)).toBe(100);
  });
});

describe('formatCountdown', () => {
  it('rounds up to the tenth of a second', () => {
    expect(formatCountdown(4_210)).toBe('4.3 s');
    expect(formatCountdown(1)).toBe('0.1 s');
    expect(formatCountdown(-20)).toBe('0.0 s');
  });
});

describe('betOutcomeText', () => {
  it('words each standing of a bet', () => {
    expect(betOutcomeText(bet({ cashedOutAt: 153, payout: 1_530 }))).toBe('1.53x · 15.30');
    expect(betOutcomeText(bet({ payout: 0 }))).toBe('Lost');
    expect(betOutcomeText(bet({}))).toBe('Riding');
    expect(betOutcomeText(bet({ autoCashout: 200 }))).toBe('Auto 2.00x');
    expect(betStanding(bet({ payout: 0 }))).toBe('lost');
  });
});
