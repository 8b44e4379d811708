import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { SessionState } from '../session/session-store';
import { analytics, followSession, startAnalytics } from './site-analytics';

describe('site analytics', () => {
  it('is off without settings in the page, and starting it loads nothing', async () => {
    expect(analytics.enabled).toBe(false);
    const start = vi.spyOn(analytics, 'start');
    startAnalytics();
    expect(start).not.toHaveBeenCalled();
  });

  it('follows the session: the current player first, then every change', () => {
    const store = createStore<Pick<SessionState, 'user'>>()(() => ({ user: null }));
    const setPlayer = vi.fn();
    const stop = followSession(store as never, { setPlayer });
    store.setState({ user: { id: 'u1', username: 'alice', balance: 0, roles: [] } });
    store.setState({ user: null });
    stop();
    store.setState({ user: { id: 'u2', username: 'bob', balance: 0, roles: [] } });
    expect(setPlayer.mock.calls).toEqual([[null], [{ id: 'u1', username: 'alice' }], [null]]);
  });
});
