import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/server/config';
import { queryRows } from '../../src/server/db/client';
import { transact } from '../../src/server/db/transaction';
import { readDashboard } from '../../src/server/domain/admin/dashboard/dashboard';
import { checkAndRecordLedger } from '../../src/server/domain/wallet/ledgerCheckRecord';
import type { AdminDashboard, DashboardDay } from '../../src/shared/contract/adminDashboard';
import type { OpenBooks } from '../../src/shared/contract/openBooks';
import { operatorClient, twoFactorPlayer } from '../helpers/cryptoCashier';
import { grantRole } from '../helpers/promote';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// GET /admin/dashboard on PGlite, after bets, deposits and withdrawals made through the real
// services: today's figures move by exactly what was done, the other days stay zero, and a
// later "now" moves the same figures back along the 30 days.

const DAY_MS = 86_400_000;
const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const withdrawal = (amount: number, code: string) => ({
  amount,
  symbol: 'BTC',
  blockchain: 'BTC',
  address: ADDRESS,
  code,
});

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  // Withdrawals above 100.00 gems wait for an operator: one stays pending, one is rejected.
  const base = testConfig().cryptoCashier;
  t = await startTestApp({ cryptoCashier: { ...base, approvalAbove: 10_000 } });
  admin = await operatorClient(t);
}, 120_000);
afterAll(() => t.close());

const dashboard = async (client = admin): Promise<AdminDashboard> => {
  const res = await client.get('/api/admin/dashboard');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as AdminDashboard;
};
const today = (d: AdminDashboard) => d.days.at(-1)!;
const quiet = (day: DashboardDay) =>
  day.activePlayers === 0 &&
  day.signUps === 0 &&
  day.deposits === 0 &&
  day.withdrawals === 0 &&
  day.wagered === 0 &&
  day.paid === 0 &&
  day.houseResult === 0;

