import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DomainEventBus } from '../domain/events';
import {
  type AnyRelayEntry,
  type RelayIo,
  type SubscribingSocket,
  relay,
  startRelays,
} from './relayEngine';

/** What the fake server was told: to whom (`*` for everyone), which event, what payload. */
interface Told {
  to: string;
  event: string;
  payload: unknown;
}

function fakeIo() {
  const told: Told[] = [];
  const connections: Array<(socket: SubscribingSocket) => void> = [];
  const io: RelayIo = {
    emit: (event, payload) => told.push({ to: '*', event, payload }),
    to: (rooms) => ({
      emit: (event, payload) =>
        told.push({ to: ([] as string[]).concat(rooms).join(','), event, payload }),
    }),
    on: (_event, listener) => connections.push(listener),
  };
  /** A socket that connects and sends `event`; what it alone was told. */
  const subscribe = (event: string) => {
    const own: Told[] = [];
    const socket: SubscribingSocket = {
      emit: (name, payload) => own.push({ to: 'socket', event: name, payload }),
      use: (middleware) => middleware([event], () => undefined),
    };
    connections.forEach((listener) => listener(socket));
    return own;
  };
  return { io, told, subscribe };
}

const userId = '6f1c7f3e-2d1a-4c8e-9f0a-1b2c3d4e5f60';
const betId = '0b5e1f2a-3c4d-4e5f-8a6b-7c8d9e0f1a2b';

function start(entries: AnyRelayEntry[], watched: string[] = []) {
  const { io, told, subscribe } = fakeIo();
  const events = new DomainEventBus();
  const errors: unknown[] = [];
  const stop = startRelays(entries, {
    io,
    events,
    isWatched: (id) => watched.includes(id),
    onError: (error) => errors.push(error),
  });
  return { told, subscribe, events, errors, stop };
}

/** Lets the promises queued so far settle (no timer moves). */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('audiences', () => {
  it('sends to the player, a room, everyone, and only watched capture rooms', () => {
    const { told, events } = start(
      [
        relay({
          on: 'kyc.verified',
          emit: 'kyc.verified',
          audience: { to: 'player', userId: (e) => e.userId },
          data: () => ({}),
        }),
        relay({
          on: 'rain.changed',
          emit: 'xp-boost.expired',
          audience: { to: 'everyone' },
          unparsed: true,
          data: () => ({ xpBoost: null }),
        }),
        relay({
          on: 'race.changed',
          emit: 'live-drops.new',
          audience: { to: 'room', rooms: (e) => [`race:${e.raceId}`, 'list'] },
          unparsed: true,
          data: (e) => e,
        }),
        relay({
          on: 'crash.own-bet',
          emit: 'capture.crash-bet',
          audience: { to: 'capture', userIds: (e) => [e.userId, 'nobody-watches'] },
          data: ({ roundId, betId, cashedOutAt }) => ({ roundId, betId, cashedOutAt }),
        }),
      ],
      [userId],
    );

    events.emit('kyc.verified', { userId, level: 2 });
    events.emit('rain.changed', {});
    events.emit('race.changed', { raceId: 'daily' });
    events.emit('crash.own-bet', { userId, roundId: 7, betId, cashedOutAt: null });
    events.emit('crash.own-bet', {
      userId: 'nobody-watches',
      roundId: 7,
      betId,
      cashedOutAt: null,
    });

    expect(told).toEqual([
      { to: `user:${userId}`, event: 'kyc.verified', payload: { data: {} } },
      { to: '*', event: 'xp-boost.expired', payload: { data: { xpBoost: null } } },
      { to: 'race:daily,list', event: 'live-drops.new', payload: { data: { raceId: 'daily' } } },
      {
        to: `capture:${userId}`,
        event: 'capture.crash-bet',
        payload: { data: { roundId: 7, betId, cashedOutAt: null } },
      },
    ]);
  });

  it('parses with the contract: what it does not describe never leaves', () => {
    const { told, events, errors } = start([
      relay({
        on: 'user.muted',
        emit: 'user.muted',
        audience: { to: 'player', userId: (e) => e.userId },
        data: () => ({ mutedUntil: 'not a date' }),
      }),
    ]);
    events.emit('user.muted', { userId, actorId: userId, until: null });
    expect(told).toEqual([]);
    expect(errors).toHaveLength(1);
  });

  it('tells only the events its condition lets through', () => {
    const { told, events } = start([
      relay({
        on: 'kyc.verified',
        emit: 'kyc.verified',
        audience: { to: 'player', userId: (e) => e.userId },
        when: (e) => e.level > 1,
        data: () => ({}),
      }),
    ]);
    events.emit('kyc.verified', { userId, level: 1 });
    events.emit('kyc.verified', { userId, level: 2 });
    expect(told).toHaveLength(1);
  });
});

