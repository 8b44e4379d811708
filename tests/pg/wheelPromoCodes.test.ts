import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { enableTwoFactor } from '../helpers/cryptoCashier';
import { grantRole } from '../helpers/promote';
import { Client } from '../helpers/testApp';
import { type TwoProcesses, playerOnBoth, startTwoProcesses } from '../helpers/twoProcesses';

// Two server processes on one real PostgreSQL, pools big enough that the concurrent
// requests below really run in parallel: the wheel's 24 h claim and a promo code's limit
// hold under real concurrency, not only PGlite's one connection.
let cluster: TwoProcesses;
let a: TwoProcesses['a'];

beforeAll(async () => {
  cluster = await startTwoProcesses({ dbPoolSize: 30 });
  ({ a } = cluster);
}, 60_000);

afterAll(async () => {
  await cluster?.close();
});

const balanceOf = async (client: Client): Promise<number> =>
  (await client.get('/api/users/me')).body.user.balance;

describe('the wheel on PostgreSQL', () => {
  it('pays one of 20 parallel spins over two processes, among parallel bets', async () => {
    const { user, clients } = await playerOnBoth(cluster);
    // Today's play covers a spin (playCover.ts): 30.00 gems on dice keep 0.18 of edge.
    const played = await clients[0].post('/api/games/dice/bet', {
      amount: 3_000,
      target: 5000,
      direction: 'over',
    });
    expect(played.status).toBe(200);
    const before = await balanceOf(clients[0]);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 3 === 2
          ? clients[i % 2]!.post('/api/games/dice/bet', {
              amount: 10,
              target: 5000,
              direction: 'over',
            })
          : clients[i % 2]!.post('/api/wheel/spin'),
      ),
    );
    const spins = answers.filter((_, i) => i % 3 !== 2);
    const bets = answers.filter((_, i) => i % 3 === 2);
    expect(spins.filter((s) => s.status === 200)).toHaveLength(1);
    expect(spins.filter((s) => s.status === 409)).toHaveLength(19);
    for (const bet of bets) expect(bet.status).toBe(200);

    // Every nonce of the pair was taken once, by a spin or a bet.
    const nonces = await queryRows<{ nonce: number }>(
      a.app.services.db,
      sql`SELECT nonce FROM bets WHERE user_id = ${user.id} AND seed_pair_id IS NOT NULL
          UNION ALL SELECT nonce FROM wheel_spins WHERE user_id = ${user.id} ORDER BY nonce`,
    );
    expect(nonces.map((r) => Number(r.nonce))).toEqual(Array.from({ length: 12 }, (_, i) => i));

    const prize = spins.find((s) => s.status === 200)!.body.spin.prize as number;
    const betNet = bets.reduce((sum, bet) => sum + bet.body.bet.payout - bet.body.bet.amount, 0);
    expect(await balanceOf(clients[1])).toBe(before + prize + betNet);
  });
});

describe('promo codes on PostgreSQL', () => {
  it('stops at the limit when 12 players redeem at once over two processes', async () => {
    const admin = new Client(a.url, a.origin);
    const adminUser = await admin.register();
    await grantRole(a.app.services.db, adminUser.id, 'ADMIN');
    await enableTwoFactor(admin);
    const code = `PG${randomUUID().slice(0, 8)}`;
    const created = await admin.post('/api/admin/promo-codes', {
      code,
      amount: 100,
      items: [{ item: 'free-case', count: 1 }],
      maxUses: 4,
      minLevel: 0,
      expiresAt: null,
    });
    expect(created.status).toBe(200);

    const players = await Promise.all(Array.from({ length: 12 }, () => playerOnBoth(cluster)));
    const answers = await Promise.all(
      players.flatMap(({ clients }) => [
        clients[0].post('/api/promo-codes/redeem', { data: { code } }),
        clients[1].post('/api/promo-codes/redeem', { data: { code } }),
      ]),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(4);
    const [row] = await queryRows<{ uses: number; redemptions: number; cases: number }>(
      a.app.services.db,
      sql`SELECT uses,
                 (SELECT count(*)::int FROM promo_code_redemptions r WHERE r.code_id = c.id) AS redemptions,
                 (SELECT coalesce(sum(amount), 0)::int FROM inventory_items i
                   WHERE i.item = 'free-case'
                     AND i.user_id IN (${sql.join(
                       players.map((p) => sql`${p.user.id}::uuid`),
                       sql`, `,
                     )})) AS cases
          FROM promo_codes c WHERE c.id = ${created.body.promoCode.id}`,
    );
    expect(row).toEqual({ uses: 4, redemptions: 4, cases: 4 });
  });
});
