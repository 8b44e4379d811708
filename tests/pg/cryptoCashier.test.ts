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
import { type ScratchDatabase, REDIS_URL, createScratchDatabase } from '../helpers/pgDatabase';
import { balanceOf } from '../helpers/rainPlayers';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';
import { inParallel } from '../helpers/twoProcesses';

// The cashier's money rules under true parallelism: two processes per provider on one
// PostgreSQL, each with its own pool, so the racing requests really overlap. Every app's
// close verifies the ledger.

let scratch: ScratchDatabase;
let standIn: Awaited<ReturnType<typeof startNowPaymentsStandIn>>;
/** The sandbox provider (the default start). */
let a: TestApp;
let b: TestApp;
/** NOWPayments, against the local stand-in. */
let c: TestApp;
let d: TestApp;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  standIn = await startNowPaymentsStandIn();
  const base = testConfig().cryptoCashier;
  const shared = {
    databaseUrl: scratch.url,
    redisUrl: REDIS_URL,
    dbPoolSize: 12,
    rateLimitPerMinute: 1_000_000,
  };
  // Above 500.00 waits for an operator; no KYC level needed within a demo balance.
  const cashier = { ...base, approvalAbove: 50_000, kycLevels: [] };
  a = await startTestApp({ ...shared, cryptoCashier: cashier });
  b = await startTestApp({ ...shared, cryptoCashier: cashier });
  const nowPayments = { ...cashier, provider: standIn.settings };
  c = await startTestApp({ ...shared, cryptoCashier: nowPayments });
  d = await startTestApp({ ...shared, cryptoCashier: nowPayments });
}, 60_000);

afterAll(async () => {
  for (const t of [a, b, c, d]) await t?.close();
  await standIn?.close();
  await scratch?.drop();
});

const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const withdrawal = (amount: number, code: string) => ({
  amount,
  symbol: 'BTC',
  blockchain: 'BTC',
  address: ADDRESS,
  code,
});

/** The same session on the other process. */
function twin(client: Client, t: TestApp): Client {
  const other = new Client(t.url, t.origin);
  other.cookie = client.cookie;
  return other;
}

async function rowsOf(userId: string) {
  return queryRows<{ id: string; kind: string; status: string; amount: number }>(
    a.app.services.db,
    sql`SELECT id, kind, status, amount::int AS amount FROM crypto_transactions
        WHERE user_id = ${userId} ORDER BY created_at`,
  );
}

/** Ledger entries of a kind referring to a crypto transaction. */
async function transfers(kind: string, reference: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    a.app.services.db,
    sql`SELECT count(*)::int AS n FROM wallet_transfers WHERE kind = ${kind} AND reference = ${reference}`,
  );
  return row!.n;
}

