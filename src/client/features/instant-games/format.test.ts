import { describe, expect, it } from 'vitest';
import {
  betResultWords,
  formatChance,
  formatMultiplierX,
  formatPoints,
  fromE4,
  netTone,
  netWords,
} from './format';

describe('game formatters', () => {
  it('shows rolls, targets and chances with two decimals', () => {
    expect(formatPoints(6321)).toBe('63.21');
    expect(formatPoints(0)).toBe('0.00');
    expect(formatPoints(10_000)).toBe('100.00');
    expect(formatChance(4950)).toBe('49.50%');
    expect(formatChance(1)).toBe('0.01%');
  });

  it('shows multipliers with an x, floored', () => {
    expect(formatMultiplierX(1.98)).toBe('1.98x');
    expect(formatMultiplierX(1.1)).toBe('1.10x');
    expect(formatMultiplierX(2.0202, 4)).toBe('2.0202x');
    expect(formatMultiplierX(1.99999)).toBe('1.99x');
    expect(formatMultiplierX(fromE4(56_000), 1)).toBe('5.6x');
  });

  it('words a loss below 1x by its net, not by what came back', () => {
    // The 0.2x plinko bucket on 1.00: 0.20 comes back, 0.80 is lost (as My bets says).
    expect(betResultWords(100, 20, 0.2)).toEqual({ text: '0.20x · \u22120.80 gems', tone: 'loss' });
    // Nothing back is 0x, whatever the multiplier on offer was.
    expect(betResultWords(100, 0, 1.98)).toEqual({ text: '0.00x · \u22121.00 gem', tone: 'loss' });
    expect(betResultWords(123_456, 0, 0)).toEqual({
      text: '0.00x · \u22121,234.56 gems',
      tone: 'loss',
    });
  });

  it('words the stake back exactly as neutral, with no sign', () => {
    expect(betResultWords(100, 100, 1)).toEqual({ text: '1.00x · 0.00 gems', tone: 'neutral' });
    // A 1.0102x dice win on one hundredth floors back to the stake: neither won nor lost.
    expect(betResultWords(1, 1, 1.0102)).toEqual({ text: '1.01x · 0.00 gems', tone: 'neutral' });
  });

  it('words a win with its multiplier and a signed net gain', () => {
    expect(betResultWords(100, 198, 1.98)).toEqual({ text: '1.98x · +0.98 gems', tone: 'win' });
    expect(betResultWords(100, 200, 2)).toEqual({ text: '2.00x · +1.00 gem', tone: 'win' });
    expect(betResultWords(50_000, 50_000_000, 1000)).toEqual({
      text: '1000.00x · +499,500.00 gems',
      tone: 'win',
    });
  });

  it('signs and colours a net by its direction', () => {
    expect(netWords(98)).toBe('+0.98 gems');
    expect(netWords(-80)).toBe('\u22120.80 gems');
    expect(netWords(0)).toBe('0.00 gems');
    expect([netTone(1), netTone(-1), netTone(0)]).toEqual(['win', 'loss', 'neutral']);
  });
});