describe('GET /admin/dashboard', () => {
  it('answers 401 to a visitor, 403 to a player and a moderator, 200 to admins', async () => {
    expect((await new Client(t.url, t.origin).get('/api/admin/dashboard')).status).toBe(401);
    for (const role of [null, 'STREAMER', 'MODERATOR'] as const) {
      const client = new Client(t.url, t.origin);
      const user = await client.register();
      if (role) await grantRole(t.app.services.db, user.id, role);
      const res = await client.get('/api/admin/dashboard');
      expect(res.status, String(role)).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    }
    const top = new Client(t.url, t.origin);
    const user = await top.register();
    await grantRole(t.app.services.db, user.id, 'SUPER_ADMIN');
    expect((await dashboard(top)).days).toHaveLength(30);
  });

  it('counts the day exactly: players, sign-ups, money in and out, bets and what is owed', async () => {
    const { services } = t.app;
    await services.openBooks.drain();
    const before = await dashboard();
    const now = Date.now();
    expect(today(before).day).toBe(new Date(now).toISOString().slice(0, 10));
    expect(before.days.map((d) => d.day)).toEqual(
      Array.from({ length: 30 }, (_, i) =>
        new Date((Math.floor(now / DAY_MS) - 29 + i) * DAY_MS).toISOString().slice(0, 10),
      ),
    );
    // A fresh database: nothing happened on the 29 days before today.
    expect(before.days.slice(0, 29).every(quiet)).toBe(true);

    // Two new players bet (three dice bets, two plinko balls); a third signs up only.
    const dicer = await twoFactorPlayer(t);
    const plinker = new Client(t.url, t.origin);
    await plinker.register();
    await new Client(t.url, t.origin).register();
    let wagered = 0;
    let paid = 0;
    const diceWagered = { wagered: 0, paid: 0 };
    for (const target of [5000, 2000, 9000]) {
      const res = await dicer.client.post('/api/games/dice/bet', {
        amount: 100,
        target,
        direction: 'over',
      });
      expect(res.status).toBe(200);
      diceWagered.wagered += 100;
      diceWagered.paid += res.body.bet.payout as number;
    }
    wagered += diceWagered.wagered;
    paid += diceWagered.paid;
    for (const rows of [8, 12]) {
      const res = await plinker.post('/api/games/plinko/bet', { amount: 50, rows, risk: 'low' });
      expect(res.status).toBe(200);
      wagered += 50;
      paid += res.body.bet.payout as number;
    }

    // Deposits: a crypto deposit of 0.001 BTC (98.00 gems) and a cashier deposit of 50.00.
    const address = await plinker.post('/api/cashier/crypto/deposit-address', {
      symbol: 'BTC',
      blockchain: 'BTC',
    });
    const sent = await admin.post('/api/admin/cashier/sandbox/deposit', {
      address: address.body.address.address,
      coinAmount: '0.001',
    });
    expect(sent.status).toBe(200);
    const confirmed = await admin.post('/api/admin/cashier/sandbox/confirm', {
      reference: sent.body.txId,
      all: true,
    });
    expect(confirmed.body.transaction).toMatchObject({ status: 'COMPLETED', amount: 9_800 });
    const plinkerId = (await plinker.get('/api/users/me')).body.user.id as string;
    await transact(services.db, (tx) =>
      services.wallet.move(tx, {
        userId: plinkerId,
        amount: 5_000,
        counterparty: 'cashier',
        kind: 'deposit',
      }),
    );

    // Withdrawals: 50.00 sent at once, 147.00 waiting for approval, 120.00 rejected (refunded).
    const sentNow = await dicer.client.post(
      '/api/cashier/crypto/withdraw',
      withdrawal(5_000, dicer.code()),
    );
    expect(sentNow.body.transaction?.status, JSON.stringify(sentNow.body)).toBe('COMPLETED');
    const waiting = await dicer.client.post(
      '/api/cashier/crypto/withdraw',
      withdrawal(14_700, dicer.code()),
    );
    expect(waiting.body.transaction?.status, JSON.stringify(waiting.body)).toBe('PENDING_APPROVAL');
    const refused = await dicer.client.post(
      '/api/cashier/crypto/withdraw',
      withdrawal(12_000, dicer.code()),
    );
    expect(refused.body.transaction?.status).toBe('PENDING_APPROVAL');
    const rejected = await admin.post('/api/admin/cashier/withdrawals/reject', {
      id: refused.body.transaction.id,
      reason: 'Address on a blocklist',
    });
    expect(rejected.status).toBe(200);

    // And 10.00 into a vault.
    const vaulted = await plinker.post('/api/vault/deposit', {
      amount: 1_000,
      idempotencyKey: randomUUID(),
    });
    expect(vaulted.status).toBe(200);

    expect(await services.openBooks.drain()).toBeGreaterThan(0);
    const after = await dashboard();
    const was = today(before);
    const is = today(after);
    expect(is.day).toBe(was.day);
    expect(is.activePlayers - was.activePlayers).toBe(2);
    expect(is.signUps - was.signUps).toBe(3);
    expect(is.deposits - was.deposits).toBe(9_800 + 5_000);
    expect(is.withdrawals - was.withdrawals).toBe(5_000 + 14_700);
    expect(is.wagered - was.wagered).toBe(wagered);
    expect(is.paid - was.paid).toBe(paid);
    expect(is.houseResult).toBe(is.wagered - is.paid);
    expect(after.days.slice(0, 29).every(quiet)).toBe(true);

    // Each game beside its declared return: dice's three bets, its odds' 99%.
    const dice = after.games.find((g) => g.game === 'dice')!;
    expect(dice).toMatchObject({ bets: 3, ...diceWagered });
    expect(dice.realisedReturn).toBeCloseTo(diceWagered.paid / diceWagered.wagered, 12);
    expect(dice.declaredReturn).toBeCloseTo(0.99, 6);
    expect(after.games.find((g) => g.game === 'plinko')).toMatchObject({ bets: 2 });

    // What is owed and the jackpot agree with the open books' own ledger fold.
    const books = (await new Client(t.url, t.origin).get('/api/open-books')).body as OpenBooks;
    const kind = (k: string) => books.ledger.accounts.find((a) => a.kind === k)!.balance;
    expect(after.liabilities).toEqual({
      balances: kind('user'),
      vaults: kind('vault'),
      pendingWithdrawals: 14_700,
      total: kind('user') + kind('vault') + 14_700,
    });
    expect(kind('pending-withdrawals')).toBe(14_700);
    expect(after.liabilities.vaults).toBe(1_000);
    expect(after.jackpotPool).toBe(books.jackpot.pool);

    // Three days later the same figures sit three days back, and the days since are zeros.
    const later = await readDashboard(services.db, {
      now: Date.now() + 3 * DAY_MS,
      ledgerCheckMinutes: 0,
    });
    expect(later.days).toHaveLength(30);
    expect(later.days[26]).toEqual(is);
    expect(later.days.slice(27).every(quiet)).toBe(true);
    expect(later.days.slice(0, 26).every(quiet)).toBe(true);
    expect(later.days.at(-1)!.day).toBe(
      new Date(Date.parse(is.day) + 3 * DAY_MS).toISOString().slice(0, 10),
    );
    // Thirty days on, today has left the window.
    const gone = await readDashboard(services.db, {
      now: Date.now() + 30 * DAY_MS,
      ledgerCheckMinutes: 0,
    });
    expect(gone.days.every(quiet)).toBe(true);
    expect(gone.games).toEqual([]);
  }, 120_000);

  it('says when the ledger was last checked, how, and what the check found', async () => {
    const first = await dashboard();
    // The tests' configuration schedules no check (LEDGER_CHECK_MINUTES=0).
    expect(first.ledgerCheck).toEqual({ everyMinutes: 0, last: null });
    const report = await checkAndRecordLedger(t.app.services.db, 'command');
    expect(report.problems).toEqual([]);
    const { last } = (await dashboard()).ledgerCheck;
    expect(last).toMatchObject({
      by: 'command',
      invariants: 8,
      problems: 0,
      findings: [],
      entries: report.entries,
    });
    expect(Date.now() - Date.parse(last!.at)).toBeLessThan(60_000);
    await checkAndRecordLedger(t.app.services.db, 'schedule');
    expect((await dashboard()).ledgerCheck.last?.by).toBe('schedule');

    // A check of 31 days ago is dropped when the next one is recorded; 29 days ago is kept.
    const daysAgo = (days: number) => () => Date.now() - days * DAY_MS;
    await checkAndRecordLedger(t.app.services.db, 'command', daysAgo(31));
    await checkAndRecordLedger(t.app.services.db, 'command', daysAgo(29));
    const ages = async () =>
      (
        await queryRows<{ age: number }>(
          t.app.services.db,
          sql`SELECT floor(extract(epoch FROM now() - checked_at) / 86400)::int AS age
                FROM ledger_checks ORDER BY checked_at`,
        )
      ).map((r) => r.age);
    expect(await ages()).toEqual([31, 29, 0, 0]);
    await checkAndRecordLedger(t.app.services.db, 'schedule');
    expect(await ages()).toEqual([29, 0, 0, 0]);
    // The newest check is the one shown, whatever order they were recorded in.
    expect((await dashboard()).ledgerCheck.last?.by).toBe('schedule');
  });
});
