import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { transact } from '../../src/server/db/transaction';
import { levelOf } from '../../src/shared/levels';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function player() {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  return { client, user };
}

async function deposit(userId: string, amount: number) {
  await transact(t.app.services.db, (tx) =>
    t.app.services.wallet.move(tx, { userId, amount, counterparty: 'cashier', kind: 'deposit' }),
  );
}

const dice = (amount: number, target: number) => ({ amount, target, direction: 'over' });

/** The player's account entries straight from the ledger, newest first. */
async function ledgerOf(userId: string) {
  const rows = await queryRows<{ id: string; kind: string; amount: string; balance_after: string }>(
    t.app.services.db,
    sql`SELECT e.id, t.kind, e.amount, e.balance_after
        FROM wallet_entries e JOIN wallet_transfers t ON t.id = e.transfer_id
        JOIN wallet_accounts a ON a.id = e.account_id
        WHERE a.kind = 'user' AND a.user_id = ${userId} ORDER BY e.id DESC`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    amount: Number(r.amount),
    balanceAfter: Number(r.balance_after),
  }));
}

type Entry = { id: number; kind: string; amount: number; balanceAfter: number };
const bare = (entries: Entry[]) =>
  entries.map(({ id, kind, amount, balanceAfter }) => ({ id, kind, amount, balanceAfter }));

async function allPages(client: Client, query = '', limit = 2) {
  const seen: Entry[] = [];
  let cursor: number | null = null;
  do {
    const res = await client.get(
      `/api/users/me/transactions?limit=${limit}${query}${cursor ? `&before=${cursor}` : ''}`,
    );
    expect(res.status).toBe(200);
    seen.push(...(res.body.entries as Entry[]));
    cursor = res.body.nextCursor as number | null;
  } while (cursor !== null);
  return seen;
}

describe('profile overview', () => {
  it('sums wagered, settled profit, bets and the favourite game exactly', async () => {
    const a = await player();
    // Dice at 50.50 over: a win pays 1.98x. Three stakes on dice, one on plinko.
    const stakes = [300, 200, 100];
    let payouts = 0;
    for (const amount of stakes) {
      const res = await a.client.post('/api/games/dice/bet', dice(amount, 5050));
      expect(res.status).toBe(200);
      payouts += res.body.bet.payout as number;
    }
    const plinko = await a.client.post('/api/games/plinko/bet', {
      amount: 500,
      rows: 8,
      risk: 'low',
    });
    expect(plinko.status).toBe(200);
    payouts += plinko.body.bet.payout as number;

    const res = await a.client.get('/api/users/me/overview');
    expect(res.status).toBe(200);
    expect(res.body.overview).toEqual({
      // 1 XP per whole gem staked: 3 + 2 + 1 + 5.
      xp: levelOf(11),
      wagered: 1_100,
      profit: payouts - 1_100,
      bets: 4,
      // Dice has 6.00 wagered over three bets, plinko 5.00 in one.
      favouriteGame: 'dice',
      memberSince: expect.any(String),
    });
    expect(Date.now() - Date.parse(res.body.overview.memberSince)).toBeLessThan(60_000);
  });

  it('answers a player without bets, and refuses visitors', async () => {
    const a = await player();
    const res = await a.client.get('/api/users/me/overview');
    expect(res.body.overview).toMatchObject({
      wagered: 0,
      profit: 0,
      bets: 0,
      favouriteGame: null,
    });
    expect(res.body.overview.xp).toEqual(levelOf(0));
    expect((await new Client(t.url).get('/api/users/me/overview')).status).toBe(401);
  });
});

describe('transactions', () => {
  it('lists exactly the ledger entries of a player who deposits, bets and tips', async () => {
    const a = await player();
    const b = await player();
    await deposit(a.user.id, 10_000);
    for (const amount of [150, 250]) {
      expect((await a.client.post('/api/games/dice/bet', dice(amount, 5050))).status).toBe(200);
    }
    const tip = await a.client.post('/api/users/tip', {
      recipient: b.user.id,
      amount: 125,
      idempotencyKey: randomUUID(),
    });
    expect(tip.status).toBe(200);

    const ledger = await ledgerOf(a.user.id);
    expect(ledger.map((e) => e.kind)).toContain('deposit');
    expect(ledger.map((e) => e.kind)).toContain('tip');
    const first = await a.client.get('/api/users/me/transactions');
    expect(first.status).toBe(200);
    expect(bare(first.body.entries)).toEqual(ledger);
    expect(first.body.nextCursor).toBeNull();
    expect(first.body.kinds).toEqual([...new Set(ledger.map((e) => e.kind))].sort());
    expect(first.body.entries[0].balanceAfter).toBe(tip.body.balance);
    expect(bare(await allPages(a.client))).toEqual(ledger);

    const tips = await a.client.get('/api/users/me/transactions?kind=tip');
    expect(bare(tips.body.entries)).toEqual(ledger.filter((e) => e.kind === 'tip'));
    expect(tips.body.entries[0].amount).toBe(-125);
  });

  it('never repeats or skips an entry while new ones are posted between pages', async () => {
    const a = await player();
    await deposit(a.user.id, 50_000);
    for (let i = 0; i < 5; i++) await a.client.post('/api/games/dice/bet', dice(100 + i, 5050));
    const before = await ledgerOf(a.user.id);

    const seen: Entry[] = [];
    let cursor: number | null = null;
    do {
      const res = await a.client.get(
        `/api/users/me/transactions?limit=2${cursor ? `&before=${cursor}` : ''}`,
      );
      seen.push(...(res.body.entries as Entry[]));
      cursor = res.body.nextCursor as number | null;
      // Bets and deposits land between the pages, as they would while a player scrolls.
      await Promise.all([
        a.client.post('/api/games/dice/bet', dice(100, 5050)),
        deposit(a.user.id, 1_000),
      ]);
    } while (cursor !== null);

    expect(bare(seen)).toEqual(before);
    const ids = seen.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses bad cursors, kinds and limits, and visitors', async () => {
    const a = await player();
    for (const query of ['before=0', 'before=x', 'kind=DROP%20TABLE', 'limit=0', 'limit=101']) {
      expect((await a.client.get(`/api/users/me/transactions?${query}`)).status, query).toBe(400);
    }
    expect((await new Client(t.url).get('/api/users/me/transactions')).status).toBe(401);
  });
});

