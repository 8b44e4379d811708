import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../shared/contract/notifications';
import {
  type NotificationEntry,
  createClientNotification,
  createNotificationStore,
} from '../notifications/notification-store';
import { pauseNoticeAt, pauseOf, showsPause } from './game-pause';

const T0 = Date.parse('2026-01-01T00:00:00Z');

/** The GAME_DISABLED banner as the server raises it for a paused game (gameNotices.ts). */
function pausedBanner(location: Notification['location'], name: string): Notification {
  return {
    ...createClientNotification({ title: 'x', message: 'x', lifetimeMs: 0 }, T0),
    _id: `paused-${location}`,
    source: 'server',
    type: 'GAME_DISABLED',
    severity: 'WARNING',
    dismissible: 'NEVER',
    priority: 100,
    variant: 'BANNER',
    location,
    title: `${name} is unavailable`,
    message: [
      {
        type: 'TEXT',
        value: `${name} is paused for the moment. Your balance is safe; please check back soon.`,
      },
    ],
  };
}

const entry = (notification: Notification, show = true): NotificationEntry => ({
  notificationId: notification._id,
  props: notification,
  show,
  read: false,
});

describe("a game's pause, from its banner", () => {
  it("is the GAME_DISABLED notice of the page's own location while it shows", () => {
    const roulette = pausedBanner('ROULETTE', 'Roulette');
    const entries = [entry(pausedBanner('CRASH', 'Crash')), entry(roulette)];
    expect(pauseNoticeAt(entries, 'ROULETTE')?.notificationId).toBe('paused-ROULETTE');
    expect(pauseOf(pauseNoticeAt(entries, 'ROULETTE'))).toEqual({
      title: 'Roulette is unavailable',
      message: 'Roulette is paused for the moment. Your balance is safe; please check back soon.',
    });
    expect(pauseNoticeAt(entries, 'DICE')).toBeNull();
    // Ended (the game resumed) or another kind of notice at the page: not a pause.
    expect(pauseNoticeAt([entry(roulette, false)], 'ROULETTE')).toBeNull();
    const custom = { ...roulette, _id: 'c', type: 'CUSTOM' as const };
    expect(pauseNoticeAt([entry(custom)], 'ROULETTE')).toBeNull();
    expect(pauseOf(null)).toBeNull();
  });

  it('ends when the server expires the banner on resume', () => {
    const now = T0;
    const timers: (() => void)[] = [];
    const store = createNotificationStore({
      now: () => now,
      setTimer: (run) => timers.push(run),
      clearTimer: () => undefined,
    });
    store.getState().add(pausedBanner('CRASH', 'Crash'));
    expect(pauseNoticeAt(store.getState().entries, 'CRASH')).not.toBeNull();
    // Resuming sets the banner's expiry to now; the store closes it at once.
    store.getState().update({ _id: 'paused-CRASH', expiryDate: new Date(now).toISOString() });
    expect(pauseNoticeAt(store.getState().entries, 'CRASH')).toBeNull();
  });

  it('shows in place of the round unless a round in flight still moves', () => {
    const pause = { title: 'Crash is unavailable', message: 'Crash is paused.' };
    expect(showsPause(pause, false)).toBe(true);
    expect(showsPause(pause, true)).toBe(false);
    expect(showsPause(null, false)).toBe(false);
  });
});
