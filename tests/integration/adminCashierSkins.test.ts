import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/server/config';
import { queryRows } from '../../src/server/db/client';
import type { SandboxDepositProvider } from '../../src/server/domain/cashier/skins/sandboxDepositProvider';
import { verifyLedger } from '../../src/server/domain/wallet/verifyLedger';
import { enableTwoFactor } from '../helpers/cryptoCashier';
import { grantRole } from '../helpers/promote';
import { balanceOf } from '../helpers/rainPlayers';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Held skin deposits in the back office's cashier, on PGlite over HTTP: the queue lists them
// with their skins, an operator releases one (fresh 2FA, a reason, audited) and it credits
// once however many operators click; the search lists skin deposits beside crypto rows.

let t: TestApp;
let provider: SandboxDepositProvider;

beforeAll(async () => {
  const base = testConfig();
  t = await startTestApp({
    rateLimitPerMinute: 1_000_000,
    // Offers are accepted only when a test says so; no KYC level in the way.
    skinDeposits: {
      ...base.skinDeposits,
      provider: { kind: 'sandbox', acceptMs: 86_400_000 },
      kycLevels: [],
    },
    cryptoCashier: { ...base.cryptoCashier, kycLevels: [] },
  });
  provider = t.app.services.skinDeposits.provider as SandboxDepositProvider;
});
afterAll(() => t?.close());

let partner = 910_000_000;
async function player() {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  const tradeUrl = `https://steamcommunity.com/tradeoffer/new/?partner=${partner++}&token=P2YkRJOk`;
  expect((await client.post('/api/steam/trade-url', { data: { tradeUrl } })).status).toBe(200);
  return { client, user };
}

async function admin() {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  await grantRole(t.app.services.db, user.id, 'ADMIN');
  return { client, user };
}

interface Skin {
  assetId: string;
  marketName: string;
  value: number;
  gems: number;
}

