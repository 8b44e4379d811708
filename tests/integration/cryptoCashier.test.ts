import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { testConfig } from '../../src/server/config';
import { operatorClient, twoFactorPlayer } from '../helpers/cryptoCashier';
import { balanceOf } from '../helpers/rainPlayers';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// The sandbox provider of the default start, with thresholds small enough for demo balances:
// above 300.00 gems waits for approval, above 600.00 needs KYC level 1.
let t: TestApp;
beforeAll(async () => {
  const base = testConfig().cryptoCashier;
  t = await startTestApp({
    cryptoCashier: { ...base, approvalAbove: 30_000, kycLevels: [[60_000, 1]] },
  });
});
afterAll(() => t.close());

const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const withdrawal = (amount: number, code: string, address = ADDRESS) => ({
  amount,
  symbol: 'BTC',
  blockchain: 'BTC',
  address,
  code,
});

async function notices(client: Client): Promise<string[]> {
  const res = await client.get('/api/notifications');
  return (res.body.notifications as Array<{ type: string }>).map((n) => n.type);
}

describe('cashier reference data', () => {
  it('serves rates, methods, fees and bonuses', async () => {
    const visitor = new Client(t.url, t.origin);
    expect((await visitor.get('/api/cashier/currency/crypto')).body.rates.BTC).toBe(70_000);
    const methods = (await visitor.get('/api/cashier/crypto/methods')).body;
    expect(
      methods.deposit.find((m: { symbol: string }) => m.symbol === 'USDT').blockchains,
    ).toEqual(['TRC20', 'ERC20']);
    const fees = (await visitor.get('/api/cashier/withdraw/crypto/fees')).body.fees;
    expect(fees).toContainEqual({ symbol: 'BTC', blockchain: 'BTC', fee: 700 });
    const player = new Client(t.url, t.origin);
    await player.register();
    expect((await player.get('/api/cashier/bonuses')).body.bonuses).toEqual({
      deposit: [],
      withdraw: [],
      conversion: 1.4,
    });
  });
});

