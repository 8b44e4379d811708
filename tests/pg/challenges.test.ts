import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { balanceOf } from '../helpers/rainPlayers';
import type { Client } from '../helpers/testApp';
import {
  type TwoProcesses,
  inParallel,
  playerOnBoth,
  startTwoProcesses,
} from '../helpers/twoProcesses';

// Challenge claims raced for real: two processes on one PostgreSQL, pools big enough that
// the claims run in parallel. The tracker's row lock lets one claim pay; the rest are told
// it was already claimed.
let cluster: TwoProcesses;

beforeAll(async () => {
  cluster = await startTwoProcesses();
  // Both processes at noon of one day, so the daily period cannot end mid-test.
  const offset = Date.parse('2026-11-25T12:00:00.000Z') - Date.now();
  for (const t of [cluster.a, cluster.b])
    t.app.services.challenges.clock.now = () => Date.now() + offset;
}, 60_000);

afterAll(async () => {
  await cluster?.close();
});

const claim = (client: Client, id: string) => client.post('/api/challenge/claim', { data: { id } });

async function trackerStates(client: Client) {
  const res = await client.post('/api/challenge/tracker/get-many');
  expect(res.status).toBe(200);
  const trackers = res.body.trackers as { challenge: string; state: string }[];
  return Object.fromEntries(trackers.map((tracker) => [tracker.challenge, tracker.state]));
}

describe('challenge claims on PostgreSQL', () => {
  it('pay each completed challenge once under 20 parallel claims over two processes', async () => {
    const { user, clients } = await playerOnBoth(cluster);
    // 5 dice bets of 8.40 gems on both processes: 'first-bet' and 'daily-dice-wager'
    // (5.00 gems on dice today) complete; both processes drain the accrual step at once.
    // A reward needs play covering it and the other free rewards of its window
    // (rewards/playCover.ts): 42.00 gems on dice keep 0.252, both rewards (0.25) in any order.
    const bets = await inParallel(5, (i) =>
      clients[i % 2]!.post('/api/games/dice/bet', {
        amount: 840,
        target: 5000,
        direction: 'over',
      }),
    );
    expect(bets.map((bet) => bet.status)).toEqual([200, 200, 200, 200, 200]);
    await Promise.all([cluster.a, cluster.b].map((t) => t.app.services.accruals.drain()));
    const daily = 'daily-dice-wager_20261125';
    expect(await trackerStates(clients[1])).toMatchObject({
      'first-bet': 'COMPLETED',
      [daily]: 'COMPLETED',
    });

    const before = await balanceOf(clients[0]);
    const ids = ['first-bet', daily];
    const answers = await inParallel(40, (i) => claim(clients[i % 2]!, ids[i % 4 < 2 ? 0 : 1]!));
    for (const id of ids) {
      const mine = answers.filter((_, i) => ids[i % 4 < 2 ? 0 : 1] === id);
      expect(mine.filter((answer) => answer.status === 200)).toHaveLength(1);
      const refused = mine.filter((answer) => answer.status !== 200);
      expect(refused.map((answer) => [answer.status, answer.body.error.code])).toEqual(
        Array.from({ length: 19 }, () => [409, 'CHALLENGE_ALREADY_CLAIMED']),
      );
    }

    // 0.10 for the first bet and 0.15 for the daily dice wager, each paid once.
    expect(await balanceOf(clients[1])).toBe(before + 10 + 15);
    const transfers = await queryRows<{ reference: string }>(
      cluster.a.app.services.db,
      sql`SELECT reference FROM wallet_transfers
          WHERE kind = 'challenge-reward' AND user_id = ${user.id} ORDER BY reference`,
    );
    expect(transfers.map((transfer) => transfer.reference)).toEqual([daily, 'first-bet']);
    expect(await trackerStates(clients[0])).toMatchObject({
      'first-bet': 'CLAIMED',
      [daily]: 'CLAIMED',
    });
  });
});
