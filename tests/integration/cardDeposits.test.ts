import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/server/config';
import { queryRows } from '../../src/server/db/client';
import { FROZEN_UNTIL } from '../../src/server/domain/cashier/deposits/accountFreeze';
import { checkoutComEvent, startCheckoutComStandIn } from '../helpers/checkoutComStandIn';
import { twoFactorPlayer } from '../helpers/cryptoCashier';
import { balanceOf } from '../helpers/rainPlayers';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Card deposits on PGlite, end to end over HTTP: the demo's sandbox checkout page (pay,
// decline), and Checkout.com through a loopback stand-in answering the recorded session,
// its recorded webhooks re-addressed to each test's payment and signed with the stand-in's
// key. Every app's close verifies the ledger.

let sandbox: TestApp;
let cko: TestApp;
let standIn: Awaited<ReturnType<typeof startCheckoutComStandIn>>;

beforeAll(async () => {
  standIn = await startCheckoutComStandIn();
  // KYC level 1 above 500.00 gems deposited by card in 30 days.
  const card = { ...testConfig().cardCashier, kycLevels: [[50_000, 1]] as Array<[number, number]> };
  sandbox = await startTestApp({ cardCashier: card });
  cko = await startTestApp({ cardCashier: { ...card, processor: standIn.processor } });
});
afterAll(async () => {
  await sandbox?.close();
  await cko?.close();
  await standIn?.close();
});

interface Payment {
  id: string;
  status: string;
  cents: number;
  gems: number;
  amount: number;
  bonus: number;
  held: number;
  reversed: number;
  reason: string | null;
}

async function paymentsOf(client: Client): Promise<Payment[]> {
  return (await client.get('/api/cashier/card/payments')).body.payments;
}

async function counts(t: TestApp) {
  const [row] = await queryRows<{ payments: number; events: number; transfers: number }>(
    t.app.services.db,
    sql`SELECT (SELECT count(*) FROM card_payments)::int AS payments,
               (SELECT count(*) FROM card_webhook_events)::int AS events,
               (SELECT count(*) FROM wallet_transfers)::int AS transfers`,
  );
  return row!;
}

