import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/server/config';
import { queryRows } from '../../src/server/db/client';
import { autocommit } from '../../src/server/db/transaction';
import { GIFT_CARD_RULES } from '../../src/server/domain/giftCards/giftCards';
import { xpToReach } from '../../src/shared/levels';
import { levelReward } from '../../src/shared/rewards';
import { enableTwoFactor, twoFactorPlayer } from '../helpers/cryptoCashier';
import { fundedPlayer } from '../helpers/fundedPlayer';
import { pause } from '../helpers/notificationProbe';
import { grantRole } from '../helpers/promote';
import {
  PG_BASE_URL,
  REDIS_URL,
  type ScratchDatabase,
  createScratchDatabase,
} from '../helpers/pgDatabase';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';
import { type TwoProcesses, inParallel, playerOnBoth } from '../helpers/twoProcesses';

// One lock order for money and players (ARCHITECTURE.md, "The ledger"): a player's wallet
// account before their users row, and a users row locked after an account never blocks a
// foreign key's check. Raced for real on PostgreSQL through two processes, and, where a
// deadlock needs two statements in a given order, with a second session standing in for the
// other transaction at exactly the moment that used to deadlock. The server retries a
// transaction a deadlock ended, which hides a single one: the last test reads PostgreSQL's
// own count of the deadlocks this file's database met, and expects none.

const gifts = { ...GIFT_CARD_RULES.perAccount };
let scratch: ScratchDatabase;
let cluster: TwoProcesses;
let a: TestApp;
let databaseUrl: string;
let running = false;

beforeAll(async () => {
  // Many redemptions by one player must reach the cards, not the attempts' throttle.
  GIFT_CARD_RULES.perAccount.limit = 1_000;
  scratch = await createScratchDatabase();
  databaseUrl = scratch.url;
  const cashier = { ...testConfig().cryptoCashier, approvalAbove: 50_000, kycLevels: [] };
  const config = {
    databaseUrl,
    redisUrl: REDIS_URL,
    dbPoolSize: 40,
    rateLimitPerMinute: 1_000_000,
    cryptoCashier: cashier,
  };
  a = await startTestApp(config);
  const b = await startTestApp(config);
  running = true;
  cluster = {
    a,
    b,
    async close() {
      if (!running) return;
      running = false;
      await a.close();
      await b.close();
    },
  };
}, 60_000);

afterAll(async () => {
  await cluster?.close();
  await scratch?.drop();
  GIFT_CARD_RULES.perAccount.limit = gifts.limit;
});

type Answer = Awaited<ReturnType<Client['post']>>;

const balanceOf = async (client: Client): Promise<number> =>
  (await client.get('/api/users/me')).body.user.balance;

const count = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: number }>(a.app.services.db, query))[0]!.n);

/** `n` gift cards of `value`, made by an operator. */
async function giftCards(n: number, value: number): Promise<string[]> {
  const admin = new Client(a.url, a.origin);
  await grantRole(a.app.services.db, (await admin.register()).id, 'ADMIN');
  await enableTwoFactor(admin);
  const batch = await admin.post('/api/admin/gift-cards/batches', {
    count: n,
    value,
    expiresAt: null,
    note: 'lock order',
  });
  expect(batch.status).toBe(200);
  return batch.body.codes as string[];
}

/** An answer with how long it took. */
async function timed(request: Promise<Answer>) {
  const started = Date.now();
  const answer = await request;
  return { ...answer, ms: Date.now() - started };
}

const statusesOf = (answers: Answer[]) =>
  answers.map((r) => (r.status === 200 ? 200 : `${r.status} ${r.body.error?.code}`));

/**
 * A second session that holds what another transaction holds, waits until the request under
 * test blocks on it, then asks for the lock that used to close a cycle with the request: a
 * deadlock then fails this session's statement.
 */
