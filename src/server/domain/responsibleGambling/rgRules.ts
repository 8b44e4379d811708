import type { RgLimit, RgSettings } from '../../../shared/contract/responsibleGambling';
import {
  RG_INCREASE_DELAY_MS,
  RG_LIMIT_KINDS,
  RG_PERIODS,
  type RgLimitKind,
  type RgPeriod,
  limitChangeApplies,
} from '../../../shared/responsibleGambling';
import type { RgLimitRow } from './rgStatements';

const toNumber = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

/** A stored limit as it stands at `now`: a pending change that came due is in force. */
export interface StoredLimit {
  amount: number | null;
  pending: { amount: number | null; from: Date } | null;
}

export function limitAt(row: RgLimitRow | undefined, now: number): StoredLimit {
  if (!row) return { amount: null, pending: null };
  const amount = toNumber(row.amount);
  if (row.pending_from === null) return { amount, pending: null };
  const from = new Date(row.pending_from);
  const pendingAmount = toNumber(row.pending_amount);
  if (from.getTime() <= now) return { amount: pendingAmount, pending: null };
  return { amount, pending: { amount: pendingAmount, from } };
}

/** What a request for `next` stores: a lowering now, a raise or removal in 24 hours. */
export function nextLimit(current: StoredLimit, next: number | null, now: number): StoredLimit {
  switch (limitChangeApplies(current.amount, next)) {
    case 'same':
      // Asking again for what is in force cancels a waiting raise.
      return { amount: current.amount, pending: null };
    case 'now':
      return { amount: next, pending: null };
    case 'later':
      return {
        amount: current.amount,
        pending: { amount: next, from: new Date(now + RG_INCREASE_DELAY_MS) },
      };
  }
}

/** Start of the UTC day, ISO week (Monday) or calendar month holding `now`, as the trigger. */
export function periodStart(period: RgPeriod, now: number): Date {
  const d = new Date(now);
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  if (period === 'day') return new Date(day);
  if (period === 'week') return new Date(day - ((d.getUTCDay() + 6) % 7) * 86_400_000);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
}

export function toSettings(
  rows: readonly RgLimitRow[],
  player: { until: Date | null; forGood: boolean; reminderMinutes: number | null },
  now: number,
): RgSettings {
  const limits: RgLimit[] = [];
  for (const kind of RG_LIMIT_KINDS)
    for (const period of RG_PERIODS) {
      const stored = limitAt(
        rows.find((r) => r.kind === kind && r.period === period),
        now,
      );
      limits.push({
        kind,
        period,
        amount: stored.amount,
        pending: stored.pending && {
          amount: stored.pending.amount,
          from: stored.pending.from.toISOString(),
        },
      });
    }
  const { until, forGood } = player;
  return {
    limits,
    selfExcludedUntil:
      !forGood && until !== null && until.getTime() > now ? until.toISOString() : null,
    selfExcludedForGood: forGood,
    sessionReminderMinutes: player.reminderMinutes,
  };
}

export type { RgLimitKind, RgPeriod };
