import type { NotificationEntry } from './notification-store';

export interface InboxContents {
  /** INBOX notifications still current: they live only here until dismissed. */
  current: NotificationEntry[];
  /** Notifications that were shown and closed during this visit, newest first. */
  past: NotificationEntry[];
}

const newestFirst = (a: NotificationEntry, b: NotificationEntry) =>
  Date.parse(b.props.createdAt) - Date.parse(a.props.createdAt);

/** What the inbox lists: current INBOX notifications (highest priority first), then past ones. */
export function inboxContents(entries: readonly NotificationEntry[]): InboxContents {
  const current = entries
    .filter((entry) => entry.show && entry.props.variant === 'INBOX')
    .sort((a, b) => b.props.priority - a.props.priority || newestFirst(a, b));
  const past = entries.filter((entry) => !entry.show).sort(newestFirst);
  return { current, past };
}

/** The badge: INBOX notifications not read yet (the others were on screen already). */
export function unreadCount(entries: readonly NotificationEntry[]): number {
  return entries.filter((entry) => entry.show && entry.props.variant === 'INBOX' && !entry.read)
    .length;
}

/** "3 unread" for the button's accessible name; no count when there is nothing new. */
export function inboxLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}
