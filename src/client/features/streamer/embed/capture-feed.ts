import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { type CaptureBet, captureBetPayload } from '../../../../shared/contract/streamer';
import { socketOptions } from '../../realtime/socket-options';

// A browser source's one socket: it joins with the capture token from its address (never
// a session: OBS has none), hears its owner's own bets, and stops for good when the token
// is revoked (the server says so, then disconnects it) or refused.

export type CaptureStatus = 'connecting' | 'watching' | 'offline' | 'refused' | 'revoked';

export interface CaptureFeedHandlers {
  onBet(bet: CaptureBet): void;
  onStatus(status: CaptureStatus, message?: string): void;
}

type JoinAck = { data?: { watching?: boolean }; error?: { message?: string; code?: string } };

/** Connects and joins; returns the function that closes the feed. */
export function openCaptureFeed(
  token: string,
  handlers: CaptureFeedHandlers,
  connect: (options: Partial<ManagerOptions & SocketOptions>) => Socket = (options) => io(options),
): () => void {
  let ended = false;
  // No cookie: the token alone says whose bets these are.
  const socket = connect({ ...socketOptions, withCredentials: false });
  const end = (status: 'refused' | 'revoked', message?: string) => {
    if (ended) return;
    ended = true;
    handlers.onStatus(status, message);
    socket.close();
  };

  socket.on('connect', () => {
    handlers.onStatus('connecting');
    // Joined again after every reconnect: rooms do not survive a new connection.
    void (
      socket.timeout(10_000).emitWithAck('capture.join', { data: { token } }) as Promise<JoinAck>
    ).then(
      (ack) => {
        if (ack?.data?.watching) handlers.onStatus('watching');
        else end('refused', ack?.error?.message);
      },
      () => handlers.onStatus('offline'),
    );
  });
  socket.on('capture.bet', (payload: unknown) => {
    const parsed = captureBetPayload.safeParse(payload);
    if (parsed.success) handlers.onBet(parsed.data.data);
  });
  socket.on('capture.revoked', () => end('revoked'));
  socket.on('disconnect', (reason: string) => {
    // The server only drops a capture socket on purpose when its token was revoked.
    if (reason === 'io server disconnect') end('revoked');
    else if (!ended) handlers.onStatus('offline');
  });
  return () => {
    ended = true;
    socket.close();
  };
}
