// The embedded database serves players in the order they came, new connections included:
// players on open connections keep betting while newcomers connect and ask. Before the
// fix, every request read in one event-loop iteration ran its PGlite work inside it, Node
// accepts one connection per iteration, and newcomers waited for dozens of such
// iterations (see src/server/db/turnQueue.ts).
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../helpers/testApp';

const BETTORS = 40;
const NEWCOMERS = 20;

let t: TestApp;
beforeAll(async () => {
  // The test's clients share one /64, which the HTTP rate limit counts as one visitor.
  t = await startTestApp({ rateLimitPerMinute: 1_000_000 });
});
afterAll(async () => {
  await t?.close();
});

/** One GET on a connection of its own; answers the status once the answer is read. */
function getOnNewConnection(url: string): Promise<number> {
  const agent = new Agent({ keepAlive: false });
  return new Promise((resolve, reject) => {
    request(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
}

describe('PGlite under load', () => {
  it('answers newcomers within a bounded wait while open connections keep betting', async () => {
    const bettors = await Promise.all(
      Array.from({ length: BETTORS }, async () => {
        const client = new Client(t.url, t.origin);
        await client.register();
        return client;
      }),
    );
    let betting = true;
    let bets = 0;
    const loops = bettors.map(async (client) => {
      while (betting) {
        const res = await client.post('/api/games/dice/bet', {
          amount: 100,
          target: 5000,
          direction: 'over',
        });
        expect(res.status).toBe(200);
        bets++;
      }
    });
    try {
      // Let the bettors fill the queue, then newcomers connect, each asking /ready (which
      // asks the database).
      while (bets < BETTORS) await new Promise((resolve) => setTimeout(resolve, 10));
      const started = performance.now();
      const waits = await Promise.all(
        Array.from({ length: NEWCOMERS }, async () => {
          expect(await getOnNewConnection(`${t.url}/ready`)).toBe(200);
          return performance.now() - started;
        }),
      );
      // Fair: a newcomer waits about one turn of the queue (40 bets), not one full pass of
      // every open connection per newcomer ahead of it (20 x 40 bets).
      expect(Math.max(...waits), `waits ${waits.map(Math.round).join(' ')} ms`).toBeLessThan(5000);
    } finally {
      betting = false;
      await Promise.all(loops);
    }
  });
});
