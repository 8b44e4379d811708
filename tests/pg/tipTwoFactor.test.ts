import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScratchDatabase, REDIS_URL, createScratchDatabase } from '../helpers/pgDatabase';
import { balanceOf } from '../helpers/rainPlayers';
import { staleTwoFactor } from '../helpers/staleTwoFactor';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Two processes on one PostgreSQL: the tip limit is summed from the ledger under a
// per-sender lock, so racing tips cannot each see the sum without the others.
let scratch: ScratchDatabase;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  const config = {
    databaseUrl: scratch.url,
    redisUrl: REDIS_URL,
    dbPoolSize: 30,
    tipTwoFactorAbove: 50_000,
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

describe('the two-factor tip limit under concurrency (PostgreSQL)', () => {
  it('24 racing tips of 100.00 on two processes: exactly 500.00 goes without a code', async () => {
    const sender = new Client(a.url, a.origin);
    const me = await sender.register();
    const recipient = new Client(a.url, a.origin);
    const them = await recipient.register();
    await staleTwoFactor(a, sender, me.id);
    const onB = new Client(b.url, b.origin);
    onB.cookie = sender.cookie;

    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => {
        const client = i % 2 === 0 ? sender : onB;
        return i % 3 === 0
          ? client.post('/api/rain/tip', { amount: 10_000, idempotencyKey: randomUUID() })
          : client.post('/api/users/tip', {
              recipient: them.id,
              amount: 10_000,
              idempotencyKey: randomUUID(),
            });
      }),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 403)).toHaveLength(19);
    expect(await balanceOf(sender)).toBe(me.balance - 50_000);
  });
});
