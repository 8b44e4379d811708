/**
 * Challenge periods, all in UTC: a daily challenge runs from 00:00 to the next 00:00, a
 * weekly one from Monday 00:00 to the next Monday 00:00. A challenge without a period has
 * one, starting at the epoch and never ending. A new period is a new tracker key, so
 * nothing has to run at midnight for the reset to happen.
 */
export type ChallengePeriod = 'daily' | 'weekly' | 'none';

const DAY_MS = 86_400_000;

export interface PeriodWindow {
  start: Date;
  /** null for a period that never ends. */
  end: Date | null;
}

export function dayStart(at: number): number {
  return Math.floor(at / DAY_MS) * DAY_MS;
}

/** Monday 00:00 UTC of the week holding `at`. */
export function weekStart(at: number): number {
  const day = dayStart(at);
  // getUTCDay: 0 is Sunday; days since Monday are (day + 6) mod 7.
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return day - sinceMonday * DAY_MS;
}

export function periodWindow(period: ChallengePeriod, at: number): PeriodWindow {
  switch (period) {
    case 'daily': {
      const start = dayStart(at);
      return { start: new Date(start), end: new Date(start + DAY_MS) };
    }
    case 'weekly': {
      const start = weekStart(at);
      return { start: new Date(start), end: new Date(start + 7 * DAY_MS) };
    }
    case 'none':
      return { start: new Date(0), end: null };
  }
}

/** YYYYMMDD of a period's start: the suffix of a periodic challenge's public id. */
function dateKey(start: Date): string {
  return start.toISOString().slice(0, 10).replaceAll('-', '');
}

/**
 * The id players see: the challenge's key, plus `_YYYYMMDD` of the period's start for a
 * daily or weekly one, so each period's instance has its own stable id.
 */
export function publicChallengeId(key: string, period: ChallengePeriod, start: Date): string {
  return period === 'none' ? key : `${key}_${dateKey(start)}`;
}

/** The key and period start a public id names, or undefined when it names none. */
export function parsePublicChallengeId(
  id: string,
): { key: string; periodStart: Date | null } | undefined {
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)(?:_(\d{4})(\d{2})(\d{2}))?$/.exec(id);
  if (!match) return undefined;
  const [, key, year, month, day] = match;
  if (!year) return { key: key!, periodStart: null };
  const start = Date.UTC(Number(year), Number(month) - 1, Number(day));
  // Refuse dates that roll over (20261332) so one period has exactly one id.
  if (dateKey(new Date(start)) !== `${year}${month}${day}`) return undefined;
  return { key: key!, periodStart: new Date(start) };
}
