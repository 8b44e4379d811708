import type { Xp } from '../../../shared/contract/users';
import type { Hundredths } from '../../../shared/money';
import { type AccountBan, banOfSessionEnded } from '../session/ban-notice';
import { xpOfPayload } from '../xp/xp-update';
import type { ChannelRegistry } from './channel-registry';
import type { ConnectionStatus } from './realtime-store';

/** The part of a socket.io client socket this module uses (a fake in tests). */
export interface RealtimeSocket {
  readonly connected: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
}

export interface RealtimeClientDeps {
  socket: RealtimeSocket;
  channels: ChannelRegistry;
  /** `GET /auth/websocket` -> token; throws when the session is gone. */
  fetchToken(): Promise<string>;
  isLoggedIn(): boolean;
  /**
   * A pushed balance and the ledger position it reflects, with the hold of a payout in it
   * whose animation has not landed yet (every tab waits `inMs` from now to show it).
   */
  onBalance(
    balance: { balance: Hundredths; ledgerPosition: number },
    reveal?: { id: string; payout: Hundredths; inMs: number },
  ): void;
  /** The player's XP after a settled wager (`user.xp-updated`). */
  onXp?(xp: Xp): void;
  onStatus(status: ConnectionStatus): void;
  /**
   * The server has put this socket in `channel` (its subscribe was acknowledged): from now
   * on it hears the channel's events, so a read made after this misses none of them.
   */
  onJoined?(channel: string): void;
  onAuthenticated(authenticated: boolean): void;
  /**
   * The server unbound this socket because its session ended (a logout elsewhere, a
   * revocation, a password or 2FA change, a ban): learn who the tab is now. `ban` is the
   * ban that ended it, if one did.
   */
  onSessionEnded(ban: AccountBan | null): void;
  /** How long to wait for an acknowledgement before giving up. */
  ackTimeoutMs?: number;
}

export interface RealtimeClient {
  subscribe(channel: string): void;
  unsubscribe(channel: string): void;
  /** Logs the socket in as the current session user; resolves whether it worked. */
  login(): Promise<boolean>;
  logout(): Promise<boolean>;
  /** Emits an event and resolves its acknowledgement (undefined if none came in time). */
  request(event: string, payload: unknown): Promise<unknown>;
}

type Ack = { data?: { state?: unknown }; error?: { message?: string } } | undefined;

/**
 * The realtime protocol on top of a socket: log in and re-subscribe on every
 * (re)connect, keep the balance in step, track wanted channels across disconnects.
 */
export function createRealtimeClient(deps: RealtimeClientDeps): RealtimeClient {
  const { socket, channels, ackTimeoutMs = 10_000 } = deps;

  function emitWithAck(event: string, payload?: unknown): Promise<Ack> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(undefined), ackTimeoutMs);
      const done = (ack: Ack) => {
        clearTimeout(timer);
        resolve(ack);
      };
      if (payload === undefined) socket.emit(event, done);
      else socket.emit(event, payload, done);
    });
  }

  async function login(): Promise<boolean> {
    if (!socket.connected || !deps.isLoggedIn()) return false;
    try {
      const token = await deps.fetchToken();
      const ack = await emitWithAck('login', { data: { token } });
      const ok = ack?.data?.state === true;
      deps.onAuthenticated(ok);
      return ok;
    } catch {
      deps.onAuthenticated(false);
      return false;
    }
  }

  async function logout(): Promise<boolean> {
    deps.onAuthenticated(false);
    if (!socket.connected) return false;
    const ack = await emitWithAck('logout');
    return ack?.data?.state === true;
  }

  // Joined once the server acknowledges: a read made on the 'connected' status alone could
  // be answered before the join and miss an event sent in between.
  function join(channel: string): void {
    void emitWithAck(`${channel}.subscribe`).then((ack: unknown) => {
      if (ack === true && channels.has(channel)) deps.onJoined?.(channel);
    });
  }

  socket.on('connect', () => {
    deps.onStatus('connected');
    for (const channel of channels.list()) join(channel);
    void login();
  });

  socket.on('disconnect', () => {
    deps.onStatus('reconnecting');
    deps.onAuthenticated(false);
  });

  // The socket is a visitor's again; the session decides whether to log in anew.
  socket.on('session.ended', (payload: unknown) => {
    deps.onAuthenticated(false);
    deps.onSessionEnded(banOfSessionEnded(payload));
  });

  socket.on('user.balance', (payload: unknown) => {
    const data = (
      payload as
        { data?: { balance?: unknown; ledgerPosition?: unknown; reveal?: unknown } } | undefined
    )?.data;
    const { balance, ledgerPosition, reveal } = data ?? {};
    // Without its position a balance cannot be ordered against the others: not used.
    if (isWhole(balance) && isWhole(ledgerPosition))
      deps.onBalance({ balance, ledgerPosition }, revealOf(reveal));
  });

  socket.on('user.xp-updated', (payload: unknown) => {
    const xp = xpOfPayload(payload);
    if (xp) deps.onXp?.(xp);
  });

  return {
    subscribe(channel) {
      if (channels.add(channel) && socket.connected) join(channel);
    },
    unsubscribe(channel) {
      if (channels.remove(channel) && socket.connected) socket.emit(`${channel}.unsubscribe`);
    },
    login,
    logout,
    request: (event, payload) => emitWithAck(event, payload),
  };
}

const isWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** A balance's `reveal` (contract: reveal.ts), checked by hand to keep zod out of this chunk. */
function revealOf(value: unknown): { id: string; payout: Hundredths; inMs: number } | undefined {
  const { id, payout, inMs } = (value ?? {}) as { id?: unknown; payout?: unknown; inMs?: unknown };
  if (typeof id !== 'string' || id === '' || !isWhole(payout) || !isWhole(inMs)) return undefined;
  return { id, payout, inMs };
}
