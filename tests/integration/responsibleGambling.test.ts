import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transact } from '../../src/server/db/transaction';
import {
  ResponsibleGambling,
  assertDepositAllowed,
} from '../../src/server/domain/responsibleGambling';
import { makeCase } from '../helpers/testCases';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Responsible gambling: limits (a lowering at once, a raise after 24 h), self-exclusion
// (only ever longer), session reminders, and the bets guard that every game's stake meets.

let t: TestApp;
let box: { slug: string; price: number; id: string };
beforeAll(async () => {
  t = await startTestApp({
    rateLimitPerMinute: 1_000_000,
    rounds: { chainLength: 100, scheduled: false, beacon: { kind: 'local', periodMs: 40 } },
  });
  box = await makeCase(t);
});
afterAll(() => t.close());

async function player() {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  return { client, id: user.id as string };
}
const balanceOf = async (client: Client) =>
  (await client.get('/api/users/me')).body.user.balance as number;
const dice = (client: Client, amount: number) =>
  client.post('/api/games/dice/bet', { amount, target: 5000, direction: 'over' });
const setLimit = (client: Client, kind: string, period: string, amount: number | null) =>
  client.post('/api/responsible-gambling/limits', { data: { kind, period, amount } });
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const limitOf = (body: Record<string, any>, kind: string, period: string) =>
  (
    body.settings.limits as {
      kind: string;
      period: string;
      amount: number | null;
      pending: { amount: number | null; from: string } | null;
    }[]
  ).find((l) => l.kind === kind && l.period === period) as {
    amount: number | null;
    pending: { amount: number | null; from: string } | null;
  };