async function standIn() {
  const session = new pg.Client({ connectionString: databaseUrl });
  const watcher = new pg.Client({ connectionString: databaseUrl });
  await Promise.all([session.connect(), watcher.connect()]);
  const pid = (await session.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
  // A cycle is found by whichever waiter looks first: this session, at once. The server's
  // transactions retry a deadlock, which would hide it (a second lost, then a success).
  await session.query(`SET deadlock_timeout = '20ms'`);
  return {
    query: (text: string, values: unknown[] = []) => session.query(text, values),
    /** Resolves once another backend waits for a lock held here. */
    async blocking(): Promise<void> {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const { rows } = await watcher.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE wait_event_type = 'Lock' AND $1 = ANY(pg_blocking_pids(pid))`,
          [pid],
        );
        if (rows[0]!.n > 0) return;
        if (Date.now() > deadline) throw new Error('the request never waited on the stand-in');
        await pause(20);
      }
    },
    end: () => Promise.all([session.end(), watcher.end()]),
  };
}

describe('gift cards', () => {
  it('30 distinct cards redeemed at once by one player: every answer 200, quickly', async () => {
    const codes = await giftCards(30, 1_111);
    const { user, clients } = await playerOnBoth(cluster);
    const before = await balanceOf(clients[0]);
    const answers = await inParallel(30, (i) =>
      timed(clients[i % 2]!.post('/api/gift-cards/redeem', { data: { code: codes[i] } })),
    );
    expect(statusesOf(answers)).toEqual(Array.from({ length: 30 }, () => 200));
    // They took 10 to 16 s (a deadlock is found after a second, then retried); one after
    // the other they take milliseconds each, seconds at most on a busy machine.
    expect(Math.max(...answers.map((r) => r.ms))).toBeLessThan(15_000);
    expect(await balanceOf(clients[1])).toBe(before + 30 * 1_111);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM wallet_transfers WHERE user_id = ${user.id} AND kind = 'gift-card'`,
      ),
    ).toBe(30);
  });
});

describe('a player whose bets lock their row (a wager limit)', () => {
  it('claims level rewards and redeems gift cards while betting: no deadlock', async () => {
    const codes = await giftCards(10, 777);
    const { user, clients } = await playerOnBoth(cluster);
    await queryRows(
      a.app.services.db,
      sql`UPDATE users SET xp = ${xpToReach(20)} WHERE id = ${user.id}`,
    );
    const limit = await clients[0].post('/api/responsible-gambling/limits', {
      data: { kind: 'wager', period: 'day', amount: 1_000_000 },
    });
    expect(limit.status).toBe(200);
    const before = await balanceOf(clients[0]);
    const answers = await inParallel(40, (i) => {
      const client = clients[i % 2]!;
      if (i % 4 === 0 || i % 4 === 2)
        return client.post('/api/games/dice/bet', { amount: 100, target: 5000, direction: 'over' });
      if (i % 4 === 1) return client.post('/api/rewards/level/claim', { level: (i >> 2) + 1 });
      return client.post('/api/gift-cards/redeem', { data: { code: codes[i >> 2] } });
    });
    expect(statusesOf(answers)).toEqual(Array.from({ length: 40 }, () => 200));
    const levels = Array.from({ length: 10 }, (_, i) => levelReward(i + 1)!.gems);
    const betNet = answers
      .filter((_, i) => i % 2 === 0)
      .reduce((sum, r) => sum + r.body.bet.payout - r.body.bet.amount, 0);
    expect(await balanceOf(clients[1])).toBe(
      before + levels.reduce((s, g) => s + g, 0) + 10 * 777 + betNet,
    );
  });
});

describe('a transaction that writes the users row before the money', () => {
  it('a crypto withdrawal spending a 2FA code while a bet holds the account', async () => {
    const p = await twoFactorPlayer(a);
    const code = p.code();
    const before = await balanceOf(p.client);
    const other = await standIn();
    try {
      // A bet: the player's account locked, then (its XP) the player's row.
      await other.query('BEGIN');
      await other.query('SELECT id FROM wallet_accounts WHERE user_id = $1 FOR UPDATE', [
        p.user.id,
      ]);
      const withdrawal = p.client.post('/api/cashier/crypto/withdraw', {
        amount: 5_000,
        symbol: 'BTC',
        blockchain: 'BTC',
        address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        code,
      });
      await other.blocking();
      await other.query('UPDATE users SET xp = xp WHERE id = $1', [p.user.id]);
      await other.query('COMMIT');
      const answer = await withdrawal;
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    } finally {
      await other.end();
    }
    expect(await balanceOf(p.client)).toBe(before - 5_000);
  });

  it('a ban closing the mines game a cash-out is paying', async () => {
    const { user, clients } = await playerOnBoth(cluster);
    const started = await clients[0].post('/api/games/mines/start', { amount: 500, mines: 3 });
    expect(started.status).toBe(200);
    const admin = new Client(a.url, a.origin);
    await grantRole(a.app.services.db, (await admin.register()).id, 'ADMIN');
    const before = await balanceOf(clients[0]);
    const other = await standIn();
    try {
      // A cash-out: the game's row, the player's account, then (its XP) the player's row.
      await other.query('BEGIN');
      await other.query('SELECT bet_id FROM mines_games WHERE bet_id = $1 FOR UPDATE', [
        started.body.game.id,
      ]);
      await other.query('SELECT id FROM wallet_accounts WHERE user_id = $1 FOR UPDATE', [user.id]);
      const ban = admin.post('/api/admin/users/ban', {
        userId: user.id,
        until: new Date(Date.now() + 3_600_000).toISOString(),
        reason: 'lock order',
      });
      await other.blocking();
      await other.query('UPDATE users SET xp = xp WHERE id = $1', [user.id]);
      await other.query('COMMIT');
      const answer = await ban;
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    } finally {
      await other.end();
    }
    // No safe tile was revealed: the stake came back, once, and the game is closed.
    const [after] = await queryRows<{ balance: number; active: number }>(
      a.app.services.db,
      sql`SELECT w.balance::int AS balance,
                 (SELECT count(*)::int FROM mines_games g
                   WHERE g.user_id = ${user.id} AND g.state = 'active') AS active
          FROM wallet_accounts w WHERE w.user_id = ${user.id} AND w.kind = 'user'`,
    );
    expect(after).toEqual({ balance: before + 500, active: 0 });
  });
});

