import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/server/config';
import { queryRows } from '../../src/server/db/client';
import { operatorClient, twoFactorPlayer } from '../helpers/cryptoCashier';
import {
  nowPaymentsFixture,
  signedIpn,
  startNowPaymentsStandIn,
} from '../helpers/nowPaymentsStandIn';
import { balanceOf } from '../helpers/rainPlayers';
import { startSwitchableProxy } from '../helpers/switchableProxy';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// NOWPayments (the local stand-in, behind a proxy that can be cut): a payment topped up after
// it was counted, and withdrawals left PROCESSING when the provider cannot be reached.
let t: TestApp;
let standIn: Awaited<ReturnType<typeof startNowPaymentsStandIn>>;
let proxy: Awaited<ReturnType<typeof startSwitchableProxy>>;
let operator: Client;
beforeAll(async () => {
  standIn = await startNowPaymentsStandIn();
  proxy = await startSwitchableProxy(standIn.settings.apiBase);
  const base = testConfig().cryptoCashier;
  t = await startTestApp({
    cryptoCashier: {
      ...base,
      approvalAbove: 100_000,
      kycLevels: [],
      provider: { ...standIn.settings, apiBase: proxy.url },
    },
  });
  operator = await operatorClient(t);
});
afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await standIn?.close();
});

/** A webhook's outcome; a notice already applied may be answered 409 instead of 200. */
function outcomeOf(res: Awaited<ReturnType<Client['post']>>): string {
  if (res.status === 409 && res.body.error?.code === 'NOTICE_REPLAYED') return 'replayed';
  expect(res.status).toBe(200);
  return res.body.outcome as string;
}

/** Ledger transfers of a kind referring to a crypto transaction. */
async function transfers(kind: string, reference: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.app.services.db,
    sql`SELECT count(*)::int AS n FROM wallet_transfers WHERE kind = ${kind} AND reference = ${reference}`,
  );
  return row!.n;
}

describe('a NOWPayments payment topped up', () => {
  it('credits each increase of actually_paid once; the same or less credits nothing', async () => {
    const player = new Client(t.url, t.origin);
    const user = await player.register();
    const address = await player.post('/api/cashier/crypto/deposit-address', {
      symbol: 'BTC',
      blockchain: 'BTC',
    });
    expect(address.body.address.address).toBe('3EZ2uTdVDAMFXTfc6uLDDKR6o8qKBZXVkj');
    const provider = new Client(t.url);
    const notice = async (payment_status: string, actually_paid: number) => {
      const ipn = signedIpn({
        ...nowPaymentsFixture('nowpayments-ipn-finished.json'),
        payment_status,
        actually_paid,
      });
      const res = await provider.post('/api/cashier/crypto/webhook', ipn.body, ipn.headers);
      return outcomeOf(res);
    };
    // 0.0005 BTC x 70,000 $ x 1.4 = 49.00 gems each step.
    expect(await notice('partially_paid', 0.0005)).toBe('credited');
    expect(await balanceOf(player)).toBe(user.balance + 4_900);
    expect(await notice('partially_paid', 0.001)).toBe('credited');
    expect(await notice('finished', 0.001)).toBe('replayed');
    expect(await notice('partially_paid', 0.0008)).toBe('replayed');
    // More seen but not yet confirmed: nothing until a final notice says so.
    expect(await notice('confirming', 0.0015)).toBe('unchanged');
    expect(await balanceOf(player)).toBe(user.balance + 9_800);
    expect(await notice('finished', 0.0015)).toBe('credited');
    expect(await balanceOf(player)).toBe(user.balance + 14_700);

    const [row] = await queryRows<{ id: string; amount: number; coin: string; status: string }>(
      t.app.services.db,
      sql`SELECT id, amount::int AS amount, credited_coin::text AS coin, status
          FROM crypto_transactions WHERE user_id = ${user.id}`,
    );
    expect(row).toMatchObject({ amount: 14_700, status: 'COMPLETED' });
    expect(Number(row!.coin)).toBe(0.0015);
    expect(await transfers('crypto-deposit', row!.id)).toBe(3);
  });
});

describe('withdrawals the provider never took', () => {
  const withdraw = async (p: Awaited<ReturnType<typeof twoFactorPlayer>>) => {
    const res = await p.client.post('/api/cashier/crypto/withdraw', {
      amount: 5_000,
      symbol: 'BTC',
      blockchain: 'BTC',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      code: p.code(),
    });
    expect(res.status).toBe(200);
    return res.body.transaction as { id: string; status: string };
  };
  const stuckIds = async () =>
    (
      (await operator.get('/api/admin/cashier/withdrawals/stuck')).body.withdrawals as Array<{
        id: string;
      }>
    ).map((w) => w.id);
  const backdate = (id: string) =>
    t.app.services.db.execute(
      sql`UPDATE crypto_transactions SET updated_at = now() - interval '10 minutes' WHERE id = ${id}`,
    );

  it('stay PROCESSING, are listed once 5 minutes old, and can be sent again', async () => {
    const p = await twoFactorPlayer(t);
    proxy.setUp(false);
    const sent = await withdraw(p);
    expect(sent.status).toBe('PROCESSING');
    expect(await balanceOf(p.client)).toBe(p.user.balance - 5_000);
    // Too fresh: its provider call may still be in flight.
    expect(await stuckIds()).not.toContain(sent.id);
    const early = await operator.post('/api/admin/cashier/withdrawals/resend', { id: sent.id });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('WITHDRAWAL_NOT_STUCK');

    await backdate(sent.id);
    expect(await stuckIds()).toContain(sent.id);
    expect((await p.client.get('/api/admin/cashier/withdrawals/stuck')).status).toBe(403);
    const stillDown = await operator.post('/api/admin/cashier/withdrawals/resend', {
      id: sent.id,
    });
    expect(stillDown.body.withdrawal.status).toBe('PROCESSING');
    expect(await stuckIds()).not.toContain(sent.id);

    await backdate(sent.id);
    proxy.setUp(true);
    const resent = await operator.post('/api/admin/cashier/withdrawals/resend', { id: sent.id });
    expect(resent.status).toBe(200);
    expect(resent.body.withdrawal.status).toBe('PROCESSING');
    // The provider took it (a payout id): no longer stuck, so no operator can fail it.
    expect(await stuckIds()).not.toContain(sent.id);
    const fail = await operator.post('/api/admin/cashier/withdrawals/fail', {
      id: sent.id,
      reason: 'Too late',
    });
    expect(fail.status).toBe(409);
    expect(await balanceOf(p.client)).toBe(p.user.balance - 5_000);
    expect(await transfers('crypto-withdrawal-refund', sent.id)).toBe(0);
  });

  it('failed twice at once: refunded exactly once', async () => {
    const p = await twoFactorPlayer(t);
    proxy.setUp(false);
    const sent = await withdraw(p);
    proxy.setUp(true);
    await backdate(sent.id);
    const answers = await Promise.all(
      [1, 2].map(() =>
        operator.post('/api/admin/cashier/withdrawals/fail', {
          id: sent.id,
          reason: 'No payout at NOWPayments',
        }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const done = answers.find((r) => r.status === 200)!.body.withdrawal;
    expect(done).toMatchObject({ status: 'FAILED', reason: 'No payout at NOWPayments' });
    expect(await balanceOf(p.client)).toBe(p.user.balance);
    expect(await transfers('crypto-withdrawal-refund', sent.id)).toBe(1);
    expect(await stuckIds()).not.toContain(sent.id);
  });
});
