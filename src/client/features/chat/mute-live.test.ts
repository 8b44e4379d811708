import { describe, expect, it, vi } from 'vitest';
import { dispatchRealtimeEvent } from '../realtime/realtime-events';
import { createSessionStore } from '../session/session-store';
import type { SessionUser } from '../session/session-types';
import { followMute } from './mute-live';

const alice: SessionUser = { id: 'u1', username: 'alice', balance: 100, roles: ['PLAYER'] };
const UNTIL = '2030-01-01T00:00:00.000Z';
// The first mute loads the contract (mute-live.ts): on a busy machine that takes seconds.
const LOADED = { timeout: 10_000 };

function signedIn(user: SessionUser) {
  return createSessionStore({
    fetchCurrentUser: vi.fn(async () => user),
    login: vi.fn(async () => user),
    register: vi.fn(async () => user),
    logout: vi.fn(async () => undefined),
  });
}

describe('followMute', () => {
  it('clears the mute countdown when the player is unmuted, and starts it on a mute', async () => {
    const store = signedIn({ ...alice, mutedUntil: UNTIL });
    await store.getState().load();
    const stop = followMute(store);

    dispatchRealtimeEvent('user.muted', { data: { mutedUntil: null } });
    await vi.waitFor(() => expect(store.getState().user?.mutedUntil).toBeNull(), LOADED);

    dispatchRealtimeEvent('user.muted', { data: { mutedUntil: UNTIL } });
    await vi.waitFor(() => expect(store.getState().user?.mutedUntil).toBe(UNTIL), LOADED);
    stop();
  });

  it('ignores a malformed payload and a visitor', async () => {
    const store = signedIn({ ...alice, mutedUntil: UNTIL });
    await store.getState().load();
    const visitor = createSessionStore({
      fetchCurrentUser: vi.fn(async () => null),
      login: vi.fn(async () => alice),
      register: vi.fn(async () => alice),
      logout: vi.fn(async () => undefined),
    });
    await visitor.getState().load();
    const stops = [followMute(store), followMute(visitor)];
    const seen: unknown[] = [];
    const unsubscribe = store.subscribe((state) => seen.push(state.user?.mutedUntil));
    dispatchRealtimeEvent('user.muted', { data: { mutedUntil: 'soon' } });
    dispatchRealtimeEvent('user.muted', { data: {} });
    // Events apply in order, so once the last has applied the malformed ones were read.
    dispatchRealtimeEvent('user.muted', { data: { mutedUntil: null } });
    await vi.waitFor(() => expect(store.getState().user?.mutedUntil).toBeNull(), LOADED);
    expect(seen).toEqual([null]);
    expect(visitor.getState().user).toBeNull();
    unsubscribe();
    for (const stop of stops) stop();
  });
});
