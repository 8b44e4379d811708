import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../shared/contract/notifications';
import { createClientNotification, createNotificationStore } from './notification-store';
import { heldServerIds, syncServerNotifications } from './server-sync';

const server = (id: string, changes: Partial<Notification> = {}): Notification => ({
  ...createClientNotification({ title: id, message: id, lifetimeMs: 0 }),
  _id: id,
  source: 'server',
  ...changes,
});

function storeWith(...notifications: Notification[]) {
  const store = createNotificationStore({ setTimer: () => 0, clearTimer: () => undefined });
  for (const notification of notifications) store.getState().add(notification);
  return store;
}

const view = (store: ReturnType<typeof storeWith>) =>
  store.getState().entries.map((e) => [e.notificationId, e.show, e.props.title]);

function sync(
  store: ReturnType<typeof storeWith>,
  listed: Notification[],
  viewerChanged = false,
  heldBefore = heldServerIds(store.getState()),
) {
  syncServerNotifications(store.getState(), listed, { heldBefore, viewerChanged });
}

describe('syncServerNotifications', () => {
  it('adds what the server lists, shown and unread', () => {
    const store = storeWith();
    sync(store, [server('a'), server('b', { variant: 'INBOX' })]);
    expect(view(store)).toEqual([
      ['a', true, 'a'],
      ['b', true, 'b'],
    ]);
    expect(store.getState().entries.every((e) => !e.read && e.props.source === 'server')).toBe(
      true,
    );
  });

  it('closes, for the same viewer, what is no longer listed (expired, dismissed elsewhere)', () => {
    const store = storeWith(server('over'), server('kept'));
    sync(store, [server('kept')]);
    expect(view(store)).toEqual([
      ['over', false, 'over'],
      ['kept', true, 'kept'],
    ]);
  });

  it("removes the previous viewer's notifications after a login or logout", () => {
    const store = storeWith(server('old-user-notice'), server('everyone'));
    sync(store, [server('everyone')], true);
    expect(view(store)).toEqual([['everyone', true, 'everyone']]);
  });

  it('keeps one that arrived live while the list was on its way', () => {
    const store = storeWith(server('held'));
    const heldBefore = heldServerIds(store.getState());
    store.getState().add(server('live'));
    sync(store, [server('held')], true, heldBefore);
    expect(view(store)).toEqual([
      ['held', true, 'held'],
      ['live', true, 'live'],
    ]);
  });

  it('keeps client notifications and the closed state of one still listed', () => {
    const welcome = createClientNotification({ title: 'Welcome', message: 'hi' });
    const store = storeWith(welcome, server('closed'));
    store.getState().close('closed');
    sync(store, [server('closed', { title: 'Renamed' })], true);
    expect(view(store)).toEqual([
      [welcome._id, true, 'Welcome'],
      ['closed', false, 'Renamed'],
    ]);
  });
});
