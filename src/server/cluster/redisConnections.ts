import { Redis } from 'ioredis';

// The four Redis connections of a node. The two that send commands (`command`: limits,
// reveals, broadcast publishes; `pub`: socket.io's adapter) queue nothing while Redis is
// away: a command then fails at once, and its caller serves without it (a request's rate
// limit counted by this node alone, a reveal shown at once, an event that other nodes miss)
// instead of holding the request until ioredis gives up. The subscribing two keep ioredis's
// defaults and subscribe again when Redis is back.

// A type, not an interface: metrics take it as a record of named connections.
export type RedisConnections = {
  command: Redis;
  pub: Redis;
  sub: Redis;
  broadcastSub: Redis;
};

/** How long a starting node waits for Redis before it fails (its supervisor starts it again). */
const READY_WITHIN_MS = 15_000;

export async function connectRedis(
  url: string,
  onPublishError: (error: unknown) => void,
): Promise<RedisConnections> {
  const commands = { maxRetriesPerRequest: 3, lazyConnect: false, enableOfflineQueue: false };
  const command = new Redis(url, commands);
  const pub = new Redis(url, commands);
  const sub = pub.duplicate({ enableOfflineQueue: true });
  // The broadcast port listens on its own connection (a subscribing one can do nothing else).
  const broadcastSub = pub.duplicate({ enableOfflineQueue: true });
  await Promise.all([command, pub].map(ready));
  publishesNeverThrow(pub, onPublishError);
  return { command, pub, sub, broadcastSub };
}

/** Waits for the connection to be ready; ioredis retries refused connects meanwhile. */
async function ready(connection: Redis): Promise<void> {
  if (connection.status === 'ready') return;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      connection.off('ready', onReady);
      connection.disconnect();
      reject(new Error(`Redis did not answer within ${READY_WITHIN_MS / 1000} s`));
    }, READY_WITHIN_MS);
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    connection.once('ready', onReady);
  });
}

/**
 * socket.io's Redis adapter publishes without waiting for the answer: a publish that fails
 * while Redis is away would be an unhandled rejection, which ends the process. Each one
 * is handled here (reported) and still answered to whoever does wait for it.
 */
function publishesNeverThrow(pub: Redis, onError: (error: unknown) => void): void {
  const publish = pub.publish.bind(pub) as (...args: unknown[]) => Promise<number>;
  (pub as unknown as { publish: (...args: unknown[]) => Promise<number> }).publish = (...args) => {
    const sent = publish(...args);
    sent.catch(onError);
    return sent;
  };
}
