import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { type ScratchDatabase, createScratchDatabase } from '../helpers/pgDatabase';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Affiliate commission raced for real: two processes on one PostgreSQL. Both accrue the
// referees' wagers at once and the total is still exact; claims sent to both at once pay once.
let scratch: ScratchDatabase;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  const config = { databaseUrl: scratch.url, dbPoolSize: 20, rateLimitPerMinute: 1_000_000 };
  a = await startTestApp(config);
  b = await startTestApp(config);
}, 60_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await scratch?.drop();
});

const balanceOf = async (client: Client) =>
  (await client.get('/api/users/me')).body.user.balance as number;

/** A player referred by `code`, registered through `t`. */
async function referee(t: TestApp, code: string) {
  const client = new Client(t.url, t.origin);
  const visit = await client.post('/api/affiliate/visit', { data: { code } });
  const cookie = visit.headers.getSetCookie().find((c) => c.startsWith('referral='))!;
  const name = `p_${randomUUID().slice(0, 8)}`;
  const res = await client.post(
    '/api/auth/register',
    {
      username: name,
      email: `${name}@example.test`,
      password: 'correct horse battery',
      acceptTerms: true,
    },
    { cookie: cookie.split(';')[0]! },
  );
  expect(res.status).toBe(200);
  return client;
}

describe('affiliate commission on PostgreSQL', () => {
  it('accrues exactly with two processes draining, and pays parallel claims once', async () => {
    const affiliate = new Client(a.url, a.origin);
    const owner = await affiliate.register();
    const code = `pg${randomUUID().slice(0, 8)}`;
    expect((await affiliate.post('/api/affiliate/code/create', { data: { code } })).status).toBe(
      200,
    );
    const players = [await referee(a, code), await referee(b, code), await referee(a, code)];

    // 3 players x 8 dice bets of 1,250 on both servers: 30,000 staked, 300 of edge, 30 of
    // commission.
    await Promise.all(
      players.map(async (player, i) => {
        for (let bet = 0; bet < 8; bet++) {
          const res = await new Client(i % 2 ? b.url : a.url, a.origin, player.address).request(
            'POST',
            '/api/games/dice/bet',
            { amount: 1_250, target: 5000, direction: 'over' },
            { cookie: player.cookie },
          );
          expect(res.status).toBe(200);
        }
      }),
    );
    await Promise.all([a.app.services.accruals.drain(), b.app.services.accruals.drain()]);
    await a.app.services.accruals.drain();

    const stats = await affiliate.get('/api/affiliate');
    expect(stats.body.affiliate).toMatchObject({
      referees: 3,
      wagered: 30_000,
      earned: 30,
      claimable: 30,
    });

    const before = await balanceOf(affiliate);
    const onB = new Client(b.url, b.origin);
    onB.cookie = affiliate.cookie;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? onB : affiliate).post('/api/affiliate/claim')),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(11);
    expect(await balanceOf(affiliate)).toBe(before + 30);
    const [paid] = await queryRows<{ total: string }>(
      a.app.services.db,
      sql`SELECT coalesce(sum(amount), 0)::text AS total FROM affiliate_claims
          WHERE user_id = ${owner.id}`,
    );
    expect(paid!.total).toBe('30');
  });
});
