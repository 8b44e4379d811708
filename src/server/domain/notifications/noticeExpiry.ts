import type { NotificationVariant } from '../events';

/**
 * A corner alert the server raises tells of a moment (a win, a deposit step), so it is
 * listed for at most this long: an undismissed one must not return on every page load.
 */
export const CORNER_NOTICE_MAX_LIFETIME_MS = 10 * 60_000;

/**
 * When a notice stops being listed: the expiry asked for, but a server's own corner alert
 * no later than its maximum lifetime. An operator's announcement keeps the window chosen.
 */
export function noticeExpiry(
  input: {
    variant: NotificationVariant;
    expiresAt: Date | null;
    createdBy: string | null;
  },
  startsAt: Date,
): Date | null {
  if (input.variant !== 'CORNER_ALERT' || input.createdBy !== null) return input.expiresAt;
  const latest = startsAt.getTime() + CORNER_NOTICE_MAX_LIFETIME_MS;
  if (input.expiresAt && input.expiresAt.getTime() < latest) return input.expiresAt;
  return new Date(latest);
}
