import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { PromoCodes } from '../../src/server/domain/promoCodes/promoCodes';
import { xpToReach } from '../../src/shared/levels';
import { enableTwoFactor } from '../helpers/cryptoCashier';
import { grantRole } from '../helpers/promote';
import { staleTwoFactor } from '../helpers/staleTwoFactor';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Promo codes: operators create them; a player redeems each once, within the code's total
// uses, level and expiry, and the reward is paid from promotions in the same transaction.

let t: TestApp;
let operator: Client;
beforeAll(async () => {
  t = await startTestApp({ rateLimitPerMinute: 1_000_000 });
  operator = new Client(t.url, t.origin);
  const user = await operator.register();
  await grantRole(t.app.services.db, user.id, 'ADMIN');
  // A code's reward is money waiting to be claimed: staff create one with 2FA on and fresh.
  await enableTwoFactor(operator);
});
afterAll(() => t.close());

const freshCode = () => `T${randomUUID().replace(/-/g, '').slice(0, 12)}`;

async function createCode(overrides: Record<string, unknown> = {}) {
  const res = await operator.post('/api/admin/promo-codes', {
    code: freshCode(),
    amount: 250,
    items: [],
    maxUses: 10,
    minLevel: 0,
    expiresAt: null,
    ...overrides,
  });
  expect(res.status).toBe(200);
  return res.body.promoCode as { id: string; code: string; uses: number };
}

async function player() {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  return { client, user };
}

const balanceOf = async (client: Client): Promise<number> =>
  (await client.get('/api/users/me')).body.user.balance;

const redeem = (client: Client, code: string) =>
  client.post('/api/promo-codes/redeem', { data: { code } });

describe('redeeming', () => {
  it('credits the reward once, in any case; a second redemption is refused', async () => {
    const code = await createCode({
      amount: 250,
      items: [{ item: 'xp-boost-1.5x-1h', count: 2 }],
    });
    const { client, user } = await player();
    const before = await balanceOf(client);

    const res = await redeem(client, code.code.toLowerCase());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: code.code,
      reward: { amount: 250, items: [{ item: 'xp-boost-1.5x-1h', count: 2 }] },
      balance: before + 250,
    });
    expect(await balanceOf(client)).toBe(before + 250);
    const held = await t.app.services.inventory.list(user.id);
    expect(held).toContainEqual({ item: 'xp-boost-1.5x-1h', amount: 2 });

    const again = await redeem(client, code.code);
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'PROMO_CODE_USED',
      message: 'You have already redeemed this promo code',
    });
    expect(await balanceOf(client)).toBe(before + 250);
    expect(await t.app.services.inventory.list(user.id)).toContainEqual({
      item: 'xp-boost-1.5x-1h',
      amount: 2,
    });
  });

  it('refuses unknown, disabled, expired and under-level codes, changing nothing', async () => {
    const { client } = await player();
    const before = await balanceOf(client);

    const unknown = await redeem(client, 'NO-SUCH-CODE');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('This promo code does not exist');

    const disabled = await createCode();
    const off = await operator.post('/api/admin/promo-codes/disable', { id: disabled.id });
    expect(off.status).toBe(200);
    expect(off.body.promoCode.disabledAt).not.toBeNull();
    const refusedDisabled = await redeem(client, disabled.code);
    expect(refusedDisabled.status).toBe(400);
    expect(refusedDisabled.body.error.message).toBe('This promo code is no longer active');

    const levelled = await createCode({ minLevel: 5 });
    const low = await redeem(client, levelled.code);
    expect(low.status).toBe(400);
    expect(low.body.error.message).toBe('This promo code needs level 5');

    expect(await balanceOf(client)).toBe(before);
  });

  it('expires at its moment (on an injected clock)', async () => {
    const expiresAt = new Date(Date.now() + 60 * 60_000).toISOString();
    const code = await createCode({ expiresAt });
    const { client, user } = await player();
    const { db, wallet, inventory, accounts } = t.app.services;
    const at = (now: number) =>
      new PromoCodes({ db, wallet, inventory, accounts, clock: () => now });

    await expect(at(Date.parse(expiresAt)).redeem(user.id, code.code)).rejects.toThrow(
      'This promo code has expired',
    );
    const before = await balanceOf(client);
    const ok = await at(Date.parse(expiresAt) - 1).redeem(user.id, code.code);
    expect(ok.balance).toBe(before + 250);
  });

  it('lets a player of the level in', async () => {
    const code = await createCode({ minLevel: 5 });
    const { client, user } = await player();
    await t.app.services.db.execute(
      sql`UPDATE users SET xp = ${xpToReach(5)} WHERE id = ${user.id}`,
    );
    expect((await redeem(client, code.code)).status).toBe(200);
  });

  it('stops at the total limit under parallel redemptions', async () => {
    const code = await createCode({ maxUses: 3, amount: 100 });
    const players = await Promise.all(Array.from({ length: 8 }, () => player()));
    const befores = await Promise.all(players.map(({ client }) => balanceOf(client)));
    const answers = await Promise.all(players.map(({ client }) => redeem(client, code.code)));
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(3);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe('This promo code has reached its limit');
    }
    const afters = await Promise.all(players.map(({ client }) => balanceOf(client)));
    const paid = afters.map((after, i) => after - befores[i]!);
    expect(paid.filter((p) => p === 100)).toHaveLength(3);
    expect(paid.filter((p) => p === 0)).toHaveLength(5);
    const [row] = await queryRows<{ uses: number; redemptions: number }>(
      t.app.services.db,
      sql`SELECT uses, (SELECT count(*)::int FROM promo_code_redemptions WHERE code_id = ${code.id}) AS redemptions
          FROM promo_codes WHERE id = ${code.id}`,
    );
    expect(row).toEqual({ uses: 3, redemptions: 3 });
  });

  it('pays one of a player’s parallel redemptions of one code', async () => {
    const code = await createCode({ amount: 100 });
    const { client } = await player();
    const before = await balanceOf(client);
    const answers = await Promise.all(Array.from({ length: 5 }, () => redeem(client, code.code)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4);
    expect(await balanceOf(client)).toBe(before + 100);
  });

  it('refuses a malformed body with a clear message', async () => {
    const { client } = await player();
    const res = await client.post('/api/promo-codes/redeem', { data: { code: 'a b' } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/letters, digits, dashes and underscores/);
  });
});

