import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { Vault } from '../../src/server/domain/vault/vault';
import { staleTwoFactor } from '../helpers/staleTwoFactor';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// The vault: gems move between the balance and the vault through the wallet (both ways
// ledgered), a time lock refuses withdrawals, and 2FA guards unlocking early and taking out.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimitPerMinute: 1_000_000 });
});
afterAll(() => t.close());

async function player() {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  return { client, user };
}

const balanceOf = async (client: Client): Promise<number> =>
  (await client.get('/api/users/me')).body.user.balance;
const vaultOf = async (client: Client) => (await client.get('/api/vault')).body.vault;
const move = (client: Client, way: 'deposit' | 'withdraw', amount: number, key = randomUUID()) =>
  client.post(`/api/vault/${way}`, { amount, idempotencyKey: key });
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('moving gems', () => {
  it('moves in and out through the ledger, each way one transfer of two legs', async () => {
    const { client, user } = await player();
    const start = await balanceOf(client);
    expect(start).toBeGreaterThan(10_000);
    expect(await vaultOf(client)).toEqual({
      balance: 0,
      lockedUntil: null,
      twoFactorEnabled: false,
    });

    const put = await move(client, 'deposit', 10_000);
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ balance: start - 10_000, vault: { balance: 10_000 } });
    const take = await move(client, 'withdraw', 2_500);
    expect(take.status).toBe(200);
    expect(take.body).toMatchObject({ balance: start - 7_500, vault: { balance: 7_500 } });
    expect(take.body.ledgerPosition).toBeGreaterThan(put.body.ledgerPosition);
    expect(await balanceOf(client)).toBe(start - 7_500);
    expect((await vaultOf(client)).balance).toBe(7_500);

    const legs = await queryRows<{ kind: string; amount: number; account_kind: string }>(
      t.app.services.db,
      sql`SELECT t.kind, e.amount::int AS amount, a.kind AS account_kind
          FROM wallet_transfers t JOIN wallet_entries e ON e.transfer_id = t.id
          JOIN wallet_accounts a ON a.id = e.account_id
          WHERE t.user_id = ${user.id} AND t.kind LIKE 'vault-%' ORDER BY e.id`,
    );
    expect(legs).toEqual([
      { kind: 'vault-deposit', amount: -10_000, account_kind: 'user' },
      { kind: 'vault-deposit', amount: 10_000, account_kind: 'vault' },
      { kind: 'vault-withdraw', amount: 2_500, account_kind: 'user' },
      { kind: 'vault-withdraw', amount: -2_500, account_kind: 'vault' },
    ]);
  });

  it('refuses more than either side holds and bad bodies, changing nothing', async () => {
    const { client } = await player();
    const start = await balanceOf(client);
    const tooMuch = await move(client, 'deposit', start + 1);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.message).toBe('Insufficient balance');
    const empty = await move(client, 'withdraw', 1);
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Your vault does not hold that much');
    for (const body of [
      { amount: 0, idempotencyKey: randomUUID() },
      { amount: -5, idempotencyKey: randomUUID() },
      { amount: 1.5, idempotencyKey: randomUUID() },
      { amount: '100', idempotencyKey: randomUUID() },
      { amount: 100, idempotencyKey: 'nope' },
      { amount: 100 },
      { amount: 100, idempotencyKey: randomUUID(), extra: 1 },
    ]) {
      const res = await client.post('/api/vault/deposit', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await balanceOf(client)).toBe(start);
    expect((await vaultOf(client)).balance).toBe(0);
  });

  it('a replayed key moves once; the same key for another amount is refused', async () => {
    const { client } = await player();
    const start = await balanceOf(client);
    const key = randomUUID();
    const first = await move(client, 'deposit', 1_000, key);
    const replay = await move(client, 'deposit', 1_000, key);
    expect(replay.status).toBe(200);
    expect(replay.body.balance).toBe(first.body.balance);
    expect((await move(client, 'deposit', 2_000, key)).status).toBe(409);
    expect((await move(client, 'withdraw', 1_000, key)).status).toBe(409);
    expect(await balanceOf(client)).toBe(start - 1_000);
  });

  it('parallel deposits of the whole balance: exactly one goes in', async () => {
    const { client } = await player();
    const start = await balanceOf(client);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => move(client, 'deposit', start)),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 400)).toHaveLength(7);
    expect(await balanceOf(client)).toBe(0);
    expect((await vaultOf(client)).balance).toBe(start);
  });
});

