import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/server/config';
import { queryRows } from '../../src/server/db/client';
import { operatorClient, twoFactorPlayer } from '../helpers/cryptoCashier';
import { balanceOf } from '../helpers/rainPlayers';
import { type Client, type TestApp, startTestApp } from '../helpers/testApp';

// The cashier's rules that look past one request: the wagering requirement over every
// deposit, KYC over 30 days of withdrawals, and self-exclusion and deposit limits weighed
// when a deposit is credited. Sandbox provider; above 600.00 gems needs KYC level 1.
let t: TestApp;
let operator: Client;
beforeAll(async () => {
  const base = testConfig().cryptoCashier;
  t = await startTestApp({
    rateLimitPerMinute: 1_000_000,
    cryptoCashier: { ...base, approvalAbove: 100_000, kycLevels: [[60_000, 1]] },
  });
  operator = await operatorClient(t);
});
afterAll(() => t.close());

const withdrawal = (
  amount: number,
  code: string,
  address = 'ltc1qg82hxkz3rn4w6dwzm0tq8l3j0d2',
): object => ({
  amount,
  symbol: 'LTC',
  blockchain: 'LTC',
  address,
  code,
});

async function addressOf(player: Client): Promise<string> {
  const res = await player.post('/api/cashier/crypto/deposit-address', {
    symbol: 'LTC',
    blockchain: 'LTC',
  });
  expect(res.status).toBe(200);
  return res.body.address.address as string;
}

/** A sandbox LTC payment to `address`, confirmed at once (85 $ x 1.4 = 119.00 gems a coin). */
async function deposit(address: string, coinAmount: string) {
  const sent = await operator.post('/api/admin/cashier/sandbox/deposit', { address, coinAmount });
  expect(sent.status).toBe(200);
  const done = await operator.post('/api/admin/cashier/sandbox/confirm', {
    reference: sent.body.txId,
    all: true,
  });
  expect(done.status).toBe(200);
  return done.body.transaction as { id: string; status: string; amount: number; reason: string };
}

const dice = (player: Client, amount: number) =>
  player.post('/api/games/dice/bet', { amount, target: 5000, direction: 'over' });

