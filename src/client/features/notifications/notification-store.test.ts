import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../../shared/contract/notifications';
import {
  createClientNotification,
  createNotificationStore,
  notificationStore,
  visibleIn,
} from './notification-store';
import { advancePopup, announcementOf } from './popup-paging';
import { exampleUser } from '../../../shared/contract/examples';
import { sessionStore } from '../session/session-store';

const playSound = vi.hoisted(() => vi.fn());
vi.mock('../audio/audio-player', () => ({ playSound }));
const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../lib/http', () => ({ apiRequest }));

const { dismissNotification, notify, parseServerNotification, receiveServerNotification } =
  await import('./notifications');
const { ApiError } = await import('../../lib/api-error');

const T0 = Date.parse('2026-01-01T00:00:00Z');

function serverNotice(overrides: Partial<Notification> = {}): Notification {
  return {
    ...createClientNotification({ title: 'Server', message: 'Hi', lifetimeMs: 0 }, T0),
    _id: 'n-1',
    source: 'server',
    priority: 5,
    ...overrides,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
  notificationStore.setState({ entries: [] });
  playSound.mockClear();
  apiRequest.mockReset();
});

describe('notification store', () => {
  it('adds shown and unread; marks read one or all; closes; removes', () => {
    const store = createNotificationStore();
    store.getState().add(serverNotice());
    store.getState().add(serverNotice({ _id: 'n-2' }));
    expect(store.getState().entries.map((e) => [e.notificationId, e.show, e.read])).toEqual([
      ['n-1', true, false],
      ['n-2', true, false],
    ]);
    store.getState().markRead('n-1');
    expect(store.getState().entries.map((e) => e.read)).toEqual([true, false]);
    store.getState().markAllRead();
    expect(store.getState().entries.every((e) => e.read)).toBe(true);
    store.getState().close('n-1');
    expect(store.getState().entries[0]?.show).toBe(false);
    store.getState().remove('n-1');
    expect(store.getState().entries.map((e) => e.notificationId)).toEqual(['n-2']);
  });

  it('merges an update into the notification with that _id', () => {
    const store = createNotificationStore();
    store.getState().add(serverNotice());
    store.getState().update({ _id: 'n-1', title: 'Updated' });
    store.getState().update({ _id: 'unknown', title: 'Ignored' });
    expect(store.getState().entries[0]?.props).toMatchObject({ title: 'Updated', priority: 5 });
    expect(store.getState().entries).toHaveLength(1);
  });

  it('closes itself at expiryDate (also when an update moves it)', () => {
    const store = createNotificationStore();
    store.getState().add(createClientNotification({ title: 'Hi', message: 'x' }, T0));
    vi.advanceTimersByTime(5999);
    expect(store.getState().entries[0]?.show).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getState().entries[0]?.show).toBe(false);

    store.getState().add(serverNotice({ expiryDate: new Date(T0 + 10_000).toISOString() }));
    store.getState().update({ _id: 'n-1', expiryDate: new Date(T0 + 20_000).toISOString() });
    vi.advanceTimersByTime(10_000); // past the first expiry, before the new one
    expect(store.getState().entries.find((e) => e.notificationId === 'n-1')?.show).toBe(true);
    vi.advanceTimersByTime(5_000);
    expect(store.getState().entries.find((e) => e.notificationId === 'n-1')?.show).toBe(false);
  });

  it('builds client notifications with the spec defaults', () => {
    const notice = createClientNotification({ title: 'Welcome', message: 'Hello' }, T0);
    expect(notice).toMatchObject({
      source: 'client',
      priority: 1,
      severity: 'SUCCESS',
      variant: 'CORNER_ALERT',
      location: 'ALL',
      dismissible: 'ALWAYS',
      message: [{ type: 'TEXT', value: 'Hello' }],
      expiryDate: new Date(T0 + 6000).toISOString(),
    });
  });

  it('filters by area and location, highest priority first', () => {
    const store = createNotificationStore();
    store.getState().add(serverNotice({ _id: 'a', location: 'ALL', priority: 1 }));
    store.getState().add(serverNotice({ _id: 'b', location: 'MINES', priority: 9 }));
    store.getState().add(serverNotice({ _id: 'c', location: 'CRASH' }));
    store.getState().add(serverNotice({ _id: 'd', variant: 'BANNER' }));
    store.getState().add(serverNotice({ _id: 'e', variant: 'CENTER_ALERT' }));
    store.getState().add(serverNotice({ _id: 'f', variant: 'INBOX' }));
    const { entries } = store.getState();
    const ids = (list: { notificationId: string }[]) => list.map((e) => e.notificationId);
    expect(ids(visibleIn(entries, 'corner', 'MINES'))).toEqual(['b', 'a']);
    expect(ids(visibleIn(entries, 'corner', 'ALL'))).toEqual(['a']);
    expect(ids(visibleIn(entries, 'top', 'INDEX'))).toEqual(['d']);
    expect(ids(visibleIn(entries, 'center', 'INDEX'))).toEqual(['e']);
  });
});

