/** The two races that run side by side, each over its own fixed UTC period. */
export const RACE_KINDS = ['daily', 'weekly'] as const;
export type RaceKind = (typeof RACE_KINDS)[number];

/** One race's period: daily 00:00-24:00 UTC, weekly Monday 00:00 UTC to the next Monday. */
export interface RacePeriod {
  /** `daily:2026-11-25`, `weekly:2026-11-23` (the Monday it starts). */
  id: string;
  kind: RaceKind;
  startsAt: Date;
  endsAt: Date;
}

const DAY_MS = 86_400_000;

/** The period of `kind` that holds the instant `at` (its start included, its end not). */
export function racePeriodAt(kind: RaceKind, at: Date): RacePeriod {
  const dayStart = Math.floor(at.getTime() / DAY_MS) * DAY_MS;
  // getUTCDay: Sunday 0 ... Saturday 6; a week starts on Monday.
  const start =
    kind === 'daily' ? dayStart : dayStart - ((new Date(dayStart).getUTCDay() + 6) % 7) * DAY_MS;
  const length = kind === 'daily' ? DAY_MS : 7 * DAY_MS;
  const startsAt = new Date(start);
  return {
    id: `${kind}:${startsAt.toISOString().slice(0, 10)}`,
    kind,
    startsAt,
    endsAt: new Date(start + length),
  };
}

/** The races a wager settled at `at` counts in: one of each kind. */
export const racePeriodsAt = (at: Date): RacePeriod[] =>
  RACE_KINDS.map((kind) => racePeriodAt(kind, at));

/** Reads a race id back into its period; null for anything that is not one. */
export function racePeriodOf(id: string): RacePeriod | null {
  const match = /^(daily|weekly):(\d{4}-\d{2}-\d{2})$/.exec(id);
  if (!match) return null;
  const start = new Date(`${match[2]}T00:00:00.000Z`);
  if (Number.isNaN(start.getTime())) return null;
  const period = racePeriodAt(match[1] as RaceKind, start);
  return period.id === id ? period : null;
}