describe('time locks', () => {
  it('refuses withdrawals until the moment; deposits still go in; /users/me shows it', async () => {
    const { client } = await player();
    await move(client, 'deposit', 5_000);
    const until = inHours(24);
    const locked = await client.post('/api/vault/lock', { until });
    expect(locked.status).toBe(200);
    expect(locked.body.vault).toMatchObject({ balance: 5_000, lockedUntil: until });
    expect((await client.get('/api/users/me')).body.user.vaultLockedUntil).toBe(until);

    const out = await move(client, 'withdraw', 1_000);
    expect(out.status).toBe(409);
    expect(out.body.error).toEqual({
      code: 'VAULT_LOCKED',
      message: `Your vault is locked until ${until}`,
    });
    expect((await move(client, 'deposit', 1_000)).status).toBe(200);
    expect((await vaultOf(client)).balance).toBe(6_000);

    // Extending is free; shortening is unlocking.
    const later = inHours(48);
    expect((await client.post('/api/vault/lock', { until: later })).status).toBe(200);
    const shorter = await client.post('/api/vault/lock', { until: inHours(2) });
    expect(shorter.status).toBe(409);
    expect(shorter.body.error.code).toBe('VAULT_LOCK_SHORTER');
    expect((await vaultOf(client)).lockedUntil).toBe(later);
  });

  it('refuses a past moment, one more than 365 days ahead, and a bad date', async () => {
    const { client } = await player();
    const past = await client.post('/api/vault/lock', { until: '2001-01-01T00:00:00.000Z' });
    expect(past.status).toBe(400);
    expect(past.body.error.message).toBe('Choose a moment in the future');
    const far = await client.post('/api/vault/lock', { until: inHours(366 * 24) });
    expect(far.status).toBe(400);
    expect(far.body.error.message).toBe('A vault can be locked for at most 365 days');
    expect((await client.post('/api/vault/lock', { until: 'soon' })).status).toBe(400);
    expect((await client.post('/api/vault/lock', {})).status).toBe(400);
    expect((await vaultOf(client)).lockedUntil).toBeNull();
  });

  it('opens by itself when the moment passes (on an injected clock)', async () => {
    const { client, user } = await player();
    await move(client, 'deposit', 3_000);
    const until = inHours(1);
    await client.post('/api/vault/lock', { until });
    const { db, wallet, accounts } = t.app.services;
    const session = await accounts.resolveSession(client.cookie.split('=')[1]);
    const at = (now: number) => new Vault({ db, wallet, clock: () => now });
    await expect(at(Date.parse(until) - 1).withdraw(session!, 1_000, randomUUID())).rejects.toThrow(
      /^Your vault is locked until/,
    );
    const out = await at(Date.parse(until)).withdraw(session!, 1_000, randomUUID());
    expect(out.vault).toEqual({ balance: 2_000, lockedUntil: null, twoFactorEnabled: false });
    expect(user.id).toBe(session!.userId);
  });

  it('unlocking early needs 2FA on: without it the lock stays', async () => {
    const { client } = await player();
    const until = inHours(5);
    await client.post('/api/vault/lock', { until });
    const res = await client.post('/api/vault/unlock', { code: '123456' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'Turn on two-factor authentication to unlock your vault early',
    );
    expect((await vaultOf(client)).lockedUntil).toBe(until);
  });
});

describe('two-factor', () => {
  it('unlocking early takes a code typed for it; taking out asks for a fresh one', async () => {
    const { client, user } = await player();
    await move(client, 'deposit', 4_000);
    const twoFactor = await staleTwoFactor(t, client, user.id);
    const until = inHours(12);
    expect((await client.post('/api/vault/lock', { until })).status).toBe(200);

    // Even a session that proved its second factor just now must type a code to unlock.
    await twoFactor.verify();
    const noCode = await client.post('/api/vault/unlock');
    expect(noCode.status).toBe(400);
    const wrong = await client.post('/api/vault/unlock', { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({
      code: 'INVALID_TWO_FACTOR_CODE',
      message: 'That code is not valid',
    });
    expect((await vaultOf(client)).lockedUntil).toBe(until);

    const [code] = twoFactor.backupCodes;
    const unlocked = await client.post('/api/vault/unlock', { code });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.vault).toEqual({
      balance: 4_000,
      lockedUntil: null,
      twoFactorEnabled: true,
    });
    expect((await client.get('/api/users/me')).body.user.vaultLockedUntil).toBeNull();
    expect((await move(client, 'withdraw', 4_000)).status).toBe(200);
    // A code works once: locked again, the same code no longer unlocks.
    expect((await client.post('/api/vault/lock', { until })).status).toBe(200);
    expect((await client.post('/api/vault/unlock', { code })).status).toBe(400);
    expect((await vaultOf(client)).lockedUntil).toBe(until);
    const next = await client.post('/api/vault/unlock', { code: twoFactor.backupCodes[1] });
    expect(next.body.vault.lockedUntil).toBeNull();

    // A code ages out: taking out asks again, and nothing moves meanwhile.
    await move(client, 'deposit', 1_000);
    await t.app.services.db.execute(
      sql`UPDATE sessions SET two_factor_at = now() - interval '11 minutes' WHERE user_id = ${user.id}`,
    );
    const before = await balanceOf(client);
    const stale = await move(client, 'withdraw', 1_000);
    expect(stale.status).toBe(403);
    expect(await balanceOf(client)).toBe(before);
    // As if a code was typed just now (the helper's codes are spent above).
    await t.app.services.db.execute(
      sql`UPDATE sessions SET two_factor_at = now() WHERE user_id = ${user.id}`,
    );
    expect((await move(client, 'withdraw', 1_000)).status).toBe(200);
    expect(await balanceOf(client)).toBe(before + 1_000);

    const audit = await queryRows<{ action: string }>(
      t.app.services.db,
      sql`SELECT action FROM audit_log WHERE actor_id = ${user.id} AND action LIKE 'vault.%' ORDER BY id`,
    );
    expect(audit.map((r) => r.action)).toEqual([
      'vault.lock',
      'vault.unlock',
      'vault.lock',
      'vault.unlock',
    ]);
  });
});
