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
import { startSwitchableProxy } from '../helpers/switchableProxy';
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
    // A copy that finds the deposit already credited is a replay: 409, changing nothing.
    for (const res of answers) expect([200, 409]).toContain(res.status);
    const outcomes = answers.map((r) => r.body.outcome ?? r.body.error.code);
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'NOTICE_REPLAYED').length).toBeGreaterThan(0);
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
    // Copies that find the withdrawal already failed are replays (409); at least one applied it.
    for (const res of answers) expect([200, 409]).toContain(res.status);
    expect(answers.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    expect(await balanceOf(p.client)).toBe(p.user.balance);
    expect(await transfers('crypto-withdrawal-refund', sent.body.transaction.id)).toBe(1);
    const [final] = await rowsOf(p.user.id);
    expect(final!.status).toBe('FAILED');
  });
});

describe('a NOWPayments payment topped up, its notices delivered many times at once', () => {
  it('credits each increase of actually_paid once through two servers', async () => {
    const player = new Client(c.url, c.origin);
    const user = await player.register();
    const address = await player.post('/api/cashier/crypto/deposit-address', {
      symbol: 'BTC',
      blockchain: 'BTC',
    });
    expect(address.body.address.address).toBe('3EZ2uTdVDAMFXTfc6uLDDKR6o8qKBZXVkj');
    // The recorded notice, for a payment of its own (the recorded one is another test's).
    const ipn = (payment_status: string, actually_paid: number) =>
      signedIpn({
        ...nowPaymentsFixture('nowpayments-ipn-finished.json'),
        payment_id: 5745459500,
        payment_status,
        actually_paid,
      });
    const provider = [new Client(c.url), new Client(d.url)];
    const deliver = async (notices: Array<ReturnType<typeof ipn>>) => {
      const answers = await inParallel(10, (i) => {
        const notice = notices[i % notices.length]!;
        return provider[i % 2]!.post('/api/cashier/crypto/webhook', notice.body, notice.headers);
      });
      // A copy finding its notice applied answers 200 'replayed' or 409 NOTICE_REPLAYED.
      for (const r of answers)
        if (r.status !== 200) expect(r.body.error?.code).toBe('NOTICE_REPLAYED');
      return answers.filter((r) => r.status === 200 && r.body.outcome === 'credited').length;
    };
    expect(await deliver([ipn('partially_paid', 0.0005)])).toBe(1);
    expect(await deliver([ipn('partially_paid', 0.001), ipn('finished', 0.001)])).toBe(1);
    expect(await deliver([ipn('partially_paid', 0.0008), ipn('finished', 0.001)])).toBe(0);
    // 0.001 BTC in two steps = 98.00 gems, each step once.
    expect(await balanceOf(player)).toBe(user.balance + 9_800);
    const rows = await rowsOf(user.id);
    expect(rows).toMatchObject([{ kind: 'DEPOSIT', status: 'COMPLETED', amount: 9_800 }]);
    expect(await transfers('crypto-deposit', rows[0]!.id)).toBe(2);
  });
});

describe('stuck withdrawals on PostgreSQL', () => {
  it('failed by two operators at once, or resent while failed: refunded at most once', async () => {
    // A NOWPayments process whose provider cannot be reached: its payouts stay PROCESSING.
    const cut = await startSwitchableProxy(standIn.settings.apiBase);
    cut.setUp(false);
    const base = testConfig().cryptoCashier;
    const e = await startTestApp({
      databaseUrl: scratch.url,
      redisUrl: REDIS_URL,
      dbPoolSize: 6,
      rateLimitPerMinute: 1_000_000,
      cryptoCashier: {
        ...base,
        approvalAbove: 50_000,
        kycLevels: [],
        provider: { ...standIn.settings, apiBase: cut.url },
      },
    });
    try {
      const operator = await operatorClient(a);
      const onB = twin(operator, b);
      const onE = twin(operator, e);
      const players = await Promise.all(Array.from({ length: 6 }, () => twoFactorPlayer(e)));
      const ids: string[] = [];
      for (const p of players) {
        const res = await p.client.post(
          '/api/cashier/crypto/withdraw',
          withdrawal(5_000, p.code()),
        );
        expect(res.body.transaction.status).toBe('PROCESSING');
        ids.push(res.body.transaction.id as string);
      }
      for (const id of ids)
        await a.app.services.db.execute(
          sql`UPDATE crypto_transactions SET updated_at = now() - interval '10 minutes' WHERE id = ${id}`,
        );
      const listed = (await operator.get('/api/admin/cashier/withdrawals/stuck')).body
        .withdrawals as Array<{ id: string }>;
      expect(listed.map((w) => w.id)).toEqual(expect.arrayContaining(ids));

      const fail = (client: Client, id: string) =>
        client.post('/api/admin/cashier/withdrawals/fail', { id, reason: 'No payout there' });
      const outcomes = await Promise.all(
        ids.map(async (id, i) => {
          // Even: two fails through two servers. Odd: a resend (the provider still cut) and a fail.
          const [first, second] = await Promise.all(
            i % 2 === 0
              ? [fail(operator, id), fail(onB, id)]
              : [onE.post('/api/admin/cashier/withdrawals/resend', { id }), fail(operator, id)],
          );
          expect([first.status, second.status].sort()).toEqual([200, 409]);
          return (first.status === 200 ? first : second).body.withdrawal.status as string;
        }),
      );
      for (const [i, p] of players.entries()) {
        const [row] = await rowsOf(p.user.id);
        expect(row!.status).toBe(outcomes[i]);
        const refunded = outcomes[i] === 'FAILED';
        expect(await transfers('crypto-withdrawal-refund', ids[i]!)).toBe(refunded ? 1 : 0);
        expect(await balanceOf(p.client)).toBe(p.user.balance - (refunded ? 0 : 5_000));
      }
      expect(outcomes.filter((o, i) => i % 2 === 0 && o !== 'FAILED')).toEqual([]);
    } finally {
      await e.close();
      await cut.close();
    }
  });
});
