import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const ago = (ms: number) => NOW - ms;
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it.each([
    [ago(0), 'just now'],
    [ago(59_000), 'just now'],
    [ago(MIN), '1 minute ago'],
    [ago(5 * MIN + 30_000), '5 minutes ago'],
    [ago(HOUR), '1 hour ago'],
    [ago(3 * HOUR), '3 hours ago'],
    [ago(DAY), 'yesterday'],
    [ago(3 * DAY), '3 days ago'],
    [ago(14 * DAY), '2 weeks ago'],
    [ago(400 * DAY), 'last year'],
    [NOW + 2 * HOUR, 'in 2 hours'],
    [NOW + 30_000, 'just now'],
  ])('%i reads "%s"', (time, text) => {
    expect(formatRelativeTime(time, NOW)).toBe(text);
  });

  it('accepts ISO strings and gives nothing for an invalid date', () => {
    expect(formatRelativeTime('2026-11-20T11:00:00Z', NOW)).toBe('1 hour ago');
    expect(formatRelativeTime('not a date', NOW)).toBe('');
  });
});
