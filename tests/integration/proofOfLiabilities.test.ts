import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { transact } from '../../src/server/db/transaction';
import type { LiabilityProof, LiabilityRoot } from '../../src/shared/contract/liabilities';
import { ProofOfLiabilities } from '../../src/server/domain/liabilities/proofOfLiabilities';
import { verifyProof } from '../../src/shared/liabilities/merkleSumTree';
import { sha256TextHex } from '../../src/shared/liabilities/sha256';
import { checkProof } from '../../tools/verify-liabilities';
import { grantRole } from '../helpers/promote';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Proof of liabilities through HTTP: the admin's build, the published roots, a player's
// proof checked by the shared check and by the standalone tool, and the published total
// against the ledger's player liabilities.

let t: TestApp;
const scratch = mkdtempSync(join(tmpdir(), 'liabilities-'));
/** The checker runs as a reader would run it: its own process, TypeScript through tsx. */
const TSX = ['--import', 'tsx'];
beforeAll(async () => {
  t = await startTestApp({ rateLimitPerMinute: 1_000_000 });
});
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await t.close();
});

async function player() {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  return { client, user };
}

/** A withdrawal in flight, as the cashier records one: the row and its gems taken together. */
async function withdrawal(userId: string, amount: number, status: string) {
  const { db, wallet } = t.app.services;
  await transact(db, async (tx) => {
    const id = randomUUID();
    await tx.db.execute(sql`INSERT INTO crypto_transactions
      (id, user_id, kind, status, provider, symbol, blockchain, address, coin_amount, amount)
      VALUES (${id}, ${userId}, 'WITHDRAWAL', ${status}, 'sandbox', 'BTC', 'btc', 'addr', '0.001', ${amount})`);
    await wallet.move(tx, {
      userId,
      amount: -amount,
      counterparty: 'cashier',
      kind: 'crypto-withdrawal',
      reference: id,
      idempotencyKey: `crypto-withdrawal:${id}`,
    });
  });
}

/** The ledger's side, from the entries themselves: players' and vaults' entries, and withdrawals in flight. */
async function ledgerFromEntries(): Promise<number> {
  const [row] = await queryRows<{ total: string }>(
    t.app.services.db,
    sql`SELECT (SELECT COALESCE(SUM(e.amount), 0) FROM wallet_entries e
                  JOIN wallet_accounts a ON a.id = e.account_id WHERE a.kind IN ('user', 'vault'))
             + (SELECT COALESCE(SUM(amount), 0) FROM crypto_transactions
                 WHERE kind = 'WITHDRAWAL' AND status IN ('PENDING_APPROVAL', 'PROCESSING')) AS total`,
  );
  return Number(row!.total);
}

const balanceOf = async (client: Client): Promise<number> =>
  (await client.get('/api/users/me')).body.user.balance;