describe('notification actions', () => {
  it('notify adds a client corner alert', () => {
    const id = notify({ title: 'Welcome', message: 'Signed in' });
    expect(notificationStore.getState().entries[0]).toMatchObject({
      notificationId: id,
      show: true,
      props: { source: 'client', severity: 'SUCCESS' },
    });
  });

  it('dismissing a server notification informs the server and swallows its 404', async () => {
    sessionStore.setState({ user: exampleUser });
    apiRequest.mockRejectedValue(new ApiError('Not found', 404));
    receiveServerNotification(serverNotice());
    dismissNotification('n-1');
    expect(notificationStore.getState().entries[0]).toMatchObject({ show: false, read: true });
    expect(apiRequest).toHaveBeenCalledWith('/notifications/dismiss', {
      method: 'POST',
      body: { data: { notificationId: 'n-1' } },
    });
    await vi.runAllTimersAsync();
  });

  it("a visitor's dismissal of a server notification stays local", () => {
    sessionStore.setState({ user: null });
    receiveServerNotification(serverNotice());
    dismissNotification('n-1');
    expect(notificationStore.getState().entries[0]).toMatchObject({ show: false });
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it('dismissing a client notification stays local', () => {
    const id = notify({ title: 'Local', message: 'x' });
    dismissNotification(id);
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it('plays the error sound for server ERROR notifications only', () => {
    receiveServerNotification(serverNotice({ severity: 'NOTICE' }));
    expect(playSound).not.toHaveBeenCalled();
    receiveServerNotification(serverNotice({ _id: 'n-2', severity: 'ERROR' }));
    expect(playSound).toHaveBeenCalledWith('ui.error');
  });

  it('reads socket payloads defensively', () => {
    expect(parseServerNotification(undefined)).toBeUndefined();
    expect(parseServerNotification({ data: { notification: { _id: 'x' } } })).toBeUndefined();
    expect(
      parseServerNotification({ data: { notification: { _id: 'x', title: 'T', message: 'Hi' } } }),
    ).toMatchObject({ _id: 'x', source: 'server', message: [{ type: 'TEXT', value: 'Hi' }] });
  });
});

describe('centre popup paging', () => {
  it('dismisses each page going forward and all remaining on OK at the last', () => {
    expect(advancePopup(['a', 'b', 'c'], 0)).toEqual({ dismiss: ['a'], nextPage: 1 });
    expect(advancePopup(['a', 'b', 'c'], 2)).toEqual({ dismiss: ['c'], nextPage: null });
    expect(advancePopup([], 0)).toEqual({ dismiss: [], nextPage: null });
  });

  it('announces title and text', () => {
    expect(announcementOf('Welcome', [{ type: 'TEXT', value: 'Hi ' }])).toBe('Welcome: Hi');
    expect(announcementOf('Welcome', [])).toBe('Welcome');
  });
});
