import { describe, expect, it } from 'vitest';
import { formatDuration, secondsToWait } from './duration';

describe('formatDuration', () => {
  it.each([
    [20_000, '1 minute'],
    [60_000, '1 minute'],
    [3 * 60_000 + 1, '4 minutes'],
    [59 * 60_000, '59 minutes'],
    [60 * 60_000, '1 hour'],
    [5 * 3_600_000 + 59 * 60_000, '5 hours'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it('never says 0 while there is time left', () => {
    expect(formatDuration(1)).toBe('1 minute');
    expect(secondsToWait(1)).toBe(1);
    expect(secondsToWait(2_001)).toBe(3);
  });
});
