import { EventEmitter } from 'node:events';

/**
 * What processes tell each other. Every message names the facts, not what to do with them:
 * each subscriber decides for what it holds (its cache, its own sockets).
 */
export interface BroadcastMessages {
  /** Sessions that ended (logout, revocation, password or 2FA change, ban: with its end). */
  'sessions.ended': { sessionIds: string[]; ban?: { until: string | null } };
  /** Sessions whose stored state changed (a second factor was proved): read them again. */
  'sessions.changed': { sessionIds: string[] };
  /** Socket deliveries of a notification change, planned once where the change happened. */
  'notifications.deliver': { deliveries: unknown[]; record: unknown; at: string };
  /** A player's XP boost began: each process keeps it for the XP its bets announce. */
  'xp-boost.started': { userId: string; boostE2: number; until: string };
  /** The leader read the crypto rates (US dollars per coin) at `readAt` (epoch ms). */
  'cashier.rates': { rates: Record<string, number>; readAt: number };
  /** A browser source follows these players' play from this process (domain/streamer). */
  'capture.watching': { userIds: string[] };
  /** A chat message was posted or removed: each process reads the history again. */
  'chat.changed': Record<string, never>;
}
export type BroadcastTopic = keyof BroadcastMessages;

/** Every topic, for a transport that checks what peers send (a missing one fails to compile). */
export const BROADCAST_TOPICS = Object.keys({
  'sessions.ended': true,
  'sessions.changed': true,
  'notifications.deliver': true,
  'xp-boost.started': true,
  'cashier.rates': true,
  'capture.watching': true,
  'chat.changed': true,
} satisfies Record<BroadcastTopic, true>) as [BroadcastTopic, ...BroadcastTopic[]];

/**
 * The broadcast port: the one way a process tells every process of the cluster (itself
 * included) that something happened. The cluster rules:
 *
 * - `publish` delivers to this process's subscribers at once, synchronously, before it
 *   returns; then to every other process, through Redis when `REDIS_URL` is set. Without
 *   it the process is the whole cluster.
 * - Each process hears each message once. Delivery to peers is at most once and unordered
 *   against HTTP answers: what a message clears must also expire on its own (caches keep a
 *   short time to live), and what it tells sockets must be safe to miss on a reconnect.
 * - Messages are JSON; a subscriber validates what it receives from peers.
 * - The resolved promise means peers' Redis accepted the message; publishing never throws
 *   (a lost connection is logged, the time to live covers it).
 *
 * Socket events that a room or `io.emit` can carry (balances, chat, drops, rain) do not
 * come through here: the process where the domain event happened emits once and the
 * socket.io adapter carries it (see realtime/relays.ts). This port is for what every
 * process must apply to what only it holds.
 */
export interface Broadcast {
  publish<T extends BroadcastTopic>(topic: T, message: BroadcastMessages[T]): Promise<void>;
  subscribe<T extends BroadcastTopic>(
    topic: T,
    listener: (message: BroadcastMessages[T]) => void,
  ): () => void;
}

/** Delivers to this process's subscribers; the in-process half of every broadcast. */
export class LocalBroadcast implements Broadcast {
  private readonly emitter = new EventEmitter();

  constructor(private readonly onListenerError: (error: unknown) => void = () => {}) {
    this.emitter.setMaxListeners(50);
  }

  /** Delivers a message here only; the Redis broadcast calls it for what peers sent. */
  deliver(topic: BroadcastTopic, message: unknown): void {
    for (const listener of this.emitter.listeners(topic)) {
      try {
        (listener as (m: unknown) => void)(message);
      } catch (error) {
        // One subscriber's fault must not keep the others from hearing the message.
        this.onListenerError(error);
      }
    }
  }

  publish<T extends BroadcastTopic>(topic: T, message: BroadcastMessages[T]): Promise<void> {
    this.deliver(topic, message);
    return Promise.resolve();
  }

  subscribe<T extends BroadcastTopic>(
    topic: T,
    listener: (message: BroadcastMessages[T]) => void,
  ): () => void {
    this.emitter.on(topic, listener);
    return () => this.emitter.off(topic, listener);
  }
}
