import { describe, expect, it } from 'vitest';
import { nextSpinText } from './next-spin';

describe('nextSpinText', () => {
  it('counts hours, minutes and seconds down, never below zero', () => {
    expect(nextSpinText(24 * 3_600_000, 0)).toBe('24:00:00');
    expect(nextSpinText(3_600_000 + 61_500, 0)).toBe('1:01:02');
    expect(nextSpinText(1_000, 1_000)).toBe('0:00:00');
    expect(nextSpinText(0, 5_000)).toBe('0:00:00');
  });
});
