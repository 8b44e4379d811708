import { notify } from '../notifications/notifications';
import { formatBanEnd } from './steam-popup';

/** A ban as `session.ended` names it: its end, or null for one without an end. */
export interface AccountBan {
  until: string | null;
}

/** The ban a `session.ended` payload carries, or null when the session ended otherwise. */
export function banOfSessionEnded(payload: unknown): AccountBan | null {
  const ban = (payload as { data?: { ban?: { until?: unknown } } } | null)?.data?.ban;
  if (!ban) return null;
  return { until: typeof ban.until === 'string' ? ban.until : null };
}

/** "Your account is banned until 3 Jan 2030, 14:05." in the reader's own time. */
export function banNoticeText(ban: AccountBan, locale?: string): string {
  return ban.until === null
    ? 'Your account is banned.'
    : `Your account is banned until ${formatBanEnd(ban.until, locale)}.`;
}

/**
 * Tells a player whose ban just logged them out why: a centred alert that stays until they
 * close it, since the tab turns into a visitor's at the same moment.
 */
export function announceBan(ban: AccountBan): void {
  notify({
    title: 'Account banned',
    message: banNoticeText(ban),
    severity: 'ERROR',
    variant: 'CENTER_ALERT',
    lifetimeMs: 0,
  });
}
