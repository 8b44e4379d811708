import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { ActionLimiter } from './actionLimiter';
import { ACTION_LIMITS } from './limits';

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('ActionLimiter while Redis is away', () => {
  it('counts on this node alone: calls are served up to the limit, then refused', async () => {
    // As a node's command connection is made (cluster/redisConnections.ts): nothing queued.
    const away = new Redis(`redis://127.0.0.1:${await closedPort()}`, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    away.on('error', () => undefined);
    try {
      const limiter = new ActionLimiter({ ...ACTION_LIMITS, money: { perAddress: 2 } }, away);
      const attempt = { address: '192.0.2.1' };
      await limiter.check('money', attempt);
      await limiter.check('money', attempt);
      await expect(limiter.check('money', attempt)).rejects.toMatchObject({
        code: 'RATE_LIMITED',
        status: 429,
      });
    } finally {
      away.disconnect();
    }
  });
});
