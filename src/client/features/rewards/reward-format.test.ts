import { describe, expect, it } from 'vitest';
import { dailyCaseResult, percentOfBps, rakebackRateText, resetCountdown } from './reward-format';

describe('reward formats', () => {
  it('writes rates as short percents', () => {
    expect(percentOfBps(500)).toBe('5%');
    expect(percentOfBps(525)).toBe('5.25%');
    expect(percentOfBps(850)).toBe('8.5%');
    expect(percentOfBps(2_000)).toBe('20%');
    expect(rakebackRateText(800)).toBe('8% of the house edge');
    expect(rakebackRateText(2_000)).toBe('20% of the house edge (the maximum)');
  });

  it('counts down to the reset in hours, minutes and seconds', () => {
    const midnight = Date.parse('2026-06-02T00:00:00.000Z');
    expect(resetCountdown(midnight, midnight - 5 * 3600_000 - 4 * 60_000 - 9_000)).toBe(
      '5h 04m 09s',
    );
    expect(resetCountdown(midnight, midnight - 1)).toBe('0h 00m 01s');
    expect(resetCountdown(midnight, midnight + 10)).toBe('0h 00m 00s');
  });
});

describe('daily case result', () => {
  it('counts the whole value as a gain: the case was free', () => {
    expect(dailyCaseResult('Glove Case', { name: 'P250 | Sand Dune', price: 3 })).toEqual({
      text: 'Your free Glove Case dropped P250 | Sand Dune worth 0.03 gems',
      tone: 'win',
    });
  });
});