describe('withdrawals racing on PostgreSQL', () => {
  it('10 withdrawals of the whole balance through two servers: exactly one, never negative', async () => {
    const p = await twoFactorPlayer(a);
    const onB = twin(p.client, b);
    const balance = await balanceOf(p.client);
    const answers = await inParallel(10, (i) =>
      (i % 2 === 0 ? p.client : onB).post(
        '/api/cashier/crypto/withdraw',
        withdrawal(balance, p.backupCodes[i]!),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The losers are refused for want of balance, not by an error.
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(await balanceOf(p.client)).toBe(0);
    const rows = await rowsOf(p.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'WITHDRAWAL', status: 'PENDING_APPROVAL' });
  });
  it('one 2FA code sent with 6 withdrawals at once through two servers pays one', async () => {
    const p = await twoFactorPlayer(a);
    const onB = twin(p.client, b);
    const code = p.backupCodes[0]!;
    const answers = await inParallel(6, (i) =>
      (i % 2 === 0 ? p.client : onB).post('/api/cashier/crypto/withdraw', withdrawal(5_000, code)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    expect(await balanceOf(p.client)).toBe(p.user.balance - 5_000);
    expect(await rowsOf(p.user.id)).toHaveLength(1);
  });

  it('a withdrawal racing the credit of a deposit never takes the unwagered deposit', async () => {
    // The withdrawal asks for more than the player had before the deposit: it can only pass
    // if it debits after the credit, and then the wagering rule must have seen the deposit.
    const operator = await operatorClient(a);
    const operatorOnB = twin(operator, b);
    const rounds = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const p = await twoFactorPlayer(a);
        const address = await p.client.post('/api/cashier/crypto/deposit-address', {
          symbol: 'BTC',
          blockchain: 'BTC',
        });
        const sent = await operator.post('/api/admin/cashier/sandbox/deposit', {
          address: address.body.address.address,
          coinAmount: '0.001',
        });
        const [confirmer, player] =
          i % 2 === 0 ? [operator, twin(p.client, b)] : [operatorOnB, p.client];
        const [confirmed, withdrawn] = await Promise.all([
          confirmer.post('/api/admin/cashier/sandbox/confirm', {
            reference: sent.body.txId,
            all: true,
          }),
          player.post('/api/cashier/crypto/withdraw', withdrawal(p.user.balance + 9_800, p.code())),
        ]);
        expect(confirmed.status).toBe(200);
        expect(await balanceOf(p.client)).toBe(
          withdrawn.status === 200 ? 0 : p.user.balance + 9_800,
        );
        return withdrawn.body.error?.code ?? String(withdrawn.status);
      }),
    );
    // Too early: not enough balance. Too late: the deposit must be wagered first.
    expect(rounds.every((c) => c === 'INSUFFICIENT_BALANCE' || c === 'WAGER_REQUIRED')).toBe(true);
  });
});

describe('deposit addresses', () => {
  it('10 first requests at once through two servers all get the one address', async () => {
    const player = new Client(a.url, a.origin);
    await player.register();
    const onB = twin(player, b);
    const answers = await inParallel(10, (i) =>
      (i % 2 === 0 ? player : onB).post('/api/cashier/crypto/deposit-address', {
        symbol: 'LTC',
        blockchain: 'LTC',
      }),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((r) => r.body.address.address)).size).toBe(1);
  });
});

describe('deposits delivered many times at once', () => {
  it('sandbox: 10 simultaneous confirmations through two servers credit once', async () => {
    const player = new Client(a.url, a.origin);
    const user = await player.register();
    const operator = await operatorClient(a);
    const onB = twin(operator, b);
    const address = await player.post('/api/cashier/crypto/deposit-address', {
      symbol: 'BTC',
      blockchain: 'BTC',
    });
    const sent = await operator.post('/api/admin/cashier/sandbox/deposit', {
      address: address.body.address.address,
      coinAmount: '0.001',
    });
    expect(sent.status).toBe(200);
    const answers = await inParallel(10, (i) =>
      (i % 2 === 0 ? operator : onB).post('/api/admin/cashier/sandbox/confirm', {
        reference: sent.body.txId,
        all: true,
      }),
    );
    // The one that credits and every copy that finds it already done answer 200; a copy that
    // looked before the credit and reaches the row after it finds nothing pending (404).
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 404)).toBe(true);
    expect(statuses).toContain(200);
    // 0.001 BTC x 70,000 $ x 1.4 = 98.00 gems, once.
    expect(await balanceOf(player)).toBe(user.balance + 9_800);
    const rows = await rowsOf(user.id);
    expect(rows).toMatchObject([{ kind: 'DEPOSIT', status: 'COMPLETED', amount: 9_800 }]);
    expect(await transfers('crypto-deposit', rows[0]!.id)).toBe(1);
  });

  it('NOWPayments: 12 copies of the signed notices at once, before the row exists, credit once', async () => {
    const player = new Client(c.url, c.origin);
    const user = await player.register();
    const address = await player.post('/api/cashier/crypto/deposit-address', {
      symbol: 'BTC',
      blockchain: 'BTC',
    });
    expect(address.body.address.address).toBe('3EZ2uTdVDAMFXTfc6uLDDKR6o8qKBZXVkj');
    // The provider's server: no session, no Origin, only the signature.
    const provider = [new Client(c.url), new Client(d.url)];
    const confirming = signedIpn(nowPaymentsFixture('nowpayments-ipn-confirming.json'));
    const finished = signedIpn(nowPaymentsFixture('nowpayments-ipn-finished.json'));
    const answers = await inParallel(12, (i) => {
      const ipn = i % 3 === 0 ? confirming : finished;
      return provider[i % 2]!.post('/api/cashier/crypto/webhook', ipn.body, ipn.headers);
    });
    expect(answers.map((r) => r.status)).toEqual(Array(12).fill(200));
    const outcomes = answers.map((r) => r.body.outcome as string);
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    // 0.001 BTC paid = 98.00 gems, once.
    expect(await balanceOf(player)).toBe(user.balance + 9_800);
    const rows = await rowsOf(user.id);
    expect(rows).toMatchObject([{ kind: 'DEPOSIT', status: 'COMPLETED', amount: 9_800 }]);
    expect(await transfers('crypto-deposit', rows[0]!.id)).toBe(1);
  });
});

