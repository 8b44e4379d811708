import { describe, expect, it } from 'vitest';
import { timeLeftText } from './timeLeft';

describe('timeLeftText', () => {
  it('rounds up, so the wait it names is never too short', () => {
    expect(timeLeftText(0)).toBe('1 s');
    expect(timeLeftText(12_001)).toBe('13 s');
    expect(timeLeftText(60_000)).toBe('1 min');
    expect(timeLeftText(61_000)).toBe('2 min');
    expect(timeLeftText(60 * 60_000)).toBe('1 h');
    expect(timeLeftText(24 * 60 * 60_000 - 1)).toBe('24 h');
    expect(timeLeftText(23 * 60 * 60_000 + 59 * 60_000)).toBe('23 h 59 min');
  });
});