describe('the wagering requirement', () => {
  it('does not count a stake given back: deposit, cancelled coin flip, withdrawal refused', async () => {
    const p = await twoFactorPlayer(t);
    await deposit(await addressOf(p.client), '0.1');
    const created = await p.client.post('/api/games/coinflip', { amount: 1_190, side: 'T' });
    expect(created.status).toBe(200);
    const cancelled = await p.client.post(`/api/games/coinflip/${created.body.game.id}/cancel`);
    expect(cancelled.status).toBe(200);
    const before = await balanceOf(p.client);
    const refused = await p.client.post(
      '/api/cashier/crypto/withdraw',
      withdrawal(5_000, p.code()),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(
      'Wager 11.90 more gems before withdrawing (every deposit must be wagered 1x)',
    );
    expect(await balanceOf(p.client)).toBe(before);
    expect((await dice(p.client, 1_190)).status).toBe(200);
    const ok = await p.client.post('/api/cashier/crypto/withdraw', withdrawal(5_000, p.code()));
    expect(ok.status).toBe(200);
  });

  it('does not count a coin flip still open (it may yet be given back)', async () => {
    const p = await twoFactorPlayer(t);
    await deposit(await addressOf(p.client), '0.1');
    const created = await p.client.post('/api/games/coinflip', { amount: 1_190, side: 'CT' });
    expect(created.status).toBe(200);
    const refused = await p.client.post(
      '/api/cashier/crypto/withdraw',
      withdrawal(5_000, p.code()),
    );
    expect(refused.body.error?.code).toBe('WAGER_REQUIRED');
  });

  it('adds up every deposit: a small second one does not reset a big first one', async () => {
    const p = await twoFactorPlayer(t);
    const address = await addressOf(p.client);
    await deposit(address, '0.2'); // 23.80 gems
    await deposit(address, '0.01'); // 1.19 gems
    expect((await dice(p.client, 119)).status).toBe(200);
    const refused = await p.client.post(
      '/api/cashier/crypto/withdraw',
      withdrawal(5_000, p.code()),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(
      'Wager 23.80 more gems before withdrawing (every deposit must be wagered 1x)',
    );
    expect((await dice(p.client, 2_380)).status).toBe(200);
    const ok = await p.client.post('/api/cashier/crypto/withdraw', withdrawal(5_000, p.code()));
    expect(ok.status).toBe(200);
  });

  it('counts no wager toward a deposit made after it', async () => {
    const p = await twoFactorPlayer(t);
    const address = await addressOf(p.client);
    await deposit(address, '0.1');
    expect((await dice(p.client, 5_000)).status).toBe(200);
    await deposit(address, '0.1');
    const refused = await p.client.post(
      '/api/cashier/crypto/withdraw',
      withdrawal(5_000, p.code()),
    );
    expect(refused.body.error?.message).toBe(
      'Wager 11.90 more gems before withdrawing (every deposit must be wagered 1x)',
    );
  });
});

describe('KYC over 30 days of withdrawals', () => {
  it('adds up withdrawals just under the threshold; refunded ones do not count', async () => {
    const p = await twoFactorPlayer(t);
    const failed = await p.client.post(
      '/api/cashier/crypto/withdraw',
      withdrawal(25_000, p.code(), 'sandboxfail-address-kyc'),
    );
    expect(failed.body.transaction.status).toBe('FAILED');
    for (let i = 0; i < 2; i++) {
      const ok = await p.client.post('/api/cashier/crypto/withdraw', withdrawal(25_000, p.code()));
      expect(ok.status).toBe(200);
    }
    const before = await balanceOf(p.client);
    const third = await p.client.post('/api/cashier/crypto/withdraw', withdrawal(25_000, p.code()));
    expect(third.status).toBe(403);
    expect(third.body.error).toMatchObject({
      code: 'KYC_REQUIRED',
      message:
        'Withdrawing more than 600.00 gems in 30 days needs KYC level 1 (750.00 with this one)',
    });
    expect(await balanceOf(p.client)).toBe(before);
    // Withdrawals older than 30 days no longer count.
    await t.app.services.db.execute(
      sql`UPDATE crypto_transactions SET created_at = now() - interval '31 days'
          WHERE user_id = ${p.user.id}`,
    );
    const later = await p.client.post('/api/cashier/crypto/withdraw', withdrawal(25_000, p.code()));
    expect(later.status).toBe(200);
  });
});

describe('deposits weighed when credited', () => {
  const heldDeposits = async () =>
    (await operator.get('/api/admin/cashier/deposits/held')).body.deposits as Array<{
      id: string;
      held: number;
      amount: number;
      status: string;
      user: { id: string };
    }>;

  it('a deposit over the daily limit credits the room and holds the rest, for operators to see', async () => {
    const p = await twoFactorPlayer(t);
    const player = p.client;
    const start = await balanceOf(player);
    const address = await addressOf(player);
    const limit = await player.post('/api/responsible-gambling/limits', {
      data: { kind: 'deposit', period: 'day', amount: 5_000 },
    });
    expect(limit.status).toBe(200);
    const first = await deposit(address, '0.1'); // 11.90 gems, within the room
    expect(first).toMatchObject({ status: 'COMPLETED', amount: 1_190 });
    const second = await deposit(address, '0.5'); // 59.50 gems: 38.10 left in the room
    expect(second).toMatchObject({
      status: 'HELD',
      amount: 3_810,
      reason: '21.40 gems held for review: your daily deposit limit of 50.00 gems',
    });
    expect(await balanceOf(player)).toBe(start + 5_000);
    // The address was shown before the limit filled: a later payment to it is held whole.
    const third = await deposit(address, '0.1');
    expect(third).toMatchObject({ status: 'HELD', amount: 0 });
    expect(await balanceOf(player)).toBe(start + 5_000);

    const held = (await heldDeposits()).filter((d) => d.user.id === p.user.id);
    expect(held.map((d) => [d.id, d.amount, d.held])).toEqual([
      [second.id, 3_810, 2_140],
      [third.id, 0, 1_190],
    ]);
    expect((await player.get('/api/admin/cashier/deposits/held')).status).toBe(403);
    const [row] = await queryRows<{ n: number }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS n FROM wallet_transfers WHERE kind = 'crypto-deposit'
          AND reference IN (${second.id}, ${third.id})`,
    );
    expect(row!.n).toBe(1);
    // Only what was credited is to be wagered.
    const refused = await player.post('/api/cashier/crypto/withdraw', withdrawal(5_000, p.code()));
    expect(refused.body.error?.message).toBe(
      'Wager 50.00 more gems before withdrawing (every deposit must be wagered 1x)',
    );
  });

  it("a self-excluded player's deposit is held whole, and a replay credits nothing", async () => {
    const player = (await twoFactorPlayer(t)).client;
    const start = await balanceOf(player);
    const address = await addressOf(player);
    const excluded = await player.post('/api/responsible-gambling/self-exclusion', {
      data: { period: '24h' },
    });
    expect(excluded.status).toBe(200);
    const held = await deposit(address, '0.1');
    expect(held.status).toBe('HELD');
    expect(held.amount).toBe(0);
    expect(held.reason).toMatch(/^11\.90 gems held for review: you have excluded yourself until /);
    const [row] = await queryRows<{ external_id: string }>(
      t.app.services.db,
      sql`SELECT external_id FROM crypto_transactions WHERE id = ${held.id}`,
    );
    const replay = await t.app.services.cryptoCashier.applyDeposit({
      type: 'deposit',
      externalId: row!.external_id,
      symbol: 'LTC',
      blockchain: 'LTC',
      address,
      extraId: '',
      txHash: row!.external_id,
      coinAmount: '0.1',
      confirmations: 9,
      requiredConfirmations: null,
      final: true,
    });
    expect(replay.outcome).toBe('replayed');
    expect(await balanceOf(player)).toBe(start);
    expect((await heldDeposits()).find((d) => d.id === held.id)).toMatchObject({
      held: 1_190,
      amount: 0,
      status: 'HELD',
    });
  });
});
