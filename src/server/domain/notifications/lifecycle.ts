import type { NotificationRecord } from '../events';

/** Where a notification stands at a moment: not started yet, current, or over. */
export type NotificationPhase = 'SCHEDULED' | 'ACTIVE' | 'EXPIRED';

/** Expiry wins over a later start, so expiring a scheduled notification cancels it. */
export function phaseAt(
  notification: Pick<NotificationRecord, 'startsAt' | 'expiresAt'>,
  now: Date,
): NotificationPhase {
  if (notification.expiresAt && notification.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  if (notification.startsAt.getTime() > now.getTime()) return 'SCHEDULED';
  return 'ACTIVE';
}

export const isActiveAt = (
  notification: Pick<NotificationRecord, 'startsAt' | 'expiresAt'>,
  now: Date,
) => phaseAt(notification, now) === 'ACTIVE';