describe('one final state per withdrawal', () => {
  it('approve and reject at once: one wins, the refund is paid at most once', async () => {
    const operator = await operatorClient(a);
    const onB = twin(operator, b);
    const players = await Promise.all(Array.from({ length: 6 }, () => twoFactorPlayer(a)));
    const pending = [];
    for (const p of players) {
      const res = await p.client.post('/api/cashier/crypto/withdraw', withdrawal(60_000, p.code()));
      expect(res.body.transaction.status).toBe('PENDING_APPROVAL');
      pending.push(res.body.transaction.id as string);
    }
    const outcomes = await Promise.all(
      pending.map(async (id, i) => {
        const [approver, rejecter] = i % 2 === 0 ? [operator, onB] : [onB, operator];
        const [approved, rejected] = await Promise.all([
          approver.post('/api/admin/cashier/withdrawals/approve', { id }),
          rejecter.post('/api/admin/cashier/withdrawals/reject', { id, reason: 'Racing' }),
        ]);
        expect([approved.status, rejected.status].sort()).toEqual([200, 409]);
        return approved.status === 200 ? 'COMPLETED' : 'REJECTED';
      }),
    );
    for (const [i, p] of players.entries()) {
      const [row] = await rowsOf(p.user.id);
      expect(row!.status).toBe(outcomes[i]);
      const refunds = await transfers('crypto-withdrawal-refund', pending[i]!);
      expect(refunds).toBe(outcomes[i] === 'REJECTED' ? 1 : 0);
      expect(await balanceOf(p.client)).toBe(
        outcomes[i] === 'REJECTED' ? p.user.balance : p.user.balance - 60_000,
      );
    }
  });

  it('a payout failure reported 10 times at once through two servers refunds once', async () => {
    const p = await twoFactorPlayer(c);
    const sent = await p.client.post('/api/cashier/crypto/withdraw', withdrawal(40_000, p.code()));
    expect(sent.status).toBe(200);
    // The stand-in answered WAITING: the payout is out, its outcome still to come.
    expect(sent.body.transaction.status).toBe('PROCESSING');
    expect(await balanceOf(p.client)).toBe(p.user.balance - 40_000);
    const [row] = await queryRows<{ external_id: string }>(
      c.app.services.db,
      sql`SELECT external_id FROM crypto_transactions WHERE id = ${sent.body.transaction.id}`,
    );
    const failed = signedIpn({
      ...nowPaymentsFixture('nowpayments-ipn-payout-finished.json'),
      id: row!.external_id,
      status: 'FAILED',
      hash: null,
      error: 'Insufficient balance on the payout wallet',
      unique_external_id: sent.body.transaction.id,
    });
    const provider = [new Client(c.url), new Client(d.url)];
    const answers = await inParallel(10, (i) =>
      provider[i % 2]!.post('/api/cashier/crypto/webhook', failed.body, failed.headers),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await balanceOf(p.client)).toBe(p.user.balance);
    expect(await transfers('crypto-withdrawal-refund', sent.body.transaction.id)).toBe(1);
    const [final] = await rowsOf(p.user.id);
    expect(final!.status).toBe('FAILED');
  });
});
