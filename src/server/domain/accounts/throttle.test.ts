import { describe, expect, it } from 'vitest';
import { formatDuration } from './throttle';

describe('formatDuration', () => {
  it('speaks in hours from one hour, else minutes', () => {
    expect(formatDuration(30)).toBe('1 minute');
    expect(formatDuration(61)).toBe('2 minutes');
    expect(formatDuration(3599)).toBe('60 minutes');
    expect(formatDuration(3600)).toBe('1 hour');
    expect(formatDuration(7200)).toBe('2 hours');
  });
});