describe('player stats and anonymous mode', () => {
  it('shows an anonymous player by level only', async () => {
    const a = await player();
    expect((await a.client.post('/api/games/dice/bet', dice(250, 5050))).status).toBe(200);
    const open = await new Client(t.url).get(`/api/users/${a.user.id}/stats`);
    expect(open.body.stats).toMatchObject({
      user: { id: a.user.id, username: a.user.username },
      anonymous: false,
      bets: 1,
      wagered: 250,
    });

    expect((await a.client.post('/api/users/me/anonymous', { anonymous: true })).status).toBe(200);
    const hidden = await new Client(t.url).get(`/api/users/${a.user.id}/stats`);
    expect(hidden.status).toBe(200);
    expect(hidden.body.stats).toEqual({
      user: {
        id: a.user.id,
        username: 'Anonymous',
        avatar: null,
        level: open.body.stats.user.level,
      },
      anonymous: true,
      joinedAt: null,
      bets: null,
      wagered: null,
    });
    expect(JSON.stringify(hidden.body)).not.toContain(a.user.username);
  });
});

describe('game history paging', () => {
  it('walks every bet by the cursor, never repeating or skipping one as new bets land', async () => {
    const a = await player();
    await deposit(a.user.id, 50_000);
    for (let i = 0; i < 5; i++) await a.client.post('/api/games/dice/bet', dice(100 + i, 5050));
    const whole = await a.client.get('/api/games/bets?limit=100');
    expect(whole.body.nextCursor).toBeNull();
    const ids = (whole.body.bets as Array<{ id: string; amount: number }>).map((b) => b.id);
    expect(ids).toHaveLength(5);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await a.client.get(`/api/games/bets?limit=2${cursor ? `&before=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...(res.body.bets as Array<{ id: string }>).map((b) => b.id));
      cursor = res.body.nextCursor as string | null;
      await a.client.post('/api/games/dice/bet', dice(100, 5050));
    } while (cursor !== null);
    expect(seen).toEqual(ids);

    expect((await a.client.get('/api/games/bets?before=nope')).status).toBe(400);
    // Another player's bet as the cursor lists nothing of this player's.
    const b = await player();
    const other = await b.client.get(`/api/games/bets?before=${ids[0]}`);
    expect(other.body).toEqual({ bets: [], nextCursor: null });
  });
});

describe('no spoilers in the profile', () => {
  let live: TestApp;
  beforeAll(async () => {
    live = await startTestApp({ profile: { awaitReveal: true } });
  });
  afterAll(() => live.close());

  it('holds a bet, and every entry after it, until its game could have shown it', async () => {
    const client = new Client(live.url, live.origin);
    const user = await client.register();
    const start = user.balance;
    await transact(live.app.services.db, (tx) =>
      live.app.services.wallet.move(tx, {
        userId: user.id,
        amount: 10_000,
        counterparty: 'cashier',
        kind: 'deposit',
      }),
    );
    const bet = await client.post('/api/games/dice/bet', { ...dice(100, 5050), pace: 'instant' });
    expect(bet.status).toBe(200);
    const settledAt = Date.now();
    // A deposit after the bet: its balance would tell the roll, so it waits with the bet.
    await transact(live.app.services.db, (tx) =>
      live.app.services.wallet.move(tx, {
        userId: user.id,
        amount: 500,
        counterparty: 'cashier',
        kind: 'deposit',
      }),
    );
    const windowMs = live.app.services.gameRegistry.revealWindowMsOf('dice');

    const held = await client.get('/api/users/me/transactions');
    expect(held.status).toBe(200);
    const rows = (body: { entries?: unknown }) =>
      (body.entries as Entry[]).map((e) => [e.kind, e.amount, e.balanceAfter - start]);
    expect(rows(held.body).slice(0, 1)).toEqual([['deposit', 10_000, 10_000]]);
    expect(held.body.kinds).not.toContain('bet');
    const before = await client.get('/api/users/me/overview');
    expect(before.body.overview).toMatchObject({ bets: 1, wagered: 100, profit: 0 });
    expect(Date.now() - settledAt).toBeLessThan(windowMs);

    await new Promise((resolve) => setTimeout(resolve, windowMs - (Date.now() - settledAt) + 50));
    const payout = bet.body.bet.payout as number;
    const shown = await client.get('/api/users/me/transactions');
    expect(rows(shown.body).slice(0, 3)).toEqual([
      ['deposit', 500, 10_000 - 100 + payout + 500],
      ['bet', payout - 100, 10_000 - 100 + payout],
      ['deposit', 10_000, 10_000],
    ]);
    const after = await client.get('/api/users/me/overview');
    expect(after.body.overview).toMatchObject({ bets: 1, wagered: 100, profit: payout - 100 });
  });
});