describe('self-exclusion', () => {
  it('refuses a stake in every game path with a clear message and changes nothing', async () => {
    const { client } = await player();
    const res = await client.post('/api/responsible-gambling/self-exclusion', {
      data: { period: '7d' },
    });
    expect(res.status).toBe(200);
    expect(res.body.settings.selfExcludedForGood).toBe(false);
    expect(Date.parse(res.body.settings.selfExcludedUntil)).toBeGreaterThan(
      Date.now() + 6.9 * 86_400_000,
    );
    const before = await balanceOf(client);
    const attempts = [
      dice(client, 100), // an instant bet: one statement, bet_settle()
      client.post('/api/games/mines/start', { amount: 100, mines: 3 }), // a stake inside a transaction
      client.post(`/api/cases/${box.slug}/open`, { count: 2 }), // several bets in one transaction
      client.post('/api/games/coinflip', { amount: 100, side: 'T' }), // a wallet move and a seat bet
      client.post('/api/case-battles', {
        mode: 'VERSUS',
        playerAmount: 2,
        cases: [{ slug: box.slug, amount: 1 }],
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('SELF_EXCLUDED');
      expect(res.body.error.message).toMatch(/^You have excluded yourself from play until \d{4}-/);
    }
    expect(await balanceOf(client)).toBe(before);
    const bets = await client.get('/api/games/bets');
    expect(bets.body.bets ?? []).toHaveLength(0);
  });

  it('can only be lengthened, and for good cannot be undone', async () => {
    const { client } = await player();
    const week = await client.post('/api/responsible-gambling/self-exclusion', {
      data: { period: '7d' },
    });
    const shorter = await client.post('/api/responsible-gambling/self-exclusion', {
      data: { period: '24h' },
    });
    expect(shorter.body.settings.selfExcludedUntil).toBe(week.body.settings.selfExcludedUntil);
    const forGood = await client.post('/api/responsible-gambling/self-exclusion', {
      data: { period: 'permanent' },
    });
    expect(forGood.body.settings).toMatchObject({
      selfExcludedForGood: true,
      selfExcludedUntil: null,
    });
    const again = await client.post('/api/responsible-gambling/self-exclusion', {
      data: { period: '6m' },
    });
    expect(again.body.settings.selfExcludedForGood).toBe(true);
    const bet = await dice(client, 100);
    expect(bet.status).toBe(403);
    expect(bet.body.error.message).toBe('You have excluded yourself from play for good');
  });

  it('refuses deposits but never the check of a player not excluded', async () => {
    const { id } = await player();
    const { db } = t.app.services;
    await expect(
      transact(db, (tx) => assertDepositAllowed(tx, id, 1_000)),
    ).resolves.toBeUndefined();
    await t.app.services.responsibleGambling.selfExclude(id, '24h');
    await expect(transact(db, (tx) => assertDepositAllowed(tx, id, 1_000))).rejects.toMatchObject({
      code: 'SELF_EXCLUDED',
      status: 403,
    });
  });
});

describe('limits', () => {
  it('a wager limit refuses the bet that would pass it, by its stake alone', async () => {
    const { client } = await player();
    expect((await setLimit(client, 'wager', 'day', 1_000)).status).toBe(200);
    expect((await dice(client, 600)).status).toBe(200);
    const before = await balanceOf(client);
    const over = await dice(client, 500);
    expect(over.status).toBe(403);
    expect(over.body.error).toEqual({
      code: 'LIMIT_REACHED',
      message: 'This bet would pass your daily wager limit of 10.00 gems (4.00 left)',
    });
    expect(await balanceOf(client)).toBe(before);
    expect((await dice(client, 400)).status).toBe(200);
  });

  it('a loss limit counts stakes less payouts, and an open mines game as lost', async () => {
    const { client } = await player();
    await setLimit(client, 'loss', 'week', 300);
    const mines = await client.post('/api/games/mines/start', { amount: 200, mines: 3 });
    expect(mines.status).toBe(200);
    const refused = await dice(client, 200);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/weekly loss limit of 3\.00 gems \(1\.00 left\)/);
    expect((await client.post('/api/games/mines/cashout', {})).status).toBeLessThan(500);
  });

  it('a lowering applies at once; a raise and a removal wait 24 hours', async () => {
    const { client } = await player();
    await setLimit(client, 'wager', 'month', 5_000);
    const lower = await setLimit(client, 'wager', 'month', 2_000);
    expect(limitOf(lower.body, 'wager', 'month')).toMatchObject({ amount: 2_000, pending: null });
    const raise = await setLimit(client, 'wager', 'month', 9_000);
    const raised = limitOf(raise.body, 'wager', 'month');
    expect(raised.amount).toBe(2_000);
    expect(raised.pending!.amount).toBe(9_000);
    expect(Date.parse(raised.pending!.from) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    // The raise is not in force: a 30.00 bet still meets the 20.00 limit.
    expect((await dice(client, 3_000)).status).toBe(403);
    const removal = await setLimit(client, 'wager', 'month', null);
    expect(limitOf(removal.body, 'wager', 'month')).toMatchObject({
      amount: 2_000,
      pending: { amount: null },
    });
    // Lowering again cancels what waited.
    const again = await setLimit(client, 'wager', 'month', 1_500);
    expect(limitOf(again.body, 'wager', 'month')).toMatchObject({ amount: 1_500, pending: null });
  });

  it('a raise asked for 24 hours ago is in force now (test clock)', async () => {
    const { client, id } = await player();
    await setLimit(client, 'wager', 'day', 500);
    expect((await dice(client, 800)).status).toBe(403);
    const yesterday = new ResponsibleGambling({
      db: t.app.services.db,
      clock: () => Date.now() - 24 * 3_600_000 - 1_000,
    });
    await yesterday.setLimit(id, 'wager', 'day', 1_000);
    const now = await client.get('/api/responsible-gambling');
    expect(limitOf(now.body, 'wager', 'day')).toMatchObject({ amount: 1_000, pending: null });
    expect((await dice(client, 800)).status).toBe(200);
  });

  it('a deposit limit refuses the deposit that would pass it', async () => {
    const { client, id } = await player();
    await setLimit(client, 'deposit', 'day', 2_000);
    const { db } = t.app.services;
    await expect(
      transact(db, (tx) => assertDepositAllowed(tx, id, 2_000)),
    ).resolves.toBeUndefined();
    await transact(db, (tx) =>
      t.app.services.wallet.move(tx, {
        userId: id,
        amount: 1_500,
        counterparty: 'cashier',
        kind: 'deposit',
      }),
    );
    await expect(transact(db, (tx) => assertDepositAllowed(tx, id, 600))).rejects.toMatchObject({
      code: 'LIMIT_REACHED',
      message: 'This deposit would pass your daily deposit limit of 20.00 gems (5.00 left)',
    });
    await expect(transact(db, (tx) => assertDepositAllowed(tx, id, 500))).resolves.toBeUndefined();
  });

  it('refuses bad input with a clear error', async () => {
    const { client } = await player();
    const bad = await setLimit(client, 'fun', 'day', 100);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/Unknown limit/);
    expect((await setLimit(client, 'loss', 'year', 100)).status).toBe(400);
    expect((await setLimit(client, 'loss', 'day', -5)).status).toBe(400);
    expect((await setLimit(client, 'loss', 'day', 1.5)).status).toBe(400);
  });
});

describe('session reminders', () => {
  it('stores the chosen interval and refuses others', async () => {
    const { client } = await player();
    const set = await client.post('/api/responsible-gambling/session-reminder', {
      data: { minutes: 30 },
    });
    expect(set.body.settings.sessionReminderMinutes).toBe(30);
    const bad = await client.post('/api/responsible-gambling/session-reminder', {
      data: { minutes: 7 },
    });
    expect(bad.status).toBe(400);
    const off = await client.post('/api/responsible-gambling/session-reminder', {
      data: { minutes: null },
    });
    expect(off.body.settings.sessionReminderMinutes).toBeNull();
  });

  it('needs a session', async () => {
    expect((await new Client(t.url, t.origin).get('/api/responsible-gambling')).status).toBe(401);
  });
});
