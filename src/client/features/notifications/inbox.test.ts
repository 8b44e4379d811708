import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../shared/contract/notifications';
import { createClientNotification, type NotificationEntry } from './notification-store';
import { inboxContents, inboxLabel, unreadCount } from './inbox';

function entry(
  id: string,
  {
    show = true,
    read = false,
    ...props
  }: Partial<Notification> & { show?: boolean; read?: boolean },
): NotificationEntry {
  return {
    notificationId: id,
    show,
    read,
    props: { ...createClientNotification({ title: id, message: id }), _id: id, ...props },
  };
}

const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 0, minute)).toISOString();

describe('inbox', () => {
  const entries = [
    entry('inbox-low', { variant: 'INBOX', priority: 1, createdAt: at(5) }),
    entry('inbox-high', { variant: 'INBOX', priority: 9, createdAt: at(1), read: true }),
    entry('corner-now', { variant: 'CORNER_ALERT', createdAt: at(2) }),
    entry('closed-old', { variant: 'CORNER_ALERT', show: false, createdAt: at(3) }),
    entry('closed-new', { variant: 'INBOX', show: false, createdAt: at(4) }),
  ];

  it('lists current INBOX notifications by priority, then past ones newest first', () => {
    const { current, past } = inboxContents(entries);
    expect(current.map((e) => e.notificationId)).toEqual(['inbox-high', 'inbox-low']);
    expect(past.map((e) => e.notificationId)).toEqual(['closed-new', 'closed-old']);
  });

  it('counts unread INBOX notifications only', () => {
    expect(unreadCount(entries)).toBe(1);
    expect(unreadCount([])).toBe(0);
  });

  it('names the button with the count for screen readers', () => {
    expect(inboxLabel(0)).toBe('Notifications');
    expect(inboxLabel(3)).toBe('Notifications, 3 unread');
  });
});
