import { type ServerEventName, serverEvents } from '../../shared/contract';
import type { DomainEventBus, DomainEvents } from '../domain/events';
import { captureRoom } from './captureSockets';
import { userRoom } from './channels';

// The engine behind the relay table (each area's rows, domain/<area>/relays.ts): it hears each entry's domain event on the bus and tells
// the entry's audience, at once or at the end of a batch window, and tells a socket that
// subscribes to an entry's channel its snapshot.

type EventName = keyof DomainEvents;

/** Who hears an entry's socket event. */
export type Audience<P> =
  | { to: 'everyone' }
  | { to: 'player'; userId: (payload: P) => string }
  | { to: 'room'; rooms: (payload: P) => string | string[] }
  /** The browser sources of these players; players nobody follows are left out. */
  | { to: 'capture'; userIds: (payload: P) => readonly string[] };

/**
 * A window opened by the first event and closed `ms` later: its events go out once per
 * key (the entry's data gets the key's last event and all of them, in order). It closes no sooner than `spacingMs` after its socket event last
 * went out (a throttle), and never while the previous window of the entry is still being
 * read: changes during a read wait for one more.
 */
export interface BatchWindow<P> {
  ms: number;
  spacingMs?: number;
  key?: (payload: P) => string | number;
}

/** Checks a socket payload before it leaves the server. */
export interface PayloadSchema {
  parse(value: unknown): unknown;
}

/**
 * The socket event told: one the contract's table lists (checked with its schema), or one
 * derived from a game's manifest (a room game's `<kind>.game`), with the schema derived too.
 */
type Told<E> = { emit: E; payload?: undefined } | { emit: string; payload: PayloadSchema };

/** What a socket subscribing to `channel` is told at once: the state as it is, or nothing. */
export type Snapshot = Told<ServerEventName> & {
  channel: string;
  read: () => Promise<unknown>;
};

export type RelayEntry<K extends EventName> = Told<
  ServerEventName | ((payload: DomainEvents[K]) => ServerEventName)
> &
  RelayRow<K>;

interface RelayRow<K extends EventName> {
  on: K;
  audience: Audience<DomainEvents[K]>;
  /**
   * The socket payload's `data`; it may be read after the commit. In a batch window it gets
   * its key's last event and every event of the key, in order (else just the one).
   */
  data: (payload: DomainEvents[K], batched: readonly DomainEvents[K][]) => unknown;
  /** Only these events are told. */
  when?: (payload: DomainEvents[K]) => boolean;
  batch?: BatchWindow<DomainEvents[K]>;
  /**
   * Entries on one lane go out in the order their events (or windows) came, each read
   * waiting its turn. Without a lane an entry goes out as soon as its data is there.
   */
  lane?: string;
  /** Socket events whose open windows go out first: they happened before this one. */
  flushes?: ServerEventName[];
  /** Sent as built, not parsed with the contract (the hot path of every bet). */
  unparsed?: true;
  snapshot?: Snapshot;
  /** After the emit, in order (a revoked capture token's sockets are dropped). */
  after?: (payload: DomainEvents[K]) => void;
}

/** One entry of any event (the table's rows; `relay` checks each one's types). */
export type AnyRelayEntry = RelayEntry<EventName>;

export const relay = <K extends EventName>(entry: RelayEntry<K>): AnyRelayEntry =>
  entry as unknown as AnyRelayEntry;

interface Emitter {
  emit(event: string, payload: unknown): unknown;
}

/** The part of socket.io's server the engine uses. */
export interface RelayIo extends Emitter {
  to(rooms: string | string[]): Emitter;
  on(event: 'connection', listener: (socket: SubscribingSocket) => void): unknown;
}

export interface SubscribingSocket extends Emitter {
  use(middleware: (packet: unknown[], next: (error?: Error) => void) => void): unknown;
}

export interface RelayEngineDeps {
  io: RelayIo;
  events: DomainEventBus;
  /** Whether some browser source follows the player (the capture audience). */
  isWatched: (userId: string) => boolean;
  onError: (error: unknown, what: string) => void;
}

interface OpenWindow {
  timer: NodeJS.Timeout | undefined;
  pending: Map<unknown, unknown[]>;
  /** The previous window's flush, while it runs. */
  reading: Promise<void> | undefined;
  dueWhenRead: boolean;
}

const payloadSchemas = serverEvents as unknown as Record<
  string,
  { payload: { parse(v: unknown): unknown } }
>;
const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof (value as Promise<unknown> | undefined)?.then === 'function';