describe('sandbox deposits', () => {
  it('acknowledges, counts confirmations and credits once at the current rate', async () => {
    const player = new Client(t.url, t.origin);
    const user = await player.register();
    const operator = await operatorClient(t);
    const first = await player.post('/api/cashier/crypto/deposit-address', {
      symbol: 'BTC',
      blockchain: 'BTC',
    });
    expect(first.status).toBe(200);
    const again = await player.post('/api/cashier/crypto/deposit-address', {
      symbol: 'BTC',
      blockchain: 'BTC',
    });
    expect(again.body.address.address).toBe(first.body.address.address);
    expect(first.body.address.requiredConfirmations).toBe(2);

    const sent = await operator.post('/api/admin/cashier/sandbox/deposit', {
      address: first.body.address.address,
      coinAmount: '0.001',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.transaction.status).toBe('CONFIRMING');
    expect(await balanceOf(player)).toBe(user.balance);

    const one = await operator.post('/api/admin/cashier/sandbox/confirm', {
      reference: sent.body.txId,
    });
    expect(one.body.transaction).toMatchObject({ status: 'CONFIRMING', confirmations: 1 });
    const done = await operator.post('/api/admin/cashier/sandbox/confirm', {
      reference: first.body.address.address,
    });
    // 0.001 BTC x 70,000 $ x 1.4 = 98.00 gems.
    expect(done.body.transaction).toMatchObject({ status: 'COMPLETED', amount: 9_800 });
    expect(await balanceOf(player)).toBe(user.balance + 9_800);

    // Nothing pending any more; a replayed final notice changes nothing.
    const late = await operator.post('/api/admin/cashier/sandbox/confirm', {
      reference: sent.body.txId,
    });
    expect(late.status).toBe(404);
    const replay = await t.app.services.cryptoCashier.applyDeposit({
      type: 'deposit',
      externalId: sent.body.txId,
      symbol: 'BTC',
      blockchain: 'BTC',
      address: first.body.address.address,
      extraId: '',
      txHash: sent.body.txId,
      coinAmount: '0.001',
      confirmations: 9,
      requiredConfirmations: null,
      final: true,
    });
    expect(replay.outcome).toBe('replayed');
    expect(await balanceOf(player)).toBe(user.balance + 9_800);
    expect(await notices(player)).toEqual(['CRYPTO_DEPOSIT_COMPLETED']);
    const list = await player.get('/api/cashier/crypto/transactions');
    expect(list.body.transactions).toHaveLength(1);
  });

  it("replaces a deposit's notices as it moves on, each a corner alert that expires", async () => {
    const player = new Client(t.url, t.origin);
    await player.register();
    const operator = await operatorClient(t);
    const address = await player.post('/api/cashier/crypto/deposit-address', {
      symbol: 'BTC',
      blockchain: 'BTC',
    });
    const sent = await operator.post('/api/admin/cashier/sandbox/deposit', {
      address: address.body.address.address,
      coinAmount: '0.001',
    });
    expect(await notices(player)).toEqual(['CRYPTO_DEPOSIT_ACKNOWLEDGED']);
    await operator.post('/api/admin/cashier/sandbox/confirm', { reference: sent.body.txId });
    expect(await notices(player)).toEqual(['CRYPTO_DEPOSIT_UPDATE']);
    await operator.post('/api/admin/cashier/sandbox/confirm', { reference: sent.body.txId });
    // The "credited after 2 confirmations" notice no longer comes back once credited.
    const listed = (await player.get('/api/notifications')).body.notifications as Array<{
      type: string;
      variant: string;
      createdAt: string;
      expiryDate?: string;
    }>;
    expect(listed.map((n) => n.type)).toEqual(['CRYPTO_DEPOSIT_COMPLETED']);
    const [credited] = listed;
    expect(credited!.variant).toBe('CORNER_ALERT');
    const lifetime = Date.parse(credited!.expiryDate!) - Date.parse(credited!.createdAt);
    expect(lifetime).toBeGreaterThan(0);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000);
  });

  it('shows no address to a self-excluded player', async () => {
    const player = new Client(t.url, t.origin);
    await player.register();
    const excluded = await player.post('/api/responsible-gambling/self-exclusion', {
      data: { period: '24h' },
    });
    expect(excluded.status).toBe(200);
    const refused = await player.post('/api/cashier/crypto/deposit-address', {
      symbol: 'BTC',
      blockchain: 'BTC',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('SELF_EXCLUDED');
  });

  it('refuses the sandbox routes to players and unknown coins to everyone', async () => {
    const player = new Client(t.url, t.origin);
    await player.register();
    const address = await player.post('/api/cashier/crypto/deposit-address', {
      symbol: 'BTC',
      blockchain: 'BTC',
    });
    const res = await player.post('/api/admin/cashier/sandbox/deposit', {
      address: address.body.address.address,
      coinAmount: '1',
    });
    expect(res.status).toBe(403);
    const bad = await player.post('/api/cashier/crypto/deposit-address', {
      symbol: 'BTC',
      blockchain: 'TRC20',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('That coin is not offered on that blockchain');
  });
});

describe('withdrawals', () => {
  it('need 2FA turned on and a valid code, changing nothing otherwise', async () => {
    const plain = new Client(t.url, t.origin);
    const user = await plain.register();
    const res = await plain.post('/api/cashier/crypto/withdraw', withdrawal(5_000, '123456'));
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Turn on two-factor authentication to withdraw');
    const p = await twoFactorPlayer(t);
    const wrong = await p.client.post('/api/cashier/crypto/withdraw', withdrawal(5_000, '000000'));
    expect(wrong.status).toBe(400);
    expect(await balanceOf(plain)).toBe(user.balance);
    expect(await balanceOf(p.client)).toBe(p.user.balance);
  });

  it('are sent at once below the approval threshold, a code working once', async () => {
    const p = await twoFactorPlayer(t);
    const code = p.code();
    const res = await p.client.post('/api/cashier/crypto/withdraw', withdrawal(14_700, code));
    expect(res.status).toBe(200);
    // 147.00 gems less the 7.00 fee = 140.00 gems = 100 $ = 0.00142857 BTC.
    expect(res.body.transaction).toMatchObject({
      status: 'COMPLETED',
      coinAmount: '0.00142857',
      amount: 14_700,
      fee: 700,
    });
    expect(res.body.balance).toBe(p.user.balance - 14_700);
    const replay = await p.client.post('/api/cashier/crypto/withdraw', withdrawal(100, code));
    expect(replay.status).toBe(400);
    // The sent notice replaced the requested one.
    expect(await notices(p.client)).toEqual(['CRYPTO_WITHDRAWAL_COMPLETED']);
  });

  it('a failed payout refunds exactly once', async () => {
    const p = await twoFactorPlayer(t);
    const res = await p.client.post(
      '/api/cashier/crypto/withdraw',
      withdrawal(5_000, p.code(), 'sandboxfail-address-1'),
    );
    expect(res.status).toBe(200);
    expect(res.body.transaction.status).toBe('FAILED');
    expect(await balanceOf(p.client)).toBe(p.user.balance);
    const cashier = t.app.services.cryptoCashier;
    await cashier.fail(res.body.transaction.id, 'again');
    await cashier.applyPayout({
      type: 'payout',
      reference: res.body.transaction.id,
      externalId: 'x',
      status: 'FAILED',
      txHash: null,
      error: 'again',
    });
    expect(await balanceOf(p.client)).toBe(p.user.balance);
    expect(await notices(p.client)).toContain('CRYPTO_WITHDRAWAL_FAILED');
  });

  it('above the threshold wait for an operator, who approves or rejects (refunded once)', async () => {
    const p = await twoFactorPlayer(t);
    const operator = await operatorClient(t);
    // 700.00 gems in 30 days needs KYC level 1.
    await t.app.services.db.execute(sql`UPDATE users SET kyc_level = 1 WHERE id = ${p.user.id}`);
    const a = await p.client.post('/api/cashier/crypto/withdraw', withdrawal(35_000, p.code()));
    const b = await p.client.post('/api/cashier/crypto/withdraw', withdrawal(35_000, p.code()));
    expect([a.body.transaction.status, b.body.transaction.status]).toEqual([
      'PENDING_APPROVAL',
      'PENDING_APPROVAL',
    ]);
    expect(await balanceOf(p.client)).toBe(p.user.balance - 70_000);
    expect((await p.client.get('/api/admin/cashier/withdrawals')).status).toBe(403);
    const pending = (await operator.get('/api/admin/cashier/withdrawals')).body.withdrawals;
    expect(pending.map((w: { id: string }) => w.id)).toEqual(
      expect.arrayContaining([a.body.transaction.id, b.body.transaction.id]),
    );
    const approved = await operator.post('/api/admin/cashier/withdrawals/approve', {
      id: a.body.transaction.id,
    });
    expect(approved.body.withdrawal.status).toBe('COMPLETED');
    const rejected = await operator.post('/api/admin/cashier/withdrawals/reject', {
      id: b.body.transaction.id,
      reason: 'Address on a blocklist',
    });
    expect(rejected.body.withdrawal).toMatchObject({
      status: 'REJECTED',
      reason: 'Address on a blocklist',
    });
    const twice = await operator.post('/api/admin/cashier/withdrawals/reject', {
      id: b.body.transaction.id,
      reason: 'Again',
    });
    expect(twice.status).toBe(409);
    const approveLate = await operator.post('/api/admin/cashier/withdrawals/approve', {
      id: b.body.transaction.id,
    });
    expect(approveLate.status).toBe(409);
    expect(await balanceOf(p.client)).toBe(p.user.balance - 35_000);
  });

  it('need the KYC level of the amount', async () => {
    const p = await twoFactorPlayer(t);
    const res = await p.client.post('/api/cashier/crypto/withdraw', withdrawal(60_001, p.code()));
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('KYC_REQUIRED');
    await t.app.services.db.execute(sql`UPDATE users SET kyc_level = 1 WHERE id = ${p.user.id}`);
    const ok = await p.client.post('/api/cashier/crypto/withdraw', withdrawal(60_001, p.code()));
    expect(ok.status).toBe(200);
  });

  it('need a deposit wagered once', async () => {
    const p = await twoFactorPlayer(t);
    const operator = await operatorClient(t);
    const address = await p.client.post('/api/cashier/crypto/deposit-address', {
      symbol: 'LTC',
      blockchain: 'LTC',
    });
    const sent = await operator.post('/api/admin/cashier/sandbox/deposit', {
      address: address.body.address.address,
      coinAmount: '0.1',
    });
    await operator.post('/api/admin/cashier/sandbox/confirm', {
      reference: sent.body.txId,
      all: true,
    });
    // 0.1 LTC x 85 $ x 1.4 = 11.90 gems to wager.
    const refused = await p.client.post(
      '/api/cashier/crypto/withdraw',
      withdrawal(5_000, p.code()),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(
      'Wager 11.90 more gems before withdrawing (every deposit must be wagered 1x)',
    );
    const bet = await p.client.post('/api/games/dice/bet', {
      amount: 1_190,
      target: 5000,
      direction: 'over',
    });
    expect(bet.status).toBe(200);
    const ok = await p.client.post('/api/cashier/crypto/withdraw', withdrawal(5_000, p.code()));
    expect(ok.status).toBe(200);
  });

  it('of the whole balance in parallel: exactly one', async () => {
    const p = await twoFactorPlayer(t);
    await t.app.services.db.execute(sql`UPDATE users SET kyc_level = 2 WHERE id = ${p.user.id}`);
    const balance = await balanceOf(p.client);
    const answers = await Promise.all(
      p.backupCodes
        .slice(0, 4)
        .map((code) => p.client.post('/api/cashier/crypto/withdraw', withdrawal(balance, code))),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await balanceOf(p.client)).toBe(0);
    const rows = await queryRows<{ n: number }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS n FROM crypto_transactions WHERE user_id = ${p.user.id}`,
    );
    expect(rows[0]!.n).toBe(1);
  });
});
