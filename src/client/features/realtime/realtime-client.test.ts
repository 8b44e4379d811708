import { describe, expect, it, vi } from 'vitest';
import { ChannelRegistry } from './channel-registry';
import {
  createRealtimeClient,
  type RealtimeClientDeps,
  type RealtimeSocket,
} from './realtime-client';
import { socketOptions } from './socket-options';

type Listener = (...args: never[]) => void;

/** Records emits and lets the test play the server: connect, disconnect, events, acks. */
class FakeSocket implements RealtimeSocket {
  connected = false;
  readonly emitted: { event: string; payload: unknown }[] = [];
  private readonly listeners = new Map<string, Listener[]>();
  /** How the fake server answers an emit that carries an ack callback. */
  answer: (event: string, payload: unknown) => unknown = () => ({ data: { state: true } });

  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    const ack =
      typeof args.at(-1) === 'function' ? (args.pop() as (reply: unknown) => void) : undefined;
    this.emitted.push({ event, payload: args[0] });
    if (ack) queueMicrotask(() => ack(this.answer(event, args[0])));
    return true;
  }

  serverSends(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? [])
      (listener as (...a: unknown[]) => void)(...args);
  }

  connect() {
    this.connected = true;
    this.serverSends('connect');
  }

  drop() {
    this.connected = false;
    this.serverSends('disconnect', 'transport close');
  }

  events() {
    return this.emitted.map((e) => e.event);
  }
}

