import { describe, expect, it, vi } from 'vitest';
import type { SessionApi } from './session-api';
import { createSessionStore } from './session-store';
import type { SessionUser } from './session-types';

const alice: SessionUser = { id: 'u1', username: 'alice', balance: 100_000, roles: ['PLAYER'] };

function fakeApi(overrides: Partial<SessionApi> = {}): SessionApi {
  return {
    fetchCurrentUser: vi.fn(async () => null),
    login: vi.fn(async () => alice),
    register: vi.fn(async () => alice),
    logout: vi.fn(async () => undefined),
    ...overrides,
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('session store', () => {
  it('is not initialized until the first /users/me answer', async () => {
    const me = deferred<SessionUser | null>();
    const store = createSessionStore(fakeApi({ fetchCurrentUser: () => me.promise }));
    const loading = store.getState().load();
    expect(store.getState().initialized).toBe(false);
    me.resolve(alice);
    await loading;
    expect(store.getState()).toMatchObject({ initialized: true, user: alice });
  });

  it('treats a visitor (null) and a failed load as logged out but initialized', async () => {
    const visitor = createSessionStore(fakeApi());
    await visitor.getState().load();
    expect(visitor.getState()).toMatchObject({ initialized: true, user: null });

    const broken = createSessionStore(
      fakeApi({ fetchCurrentUser: async () => Promise.reject(new Error('down')) }),
    );
    await broken.getState().load();
    expect(broken.getState()).toMatchObject({ initialized: true, user: null });
  });

  it('does not let a slow /users/me overwrite a newer login', async () => {
    const me = deferred<SessionUser | null>();
    const store = createSessionStore(fakeApi({ fetchCurrentUser: () => me.promise }));
    const loading = store.getState().load();
    await store.getState().login({ login: 'alice', password: 'pw' });
    me.resolve(null);
    await loading;
    expect(store.getState().user).toEqual(alice);
  });

  it('register and login store the user; logout clears it even if the call fails', async () => {
    const store = createSessionStore(
      fakeApi({ logout: async () => Promise.reject(new Error('offline')) }),
    );
    await store.getState().register({ username: 'alice', email: 'a@example.com', password: 'pw' });
    expect(store.getState().user).toEqual(alice);
    await expect(store.getState().logout()).rejects.toThrow('offline');
    expect(store.getState()).toMatchObject({ initialized: true, user: null });
  });

  it('propagates login errors and stays logged out', async () => {
    const store = createSessionStore(
      fakeApi({ login: async () => Promise.reject(new Error('Invalid credentials')) }),
    );
    await expect(store.getState().login({ login: 'x', password: 'y' })).rejects.toThrow(
      'Invalid credentials',
    );
    expect(store.getState().user).toBeNull();
  });

  it('updates the balance only for a logged-in user', async () => {
    const store = createSessionStore(fakeApi());
    store.getState().setBalance({ balance: 5, ledgerPosition: 1 });
    expect(store.getState().user).toBeNull();
    await store.getState().login({ login: 'alice', password: 'pw' });
    store.getState().setBalance({ balance: 123_456, ledgerPosition: 2 });
    expect(store.getState().user?.balance).toBe(123_456);
  });

  it('patches the user only when logged in', async () => {
    const store = createSessionStore(fakeApi());
    const tosAcceptance = { acceptedAt: '2026-11-01T00:00:00.000Z', version: '2026-11' };
    store.getState().patchUser({ tosAcceptance });
    expect(store.getState().user).toBeNull();
    await store.getState().login({ login: 'alice', password: 'pw' });
    store.getState().patchUser({ tosAcceptance });
    expect(store.getState().user).toEqual({ ...alice, tosAcceptance });
  });

  it('keeps a setting switched while a /users/me read was out, whose answer predates it', async () => {
    /** Signed in as alice; the next read answers when `answer` resolves. */
    async function signedIn(answer: Promise<SessionUser | null>) {
      const fetchCurrentUser = vi.fn().mockResolvedValueOnce(alice).mockReturnValueOnce(answer);
      const store = createSessionStore(fakeApi({ fetchCurrentUser }));
      await store.getState().load();
      return store;
    }
    const slowAnswer = deferred<SessionUser | null>();
    const slow = await signedIn(slowAnswer.promise);
    const reading = slow.getState().load();
    slow.getState().patchUser({ streamerMode: true });
    slowAnswer.resolve({ ...alice, streamerMode: false, username: 'alice2' });
    await reading;
    // The switch stands; the rest of the answer is taken.
    expect(slow.getState().user).toMatchObject({ streamerMode: true, username: 'alice2' });

    // A read that leaves after the switch is believed.
    const laterAnswer = deferred<SessionUser | null>();
    const later = await signedIn(laterAnswer.promise);
    later.getState().patchUser({ streamerMode: true });
    const next = later.getState().load();
    laterAnswer.resolve({ ...alice, streamerMode: false });
    await next;
    expect(later.getState().user).toMatchObject({ streamerMode: false });
  });

  it('keeps pushed XP that is newer than a /users/me answer which left before it', async () => {
    const xpAt = (total: number) => ({
      total,
      level: 0,
      current: total,
      next: 1_000,
      progress: total / 1_000,
    });
    let answer: SessionUser = { ...alice, xp: xpAt(100) };
    const store = createSessionStore(fakeApi({ fetchCurrentUser: async () => answer }));
    await store.getState().load();
    store.getState().patchUser({ xp: xpAt(600) });
    await store.getState().load(); // an answer read before the wager settled
    expect(store.getState().user?.xp).toEqual(xpAt(600));
    answer = { ...alice, xp: xpAt(900) };
    await store.getState().load();
    expect(store.getState().user?.xp).toEqual(xpAt(900));
  });
});
