import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { verifyLedger } from '../../src/server/domain/wallet/verifyLedger';
import { enableTwoFactor } from '../helpers/cryptoCashier';
import { grantRole } from '../helpers/promote';
import { Client } from '../helpers/testApp';
import {
  type TwoProcesses,
  inParallel,
  playerOnBoth,
  startTwoProcesses,
} from '../helpers/twoProcesses';

// Two server processes on one real PostgreSQL with pools big enough that the requests
// below truly run at once: a gift card credits once, and vault moves add up exactly.
let cluster: TwoProcesses;

beforeAll(async () => {
  cluster = await startTwoProcesses({ dbPoolSize: 30 });
}, 60_000);

afterAll(async () => {
  await cluster?.close();
});

const balanceOf = async (client: Client): Promise<number> =>
  (await client.get('/api/users/me')).body.user.balance;
const vaultBalanceOf = async (client: Client): Promise<number> =>
  (await client.get('/api/vault')).body.vault.balance;
const move = (client: Client, way: 'deposit' | 'withdraw', amount: number) =>
  client.post(`/api/vault/${way}`, { amount, idempotencyKey: randomUUID() });

describe('gift cards on PostgreSQL', () => {
  it('one code redeemed by 10 players at once on two processes credits exactly once', async () => {
    const { a } = cluster;
    const admin = new Client(a.url, a.origin);
    const adminUser = await admin.register();
    await grantRole(a.app.services.db, adminUser.id, 'ADMIN');
    await enableTwoFactor(admin);
    const created = await admin.post('/api/admin/gift-cards/batches', {
      count: 1,
      value: 7_777,
      expiresAt: null,
      note: 'race',
    });
    expect(created.status).toBe(200);
    const code = created.body.codes[0] as string;

    const players = await inParallel(10, () => playerOnBoth(cluster));
    const before = await Promise.all(players.map(({ clients }) => balanceOf(clients[0])));
    const answers = await Promise.all(
      players.flatMap(({ clients }) => [
        clients[0].post('/api/gift-cards/redeem', { data: { code } }),
        clients[1].post('/api/gift-cards/redeem', { data: { code } }),
      ]),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(19);
    const after = await Promise.all(players.map(({ clients }) => balanceOf(clients[0])));
    expect(after.reduce((s, b, i) => s + b - before[i]!, 0)).toBe(7_777);
    const [row] = await queryRows<{ transfers: number }>(
      a.app.services.db,
      sql`SELECT count(*)::int AS transfers FROM wallet_transfers WHERE kind = 'gift-card'`,
    );
    expect(row!.transfers).toBe(1);
  });
});

describe('the vault on PostgreSQL', () => {
  it('30 parallel deposits of the whole balance on two processes: exactly one', async () => {
    const { clients } = await playerOnBoth(cluster);
    const start = await balanceOf(clients[0]);
    const answers = await inParallel(30, (i) => move(clients[i % 2]!, 'deposit', start));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 400)).toHaveLength(29);
    expect(await balanceOf(clients[0])).toBe(0);
    expect(await vaultBalanceOf(clients[1])).toBe(start);

    // And back: 30 parallel withdrawals of the whole vault, exactly one.
    const back = await inParallel(30, (i) => move(clients[i % 2]!, 'withdraw', start));
    expect(back.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await balanceOf(clients[0])).toBe(start);
    expect(await vaultBalanceOf(clients[1])).toBe(0);
  });

  it('mixed parallel moves, bets and locks: the totals are exactly what succeeded', async () => {
    const { clients } = await playerOnBoth(cluster);
    const start = await balanceOf(clients[0]);
    await move(clients[0], 'deposit', 5_000);
    const answers = await inParallel(60, (i) => {
      const client = clients[i % 2]!;
      if (i % 4 === 0) return move(client, 'deposit', 700).then((r) => ({ r, delta: -700 }));
      if (i % 4 === 1) return move(client, 'withdraw', 300).then((r) => ({ r, delta: 300 }));
      if (i % 4 === 2)
        return client
          .post('/api/games/dice/bet', { amount: 100, target: 5000, direction: 'over' })
          .then((r) => ({ r, delta: 0, bet: true }));
      return client
        .post('/api/vault/lock', { until: new Date(Date.now() + 1_000).toISOString() })
        .then((r) => ({ r, delta: 0 }));
    });
    for (const { r } of answers) expect([200, 400, 409]).toContain(r.status);
    let moved = 0;
    let betNet = 0;
    for (const a of answers) {
      if (a.r.status !== 200) continue;
      if ('bet' in a) betNet += a.r.body.bet.payout - a.r.body.bet.amount;
      else moved += a.delta;
    }
    expect(await balanceOf(clients[0])).toBe(start - 5_000 + moved + betNet);
    expect(await vaultBalanceOf(clients[1])).toBe(5_000 - moved);
    const report = await verifyLedger(cluster.a.app.services.db);
    expect(report.problems).toEqual([]);
  });
});
