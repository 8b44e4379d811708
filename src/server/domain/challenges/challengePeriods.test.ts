import { describe, expect, it } from 'vitest';
import {
  dayStart,
  parsePublicChallengeId,
  periodWindow,
  publicChallengeId,
  weekStart,
} from './challengePeriods';

const at = (iso: string) => Date.parse(iso);

describe('daily periods', () => {
  it('run from 00:00 UTC to the next 00:00 UTC', () => {
    expect(periodWindow('daily', at('2026-11-25T13:45:00.000Z'))).toEqual({
      start: new Date('2026-11-25T00:00:00.000Z'),
      end: new Date('2026-11-26T00:00:00.000Z'),
    });
  });

  it('change exactly at midnight', () => {
    expect(dayStart(at('2026-11-25T23:59:59.999Z'))).toBe(at('2026-11-25T00:00:00.000Z'));
    expect(dayStart(at('2026-11-26T00:00:00.000Z'))).toBe(at('2026-11-26T00:00:00.000Z'));
  });
});

describe('weekly periods', () => {
  it('start on Monday 00:00 UTC whatever the day', () => {
    // 2026-11-23 is a Monday.
    for (const day of ['23', '24', '25', '26', '27', '28', '29'])
      expect(weekStart(at(`2026-11-${day}T12:00:00.000Z`))).toBe(at('2026-11-23T00:00:00.000Z'));
  });

  it('change exactly at Monday midnight', () => {
    expect(weekStart(at('2026-11-29T23:59:59.999Z'))).toBe(at('2026-11-23T00:00:00.000Z'));
    expect(weekStart(at('2026-11-30T00:00:00.000Z'))).toBe(at('2026-11-30T00:00:00.000Z'));
    expect(periodWindow('weekly', at('2026-11-30T00:00:00.000Z')).end).toEqual(
      new Date('2026-12-07T00:00:00.000Z'),
    );
  });

  it('span a year end', () => {
    // 2026-12-28 is a Monday; the week holds 2027-01-01.
    expect(weekStart(at('2027-01-01T08:00:00.000Z'))).toBe(at('2026-12-28T00:00:00.000Z'));
  });
});

describe('period-less challenges', () => {
  it('have one period from the epoch that never ends', () => {
    expect(periodWindow('none', at('2026-11-25T13:45:00.000Z'))).toEqual({
      start: new Date(0),
      end: null,
    });
  });
});

describe('public ids', () => {
  it('carry the period start of daily and weekly challenges', () => {
    const start = new Date('2026-11-23T00:00:00.000Z');
    expect(publicChallengeId('weekly-wager', 'weekly', start)).toBe('weekly-wager_20261123');
    expect(publicChallengeId('first-bet', 'none', new Date(0))).toBe('first-bet');
  });

  it('parse back to the key and period start', () => {
    expect(parsePublicChallengeId('daily-bets_20261125')).toEqual({
      key: 'daily-bets',
      periodStart: new Date('2026-11-25T00:00:00.000Z'),
    });
    expect(parsePublicChallengeId('first-bet')).toEqual({ key: 'first-bet', periodStart: null });
  });

  it('refuse malformed ids and impossible dates', () => {
    for (const id of ['', 'Daily', 'daily_2026112', 'daily_20261332', 'daily_20260230', 'a--b'])
      expect(parsePublicChallengeId(id)).toBeUndefined();
  });
});
