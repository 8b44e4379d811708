import { describe, expect, it } from 'vitest';
import { LOCK_CHOICES, lockChoiceLabel, lockUntil, lockedUntilText } from './lock-options';

describe('vault lock options', () => {
  it('names lengths in hours under a day and in days from a day', () => {
    expect(lockChoiceLabel(1)).toBe('1 hour');
    expect(lockChoiceLabel(5)).toBe('5 hours');
    expect(lockChoiceLabel(24)).toBe('1 day');
    expect(lockChoiceLabel(168)).toBe('7 days');
    expect(LOCK_CHOICES.map((c) => c.label)).toEqual(['1 hour', '1 day', '7 days', '30 days']);
  });

  it('ends a lock the chosen hours after now', () => {
    const now = Date.parse('2030-01-01T00:00:00.000Z');
    expect(lockUntil(now, 24)).toBe('2030-01-02T00:00:00.000Z');
    expect(lockUntil(now, 1)).toBe('2030-01-01T01:00:00.000Z');
  });

  it('says until when, with the year', () => {
    expect(lockedUntilText('2030-01-02T00:00:00.000Z', 'en-GB')).toMatch(/^Locked until .*2030/);
  });
});