/** A path of this server from an absolute address the app made. */
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/** The sandbox page's form, posted as the player's browser would. */
async function pressButton(t: TestApp, client: Client, redirectUrl: string, action: string) {
  const url = new URL(redirectUrl);
  const form = new URLSearchParams({
    session: url.searchParams.get('session')!,
    sig: url.searchParams.get('sig')!,
    action,
  });
  return fetch(`${t.url}${url.pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: t.origin,
      cookie: client.cookie,
      'x-forwarded-for': client.address,
    },
    body: form.toString(),
  });
}

describe('the sandbox checkout (demo mode)', () => {
  it('sends the player to its page, whose pay button credits once with FIAT_DEPOSIT_COMPLETED', async () => {
    const player = new Client(sandbox.url, sandbox.origin);
    await player.register();
    const start = await balanceOf(player);
    const opened = await player.post('/api/cashier/card/checkout', { amount: 2_500 });
    expect(opened.status).toBe(200);
    expect(opened.body.payment).toMatchObject({ status: 'PENDING', cents: 2_500, gems: 3_500 });
    expect(pathOf(opened.body.redirectUrl)).toMatch(/^\/api\/cashier\/card\/sandbox\/checkout\?/);

    const page = await fetch(`${sandbox.url}${pathOf(opened.body.redirectUrl)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Card checkout sandbox: no card is charged.');
    expect(html).toContain('Pay 25.00 USD');
    expect(html).not.toMatch(/card number/i);

    const paid = await pressButton(sandbox, player, opened.body.redirectUrl, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(
      new RegExp(`/cashier/card/return\\?payment=${opened.body.payment.id}&result=success$`),
    );
    expect(await balanceOf(player)).toBe(start + 3_500);
    const [payment] = await paymentsOf(player);
    expect(payment).toMatchObject({ status: 'COMPLETED', amount: 3_500, bonus: 0, held: 0 });
    const { notifications } = (await player.get('/api/notifications')).body;
    const notice = notifications.find((n: { type: string }) => n.type === 'FIAT_DEPOSIT_COMPLETED');
    expect(notice).toMatchObject({ title: 'Deposit credited', severity: 'SUCCESS' });

    // Pressing pay again (a resubmitted form) is a new event for a payment credited already.
    const before = await counts(sandbox);
    expect((await pressButton(sandbox, player, opened.body.redirectUrl, 'pay')).status).toBe(303);
    expect(await balanceOf(player)).toBe(start + 3_500);
    expect((await counts(sandbox)).transfers).toBe(before.transfers);
  });

  it('declines without crediting, and refuses a page address it did not sign', async () => {
    const player = new Client(sandbox.url, sandbox.origin);
    await player.register();
    const start = await balanceOf(player);
    const opened = await player.post('/api/cashier/card/checkout', { amount: 1_000 });
    const declined = await pressButton(sandbox, player, opened.body.redirectUrl, 'decline');
    expect(declined.headers.get('location')).toMatch(/&result=failure$/);
    expect(await paymentsOf(player)).toMatchObject([{ status: 'DECLINED', amount: 0 }]);
    expect(await balanceOf(player)).toBe(start);

    const cheaper = new URL(opened.body.redirectUrl);
    cheaper.searchParams.set('sig', '0'.repeat(64));
    expect((await fetch(`${sandbox.url}${pathOf(cheaper.toString())}`)).status).toBe(400);
    expect((await pressButton(sandbox, player, cheaper.toString(), 'pay')).status).toBe(400);
    expect(await balanceOf(player)).toBe(start);
  });

  it('checks bounds, self-exclusion, deposit limits and KYC before any session is opened', async () => {
    const player = new Client(sandbox.url, sandbox.origin);
    const user = await player.register();
    const before = await counts(sandbox);
    const small = await player.post('/api/cashier/card/checkout', { amount: 499 });
    expect(small.status).toBe(400);
    expect(small.body.error).toEqual({
      code: 'AMOUNT_OUT_OF_RANGE',
      message: 'A card deposit is between 5.00 and 1000.00 USD',
    });
    expect((await player.post('/api/cashier/card/checkout', { amount: 10.5 })).status).toBe(400);
    expect(
      (
        await new Client(sandbox.url, sandbox.origin).post('/api/cashier/card/checkout', {
          amount: 2_500,
        })
      ).status,
    ).toBe(401);

    // 400.00 USD is 560.00 gems, past the 500.00 of level 1.
    const kyc = await player.post('/api/cashier/card/checkout', { amount: 40_000 });
    expect(kyc.status).toBe(403);
    expect(kyc.body.error).toEqual({
      code: 'KYC_REQUIRED',
      message:
        'Depositing more than 500.00 gems by card in 30 days needs KYC level 1 (560.00 with this one)',
    });

    const limit = await player.post('/api/responsible-gambling/limits', {
      data: { kind: 'deposit', period: 'day', amount: 5_000 },
    });
    expect(limit.status).toBe(200);
    const over = await player.post('/api/cashier/card/checkout', { amount: 4_000 });
    expect(over.status).toBe(403);
    expect(over.body.error.code).toBe('LIMIT_REACHED');

    expect(
      (await player.post('/api/responsible-gambling/self-exclusion', { data: { period: '24h' } }))
        .status,
    ).toBe(200);
    const excluded = await player.post('/api/cashier/card/checkout', { amount: 500 });
    expect(excluded.status).toBe(403);
    expect(excluded.body.error.code).toBe('SELF_EXCLUDED');
    expect(await counts(sandbox)).toEqual(before);

    // With the level, the same KYC amount opens.
    await sandbox.app.services.db.execute(
      sql`UPDATE users SET kyc_level = 1 WHERE id = ${user.id}`,
    );
    const other = new Client(sandbox.url, sandbox.origin);
    const leveled = await other.register();
    await sandbox.app.services.db.execute(
      sql`UPDATE users SET kyc_level = 1 WHERE id = ${leveled.id}`,
    );
    expect((await other.post('/api/cashier/card/checkout', { amount: 40_000 })).status).toBe(200);
  });

  it('a card deposit must be wagered before a withdrawal, as a crypto deposit must', async () => {
    const p = await twoFactorPlayer(sandbox);
    const opened = await p.client.post('/api/cashier/card/checkout', { amount: 2_500 });
    await pressButton(sandbox, p.client, opened.body.redirectUrl, 'pay');
    const refused = await p.client.post('/api/cashier/crypto/withdraw', {
      amount: 3_500,
      symbol: 'BTC',
      blockchain: 'BTC',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      code: p.code(),
    });
    expect(refused.body.error?.message).toBe(
      'Wager 35.00 more gems before withdrawing (every deposit must be wagered 1x)',
    );
  });

  it('pays the REFERRAL bonus on a card deposit, from the promotions account, once', async () => {
    const affiliate = new Client(sandbox.url, sandbox.origin);
    await affiliate.register();
    const code = `c${randomUUID().slice(0, 8)}`;
    await affiliate.post('/api/affiliate/code/create', { data: { code } });
    const player = new Client(sandbox.url, sandbox.origin);
    const visit = await player.post('/api/affiliate/visit', { data: { code } });
    const referral = visit.headers.getSetCookie().find((c) => c.startsWith('referral='))!;
    const name = `p_${randomUUID().slice(0, 8)}`;
    const registered = await player.post(
      '/api/auth/register',
      {
        username: name,
        email: `${name}@example.test`,
        password: 'correct horse battery',
        acceptTerms: true,
      },
      { cookie: referral.split(';')[0]! },
    );
    expect(registered.status).toBe(200);
    const start = await balanceOf(player);
    const opened = await player.post('/api/cashier/card/checkout', { amount: 2_500 });
    await pressButton(sandbox, player, opened.body.redirectUrl, 'pay');
    expect(await balanceOf(player)).toBe(start + 3_500 + 175);
    expect(await paymentsOf(player)).toMatchObject([{ amount: 3_500, bonus: 175 }]);
    const legs = await queryRows<{ kind: string; account: string; amount: number }>(
      sandbox.app.services.db,
      sql`SELECT tr.kind, a.kind AS account, e.amount::int AS amount
          FROM wallet_transfers tr
          JOIN wallet_entries e ON e.transfer_id = tr.id
          JOIN wallet_accounts a ON a.id = e.account_id
          WHERE tr.reference = ${opened.body.payment.id} ORDER BY tr.kind, a.kind`,
    );
    expect(legs).toEqual([
      { kind: 'card-deposit', account: 'cashier', amount: -3_500 },
      { kind: 'card-deposit', account: 'user', amount: 3_500 },
      { kind: 'deposit-bonus', account: 'promo', amount: -175 },
      { kind: 'deposit-bonus', account: 'user', amount: 175 },
    ]);
  });
});

