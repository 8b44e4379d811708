import { isActiveAt } from './lifecycle';
import type { AudienceOf, NotificationRecord } from '../events';

export type NotificationEvent = 'notification.new' | 'notification.update' | 'notification.expire';

/** One event to send to everyone in an audience. */
export interface Delivery {
  event: NotificationEvent;
  audience: AudienceOf;
  /**
   * Leave out users who dismissed it: set when a notification shows again (its audience or
   * its window changed), never for a first showing, which nobody can have dismissed yet.
   */
  skipDismissed: boolean;
}

const sameAudience = (a: AudienceOf, b: AudienceOf) =>
  a.audience === b.audience &&
  a.targetUserIds.length === b.targetUserIds.length &&
  a.targetUserIds.every((id) => b.targetUserIds.includes(id));

/**
 * What sockets must hear when a notification is created or changed at `now`. Starts and
 * expiries that lie in the future are not planned here: the timeline fires them.
 */
export function planChange(
  before: NotificationRecord | null,
  after: NotificationRecord,
  now: Date,
): Delivery[] {
  const wasActive = before !== null && isActiveAt(before, now);
  const isActive = isActiveAt(after, now);
  if (!wasActive && !isActive) return [];
  if (!wasActive) return [{ event: 'notification.new', audience: after, skipDismissed: !!before }];
  if (!isActive) return [{ event: 'notification.expire', audience: before, skipDismissed: false }];
  if (sameAudience(before, after))
    return [{ event: 'notification.update', audience: after, skipDismissed: true }];
  // The audience changed: those who had it close it, the new audience receives it whole.
  return [
    { event: 'notification.expire', audience: before, skipDismissed: false },
    { event: 'notification.new', audience: after, skipDismissed: true },
  ];
}
