import { describe, expect, it } from 'vitest';
import { formatCrashMultiplier } from './format';

describe('formatCrashMultiplier', () => {
  it.each([
    [100, '1.00x'],
    [101, '1.01x'],
    [235, '2.35x'],
    [100_000, '1,000.00x'],
    [425_201_762_304, '4,252,017,623.04x'],
  ])('%i -> %s', (e2, text) => {
    expect(formatCrashMultiplier(e2)).toBe(text);
  });

  it('refuses fractions and negatives', () => {
    expect(() => formatCrashMultiplier(1.5)).toThrow(RangeError);
    expect(() => formatCrashMultiplier(-1)).toThrow(RangeError);
  });
});
