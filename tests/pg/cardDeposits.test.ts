import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/server/config';
import { queryRows } from '../../src/server/db/client';
import { verifyLedger } from '../../src/server/domain/wallet/verifyLedger';
import { checkoutComEvent, startCheckoutComStandIn } from '../helpers/checkoutComStandIn';
import { type ScratchDatabase, REDIS_URL, createScratchDatabase } from '../helpers/pgDatabase';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';
import { inParallel } from '../helpers/twoProcesses';

// Card webhooks racing on PostgreSQL: two processes on one database, each with its own pool,
// so the copies of one event really overlap. Checkout.com's recorded events, re-addressed to
// each test's payment (tests/helpers/checkoutComStandIn.ts). Every app's close verifies the
// ledger too.

let scratch: ScratchDatabase;
let standIn: Awaited<ReturnType<typeof startCheckoutComStandIn>>;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  standIn = await startCheckoutComStandIn();
  const shared = {
    databaseUrl: scratch.url,
    redisUrl: REDIS_URL,
    dbPoolSize: 12,
    rateLimitPerMinute: 1_000_000,
    cardCashier: { ...testConfig().cardCashier, processor: standIn.processor, kycLevels: [] },
  };
  a = await startTestApp(shared);
  b = await startTestApp(shared);
}, 60_000);

afterAll(async () => {
  for (const t of [a, b]) await t?.close();
  await standIn?.close();
  await scratch?.drop();
});

const post = (t: TestApp, signed: { body: string; headers: Record<string, string> }) =>
  new Client(t.url).request('POST', '/api/cashier/card/webhook', signed.body, signed.headers);

async function state(userId: string, reference: string) {
  const [row] = await queryRows<{
    balance: number;
    credits: number;
    reversals: number;
    events: number;
    status: string;
    reversed: number;
  }>(
    a.app.services.db,
    sql`SELECT (SELECT balance::int FROM wallet_accounts WHERE user_id = ${userId}) AS balance,
               (SELECT count(*)::int FROM wallet_transfers
                WHERE kind = 'card-deposit' AND reference = ${reference}) AS credits,
               (SELECT count(*)::int FROM wallet_transfers
                WHERE kind = 'card-reversal' AND reference = ${reference}) AS reversals,
               (SELECT count(*)::int FROM card_webhook_events WHERE payment_id = ${reference}) AS events,
               p.status, p.reversed::int AS reversed
        FROM card_payments p WHERE p.id = ${reference}`,
  );
  return row!;
}

async function openedPayment() {
  const client = new Client(a.url, a.origin);
  const user = await client.register();
  const opened = await client.post('/api/cashier/card/checkout', { amount: 2_500 });
  expect(opened.status).toBe(200);
  return { user, reference: opened.body.payment.id as string };
}

describe('card webhooks racing on PostgreSQL', () => {
  it('the same capture 20 times at once through two servers credits once', async () => {
    const { user, reference } = await openedPayment();
    const captured = checkoutComEvent('payment_captured', {
      reference,
      eventId: `evt_${randomUUID()}`,
    });
    const answers = await inParallel(20, (i) => post(i % 2 === 0 ? a : b, captured));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(answers.find((r) => r.status === 200)!.body).toEqual({ ok: true, outcome: 'credited' });
    expect(await state(user.id, reference)).toMatchObject({
      balance: user.balance + 3_500,
      credits: 1,
      events: 1,
      status: 'COMPLETED',
    });
    expect((await verifyLedger(a.app.services.db)).problems).toEqual([]);
  });

  it('20 captures of one payment under different event ids at once credit once', async () => {
    const { user, reference } = await openedPayment();
    const answers = await inParallel(20, (i) =>
      post(
        i % 2 === 0 ? a : b,
        checkoutComEvent('payment_captured', { reference, eventId: `evt_${randomUUID()}` }),
      ),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(answers.filter((r) => r.body.outcome === 'credited')).toHaveLength(1);
    expect(await state(user.id, reference)).toMatchObject({
      balance: user.balance + 3_500,
      credits: 1,
      events: 20,
    });
    expect((await verifyLedger(a.app.services.db)).problems).toEqual([]);
  });

  it('the same chargeback 20 times at once debits once and never below zero', async () => {
    const { user, reference } = await openedPayment();
    await post(
      a,
      checkoutComEvent('payment_captured', { reference, eventId: `evt_${randomUUID()}` }),
    );
    const chargeback = checkoutComEvent('payment_chargeback', {
      reference,
      eventId: `evt_${randomUUID()}`,
    });
    const answers = await inParallel(20, (i) => post(i % 2 === 0 ? a : b, chargeback));
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(await state(user.id, reference)).toMatchObject({
      balance: user.balance,
      credits: 1,
      reversals: 1,
      events: 2,
      status: 'CHARGED_BACK',
      reversed: 3_500,
    });
    expect((await verifyLedger(a.app.services.db)).problems).toEqual([]);
  });
});
