import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { operatorClient } from '../helpers/cryptoCashier';
import { balanceOf } from '../helpers/rainPlayers';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// The REFERRAL deposit bonus (affiliates' deposit_bonuses) on a sandbox crypto deposit:
// the exact bonus, from the promotions account, once.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A player who signed up through an affiliate's referral link. */
async function referredPlayer() {
  const affiliate = new Client(t.url, t.origin);
  await affiliate.register();
  const code = `c${randomUUID().slice(0, 8)}`;
  expect((await affiliate.post('/api/affiliate/code/create', { data: { code } })).status).toBe(200);
  const client = new Client(t.url, t.origin);
  const visit = await client.post('/api/affiliate/visit', { data: { code } });
  const referral = visit.headers
    .getSetCookie()
    .find((c) => c.startsWith('referral='))!
    .split(';')[0]!;
  const name = `p_${randomUUID().slice(0, 8)}`;
  const res = await client.post(
    '/api/auth/register',
    {
      username: name,
      email: `${name}@example.test`,
      password: 'correct horse battery',
      acceptTerms: true,
    },
    { cookie: referral },
  );
  expect(res.status).toBe(200);
  return { client, user: res.body.user as { id: string; balance: number } };
}

/** A sandbox deposit of `coinAmount` BTC to the player's address, confirmed in full. */
async function deposit(player: Client, operator: Client, coinAmount: string) {
  const address = await player.post('/api/cashier/crypto/deposit-address', {
    symbol: 'BTC',
    blockchain: 'BTC',
  });
  const sent = await operator.post('/api/admin/cashier/sandbox/deposit', {
    address: address.body.address.address,
    coinAmount,
  });
  const done = await operator.post('/api/admin/cashier/sandbox/confirm', {
    reference: sent.body.txId,
    all: true,
  });
  expect(done.status).toBe(200);
  return { txId: sent.body.txId as string, address: address.body.address.address as string, done };
}

/** The legs of the transfers of `kind` for a crypto transaction, by account kind. */
async function legs(kind: string, reference: string) {
  return queryRows<{ account: string; amount: number }>(
    t.app.services.db,
    sql`SELECT a.kind AS account, e.amount::int AS amount
        FROM wallet_transfers tr
        JOIN wallet_entries e ON e.transfer_id = tr.id
        JOIN wallet_accounts a ON a.id = e.account_id
        WHERE tr.kind = ${kind} AND tr.reference = ${reference}
        ORDER BY a.kind`,
  );
}

describe('the REFERRAL deposit bonus on a crypto deposit', () => {
  it('pays exactly 5% more from the promotions account, once', async () => {
    const { client, user } = await referredPlayer();
    expect((await client.get('/api/cashier/bonuses')).body.bonuses.deposit).toEqual([
      { type: 'REFERRAL', factor: 0.05 },
    ]);
    const operator = await operatorClient(t);
    const { txId, address, done } = await deposit(client, operator, '0.00123');
    // 0.00123 BTC x 70,000 $ x 1.4 = 120.54 gems; 5% of it is 6.027, paid as 6.02.
    expect(done.body.transaction).toMatchObject({
      status: 'COMPLETED',
      amount: 12_054,
      bonus: 602,
    });
    expect(await balanceOf(client)).toBe(user.balance + 12_054 + 602);
    const id = done.body.transaction.id as string;
    expect(await legs('deposit-bonus', id)).toEqual([
      { account: 'promo', amount: -602 },
      { account: 'user', amount: 602 },
    ]);
    expect(await legs('crypto-deposit', id)).toEqual([
      { account: 'cashier', amount: -12_054 },
      { account: 'user', amount: 12_054 },
    ]);

    // The provider repeating its final word pays neither the deposit nor the bonus again.
    const replay = await t.app.services.cryptoCashier.applyDeposit({
      type: 'deposit',
      externalId: txId,
      symbol: 'BTC',
      blockchain: 'BTC',
      address,
      extraId: '',
      txHash: txId,
      coinAmount: '0.00123',
      confirmations: 6,
      requiredConfirmations: null,
      final: true,
    });
    expect(replay.outcome).toBe('replayed');
    expect(await balanceOf(client)).toBe(user.balance + 12_054 + 602);
    expect(await legs('deposit-bonus', id)).toHaveLength(2);
  });

  it('pays no bonus to a player who was not referred', async () => {
    const client = new Client(t.url, t.origin);
    const user = await client.register();
    const operator = await operatorClient(t);
    const { done } = await deposit(client, operator, '0.00123');
    expect(done.body.transaction).toMatchObject({ amount: 12_054, bonus: 0 });
    expect(await balanceOf(client)).toBe(user.balance + 12_054);
    expect(await legs('deposit-bonus', done.body.transaction.id as string)).toEqual([]);
  });
});