describe('batch windows', () => {
  const cashouts = (ms = 100) =>
    relay({
      on: 'crash.cashouts',
      emit: 'xp-boost.expired',
      audience: { to: 'everyone' },
      unparsed: true,
      batch: { ms, key: (e) => e.roundId },
      data: ({ roundId }, batched) => ({ roundId, bets: batched.flatMap((e) => e.bets) }),
    });
  const bet = (id: string) => ({ id }) as never;

  it('sends once per key at the end of the window, with every event of the key', () => {
    const { told, events } = start([cashouts()]);
    events.emit('crash.cashouts', { roundId: 1, bets: [bet('a')] });
    vi.advanceTimersByTime(60);
    events.emit('crash.cashouts', { roundId: 1, bets: [bet('b')] });
    events.emit('crash.cashouts', { roundId: 2, bets: [bet('c')] });
    vi.advanceTimersByTime(39);
    expect(told).toEqual([]);

    vi.advanceTimersByTime(1);
    expect(told.map((t) => t.payload)).toEqual([
      { data: { roundId: 1, bets: [{ id: 'a' }, { id: 'b' }] } },
      { data: { roundId: 2, bets: [{ id: 'c' }] } },
    ]);

    // The next event opens a new window from its own moment.
    events.emit('crash.cashouts', { roundId: 2, bets: [bet('d')] });
    vi.advanceTimersByTime(99);
    expect(told).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(told).toHaveLength(3);
  });

  it('sends an open window first when a later event says so', () => {
    const { told, events } = start([
      cashouts(),
      relay({
        on: 'round.changed',
        emit: 'kyc.verified',
        audience: { to: 'everyone' },
        flushes: ['xp-boost.expired'],
        data: () => ({}),
      }),
    ]);
    events.emit('crash.cashouts', { roundId: 1, bets: [bet('a')] });
    events.emit('round.changed', { kind: 'crash', round: {} as never });
    expect(told.map((t) => t.event)).toEqual(['xp-boost.expired', 'kyc.verified']);
    vi.advanceTimersByTime(500);
    expect(told).toHaveLength(2);
  });

  it('keeps a throttle: no sooner than the spacing after the last send', async () => {
    const { told, events } = start([
      relay({
        on: 'rain.changed',
        emit: 'xp-boost.expired',
        audience: { to: 'everyone' },
        unparsed: true,
        batch: { ms: 100, spacingMs: 1_000 },
        data: () => ({ xpBoost: null }),
      }),
    ]);
    events.emit('rain.changed', {});
    vi.advanceTimersByTime(100);
    expect(told).toHaveLength(1);

    // Sent at 100 ms: the next no sooner than 1 100 ms, however soon its window opens.
    events.emit('rain.changed', {});
    vi.advanceTimersByTime(999);
    expect(told).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(told).toHaveLength(2);
    await settle();
  });

  it('never reads twice at once: changes during a read wait for one more', async () => {
    const reads: Array<() => void> = [];
    let read = 0;
    const { told, events } = start([
      relay({
        on: 'rain.changed',
        emit: 'xp-boost.expired',
        audience: { to: 'everyone' },
        unparsed: true,
        batch: { ms: 0 },
        data: () =>
          new Promise((resolve) => {
            const n = ++read;
            reads.push(() => resolve({ read: n }));
          }),
      }),
    ]);
    events.emit('rain.changed', {});
    await settle();
    expect(reads).toHaveLength(1);

    events.emit('rain.changed', {});
    events.emit('rain.changed', {});
    await settle();
    expect(reads).toHaveLength(1);

    reads[0]!();
    await settle();
    expect(reads).toHaveLength(2);
    reads[1]!();
    await settle();
    expect(reads).toHaveLength(2);
    expect(told.map((t) => t.payload)).toEqual([{ data: { read: 1 } }, { data: { read: 2 } }]);
  });
});

describe('lanes', () => {
  it('sends in the order events came, a read holding back what came after it', async () => {
    let release: (jackpot: unknown) => void = () => undefined;
    const { told, events } = start([
      relay({
        on: 'roulette.bet',
        emit: 'xp-boost.expired',
        audience: { to: 'everyone' },
        unparsed: true,
        lane: 'roulette',
        batch: { ms: 100 },
        data: () => new Promise((resolve) => (release = resolve)),
      }),
      relay({
        on: 'round.changed',
        emit: 'kyc.verified',
        audience: { to: 'everyone' },
        lane: 'roulette',
        flushes: ['xp-boost.expired'],
        data: () => ({}),
      }),
    ]);
    events.emit('roulette.bet', { roundId: 1, bet: {} as never });
    events.emit('round.changed', { kind: 'roulette', round: {} as never });
    await settle();
    expect(told).toEqual([]);

    release({ bets: 1 });
    await settle();
    expect(told.map((t) => t.event)).toEqual(['xp-boost.expired', 'kyc.verified']);
  });
});

describe('snapshots and stopping', () => {
  it('tells a subscriber the snapshot of its channel, and nothing when there is none', async () => {
    let state: unknown = { mutedUntil: null };
    const { subscribe } = start([
      relay({
        on: 'user.muted',
        emit: 'user.muted',
        audience: { to: 'player', userId: (e) => e.userId },
        data: () => ({}),
        snapshot: { channel: 'game:crash', emit: 'user.muted', read: async () => state },
      }),
    ]);
    const subscriber = subscribe('game:crash.subscribe');
    const other = subscribe('game:roulette.subscribe');
    await settle();
    expect(subscriber).toEqual([
      { to: 'socket', event: 'user.muted', payload: { data: { mutedUntil: null } } },
    ]);
    expect(other).toEqual([]);

    state = null;
    const late = subscribe('game:crash.subscribe');
    await settle();
    expect(late).toEqual([]);
  });

  it('sends nothing after it stopped, an open window included', () => {
    const { told, events, stop } = start([
      relay({
        on: 'rain.changed',
        emit: 'xp-boost.expired',
        audience: { to: 'everyone' },
        unparsed: true,
        batch: { ms: 100 },
        data: () => ({ xpBoost: null }),
      }),
    ]);
    events.emit('rain.changed', {});
    stop();
    vi.advanceTimersByTime(1_000);
    events.emit('rain.changed', {});
    vi.advanceTimersByTime(1_000);
    expect(told).toEqual([]);
  });
});
