import { describe, expect, it } from 'vitest';
import {
  autoBetSettingsSchema,
  DEFAULT_AUTO_BET_SETTINGS,
  parsePercentInput,
  type AutoBetSettingsInput,
} from './auto-bet-settings';

const parse = (patch: Partial<AutoBetSettingsInput>) =>
  autoBetSettingsSchema.safeParse({ ...DEFAULT_AUTO_BET_SETTINGS, ...patch });

const issuePaths = (patch: Partial<AutoBetSettingsInput>) => {
  const result = parse(patch);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('auto-bet settings', () => {
  it('reads percentages as hundredths of a percent', () => {
    expect(parsePercentInput('100')).toBe(10_000);
    expect(parsePercentInput('12.5')).toBe(1_250);
    expect(parsePercentInput('0.01 %')).toBe(1);
    expect(parsePercentInput('-5')).toBeNull();
    expect(parsePercentInput('1.234')).toBeNull();
    expect(parsePercentInput('')).toBeNull();
  });

  it('turns the defaults into a counted run that resets after every bet', () => {
    const result = parse({});
    expect(result.success && result.data).toEqual({
      bets: 10,
      onWin: { kind: 'reset' },
      onLoss: { kind: 'reset' },
      stopOnProfit: 0,
      stopOnLoss: 0,
    });
  });

  it('reads increases, limits in gems and 0 bets as no end', () => {
    const result = parse({
      bets: '0',
      onLoss: 'increase',
      onLossPercent: '100',
      onWin: 'increase',
      onWinPercent: '25.5',
      stopOnProfit: '5',
      stopOnLoss: '12.34',
    });
    expect(result.success && result.data).toEqual({
      bets: 0,
      onWin: { kind: 'increase', percent: 2_550 },
      onLoss: { kind: 'increase', percent: 10_000 },
      stopOnProfit: 500,
      stopOnLoss: 1_234,
    });
  });

  it('names the field at fault', () => {
    expect(issuePaths({ bets: '2.5' })).toEqual(['bets']);
    expect(issuePaths({ bets: '100001' })).toEqual(['bets']);
    expect(issuePaths({ onLoss: 'increase', onLossPercent: 'lots' })).toEqual(['onLossPercent']);
    expect(issuePaths({ onWin: 'increase', onWinPercent: '10001' })).toEqual(['onWinPercent']);
    expect(issuePaths({ stopOnProfit: 'ten' })).toEqual(['stopOnProfit']);
  });

  it('ignores the percentage of a side that resets', () => {
    expect(issuePaths({ onWin: 'reset', onWinPercent: 'whatever' })).toEqual([]);
  });
});
