import { describe, expect, it } from 'vitest';
import { activeXpBoost } from './xpBoostView';

describe('activeXpBoost', () => {
  const now = new Date('2026-01-01T12:00:00.000Z');

  it('shows a boost while it lasts, as a factor', () => {
    const until = new Date('2026-01-01T12:30:00.000Z');
    expect(activeXpBoost(150, until, now)).toEqual({
      multiplier: 1.5,
      endsAt: '2026-01-01T12:30:00.000Z',
    });
  });

  it('shows none once it ended, or when there is none', () => {
    expect(activeXpBoost(200, now, now)).toBeNull();
    expect(activeXpBoost(200, new Date(now.getTime() - 1), now)).toBeNull();
    expect(activeXpBoost(null, null, now)).toBeNull();
  });
});
