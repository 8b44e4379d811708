import type { ManagerOptions, SocketOptions } from 'socket.io-client';

/** Connection settings from the spec: websocket only, 1-5 s jittered backoff, never give up. */
export const socketOptions = {
  transports: ['websocket'],
  withCredentials: true,
  reconnection: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Infinity,
  timeout: 20_000,
} satisfies Partial<ManagerOptions & SocketOptions>;
