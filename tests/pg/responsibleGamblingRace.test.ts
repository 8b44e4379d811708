import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScratchDatabase, REDIS_URL, createScratchDatabase } from '../helpers/pgDatabase';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Two processes on one PostgreSQL: the bets guard locks a limited player's row before it
// sums their stakes, so bets racing on both processes cannot each fit the same room.
let scratch: ScratchDatabase;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  const config = {
    databaseUrl: scratch.url,
    redisUrl: REDIS_URL,
    dbPoolSize: 30,
    rateLimitPerMinute: 100_000,
  };
  a = await startTestApp(config);
  b = await startTestApp(config);
}, 60_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await scratch?.drop();
});

const bet = (client: Client, amount: number) =>
  client.post('/api/games/dice/bet', { amount, target: 5000, direction: 'over' });

describe('limits under concurrency (PostgreSQL)', () => {
  it('20 racing bets of 2.00 against a 10.00 wager limit: exactly 5 pass', async () => {
    const onA = new Client(a.url, a.origin);
    await onA.register();
    const onB = new Client(b.url, b.origin);
    onB.cookie = onA.cookie;
    const set = await onA.post('/api/responsible-gambling/limits', {
      data: { kind: 'wager', period: 'day', amount: 1_000 },
    });
    expect(set.status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => bet(i % 2 === 0 ? onA : onB, 200)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    for (const refused of answers.filter((r) => r.status !== 200)) {
      // A nonce race is answered by the settlement's retry; what is left is the limit.
      expect(refused.body.error.code).toBe('LIMIT_REACHED');
    }
  });

  it('racing bets of a self-excluding player: none passes after the exclusion commits', async () => {
    const client = new Client(a.url, a.origin);
    await client.register();
    const exclusion = client.post('/api/responsible-gambling/self-exclusion', {
      data: { period: '24h' },
    });
    await exclusion;
    const answers = await Promise.all(Array.from({ length: 6 }, () => bet(client, 100)));
    expect(answers.every((r) => r.status === 403)).toBe(true);
  });
});
