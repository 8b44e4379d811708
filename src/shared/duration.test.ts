import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('formatDuration', () => {
  it.each([
    [0, '0 minutes'],
    [20_000, '1 minute'],
    [MIN, '1 minute'],
    [MIN + 1, '2 minutes'],
    [3 * MIN + 1, '4 minutes'],
    [45 * MIN, '45 minutes'],
    [59 * MIN, '59 minutes'],
    [HOUR - 1, '60 minutes'],
    [HOUR, '1 hour'],
    [HOUR * 1.99, '1 hour'],
    [HOUR * 2, '2 hours'],
    [5 * HOUR + 59 * MIN, '5 hours'],
    [HOUR * 72, '72 hours'],
  ])('%i ms reads "%s"', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it('never says 0 while there is time left', () => {
    expect(formatDuration(1)).toBe('1 minute');
  });

  it('reads nonsense as no time at all', () => {
    expect(formatDuration(-5 * MIN)).toBe('0 minutes');
    expect(formatDuration(Number.NaN)).toBe('0 minutes');
  });
});
