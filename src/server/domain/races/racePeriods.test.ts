import { describe, expect, it } from 'vitest';
import { racePeriodAt, racePeriodOf, racePeriodsAt } from './racePeriods';

const at = (iso: string) => new Date(iso);

describe('race periods (UTC)', () => {
  it('a daily race runs from 00:00 to 24:00 UTC, start included, end not', () => {
    expect(racePeriodAt('daily', at('2026-11-25T13:45:00.000Z'))).toEqual({
      id: 'daily:2026-11-25',
      kind: 'daily',
      startsAt: at('2026-11-25T00:00:00.000Z'),
      endsAt: at('2026-11-26T00:00:00.000Z'),
    });
    expect(racePeriodAt('daily', at('2026-11-25T00:00:00.000Z')).id).toBe('daily:2026-11-25');
    expect(racePeriodAt('daily', at('2026-11-25T23:59:59.999Z')).id).toBe('daily:2026-11-25');
    expect(racePeriodAt('daily', at('2026-11-26T00:00:00.000Z')).id).toBe('daily:2026-11-26');
  });

  it('a weekly race runs from Monday 00:00 UTC to the next Monday', () => {
    // 2026-11-23 is a Monday; 2026-11-29 a Sunday.
    for (const iso of [
      '2026-11-23T00:00:00.000Z',
      '2026-11-25T12:00:00.000Z',
      '2026-11-29T23:59:59.999Z',
    ]) {
      expect(racePeriodAt('weekly', at(iso))).toEqual({
        id: 'weekly:2026-11-23',
        kind: 'weekly',
        startsAt: at('2026-11-23T00:00:00.000Z'),
        endsAt: at('2026-11-30T00:00:00.000Z'),
      });
    }
    expect(racePeriodAt('weekly', at('2026-11-30T00:00:00.000Z')).id).toBe('weekly:2026-11-30');
    expect(racePeriodAt('weekly', at('2026-11-22T23:59:59.999Z')).id).toBe('weekly:2026-11-16');
  });

  it('weeks cross months and years', () => {
    // 2027-01-01 is a Friday: its week began Monday 2026-12-28.
    expect(racePeriodAt('weekly', at('2027-01-01T08:00:00.000Z')).id).toBe('weekly:2026-12-28');
    expect(racePeriodAt('daily', at('2028-02-29T08:00:00.000Z')).endsAt).toEqual(
      at('2028-03-01T00:00:00.000Z'),
    );
  });

  it('a wager counts in one daily and one weekly race', () => {
    expect(racePeriodsAt(at('2026-11-25T10:00:00.000Z')).map((p) => p.id)).toEqual([
      'daily:2026-11-25',
      'weekly:2026-11-23',
    ]);
  });

  it('reads an id back into its period, and nothing else', () => {
    expect(racePeriodOf('weekly:2026-11-23')).toEqual(
      racePeriodAt('weekly', at('2026-11-23T00:00:00.000Z')),
    );
    expect(racePeriodOf('daily:2026-11-25')?.endsAt).toEqual(at('2026-11-26T00:00:00.000Z'));
    // A weekly id must name a Monday; dates must exist.
    expect(racePeriodOf('weekly:2026-11-25')).toBeNull();
    expect(racePeriodOf('daily:2026-02-30')).toBeNull();
    expect(racePeriodOf('monthly:2026-11-01')).toBeNull();
    expect(racePeriodOf('daily:2026-11-25x')).toBeNull();
  });
});
