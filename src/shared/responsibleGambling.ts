// Responsible gambling's pure rules, shared so the settings page says what the server does.

export const RG_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type RgLimitKind = (typeof RG_LIMIT_KINDS)[number];

/** Calendar periods in UTC: the day, the week from Monday, the month (as races count). */
export const RG_PERIODS = ['day', 'week', 'month'] as const;
export type RgPeriod = (typeof RG_PERIODS)[number];

/** A raise or a removal waits this long; a lowering applies at once. */
export const RG_INCREASE_DELAY_MS = 24 * 3_600_000;

export const RG_LIMIT_LABELS: Record<RgLimitKind, string> = {
  deposit: 'Deposit limit',
  loss: 'Loss limit',
  wager: 'Wager limit',
};

export const RG_PERIOD_LABELS: Record<RgPeriod, string> = {
  day: 'Daily',
  week: 'Weekly',
  month: 'Monthly',
};

export const SELF_EXCLUSION_PERIODS = ['24h', '7d', '30d', '6m', 'permanent'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];

export const SELF_EXCLUSION_LABELS: Record<SelfExclusionPeriod, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '6m': '6 months',
  permanent: 'For good',
};

/** When an exclusion chosen at `from` ends; null for good. Months are calendar months. */
export function selfExclusionEnd(period: SelfExclusionPeriod, from: Date): Date | null {
  const end = new Date(from.getTime());
  switch (period) {
    case '24h':
      return new Date(from.getTime() + 24 * 3_600_000);
    case '7d':
      return new Date(from.getTime() + 7 * 24 * 3_600_000);
    case '30d':
      return new Date(from.getTime() + 30 * 24 * 3_600_000);
    case '6m':
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end;
    case 'permanent':
      return null;
  }
}

/** Reminder intervals offered in the settings (minutes). */
export const SESSION_REMINDER_MINUTES = [15, 30, 45, 60, 90, 120] as const;

/** What a new limit does: a lowering (or a first limit) applies now; a raise or removal waits. */
export function limitChangeApplies(
  current: number | null,
  next: number | null,
): 'now' | 'later' | 'same' {
  if (current === next) return 'same';
  if (next === null) return 'later';
  if (current === null || next < current) return 'now';
  return 'later';
}
