import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xpToReach } from '../../src/shared/levels';
import { type ScratchDatabase, createScratchDatabase } from '../helpers/pgDatabase';
import { balanceOf, say } from '../helpers/rainPlayers';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Two server processes' worth of app on one real PostgreSQL, pools big enough that the
// concurrent requests below really run in parallel.
let scratch: ScratchDatabase;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  const config = { databaseUrl: scratch.url, dbPoolSize: 30, tipTwoFactorAbove: 10_000_000 };
  a = await startTestApp(config);
  b = await startTestApp(config);
}, 60_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await scratch?.drop();
});

describe('tips on PostgreSQL', () => {
  it('50 concurrent whole-balance tips (to players and the rain) never overspend', async () => {
    const sender = new Client(a.url, a.origin);
    const me = await sender.register();
    const recipient = new Client(a.url, a.origin);
    const them = await recipient.register();
    const poolBefore = (await sender.get('/api/rain')).body.rain.pool as number;

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? sender.post('/api/users/tip', { recipient: them.id, amount: me.balance })
          : sender.post('/api/rain/tip', { amount: me.balance }),
      ),
    );
    const ok = answers.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const r of answers.filter((r) => r.status !== 200)) {
      expect(r.status).toBe(400);
      expect(r.body.error.message).toBe('Insufficient balance');
    }
    expect(await balanceOf(sender)).toBe(0);
    const toPlayer = (await balanceOf(recipient)) - them.balance;
    const toPool = ((await sender.get('/api/rain')).body.rain.pool as number) - poolBefore;
    expect(toPlayer + toPool).toBe(me.balance);
  });

  it('two processes paying the same round pay it once, while tips race into the pool', async () => {
    const chatters = await Promise.all(
      [a, a, b].map(async (app) => {
        const client = new Client(app.url, app.origin);
        const user = await client.register();
        await app.app.services.db.execute(
          sql`UPDATE users SET xp = ${xpToReach(5)} WHERE id = ${user.id}`,
        );
        const socket = await client.socket();
        await say(socket, `rain on ${user.username}`);
        socket.close();
        return { client, user };
      }),
    );
    const tipper = new Client(b.url, b.origin);
    await tipper.register();
    const poolStart = (await tipper.get('/api/rain')).body.rain.pool as number;
    await tipper.post('/api/rain/tip', { amount: 30_000 });
    const before = await Promise.all(chatters.map((c) => balanceOf(c.client)));

    const slot = 77_777;
    const [r1, r2] = await Promise.all([
      a.app.services.rain.payRound(slot),
      b.app.services.rain.payRound(slot),
      tipper.post('/api/rain/tip', { amount: 1_000 }),
      tipper.post('/api/rain/tip', { amount: 1_000 }),
    ]);
    const rounds = [r1, r2] as Array<Awaited<ReturnType<typeof a.app.services.rain.payRound>>>;
    expect(rounds.filter((r) => r.paid)).toHaveLength(1);
    const paid = rounds.find((r) => r.paid)!;
    expect(paid.recipients).toHaveLength(3);
    expect(paid.share).toBe(Math.floor(paid.pool / 3));
    const after = await Promise.all(chatters.map((c) => balanceOf(c.client)));
    expect(after.map((x, i) => x - before[i]!)).toEqual([paid.share, paid.share, paid.share]);
    const pool = (await tipper.get('/api/rain')).body.rain.pool as number;
    // Whatever the round saw, the pool now holds its remainder plus every tip it did not see.
    expect(pool).toBe(poolStart + 30_000 + 2_000 - 3 * paid.share);
    expect(pool).toBeGreaterThanOrEqual(0);
  });
});