/** Starts every entry; the answer stops them (timers cleared, nothing sent after). */
export function startRelays(entries: readonly AnyRelayEntry[], deps: RelayEngineDeps): () => void {
  const { io, onError } = deps;
  let stopped = false;
  const lanes = new Map<string, Promise<void>>();
  const windows = new Map<AnyRelayEntry, OpenWindow>();
  const lastSentAt = new Map<string, number>();

  const eventOf = (entry: AnyRelayEntry, payload: unknown) =>
    typeof entry.emit === 'function' ? entry.emit(payload as never) : entry.emit;

  function targetOf(audience: Audience<unknown>, payload: unknown): Emitter | null {
    switch (audience.to) {
      case 'everyone':
        return io;
      case 'player':
        return io.to(userRoom(audience.userId(payload)));
      case 'room':
        return io.to(audience.rooms(payload));
      case 'capture': {
        // Unwatched, the event is not even built.
        const watched = audience.userIds(payload).filter(deps.isWatched);
        return watched.length > 0 ? io.to(watched.map(captureRoom)) : null;
      }
    }
  }

  function send(
    entry: AnyRelayEntry,
    event: string,
    target: Emitter,
    data: unknown,
    payload: unknown,
  ) {
    if (stopped) return;
    // Nothing leaves the server that the contract does not describe.
    const schema = entry.payload ?? payloadSchemas[event]!.payload;
    const message = entry.unparsed ? { data } : schema.parse({ data });
    lastSentAt.set(event, Date.now());
    target.emit(event, message);
    entry.after?.(payload as never);
  }

  /** Tells one event (or one key of a window); a promise while its data is read. */
  function deliver(entry: AnyRelayEntry, batched: unknown[]): Promise<void> | void {
    const payload = batched[batched.length - 1];
    const event = eventOf(entry, payload);
    const target = targetOf(entry.audience as Audience<unknown>, payload);
    if (!target) return;
    const data = entry.data(payload as never, batched as never);
    if (isPromise(data)) return data.then((read) => send(entry, event, target, read, payload));
    send(entry, event, target, data, payload);
  }

  /** Tells each in turn; synchronously as long as no data has to be read. */
  function deliverInTurn(entry: AnyRelayEntry, batch: unknown[][]): Promise<void> | void {
    let next = 0;
    const step = (): Promise<void> | void => {
      while (next < batch.length) {
        const reading = deliver(entry, batch[next++]!);
        if (reading) return reading.then(step);
      }
    };
    return step();
  }

  /**
   * Runs a job now, or after everything before it on its lane: a promise while it runs,
   * nothing once it is done.
   */
  function run(entry: AnyRelayEntry, job: () => Promise<void> | void): Promise<void> | void {
    const report = (error: unknown) => {
      if (!stopped) onError(error, typeof entry.emit === 'string' ? entry.emit : entry.on);
    };
    if (entry.lane === undefined) {
      try {
        return job()?.catch(report);
      } catch (error) {
        report(error);
        return;
      }
    }
    const next = (lanes.get(entry.lane) ?? Promise.resolve()).then(job).catch(report);
    lanes.set(entry.lane, next);
    return next;
  }

  /** Closes the entry's window now: its events are taken at once, told in turn. */
  function flush(entry: AnyRelayEntry) {
    const open = windows.get(entry);
    if (!open || open.pending.size === 0) return;
    clearTimeout(open.timer);
    open.timer = undefined;
    open.dueWhenRead = false;
    const batch = [...open.pending.values()];
    open.pending.clear();
    const running = run(entry, () => deliverInTurn(entry, batch));
    if (!running) return;
    const reading = running.finally(() => {
      if (open.reading !== reading) return;
      open.reading = undefined;
      if (open.dueWhenRead) flush(entry);
    });
    open.reading = reading;
  }

  function collect(entry: AnyRelayEntry, window: BatchWindow<unknown>, payload: unknown) {
    let open = windows.get(entry);
    if (!open) {
      open = { timer: undefined, pending: new Map(), reading: undefined, dueWhenRead: false };
      windows.set(entry, open);
    }
    const key = window.key ? window.key(payload) : null;
    const earlier = open.pending.get(key);
    if (earlier) earlier.push(payload);
    else open.pending.set(key, [payload]);
    if (open.timer || open.dueWhenRead) return;
    const sentAt = lastSentAt.get(eventOf(entry, payload));
    const spaced = sentAt === undefined ? 0 : sentAt + (window.spacingMs ?? 0) - Date.now();
    const current = open;
    current.timer = setTimeout(
      () => {
        current.timer = undefined;
        if (current.reading) current.dueWhenRead = true;
        else flush(entry);
      },
      Math.max(window.ms, spaced),
    );
  }

  const byEvent = new Map<string, AnyRelayEntry[]>();
  for (const entry of entries) {
    if (typeof entry.emit === 'string') {
      const same = byEvent.get(entry.emit) ?? [];
      byEvent.set(entry.emit, [...same, entry]);
    }
  }

  const stops = entries.map((entry) =>
    deps.events.on(entry.on, (payload) => {
      if (entry.when && !entry.when(payload)) return;
      for (const first of entry.flushes ?? []) for (const e of byEvent.get(first) ?? []) flush(e);
      if (entry.batch) collect(entry, entry.batch as BatchWindow<unknown>, payload);
      else void run(entry, () => deliver(entry, [payload]));
    }),
  );

  const snapshots = new Map<string, Array<{ entry: AnyRelayEntry; snapshot: Snapshot }>>();
  for (const entry of entries) {
    if (!entry.snapshot) continue;
    const event = `${entry.snapshot.channel}.subscribe`;
    snapshots.set(event, [...(snapshots.get(event) ?? []), { entry, snapshot: entry.snapshot }]);
  }
  if (snapshots.size > 0)
    io.on('connection', (socket) => {
      // After the gateway's subscription handling: the socket is in the room, so no change
      // falls between the snapshot and what it hears next.
      socket.use(([event], next) => {
        next();
        for (const { entry, snapshot } of snapshots.get(String(event)) ?? [])
          snapshot.read().then(
            (data) => {
              if (data === null || data === undefined || stopped) return;
              const schema = snapshot.payload ?? payloadSchemas[snapshot.emit]!.payload;
              socket.emit(snapshot.emit, schema.parse({ data }));
            },
            (error: unknown) => onError(error, `${entry.on}: snapshot for a subscriber`),
          );
      });
    });

  return () => {
    stopped = true;
    for (const open of windows.values()) clearTimeout(open.timer);
    stops.forEach((stop) => stop());
  };
}
