import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type { z } from 'zod';
import { socketOptions } from '../../realtime/socket-options';

// A browser source's one socket: it joins with the capture token from its address (never
// a session: OBS has none), hears its owner's own play, and stops for good when the token
// is revoked (the server says so, then disconnects it) or refused. Each game's capture view
// listens for its own events through `on`, parsed with their contract schemas.

export type CaptureStatus = 'connecting' | 'watching' | 'offline' | 'refused' | 'revoked';

export interface CaptureFeed {
  /**
   * Hears one server event, parsed with its contract payload schema (anything that does not
   * parse is dropped); returns the function that stops listening.
   */
  on<T>(event: string, payload: z.ZodType<{ data: T }>, handler: (data: T) => void): () => void;
  /** Runs after every (re)join: rooms do not survive a new connection, so public ones are re-entered here. */
  onJoined(handler: () => void): () => void;
  /** Sends a client event with an ack (a public room's subscription). */
  emitWithAck(event: string, payload: unknown): Promise<unknown>;
  close(): void;
}

type JoinAck = { data?: { watching?: boolean }; error?: { message?: string; code?: string } };

/** Connects and joins; the returned feed closes it. */
export function openCaptureFeed(
  token: string,
  onStatus: (status: CaptureStatus, message?: string) => void,
  connect: (options: Partial<ManagerOptions & SocketOptions>) => Socket = (options) => io(options),
): CaptureFeed {
  let ended = false;
  const joined = new Set<() => void>();
  // No cookie: the token alone says whose play this is.
  const socket = connect({ ...socketOptions, withCredentials: false });
  const end = (status: 'refused' | 'revoked', message?: string) => {
    if (ended) return;
    ended = true;
    onStatus(status, message);
    socket.close();
  };

  socket.on('connect', () => {
    onStatus('connecting');
    // Joined again after every reconnect: rooms do not survive a new connection.
    void (
      socket.timeout(10_000).emitWithAck('capture.join', { data: { token } }) as Promise<JoinAck>
    ).then(
      (ack) => {
        if (!ack?.data?.watching) return end('refused', ack?.error?.message);
        onStatus('watching');
        for (const handler of joined) handler();
      },
      () => onStatus('offline'),
    );
  });
  socket.on('capture.revoked', () => end('revoked'));
  socket.on('disconnect', (reason: string) => {
    // The server only drops a capture socket on purpose when its token was revoked.
    if (reason === 'io server disconnect') end('revoked');
    else if (!ended) onStatus('offline');
  });

  return {
    on(event, payload, handler) {
      const listener = (raw: unknown) => {
        const parsed = payload.safeParse(raw);
        if (parsed.success) handler(parsed.data.data);
      };
      socket.on(event, listener);
      return () => void socket.off(event, listener);
    },
    onJoined(handler) {
      joined.add(handler);
      return () => void joined.delete(handler);
    },
    emitWithAck: (event, payload) => socket.timeout(10_000).emitWithAck(event, payload),
    close() {
      ended = true;
      joined.clear();
      socket.close();
    },
  };
}