describe('operating codes', () => {
  it('is for admins only', async () => {
    const { client } = await player();
    const body = {
      code: freshCode(),
      amount: 100,
      items: [],
      maxUses: 1,
      minLevel: 0,
      expiresAt: null,
    };
    expect((await client.post('/api/admin/promo-codes', body)).status).toBe(403);
    expect((await client.get('/api/admin/promo-codes')).status).toBe(403);
  });

  it("asks the operator's fresh 2FA: off, stale or wrong creates nothing", async () => {
    const body = () => ({
      code: freshCode(),
      amount: 100,
      items: [],
      maxUses: 1,
      minLevel: 0,
      expiresAt: null,
    });
    const admin = new Client(t.url, t.origin);
    const user = await admin.register();
    await grantRole(t.app.services.db, user.id, 'ADMIN');
    const off = await admin.post('/api/admin/promo-codes', body());
    expect(off.status).toBe(403);
    expect(off.body.error.code).toBe('TWO_FACTOR_REQUIRED');
    const twoFactor = await staleTwoFactor(t, admin, user.id);
    const stale = await admin.post('/api/admin/promo-codes', body());
    expect(stale.body.error.code).toBe('TWO_FACTOR_REQUIRED');
    const wrong = await admin.post('/api/admin/promo-codes', {
      ...body(),
      twoFactorCode: '000000',
    });
    expect(wrong.body.error.code).toBe('INVALID_TWO_FACTOR_CODE');
    const [{ n: none }] = (await queryRows<{ n: number }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS n FROM promo_codes WHERE created_by = ${user.id}`,
    )) as [{ n: number }];
    expect(none).toBe(0);

    const made = await admin.post('/api/admin/promo-codes', {
      ...body(),
      twoFactorCode: twoFactor.backupCodes.pop(),
    });
    expect(made.status).toBe(200);
    // The 2FA code is spent, never written down with the code's audit row.
    const [audit] = await queryRows<{ details: Record<string, unknown> }>(
      t.app.services.db,
      sql`SELECT details FROM audit_log WHERE target_id = ${made.body.promoCode.id}`,
    );
    expect(audit!.details).not.toHaveProperty('twoFactorCode');
    expect(audit!.details).toMatchObject({ code: made.body.promoCode.code, amount: 100 });
  });

  it('refuses a taken text in any case, a past expiry and an empty reward', async () => {
    const code = await createCode();
    const taken = await operator.post('/api/admin/promo-codes', {
      code: code.code.toLowerCase(),
      amount: 100,
      items: [],
      maxUses: 1,
      minLevel: 0,
      expiresAt: null,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('A promo code with this text already exists');

    const past = await operator.post('/api/admin/promo-codes', {
      code: freshCode(),
      amount: 100,
      items: [],
      maxUses: 1,
      minLevel: 0,
      expiresAt: '2020-01-01T00:00:00.000Z',
    });
    expect(past.status).toBe(400);
    expect(past.body.error.message).toBe('The expiry must be in the future');

    const empty = await operator.post('/api/admin/promo-codes', {
      code: freshCode(),
      amount: 0,
      items: [],
      maxUses: 1,
      minLevel: 0,
      expiresAt: null,
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toMatch(/must give gems, items or both/);
  });

  it('lists codes with their uses, newest first', async () => {
    const code = await createCode();
    const { client } = await player();
    await redeem(client, code.code);
    const { promoCodes } = (await operator.get('/api/admin/promo-codes')).body;
    expect(promoCodes[0]).toMatchObject({ id: code.id, uses: 1, maxUses: 10, amount: 250 });
  });

  it('seeds the demo code on a demo start only', async () => {
    const { client } = await player();
    expect((await redeem(client, 'welcome')).status).toBe(200);
    const production = await startTestApp({ demoMode: false });
    try {
      const rows = await queryRows(production.app.services.db, sql`SELECT 1 FROM promo_codes`);
      expect(rows).toHaveLength(0);
    } finally {
      await production.close();
    }
  });
});
