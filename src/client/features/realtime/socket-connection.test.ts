// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleUser } from '../../../shared/contract/examples';
import { SIGNED_IN_HINT_COOKIE } from '../../../shared/session-hint';
import { notificationStore } from '../notifications/notification-store';
import { sessionStore } from '../session/session-store';
import { ChannelRegistry } from './channel-registry';
import { connectRealtime } from './socket-connection';

// The tab's socket as the app opens it, on a fake socket.io client: what a player whose
// session a ban ended is told, and that the tab becomes a visitor's.

type Listener = (...args: unknown[]) => void;

const socket = vi.hoisted(() => {
  const listeners = new Map<string, Listener[]>();
  return {
    connected: false,
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return this;
    },
    onAny: () => undefined,
    emit: () => true,
    connect() {},
    serverSends(event: string, payload: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
  };
});
vi.mock('socket.io-client', () => ({ io: () => socket }));

const shownTexts = () =>
  notificationStore
    .getState()
    .entries.filter((entry) => entry.show)
    .map((entry) => `${entry.props.title}: ${JSON.stringify(entry.props.message)}`);

beforeEach(() => {
  // The session is gone: /users/me answers 401.
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'No' } }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  // The session store asks /users/me only where the server's signed-in hint is.
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; Path=/`;
  sessionStore.setState({ initialized: true, user: exampleUser });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setState({ user: null });
  notificationStore.setState({ entries: [] });
});

describe('connectRealtime when a session ends', () => {
  it('tells a player their ban and its end, as the tab turns into a visitor', async () => {
    connectRealtime(new ChannelRegistry());

    socket.serverSends('session.ended', { data: { ban: { until: '2030-01-02T03:04:00.000Z' } } });
    await vi.waitFor(() => expect(sessionStore.getState().user).toBeNull());
    expect(shownTexts()).toEqual([
      expect.stringMatching(/^Account banned: .*Your account is banned until .*2030.*\./),
    ]);
  });

  it('says nothing more of a session that ended otherwise (a logout elsewhere)', async () => {
    connectRealtime(new ChannelRegistry());
    socket.serverSends('session.ended', { data: {} });
    await vi.waitFor(() => expect(sessionStore.getState().user).toBeNull());
    expect(shownTexts()).toEqual([]);
  });
});
