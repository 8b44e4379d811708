import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xpToReach } from '../../src/shared/levels';
import { type ScratchDatabase, REDIS_URL, createScratchDatabase } from '../helpers/pgDatabase';
import { balanceOf, say } from '../helpers/rainPlayers';
import { queryRows } from '../../src/server/db/client';
import { Client, type TestApp, nextEvent, startTestApp } from '../helpers/testApp';

// Two server processes' worth of app on one real PostgreSQL and one Redis, pools big enough
// that the concurrent requests below really run in parallel.
let scratch: ScratchDatabase;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  const config = {
    databaseUrl: scratch.url,
    redisUrl: REDIS_URL,
    dbPoolSize: 30,
    tipTwoFactorAbove: 10_000_000,
    // The tests race up to 50 of one player's tips at once: past the limits of a person.
    rateLimitPerMinute: 1_000_000,
  };
  a = await startTestApp(config);
  b = await startTestApp(config);
}, 60_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await scratch?.drop();
});

const rainTip = (amount: number) => ({ amount, idempotencyKey: randomUUID() });

/** One session, a client on each process. */
async function playerOnBoth() {
  const onA = new Client(a.url, a.origin);
  const user = await onA.register();
  const onB = new Client(b.url, b.origin);
  onB.cookie = onA.cookie;
  return { user, clients: [onA, onB] };
}

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
          ? sender.post('/api/users/tip', {
              recipient: them.id,
              amount: me.balance,
              idempotencyKey: randomUUID(),
            })
          : sender.post('/api/rain/tip', { amount: me.balance, idempotencyKey: randomUUID() }),
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
    await tipper.post('/api/rain/tip', rainTip(30_000));
    const before = await Promise.all(chatters.map((c) => balanceOf(c.client)));

    const slot = 77_777;
    const [r1, r2] = await Promise.all([
      a.app.services.rain.payRound(slot),
      b.app.services.rain.payRound(slot),
      tipper.post('/api/rain/tip', rainTip(1_000)),
      tipper.post('/api/rain/tip', rainTip(1_000)),
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

  it('the same tip key sent 20 times at once, through both processes, moves money once', async () => {
    const sender = await playerOnBoth();
    const recipient = new Client(a.url, a.origin);
    const them = await recipient.register();
    const body = { recipient: them.id, amount: 12_345, idempotencyKey: randomUUID() };

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => sender.clients[i % 2]!.post('/api/users/tip', body)),
    );
    for (const r of answers) {
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body).toEqual({
        balance: sender.user.balance - 12_345,
        ledgerPosition: expect.any(Number),
        recipient: { id: them.id, username: them.username },
      });
    }
    expect(await balanceOf(sender.clients[0]!)).toBe(sender.user.balance - 12_345);
    expect(await balanceOf(recipient)).toBe(them.balance + 12_345);
    const [audit] = await queryRows<{ n: number }>(
      a.app.services.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'wallet.tip' AND actor_id = ${sender.user.id}`,
    );
    expect(audit!.n).toBe(1);
  });

  it('the same rain tip key sent 20 times at once, through both processes, moves money once', async () => {
    const sender = await playerOnBoth();
    const poolBefore = (await sender.clients[0]!.get('/api/rain')).body.rain.pool as number;
    const body = rainTip(5_555);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => sender.clients[i % 2]!.post('/api/rain/tip', body)),
    );
    for (const r of answers) {
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.balance).toBe(sender.user.balance - 5_555);
    }
    expect(await balanceOf(sender.clients[1]!)).toBe(sender.user.balance - 5_555);
    expect((await sender.clients[0]!.get('/api/rain')).body.rain.pool).toBe(poolBefore + 5_555);
  });
});

describe('rain.update across processes', () => {
  it('reaches every socket of both processes exactly once per tip', async () => {
    const sockets: Socket[] = [];
    for (const app of [a, b, a, b]) sockets.push(await new Client(app.url, app.origin).socket());
    const heard = sockets.map((socket) => {
      const pools: number[] = [];
      socket.on('rain.update', (p: { data: { rain: { pool: number } } }) =>
        pools.push(p.data.rain.pool),
      );
      return pools;
    });
    const tipper = new Client(b.url, b.origin);
    await tipper.register();
    const arrived = sockets.map((socket) => nextEvent(socket, 'rain.update'));
    const res = await tipper.post('/api/rain/tip', rainTip(777));
    expect(res.status).toBe(200);
    await Promise.all(arrived);
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const pools of heard) expect(pools).toEqual([res.body.rain.pool]);
    for (const socket of sockets) socket.close();
  });
});