describe('Checkout.com webhooks', () => {
  const post = (signed: { body: string; headers: Record<string, string> }) =>
    new Client(cko.url).request('POST', '/api/cashier/card/webhook', signed.body, signed.headers);

  async function paidPlayer(cents = 2_500) {
    const client = new Client(cko.url, cko.origin);
    const user = await client.register();
    const opened = await client.post('/api/cashier/card/checkout', { amount: cents });
    expect(opened.status).toBe(200);
    const reference = opened.body.payment.id as string;
    return { client, user, reference, opened };
  }

  it('opens the hosted page, then credits the signed capture once; a bad signature or a replay changes nothing', async () => {
    const { client, reference, opened } = await paidPlayer();
    expect(opened.body.redirectUrl).toBe('https://pay.sandbox.checkout.com/page/hpp_bPHKPRcuPOvW');
    expect(standIn.requests.at(-1)).toMatchObject({ amount: 2_500, currency: 'USD', reference });
    const start = await balanceOf(client);
    const captured = checkoutComEvent('payment_captured', {
      reference,
      eventId: `evt_${randomUUID()}`,
    });

    const before = await counts(cko);
    const unsigned = await post({
      body: captured.body,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(401);
    expect(unsigned.body.error).toEqual({ code: 'WEBHOOK_REFUSED', message: 'Missing signature' });
    const forged = await post({
      body: captured.body.replace('"amount": 2500', '"amount": 250000'),
      headers: captured.headers,
    });
    expect(forged.status).toBe(401);
    expect(forged.body.error).toEqual({ code: 'WEBHOOK_REFUSED', message: 'Bad signature' });
    expect(await counts(cko)).toEqual(before);

    const first = await post(captured);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ok: true, outcome: 'credited' });
    expect(await balanceOf(client)).toBe(start + 3_500);
    const replay = await post(captured);
    expect(replay.status).toBe(409);
    expect(replay.body.error.code).toBe('EVENT_REPLAYED');
    expect(await balanceOf(client)).toBe(start + 3_500);
    // The same capture under another event id credits nothing either.
    const again = await post(
      checkoutComEvent('payment_captured', { reference, eventId: `evt_${randomUUID()}` }),
    );
    expect(again.body).toEqual({ ok: true, outcome: 'unchanged' });
    expect(await balanceOf(client)).toBe(start + 3_500);
    const approved = await post(checkoutComEvent('payment_approved', { reference }));
    expect(approved.body).toEqual({ ok: true, outcome: 'ignored' });
  });

  it('a partial refund takes its share once; a chargeback takes the rest and freezes the account', async () => {
    const { client, user, reference } = await paidPlayer();
    await post(checkoutComEvent('payment_captured', { reference, eventId: `evt_${randomUUID()}` }));
    const credited = await balanceOf(client);

    const refund = checkoutComEvent('payment_refunded', {
      reference,
      eventId: `evt_${randomUUID()}`,
    });
    expect((await post(refund)).body).toEqual({ ok: true, outcome: 'refunded' });
    expect((await post(refund)).status).toBe(409);
    expect(await balanceOf(client)).toBe(credited - 1_400); // 10.00 of 25.00 USD
    expect(await paymentsOf(client)).toMatchObject([
      { status: 'REFUNDED', reversed: 1_400, reason: 'Refund of 10.00 USD: 14.00 gems taken back' },
    ]);
    expect((await client.get('/api/users/me')).status).toBe(200); // a covered refund: not frozen

    const chargeback = checkoutComEvent('payment_chargeback', {
      reference,
      eventId: `evt_${randomUUID()}`,
    });
    expect((await post(chargeback)).body).toEqual({ ok: true, outcome: 'charged back' });
    expect((await post(chargeback)).status).toBe(409);
    // Only the 15.00 USD not refunded yet counts (read in the database: the sessions ended).
    const [after] = await queryRows<{ balance: number }>(
      cko.app.services.db,
      sql`SELECT balance::int AS balance FROM wallet_accounts WHERE user_id = ${user.id}`,
    );
    expect(after!.balance).toBe(credited - 3_500);
    const [row] = await queryRows<{
      status: string;
      reversed: number;
      shortfall: number;
      banned_until: Date;
    }>(
      cko.app.services.db,
      sql`SELECT p.status, p.reversed::int AS reversed, p.shortfall::int AS shortfall, u.banned_until
          FROM card_payments p JOIN users u ON u.id = p.user_id WHERE p.id = ${reference}`,
    );
    expect(row).toMatchObject({ status: 'CHARGED_BACK', reversed: 3_500, shortfall: 0 });
    expect(new Date(row!.banned_until).toISOString()).toBe(FROZEN_UNTIL.toISOString());
    expect((await client.get('/api/users/me')).status).toBe(401); // its sessions ended
    const [audit] = await queryRows<{ action: string; details: { reason: string } }>(
      cko.app.services.db,
      sql`SELECT action, details FROM audit_log WHERE target_id = ${user.id} ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toMatchObject({
      action: 'cashier.card.freeze',
      details: { reason: 'card chargeback' },
    });
  });

  it('a refund the balance cannot cover takes what is there, records the shortfall and freezes', async () => {
    const { client, user, reference } = await paidPlayer();
    await post(checkoutComEvent('payment_captured', { reference, eventId: `evt_${randomUUID()}` }));
    // All but 10.00 gems put away in the vault.
    const balance = await balanceOf(client);
    const vaulted = await client.post('/api/vault/deposit', {
      amount: balance - 1_000,
      idempotencyKey: randomUUID(),
    });
    expect(vaulted.status).toBe(200);
    expect(await balanceOf(client)).toBe(1_000);

    const full = checkoutComEvent('payment_refunded', {
      reference,
      eventId: `evt_${randomUUID()}`,
      amount: 2_500,
    });
    expect((await post(full)).body).toEqual({ ok: true, outcome: 'refunded' });
    const [row] = await queryRows<{
      reversed: number;
      shortfall: number;
      balance: number;
      banned: boolean;
    }>(
      cko.app.services.db,
      sql`SELECT p.reversed::int AS reversed, p.shortfall::int AS shortfall,
                 (SELECT balance::int FROM wallet_accounts WHERE user_id = ${user.id}) AS balance,
                 u.banned_until IS NOT NULL AS banned
          FROM card_payments p JOIN users u ON u.id = p.user_id WHERE p.id = ${reference}`,
    );
    expect(row).toEqual({ reversed: 1_000, shortfall: 2_500, balance: 0, banned: true });
    const taken = await queryRows<{ amount: number }>(
      cko.app.services.db,
      sql`SELECT e.amount::int AS amount FROM wallet_transfers tr
          JOIN wallet_entries e ON e.transfer_id = tr.id
          JOIN wallet_accounts a ON a.id = e.account_id AND a.user_id = ${user.id}
          WHERE tr.kind = 'card-reversal' AND tr.reference = ${reference}`,
    );
    expect(taken).toEqual([{ amount: -1_000 }]);
  });

  it('a capture after the player excluded themselves is held whole; its refund takes the held gems', async () => {
    const { client, reference } = await paidPlayer();
    const start = await balanceOf(client);
    expect(
      (await client.post('/api/responsible-gambling/self-exclusion', { data: { period: '24h' } }))
        .status,
    ).toBe(200);
    await post(checkoutComEvent('payment_captured', { reference, eventId: `evt_${randomUUID()}` }));
    expect(await balanceOf(client)).toBe(start);
    const [held] = await paymentsOf(client);
    expect(held).toMatchObject({ status: 'HELD', amount: 0, held: 3_500 });
    expect(held!.reason).toMatch(/^35\.00 gems held for review: you have excluded yourself until /);
    const { notifications } = (await client.get('/api/notifications')).body;
    expect(
      notifications.find((n: { type: string }) => n.type === 'FIAT_DEPOSIT_COMPLETED'),
    ).toMatchObject({ title: 'Deposit held for review' });

    const refund = checkoutComEvent('payment_refunded', {
      reference,
      eventId: `evt_${randomUUID()}`,
      amount: 2_500,
    });
    expect((await post(refund)).body).toEqual({ ok: true, outcome: 'refunded' });
    expect(await balanceOf(client)).toBe(start); // still signed in: not frozen
    expect(await paymentsOf(client)).toMatchObject([
      { status: 'REFUNDED', held: 0, reversed: 3_500 },
    ]);
  });

  it('a refund that arrives before its capture is refused for a retry, then applies after it', async () => {
    const { client, reference } = await paidPlayer();
    const start = await balanceOf(client);
    const refund = checkoutComEvent('payment_refunded', {
      reference,
      eventId: `evt_${randomUUID()}`,
    });
    const early = await post(refund);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('PAYMENT_NOT_CAPTURED');
    await post(checkoutComEvent('payment_captured', { reference, eventId: `evt_${randomUUID()}` }));
    expect((await post(refund)).body).toEqual({ ok: true, outcome: 'refunded' });
    expect(await balanceOf(client)).toBe(start + 3_500 - 1_400);
  });
});
