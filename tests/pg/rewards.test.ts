import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { transact } from '../../src/server/db/transaction';
import { xpToReach } from '../../src/shared/levels';
import { balanceOf } from '../helpers/rainPlayers';
import {
  type TwoProcesses,
  inParallel,
  playerOnBoth as sessionOnBoth,
  startTwoProcesses,
} from '../helpers/twoProcesses';

// Rewards claims raced for real: two processes on one PostgreSQL, pools big enough that the
// requests run in parallel. Every claim pays once.
let cluster: TwoProcesses;
let a: TwoProcesses['a'];
let b: TwoProcesses['b'];

beforeAll(async () => {
  cluster = await startTwoProcesses();
  ({ a, b } = cluster);
}, 60_000);

afterAll(async () => {
  await cluster?.close();
});

/** One session, a client on each process, at `level`. */
async function playerOnBoth(level: number) {
  const player = await sessionOnBoth(cluster);
  await queryRows(
    a.app.services.db,
    sql`UPDATE users SET xp = ${xpToReach(level)} WHERE id = ${player.user.id}`,
  );
  return player;
}

describe('rewards on PostgreSQL', () => {
  it('accrues each wager once with both processes draining, and 20 parallel claims pay once', async () => {
    const { user, clients } = await playerOnBoth(12);
    const bets = await inParallel(10, (i) =>
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
    const claims = await inParallel(20, (i) => clients[i % 2]!.post('/api/rewards/rakeback/claim'));
    expect(
      claims.filter((claim) => claim.status === 200).map((claim) => claim.body.amount),
    ).toEqual([1_008]);
    expect(claims.filter((claim) => claim.status === 400)).toHaveLength(19);
    expect(await balanceOf(clients[0])).toBe(before + 1_008);
  });

  it('opens a daily case once under 12 parallel requests', async () => {
    const { user, clients } = await playerOnBoth(1);
    // Today's play covers the case (playCover.ts): 500.00 gems on dice keep 3.00 of edge.
    const played = await clients[0].post('/api/games/dice/bet', {
      amount: 50_000,
      target: 5000,
      direction: 'over',
    });
    expect(played.status).toBe(200);
    const before = await balanceOf(clients[0]);
    const answers = await inParallel(12, (i) =>
      clients[i % 2]!.post('/api/rewards/daily-case/open', { level: 1 }),
    );
    const opened = answers.filter((answer) => answer.status === 200);
    expect(opened).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(11);
    expect(await balanceOf(clients[0])).toBe(before + opened[0]!.body.openings[0].payout);
    const [row] = await queryRows<{ n: number }>(
      a.app.services.db,
      sql`SELECT count(*)::int AS n FROM daily_case_claims WHERE user_id = ${user.id}`,
    );
    expect(row!.n).toBe(1);
  });

  it('pays a level reward once under 12 parallel requests', async () => {
    const { clients } = await playerOnBoth(20);
    const before = await balanceOf(clients[0]);
    const answers = await inParallel(12, (i) =>
      clients[i % 2]!.post('/api/rewards/level/claim', { level: 20 }),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(11);
    expect(await balanceOf(clients[0])).toBe(before + 500);
  });
});