describe('proof of liabilities', () => {
  let admin: Client;
  let saver: Awaited<ReturnType<typeof player>>;
  let withdrawer: Awaited<ReturnType<typeof player>>;

  beforeAll(async () => {
    const staff = await player();
    await grantRole(t.app.services.db, staff.user.id, 'ADMIN');
    admin = staff.client;
    saver = await player();
    withdrawer = await player();
    const put = await saver.client.post('/api/vault/deposit', {
      amount: 1_234,
      idempotencyKey: randomUUID(),
    });
    expect(put.status).toBe(200);
    await withdrawal(withdrawer.user.id, 2_000, 'PROCESSING');
    await withdrawal(withdrawer.user.id, 500, 'PENDING_APPROVAL');
    // Paid out: no longer owed.
    await withdrawal(withdrawer.user.id, 300, 'COMPLETED');
  });

  it('nothing is published before the first build', async () => {
    expect((await t.app.services.liabilities.roots()).length).toBe(0);
    const proof = await saver.client.get('/api/users/me/liabilities-proof');
    expect(proof.status).toBe(404);
  });

  it('only ADMIN and SUPER_ADMIN build, and the role is checked before the body', async () => {
    const visitor = new Client(t.url, t.origin);
    expect((await visitor.post('/api/admin/open-books/liabilities', {})).status).toBe(401);
    const refused = await saver.client.post('/api/admin/open-books/liabilities', { garbage: 1 });
    expect(refused.status).toBe(403);
    expect((await admin.post('/api/admin/open-books/liabilities', { garbage: 1 })).status).toBe(
      400,
    );
    expect((await t.app.services.liabilities.roots()).length).toBe(0);
  });

  it('publishes a root whose total is the ledger’s player liabilities', async () => {
    const built = await admin.post('/api/admin/open-books/liabilities', {});
    expect(built.status).toBe(200);
    const [players] = await queryRows<{ n: string }>(
      t.app.services.db,
      sql`SELECT count(*) AS n FROM wallet_accounts WHERE kind = 'user'`,
    );
    expect(built.body.players).toBe(Number(players!.n));
    expect(built.body.total).toBe(await ledgerFromEntries());
    const list = await new Client(t.url, t.origin).get('/api/open-books/liabilities');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([built.body]);
  });

  it('a player’s proof verifies in the shared check and in the standalone tool', async () => {
    const list = await new Client(t.url, t.origin).get('/api/open-books/liabilities');
    const published = (list.body as LiabilityRoot[])[0]!;
    const answer = await withdrawer.client.get('/api/users/me/liabilities-proof');
    expect(answer.status).toBe(200);
    const proof = answer.body as LiabilityProof;
    // Balance + withdrawals in flight (2,000 + 500); the completed one is paid.
    expect(proof.leaf.amount).toBe((await balanceOf(withdrawer.client)) + 2_500);
    expect(proof.leaf.userHash).toBe(sha256TextHex(withdrawer.user.id));
    expect(proof.root).toEqual({ hash: published.root, sum: published.total });
    expect(
      verifyProof(proof, { hash: published.root, sum: published.total }, sha256TextHex).ok,
    ).toBe(true);
    expect(checkProof(proof, { root: published.root, userId: withdrawer.user.id }).ok).toBe(true);

    const saved = (await saver.client.get('/api/users/me/liabilities-proof')).body;
    expect(saved.leaf.amount).toBe((await balanceOf(saver.client)) + 1_234);
    expect(saved.leaf.salt).not.toBe(proof.leaf.salt);

    const file = join(scratch, 'proof.json');
    writeFileSync(file, JSON.stringify(proof));
    const run = promisify(execFile);
    const ok = await run('npx', [
      'tsx',
      'tools/verify-liabilities.ts',
      file,
      '--root',
      published.root,
    ]);
    expect(ok.stdout).toMatch(/^verified/);
    writeFileSync(
      file,
      JSON.stringify({ ...proof, leaf: { ...proof.leaf, amount: proof.leaf.amount + 1 } }),
    );
    await expect(
      run(process.execPath, [...TSX, 'tools/verify-liabilities.ts', file]),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/NOT VERIFIED/),
    });
  }, 180_000); // two processes of their own, on a machine that may be busy

  it('another process answers the same proof, rebuilt from the stored leaves', async () => {
    const mine = (await saver.client.get('/api/users/me/liabilities-proof')).body;
    const fresh = new ProofOfLiabilities({ db: t.app.services.db });
    expect(await fresh.proofOf(saver.user.id)).toEqual(mine);
  });

  it('a player who joined after the tree has no proof in it yet', async () => {
    const late = await player();
    expect((await late.client.get('/api/users/me/liabilities-proof')).status).toBe(404);
  });

  it('keeps the last 30 trees, and salts change with each tree', async () => {
    const first = (await saver.client.get('/api/users/me/liabilities-proof')).body;
    for (let i = 0; i < 30; i++) await t.app.services.liabilities.build();
    const roots = await t.app.services.liabilities.roots();
    expect(roots.length).toBe(30);
    const next = (await saver.client.get('/api/users/me/liabilities-proof')).body;
    expect(next.root.hash).toBe(roots[0]!.root);
    expect(next.leaf.salt).not.toBe(first.leaf.salt);
    const [kept] = await queryRows<{ trees: string }>(
      t.app.services.db,
      sql`SELECT count(DISTINCT tree_id) AS trees FROM liability_leaves`,
    );
    expect(Number(kept!.trees)).toBe(1);
  }, 60_000);
});