/** A deposit of the player's first `count` skins, its trade completed. */
async function completedDeposit(client: Client, count = 2) {
  const skins = ((await client.get('/api/cashier/skins/inventory')).body.items as Skin[]).slice(
    0,
    count,
  );
  const res = await client.post('/api/cashier/skins/deposit', {
    assetIds: skins.map((s) => s.assetId),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const opened = res.body.deposit as { id: string; offerId: string; gems: number };
  provider.settle(opened.offerId, 'ACCEPTED');
  expect(await t.app.services.skinDeposits.poll()).toContain('credited');
  return { ...opened, skins };
}

/** A player who excluded themselves after sending an offer: the completed trade is held whole. */
async function heldDeposit() {
  const p = await player();
  const skins = ((await p.client.get('/api/cashier/skins/inventory')).body.items as Skin[]).slice(
    0,
    2,
  );
  const res = await p.client.post('/api/cashier/skins/deposit', {
    assetIds: skins.map((s) => s.assetId),
  });
  expect(res.status).toBe(200);
  const opened = res.body.deposit as { id: string; offerId: string; gems: number };
  const excluded = await p.client.post('/api/responsible-gambling/self-exclusion', {
    data: { period: '24h' },
  });
  expect(excluded.status).toBe(200);
  provider.settle(opened.offerId, 'ACCEPTED');
  expect(await t.app.services.skinDeposits.poll()).toContain('credited');
  return { player: p, deposit: opened, skins };
}

const ageTwoFactor = (userId: string) =>
  t.app.services.db.execute(
    sql`UPDATE sessions SET two_factor_at = now() - interval '11 minutes' WHERE user_id = ${userId}`,
  );

const countTransfers = async (kind: string, reference: string) =>
  (
    await queryRows<{ n: number }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS n FROM wallet_transfers
          WHERE kind = ${kind} AND reference = ${reference}`,
    )
  )[0]!.n;

const releaseAudits = (id: string) =>
  queryRows<{ actor_id: string; target_id: string; details: Record<string, unknown> }>(
    t.app.services.db,
    sql`SELECT actor_id, target_id, details FROM audit_log
        WHERE action = 'cashier.deposit.release' AND details ->> 'depositId' = ${id}`,
  );

const currentNotices = (userId: string) =>
  queryRows<{ type: string; title: string }>(
    t.app.services.db,
    sql`SELECT type, title FROM notifications
        WHERE ${userId}::uuid = ANY(target_user_ids) AND expires_at > now()
          AND type = 'STEAM_DEPOSIT_COMPLETED' ORDER BY created_at`,
  );

describe('the held skin deposits queue', () => {
  it('lists a held deposit with its skins, gems held, why, and the end of trade protection', async () => {
    const { player: p, deposit, skins } = await heldDeposit();
    const op = await admin();
    const res = await op.client.get('/api/admin/cashier/skins/held');
    expect(res.status).toBe(200);
    const row = (res.body.deposits as Array<Record<string, unknown>>).find(
      (d) => d.id === deposit.id,
    );
    expect(row).toMatchObject({
      method: 'SKINS',
      kind: 'DEPOSIT',
      status: 'HELD',
      amount: 0,
      held: deposit.gems,
      gems: deposit.gems,
      user: { id: p.user.id, username: p.user.username },
      items: skins.map(({ assetId, marketName, value, gems }) => ({
        assetId,
        marketName,
        value,
        gems,
      })),
    });
    expect(row!.reason).toMatch(/held for review: you/);
    expect(new Date(row!.protectedUntil as string).getTime()).toBeGreaterThan(Date.now());

    // A player is refused before their body is read, on both calls.
    expect((await p.client.get('/api/admin/cashier/skins/held')).status).toBe(403);
    const refused = await p.client.post('/api/admin/cashier/skins/release', { id: 'nope' });
    expect(refused.status).toBe(403);
  });
});

describe('releasing a held skin deposit', () => {
  it('asks a reason and fresh 2FA; two releases at once credit once, audited, and tell the player', async () => {
    const { player: p, deposit } = await heldDeposit();
    const start = await balanceOf(p.client);
    const ops = [await admin(), await admin()];
    const codes: Array<Awaited<ReturnType<typeof enableTwoFactor>>> = [];
    for (const op of ops) codes.push(await enableTwoFactor(op.client));
    const release = (i: number, body: Record<string, unknown>) =>
      ops[i]!.client.post('/api/admin/cashier/skins/release', { id: deposit.id, ...body });

    expect((await release(0, {})).status).toBe(400);
    for (const op of ops) await ageTwoFactor(op.user.id);
    const stale = await release(0, { reason: 'Exclusion lifted by support' });
    expect(stale.status).toBe(403);
    expect(stale.body.error.code).toBe('TWO_FACTOR_REQUIRED');
    expect(await releaseAudits(deposit.id)).toEqual([]);

    const answers = await Promise.all(
      ops.map((_, i) =>
        release(i, { reason: 'Exclusion lifted by support', code: codes[i]!.code() }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const done = answers.find((a) => a.status === 200)!.body.deposit;
    expect(done).toMatchObject({
      id: deposit.id,
      method: 'SKINS',
      status: 'COMPLETED',
      amount: deposit.gems,
      held: 0,
      reason: 'Released after review: Exclusion lifted by support',
    });
    expect(done.protectedUntil).not.toBeNull();
    expect(answers.find((a) => a.status === 409)!.body.error.code).toBe('DEPOSIT_NOT_HELD');
    expect(await balanceOf(p.client)).toBe(start + deposit.gems);
    expect(await countTransfers('skin-deposit', deposit.id)).toBe(1);

    const audits = await releaseAudits(deposit.id);
    expect(audits).toHaveLength(1);
    const winner = ops[answers.findIndex((a) => a.status === 200)]!;
    expect(audits[0]).toEqual({
      actor_id: winner.user.id,
      target_id: p.user.id,
      details: {
        depositId: deposit.id,
        method: 'SKINS',
        amount: 0,
        before: { status: 'HELD', amount: 0, held: deposit.gems },
        after: { status: 'COMPLETED', amount: deposit.gems, held: 0 },
        reason: 'Exclusion lifted by support',
      },
    });
    // The credit's notice replaces the "held for review" one.
    expect(await currentNotices(p.user.id)).toEqual([
      { type: 'STEAM_DEPOSIT_COMPLETED', title: 'Deposit credited' },
    ]);
    const queue = (await ops[0]!.client.get('/api/admin/cashier/skins/held')).body.deposits;
    expect(queue.map((d: { id: string }) => d.id)).not.toContain(deposit.id);

    // The trade protection stays: a reversal on Steam still takes back what it brought (and
    // freezes the account, so its balance is read from the books).
    provider.settle(deposit.offerId, 'REVERSED');
    await t.app.services.skinDeposits.poll();
    const [after] = await queryRows<{ balance: number }>(
      t.app.services.db,
      sql`SELECT balance::int AS balance FROM wallet_accounts WHERE user_id = ${p.user.id}`,
    );
    expect(after!.balance).toBe(start);
    expect((await verifyLedger(t.app.services.db)).problems).toEqual([]);
  });

  it('refuses a deposit that holds nothing, and an unknown one, changing nothing', async () => {
    const p = await player();
    const completed = await completedDeposit(p.client, 1);
    const op = await admin();
    await enableTwoFactor(op.client);
    const before = await balanceOf(p.client);
    const notHeld = await op.client.post('/api/admin/cashier/skins/release', {
      id: completed.id,
      reason: 'Checked',
    });
    expect(notHeld.status).toBe(409);
    expect(notHeld.body.error.code).toBe('DEPOSIT_NOT_HELD');
    const unknown = await op.client.post('/api/admin/cashier/skins/release', {
      id: '00000000-0000-4000-8000-000000000000',
      reason: 'Checked',
    });
    expect(unknown.status).toBe(404);
    expect(await balanceOf(p.client)).toBe(before);
    expect(await releaseAudits(completed.id)).toEqual([]);
  });
});

describe('the search over deposits and withdrawals', () => {
  it('lists skin deposits beside crypto rows, filtered by method, kind, status and reference', async () => {
    const { player: p, deposit } = await heldDeposit();
    const op = await admin();
    const search = async (params: Record<string, string>) => {
      const res = await op.client.get(
        `/api/admin/cashier/transactions?${new URLSearchParams(params)}`,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.transactions as Array<{ id: string; method: string; status: string }>;
    };
    const ids = async (params: Record<string, string>) => (await search(params)).map((r) => r.id);

    const [row] = await search({ q: p.user.id });
    expect(row).toMatchObject({ id: deposit.id, method: 'SKINS', kind: 'DEPOSIT', status: 'HELD' });
    expect(await ids({ q: p.user.id, kind: 'DEPOSIT' })).toEqual([deposit.id]);
    expect(await ids({ q: p.user.id, method: 'SKINS', status: 'HELD' })).toEqual([deposit.id]);
    expect(await ids({ q: p.user.id, kind: 'WITHDRAWAL' })).toEqual([]);
    expect(await ids({ q: p.user.id, method: 'CRYPTO' })).toEqual([]);
    expect(await ids({ q: p.user.id, status: 'COMPLETED' })).toEqual([]);
    expect(await ids({ q: deposit.offerId })).toEqual([deposit.id]);
    expect(await ids({ q: deposit.id })).toEqual([deposit.id]);
    expect(await ids({ q: p.user.username, method: 'SKINS' })).toEqual([deposit.id]);

    const bad = await op.client.get('/api/admin/cashier/transactions?method=CARD');
    expect(bad.status).toBe(400);
  });

  it('pages skin deposits and crypto deposits as one list, in any order, without repeats', async () => {
    const p = await player();
    const op = await admin();
    const skinIds: string[] = [];
    for (let i = 0; i < 2; i++) skinIds.push((await completedDeposit(p.client, 1)).id);
    const address = (
      await p.client.post('/api/cashier/crypto/deposit-address', {
        symbol: 'LTC',
        blockchain: 'LTC',
      })
    ).body.address.address as string;
    const cryptoIds: string[] = [];
    for (const coinAmount of ['0.01', '0.02', '0.03']) {
      const sent = await op.client.post('/api/admin/cashier/sandbox/deposit', {
        address,
        coinAmount,
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      cryptoIds.push(sent.body.transaction.id);
    }
    const all = [...skinIds, ...cryptoIds];
    for (const sort of [undefined, 'amount.desc', 'createdAt.asc']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < 10; page++) {
        const query = new URLSearchParams({ q: p.user.id, limit: '2' });
        if (sort) query.set('sort', sort);
        if (cursor) query.set('cursor', cursor);
        const res = await op.client.get(`/api/admin/cashier/transactions?${query}`);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        seen.push(...res.body.transactions.map((row: { id: string }) => row.id));
        cursor = res.body.nextPageCursor;
        if (!cursor) break;
      }
      expect(seen).toHaveLength(all.length);
      expect(new Set(seen)).toEqual(new Set(all));
    }
    // The older-than cursor pages the newest-first order across both tables too.
    const first = await op.client.get(`/api/admin/cashier/transactions?q=${p.user.id}&limit=1`);
    const next = await op.client.get(
      `/api/admin/cashier/transactions?q=${p.user.id}&limit=10&before=${first.body.nextCursor}`,
    );
    const older = [...first.body.transactions, ...next.body.transactions];
    expect(older.map((row: { id: string }) => row.id)).toEqual([...all].reverse());
    expect(older.map((row: { method: string }) => row.method)).toEqual([
      'CRYPTO',
      'CRYPTO',
      'CRYPTO',
      'SKINS',
      'SKINS',
    ]);
  });
});