function setup(overrides: Partial<RealtimeClientDeps> = {}) {
  const socket = new FakeSocket();
  const channels = new ChannelRegistry();
  const deps = {
    fetchToken: vi.fn<() => Promise<string>>(async () => 'token-1'),
    isLoggedIn: vi.fn<() => boolean>(() => true),
    onBalance: vi.fn<(balance: { balance: number; ledgerPosition: number }) => void>(),
    onXp: vi.fn<(xp: { total: number }) => void>(),
    onStatus: vi.fn<(status: string) => void>(),
    onAuthenticated: vi.fn<(authenticated: boolean) => void>(),
    onSessionEnded: vi.fn<(ban: { until: string | null } | null) => void>(),
  };
  const client = createRealtimeClient({ socket, channels, ...deps, ...overrides });
  return { socket, channels, client, deps };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('realtime client', () => {
  it('uses the spec connection settings', () => {
    expect(socketOptions).toMatchObject({
      transports: ['websocket'],
      withCredentials: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      reconnectionAttempts: Infinity,
      timeout: 20_000,
    });
  });

  it('logs in with a fresh token on connect and on every reconnect', async () => {
    const { socket, deps } = setup();
    deps.fetchToken.mockResolvedValueOnce('token-1').mockResolvedValueOnce('token-2');
    socket.connect();
    await flush();
    socket.drop();
    socket.connect();
    await flush();
    const logins = socket.emitted.filter((e) => e.event === 'login').map((e) => e.payload);
    expect(logins).toEqual([{ data: { token: 'token-1' } }, { data: { token: 'token-2' } }]);
    expect(deps.onAuthenticated).toHaveBeenLastCalledWith(true);
    expect(deps.onStatus.mock.calls.map((c) => c[0])).toEqual([
      'connected',
      'reconnecting',
      'connected',
    ]);
  });

  it('does not log in a visitor, and reports a refused login', async () => {
    const visitor = setup({ isLoggedIn: () => false });
    visitor.socket.connect();
    await flush();
    expect(visitor.socket.events()).not.toContain('login');

    const refused = setup();
    refused.socket.answer = () => ({ error: { message: 'Invalid token' } });
    refused.socket.connect();
    await flush();
    expect(refused.deps.onAuthenticated).toHaveBeenLastCalledWith(false);
  });

  it('re-subscribes every wanted channel after a reconnect', async () => {
    const { socket, client } = setup({ isLoggedIn: () => false });
    client.subscribe('crash'); // before the first connect: only remembered
    expect(socket.events()).toEqual([]);
    socket.connect();
    client.subscribe('chat');
    client.subscribe('chat'); // a second subscribe is not re-sent
    expect(socket.events()).toEqual(['crash.subscribe', 'chat.subscribe']);

    socket.drop();
    client.unsubscribe('crash'); // while disconnected: only the set changes
    client.subscribe('roulette');
    expect(socket.events()).toEqual(['crash.subscribe', 'chat.subscribe']);

    socket.connect();
    expect(socket.events().slice(2)).toEqual(['chat.subscribe', 'roulette.subscribe']);
    client.unsubscribe('chat');
    expect(socket.events().at(-1)).toBe('chat.unsubscribe');
  });

  it('tells of a join once the server acknowledges it, on every connect', async () => {
    const onJoined = vi.fn<(channel: string) => void>();
    const { socket, client } = setup({ isLoggedIn: () => false, onJoined });
    // The gateway acknowledges a subscribe with a bare true (false when refused).
    socket.answer = (event) => event.endsWith('.subscribe');
    client.subscribe('case-battle:a');
    socket.connect();
    expect(onJoined).not.toHaveBeenCalled(); // sent, not yet acknowledged
    await flush();
    expect(onJoined.mock.calls).toEqual([['case-battle:a']]);

    // Refused, or left before the answer came: no join to tell of.
    socket.answer = (event) => event === 'case-battle:c.subscribe';
    client.subscribe('case-battle:b');
    client.subscribe('case-battle:c');
    client.unsubscribe('case-battle:c');
    await flush();
    expect(onJoined.mock.calls).toEqual([['case-battle:a']]);

    socket.answer = (event) => event.endsWith('.subscribe');
    socket.drop();
    socket.connect();
    await flush();
    expect(onJoined.mock.calls.slice(1)).toEqual([['case-battle:a'], ['case-battle:b']]);
  });

  it('passes pushed balances to the session, ignoring malformed ones', () => {
    const { socket, deps } = setup();
    socket.serverSends('user.balance', { data: { balance: 123_456, ledgerPosition: 7 } });
    socket.serverSends('user.balance', { data: { balance: '5', ledgerPosition: 8 } });
    socket.serverSends('user.balance', { data: { balance: 1.5, ledgerPosition: 9 } });
    socket.serverSends('user.balance', { data: { balance: 5 } });
    socket.serverSends('user.balance', { data: { balance: 5, ledgerPosition: 1.5 } });
    socket.serverSends('user.balance', undefined);
    expect(deps.onBalance.mock.calls).toEqual([
      [{ balance: 123_456, ledgerPosition: 7 }, undefined],
    ]);
  });

  it('passes pushed XP to the session, ignoring malformed updates', () => {
    const { socket, deps } = setup();
    const xp = { total: 1_500, level: 1, current: 500, next: 2_364, progress: 500 / 2_364 };
    socket.serverSends('user.xp-updated', { data: { xp } });
    socket.serverSends('user.xp-updated', { data: { xp: { ...xp, total: '1600' } } });
    socket.serverSends('user.xp-updated', { data: {} });
    expect(deps.onXp.mock.calls).toEqual([[xp]]);
  });

  it("passes a balance's hold on to the session, and drops a malformed hold", () => {
    const { socket, deps } = setup();
    const reveal = { id: 'b1', payout: 1_980, inMs: 1_300 };
    socket.serverSends('user.balance', { data: { balance: 10, ledgerPosition: 7, reveal } });
    socket.serverSends('user.balance', {
      data: { balance: 11, ledgerPosition: 8, reveal: { ...reveal, inMs: -1 } },
    });
    socket.serverSends('user.balance', {
      data: { balance: 12, ledgerPosition: 9, reveal: { ...reveal, id: 7 } },
    });
    expect(deps.onBalance.mock.calls).toEqual([
      [{ balance: 10, ledgerPosition: 7 }, reveal],
      [{ balance: 11, ledgerPosition: 8 }, undefined],
      [{ balance: 12, ledgerPosition: 9 }, undefined],
    ]);
  });

  it('reports an ended session: no longer authenticated, the session is asked again', async () => {
    const { socket, deps } = setup();
    socket.connect();
    await flush();
    expect(deps.onAuthenticated).toHaveBeenLastCalledWith(true);
    socket.serverSends('session.ended', { data: {} });
    expect(deps.onAuthenticated).toHaveBeenLastCalledWith(false);
    expect(deps.onSessionEnded.mock.calls).toEqual([[null]]);
  });

  it('passes on the ban that ended the session, with its end', async () => {
    const { socket, deps } = setup();
    socket.connect();
    await flush();
    const until = '2030-01-02T03:04:00.000Z';
    socket.serverSends('session.ended', { data: { ban: { until } } });
    socket.serverSends('session.ended', { data: { ban: { until: null } } });
    expect(deps.onSessionEnded.mock.calls).toEqual([[{ until }], [{ until: null }]]);
  });

  it('gives up on a login that is never acknowledged', async () => {
    const { socket, client } = setup({ ackTimeoutMs: 5 });
    socket.connected = true;
    // A server that never calls the ack back.
    socket.emit = (event: string) => {
      socket.emitted.push({ event, payload: undefined });
      return true;
    };
    await expect(client.login()).resolves.toBe(false);
  });
});
