import type { Notification } from '../../../shared/contract';
import type { NotificationRecord } from '../events';

/**
 * The contract's view of a stored notification. `createdAt` is when it started showing
 * (a scheduled announcement "appears" at its start), which also makes the client's
 * countdown bar measure the time it is actually on screen.
 */
export function toNotification(record: NotificationRecord): Notification {
  return {
    _id: record.id,
    source: 'server',
    type: record.type,
    severity: record.severity,
    dismissible: record.dismissible,
    priority: record.priority,
    location: record.location,
    message: record.message,
    target: record.audience === 'USER' ? (record.targetUserIds[0] ?? null) : null,
    title: record.title,
    variant: record.variant,
    createdAt: record.startsAt.toISOString(),
    ...(record.expiresAt ? { expiryDate: record.expiresAt.toISOString() } : {}),
  };
}
