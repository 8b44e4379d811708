import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { testConfig } from '../../src/server/config';
import { verifyLedger } from '../../src/server/domain/wallet/verifyLedger';
import { enableTwoFactor, twoFactorPlayer } from '../helpers/cryptoCashier';
import { grantRole } from '../helpers/promote';
import { balanceOf } from '../helpers/rainPlayers';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// The back office's cashier: every decision that moves money asks the operator's fresh
// 2FA (a code sent with it, or a validation in the last 10 minutes), is written to the audit
// log with its before, after and reason, and happens once however many operators click.

let t: TestApp;
beforeAll(async () => {
  const base = testConfig().cryptoCashier;
  // Above 300.00 gems waits for approval; no KYC level in the way of demo balances.
  t = await startTestApp({ cryptoCashier: { ...base, approvalAbove: 30_000, kycLevels: [] } });
});
afterAll(() => t.close());

const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

async function admin() {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  await grantRole(t.app.services.db, user.id, 'ADMIN');
  return { client, user };
}

/** A player's withdrawal of 400.00 gems, waiting for approval. */
async function pendingWithdrawal() {
  const p = await twoFactorPlayer(t);
  const res = await p.client.post('/api/cashier/crypto/withdraw', {
    amount: 40_000,
    symbol: 'BTC',
    blockchain: 'BTC',
    address: ADDRESS,
    code: p.code(),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.transaction.status).toBe('PENDING_APPROVAL');
  return { player: p, id: res.body.transaction.id as string };
}

const statusOf = async (id: string) =>
  (
    await queryRows<{ status: string }>(
      t.app.services.db,
      sql`SELECT status FROM crypto_transactions WHERE id = ${id}`,
    )
  )[0]!.status;

const auditsOf = (action: string, key: string, id: string) =>
  queryRows<{ actor_id: string; target_id: string; details: Record<string, unknown> }>(
    t.app.services.db,
    sql`SELECT actor_id, target_id, details FROM audit_log
        WHERE action = ${action} AND details ->> ${key} = ${id} ORDER BY id`,
  );

const countTransfers = async (kind: string, reference: string) =>
  (
    await queryRows<{ n: number }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS n FROM wallet_transfers
          WHERE kind = ${kind} AND reference = ${reference}`,
    )
  )[0]!.n;

const ageTwoFactor = (userId: string) =>
  t.app.services.db.execute(
    sql`UPDATE sessions SET two_factor_at = now() - interval '11 minutes' WHERE user_id = ${userId}`,
  );

describe("the operator's fresh 2FA", () => {
  it('is required: off, stale or wrong refuses and changes nothing; a right code passes', async () => {
    const { id, player } = await pendingWithdrawal();
    const op = await admin();
    const approve = (body: Record<string, unknown>) =>
      op.client.post('/api/admin/cashier/withdrawals/approve', { id, ...body });

    const off = await approve({});
    expect(off.status).toBe(403);
    expect(off.body.error.code).toBe('TWO_FACTOR_REQUIRED');
    expect(off.body.error.message).toMatch(/Turn on two-factor authentication/);

    const twoFactor = await enableTwoFactor(op.client);
    await ageTwoFactor(op.user.id);
    const stale = await approve({});
    expect(stale.status).toBe(403);
    expect(stale.body.error.code).toBe('TWO_FACTOR_REQUIRED');
    const wrong = await approve({ code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('INVALID_TWO_FACTOR_CODE');
    expect(await statusOf(id)).toBe('PENDING_APPROVAL');
    expect(await auditsOf('cashier.withdrawal.approve', 'withdrawalId', id)).toEqual([]);

    const ok = await approve({ code: twoFactor.code(), reason: 'Known player, checked' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.withdrawal).toMatchObject({ id, user: { id: player.user.id } });
    expect(await statusOf(id)).not.toBe('PENDING_APPROVAL');
    const [audit] = await auditsOf('cashier.withdrawal.approve', 'withdrawalId', id);
    expect(audit).toEqual({
      actor_id: op.user.id,
      target_id: player.user.id,
      details: {
        withdrawalId: id,
        amount: 40_000,
        before: { status: 'PENDING_APPROVAL' },
        after: { status: 'PROCESSING' },
        reason: 'Known player, checked',
      },
    });

    // The code validated the session: the next decision within 10 minutes needs none.
    const next = await pendingWithdrawal();
    const rejected = await op.client.post('/api/admin/cashier/withdrawals/reject', {
      id: next.id,
      reason: 'Address on a blocklist',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.withdrawal.status).toBe('REJECTED');
    const [rejectAudit] = await auditsOf('cashier.withdrawal.reject', 'withdrawalId', next.id);
    expect(rejectAudit!.details).toMatchObject({
      before: { status: 'PENDING_APPROVAL' },
      after: { status: 'REJECTED' },
      reason: 'Address on a blocklist',
    });
  });

  it('is asked only of a decision the operator may take: an outranked one spends no code', async () => {
    const boss = new Client(t.url, t.origin);
    const bossUser = await boss.register();
    await grantRole(t.app.services.db, bossUser.id, 'SUPER_ADMIN');
    const bossTwoFactor = await enableTwoFactor(boss);
    const res = await boss.post('/api/cashier/crypto/withdraw', {
      amount: 40_000,
      symbol: 'BTC',
      blockchain: 'BTC',
      address: ADDRESS,
      code: bossTwoFactor.code(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const op = await admin();
    await enableTwoFactor(op.client);
    await ageTwoFactor(op.user.id);
    // No code and a stale session: still the rank is what refuses.
    const refused = await op.client.post('/api/admin/cashier/withdrawals/approve', {
      id: res.body.transaction.id,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('OUTRANKED');
  });
});

describe('two operators at once', () => {
  it('approve once: one answer 200, the other 409, one audit row, the debit taken once', async () => {
    const { id, player } = await pendingWithdrawal();
    const before = await balanceOf(player.client);
    const ops = [await admin(), await admin()];
    for (const op of ops) await enableTwoFactor(op.client);
    const answers = await Promise.all(
      ops.map((op) => op.client.post('/api/admin/cashier/withdrawals/approve', { id })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await auditsOf('cashier.withdrawal.approve', 'withdrawalId', id)).toHaveLength(1);
    expect(await countTransfers('crypto-withdrawal', id)).toBe(1);
    expect(await countTransfers('crypto-withdrawal-refund', id)).toBe(0);
    expect(await balanceOf(player.client)).toBe(before);
    expect((await verifyLedger(t.app.services.db)).problems).toEqual([]);
  });

  it('approve and reject at once: exactly one wins, refunded at most once', async () => {
    const { id, player } = await pendingWithdrawal();
    const before = await balanceOf(player.client);
    const [a, b] = [await admin(), await admin()];
    await enableTwoFactor(a.client);
    await enableTwoFactor(b.client);
    const [approved, rejected] = await Promise.all([
      a.client.post('/api/admin/cashier/withdrawals/approve', { id }),
      b.client.post('/api/admin/cashier/withdrawals/reject', { id, reason: 'Changed my mind' }),
    ]);
    expect([approved.status, rejected.status].sort()).toEqual([200, 409]);
    const refunds = await countTransfers('crypto-withdrawal-refund', id);
    expect(refunds).toBe(rejected.status === 200 ? 1 : 0);
    expect(await balanceOf(player.client)).toBe(before + refunds * 40_000);
    expect((await verifyLedger(t.app.services.db)).problems).toEqual([]);
  });
});

describe('held deposits', () => {
  it('release once: the held gems credited, the row completed, audited', async () => {
    const p = await twoFactorPlayer(t);
    const start = await balanceOf(p.client);
    const address = (
      await p.client.post('/api/cashier/crypto/deposit-address', {
        symbol: 'LTC',
        blockchain: 'LTC',
      })
    ).body.address.address as string;
    expect(
      (
        await p.client.post('/api/responsible-gambling/self-exclusion', {
          data: { period: '24h' },
        })
      ).status,
    ).toBe(200);
    const ops = [await admin(), await admin()];
    const codes: Array<Awaited<ReturnType<typeof enableTwoFactor>>> = [];
    for (const op of ops) codes.push(await enableTwoFactor(op.client));
    const sent = await ops[0]!.client.post('/api/admin/cashier/sandbox/deposit', {
      address,
      coinAmount: '0.1',
    });
    const confirmed = await ops[0]!.client.post('/api/admin/cashier/sandbox/confirm', {
      reference: sent.body.txId,
      all: true,
    });
    const held = confirmed.body.transaction as { id: string; status: string };
    expect(held.status).toBe('HELD');

    const noReason = await ops[0]!.client.post('/api/admin/cashier/deposits/release', {
      id: held.id,
    });
    expect(noReason.status).toBe(400);
    for (const op of ops) await ageTwoFactor(op.user.id);
    const stale = await ops[0]!.client.post('/api/admin/cashier/deposits/release', {
      id: held.id,
      reason: 'Exclusion lifted by support',
    });
    expect(stale.body.error?.code).toBe('TWO_FACTOR_REQUIRED');

    const answers = await Promise.all(
      ops.map((op, i) =>
        op.client.post('/api/admin/cashier/deposits/release', {
          id: held.id,
          reason: 'Exclusion lifted by support',
          code: codes[i]!.code(),
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const done = answers.find((a) => a.status === 200)!.body.deposit;
    expect(done).toMatchObject({ id: held.id, status: 'COMPLETED', amount: 1_190, held: 0 });
    expect(answers.find((a) => a.status === 409)!.body.error.code).toBe('DEPOSIT_NOT_HELD');
    expect(await balanceOf(p.client)).toBe(start + 1_190);
    expect(await countTransfers('crypto-deposit', held.id)).toBe(1);
    const audits = await auditsOf('cashier.deposit.release', 'depositId', held.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.target_id).toBe(p.user.id);
    expect(audits[0]!.details).toMatchObject({
      before: { status: 'HELD', amount: 0, held: 1_190 },
      after: { status: 'COMPLETED', amount: 1_190, held: 0 },
      reason: 'Exclusion lifted by support',
    });
    const queue = (await ops[0]!.client.get('/api/admin/cashier/deposits/held')).body.deposits;
    expect(queue.map((d: { id: string }) => d.id)).not.toContain(held.id);
    expect((await verifyLedger(t.app.services.db)).problems).toEqual([]);
  });
});

describe('the search over deposits and withdrawals', () => {
  it('filters by player, kind and status and pages by cursor without repeats', async () => {
    const p = await twoFactorPlayer(t);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await p.client.post('/api/cashier/crypto/withdraw', {
        amount: 1_000 + i,
        symbol: 'BTC',
        blockchain: 'BTC',
        address: ADDRESS,
        code: p.code(),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      ids.push(res.body.transaction.id);
    }
    const op = await admin();
    const seen: string[] = [];
    let before: string | null = null;
    for (let page = 0; page < 5; page++) {
      const query = new URLSearchParams({ q: p.user.username, limit: '2' });
      if (before) query.set('before', before);
      const res = await op.client.get(`/api/admin/cashier/transactions?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      seen.push(...res.body.transactions.map((row: { id: string }) => row.id));
      for (const row of res.body.transactions)
        expect(row.user).toEqual({ id: p.user.id, username: p.user.username });
      before = res.body.nextCursor;
      if (!before) break;
    }
    expect(seen).toEqual([...ids].reverse());

    const byId = await op.client.get(`/api/admin/cashier/transactions?q=${ids[2]}`);
    expect(byId.body.transactions.map((row: { id: string }) => row.id)).toEqual([ids[2]]);
    const byUser = await op.client.get(
      `/api/admin/cashier/transactions?q=${p.user.id}&kind=DEPOSIT`,
    );
    expect(byUser.body).toEqual({ transactions: [], nextCursor: null, nextPageCursor: null });
    const completed = await op.client.get(
      `/api/admin/cashier/transactions?q=${p.user.id}&kind=WITHDRAWAL&status=PROCESSING`,
    );
    expect(completed.status).toBe(200);
    for (const row of completed.body.transactions) expect(row.status).toBe('PROCESSING');

    const bad = await op.client.get('/api/admin/cashier/transactions?status=LOST&limit=500');
    expect(bad.status).toBe(400);
    // A name's % is a letter, not a wildcard.
    const wildcard = await op.client.get('/api/admin/cashier/transactions?q=%25');
    expect(wildcard.body.transactions).toEqual([]);
  });
});
