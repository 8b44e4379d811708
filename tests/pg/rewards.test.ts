import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { transact } from '../../src/server/db/transaction';
import { xpToReach } from '../../src/shared/levels';
import { type ScratchDatabase, REDIS_URL, createScratchDatabase } from '../helpers/pgDatabase';
import { balanceOf } from '../helpers/rainPlayers';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Rewards claims raced for real: two processes on one PostgreSQL, pools big enough that the
// requests run in parallel. Every claim pays once.
let scratch: ScratchDatabase;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  const config = {
    databaseUrl: scratch.url,
    redisUrl: REDIS_URL,
    dbPoolSize: 20,
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

/** One session, a client on each process, at `level`. */
async function playerOnBoth(level: number) {
  const onA = new Client(a.url, a.origin);
  const user = await onA.register();
  const onB = new Client(b.url, b.origin);
  onB.cookie = onA.cookie;
  await queryRows(
    a.app.services.db,
    sql`UPDATE users SET xp = ${xpToReach(level)} WHERE id = ${user.id}`,
  );
  return { user, clients: [onA, onB] as const };
}

const spread = <T>(n: number, each: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => each(i)));

describe('rewards on PostgreSQL', () => {
  it('accrues each wager once with both processes draining, and 20 parallel claims pay once', async () => {
    const { user, clients } = await playerOnBoth(12);
    const bets = await spread(10, (i) =>
      clients[i % 2]!.post('/api/games/dice/bet', {
        amount: 1_000,
        target: 5000,
        direction: 'over',
      }),
    );
    expect(bets.every((bet) => bet.status === 200)).toBe(true);
    await Promise.all([a.app.services.accruals.drain(), b.app.services.accruals.drain()]);
    // 100.00 staked x 1% edge x 8% = 0.08 gems, exactly.
    expect((await clients[0].post('/api/rewards/get')).body.rakeback).toMatchObject({
      claimable: 8,
      remainderE8: 0,
    });
    await transact(a.app.services.db, (tx) =>
      a.app.services.rewards.addClaimableRakeback(tx, user.id, 1_000),
    );
    const before = await balanceOf(clients[0]);
    const claims = await spread(20, (i) => clients[i % 2]!.post('/api/rewards/rakeback/claim'));
    expect(
      claims.filter((claim) => claim.status === 200).map((claim) => claim.body.amount),
    ).toEqual([1_008]);
    expect(claims.filter((claim) => claim.status === 400)).toHaveLength(19);
    expect(await balanceOf(clients[0])).toBe(before + 1_008);
  });

  it('opens a daily case once under 12 parallel requests', async () => {
    const { user, clients } = await playerOnBoth(1);
    const before = await balanceOf(clients[0]);
    const answers = await spread(12, (i) =>
      clients[i % 2]!.post('/api/rewards/daily-case/open', { level: 1 }),
    );
    const opened = answers.filter((answer) => answer.status === 200);
    expect(opened).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(11);
    expect(await balanceOf(clients[0])).toBe(before + opened[0]!.body.openings[0].item.price);
    const [row] = await queryRows<{ n: number }>(
      a.app.services.db,
      sql`SELECT count(*)::int AS n FROM daily_case_claims WHERE user_id = ${user.id}`,
    );
    expect(row!.n).toBe(1);
  });

  it('pays a level reward once under 12 parallel requests', async () => {
    const { clients } = await playerOnBoth(20);
    const before = await balanceOf(clients[0]);
    const answers = await spread(12, (i) =>
      clients[i % 2]!.post('/api/rewards/level/claim', { level: 20 }),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(11);
    expect(await balanceOf(clients[0])).toBe(before + 500);
  });
});