describe('a group of bets', () => {
  it("takes its players' accounts in the order a transfer takes them", async () => {
    const { db, wallet, seedPairs } = a.app.services;
    // Two players whose user ids and account ids sort in opposite orders: a group took its
    // players by user id, a transfer (a tip, a payout) takes accounts by id.
    const seen: Array<{ id: string; account: number }> = [];
    let pair: [{ id: string; account: number }, { id: string; account: number }] | undefined;
    while (!pair) {
      const id = await fundedPlayer(db, wallet, 10_000);
      const [row] = await queryRows<{ account: number }>(
        db,
        sql`SELECT id::int AS account FROM wallet_accounts WHERE user_id = ${id}`,
      );
      const next = { id, account: row!.account };
      const other = seen.find((p) => p.id < next.id !== p.account < next.account);
      if (other) pair = other.account < next.account ? [other, next] : [next, other];
      seen.push(next);
    }
    const [low, high] = pair;
    const pairs = await autocommit(db, (tx) =>
      Promise.all([low, high].map((p) => seedPairs.forPlay(tx, p.id))),
    );
    const postings = [low, high].map((p, i) => ({
      betId: randomUUID(),
      userId: p.id,
      game: 'dice',
      seedPairId: pairs[i]!.seedPairId,
      nonce: pairs[i]!.nonce,
      amount: 100,
      payout: 0,
      multiplierE4: 0,
      params: {},
      outcome: {},
      xp: 1,
    }));
    const other = await standIn();
    try {
      // A transfer between the two: the lower account first, then the higher.
      await other.query('BEGIN');
      await other.query('SELECT id FROM wallet_accounts WHERE id = $1 FOR UPDATE', [low.account]);
      const group = autocommit(db, (tx) => wallet.postBets(tx, postings));
      await other.blocking();
      await other.query('SELECT id FROM wallet_accounts WHERE id = $1 FOR UPDATE', [high.account]);
      await other.query('COMMIT');
      const settled = await group;
      expect(settled.map((r) => r.settled)).toEqual([true, true]);
    } finally {
      await other.end();
    }
    for (const p of [low, high]) expect(await wallet.balanceOf({ db }, p.id)).toBe(9_900);
  });
});

describe('the whole file', () => {
  it('met no deadlock in the database', async () => {
    // Backends report their counts when they end: close both servers, then read.
    await cluster.close();
    const admin = new pg.Client({ connectionString: PG_BASE_URL });
    await admin.connect();
    try {
      const name = new URL(databaseUrl).pathname.slice(1);
      const deadline = Date.now() + 15_000;
      for (;;) {
        const { rows } = await admin.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (rows[0]!.n === 0) break;
        if (Date.now() > deadline) throw new Error('connections to the database stayed open');
        await pause(50);
      }
      const { rows } = await admin.query<{ deadlocks: number }>(
        'SELECT deadlocks::int AS deadlocks FROM pg_stat_database WHERE datname = $1',
        [name],
      );
      expect(rows).toEqual([{ deadlocks: 0 }]);
    } finally {
      await admin.end();
    }
  });
});
