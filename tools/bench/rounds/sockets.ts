import { io as connect, type Socket } from 'socket.io-client';

// The bench's receivers: plain socket.io clients in this process, each its own connection
// (as N browsers would have), each in the round games' rooms.

/** The site origin every client and request of the bench speaks from. */
export const ORIGIN = 'http://localhost:3999';

const CONNECT_BATCH = 100;

async function open(url: string): Promise<Socket> {
  const socket = connect(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { origin: ORIGIN },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/**
 * `count` sockets, alternately on each url, each subscribed to every room of `rooms`.
 * Every socket opened goes into `into` at once, so it is closed in the end even if a
 * later batch fails.
 */
export async function openSubscribed(
  urls: string[],
  count: number,
  rooms: readonly string[],
  into: Socket[],
): Promise<Socket[]> {
  const opened: Socket[] = [];
  for (let i = 0; i < count; i += CONNECT_BATCH) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(CONNECT_BATCH, count - i) }, (_, j) =>
        open(urls[(i + j) % urls.length]!),
      ),
    );
    into.push(...batch);
    opened.push(...batch);
    for (const room of rooms) {
      const acks = await Promise.all(
        batch.map((s) => s.timeout(30_000).emitWithAck(`${room}.subscribe`)),
      );
      if (acks.some((ack) => ack !== true)) throw new Error(`a socket was refused ${room}`);
    }
  }
  return opened;
}
