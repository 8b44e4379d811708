import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { GiftCards } from '../../src/server/domain/giftCards/giftCards';
import { giftCardCodeHash } from '../../src/server/domain/giftCards/giftCodes';
import { enableTwoFactor } from '../helpers/cryptoCashier';
import { grantRole } from '../helpers/promote';
import { staleTwoFactor } from '../helpers/staleTwoFactor';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Gift cards: operators create batches of single-use codes, stored hashed; a player redeems
// a code once and its value comes from promotions in the same transaction.

let t: TestApp;
let operator: Client;
beforeAll(async () => {
  t = await startTestApp({ rateLimitPerMinute: 1_000_000 });
  operator = new Client(t.url, t.origin);
  const user = await operator.register();
  await grantRole(t.app.services.db, user.id, 'ADMIN');
  // A batch is money waiting to be redeemed: staff create one with 2FA on and fresh.
  await enableTwoFactor(operator);
});
afterAll(() => t.close());

async function createBatch(overrides: Record<string, unknown> = {}) {
  const res = await operator.post('/api/admin/gift-cards/batches', {
    count: 3,
    value: 2_500,
    expiresAt: null,
    note: 'test',
    ...overrides,
  });
  expect(res.status).toBe(200);
  return res.body as { batch: { id: string; count: number; redeemed: number }; codes: string[] };
}

async function player() {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  return { client, user };
}

const balanceOf = async (client: Client): Promise<number> =>
  (await client.get('/api/users/me')).body.user.balance;

const redeem = (client: Client, code: string) =>
  client.post('/api/gift-cards/redeem', { data: { code } });

const batchCount = async () =>
  (
    await queryRows<{ n: number }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS n FROM gift_card_batches`,
    )
  )[0]!.n;

describe('creating batches', () => {
  it("asks the operator's fresh 2FA: off, stale or wrong creates nothing", async () => {
    const body = { count: 1, value: 100, expiresAt: null, note: '' };
    const admin = new Client(t.url, t.origin);
    const user = await admin.register();
    await grantRole(t.app.services.db, user.id, 'ADMIN');
    const before = await batchCount();
    const off = await admin.post('/api/admin/gift-cards/batches', body);
    expect(off.status).toBe(403);
    expect(off.body.error.code).toBe('TWO_FACTOR_REQUIRED');

    const twoFactor = await staleTwoFactor(t, admin, user.id);
    const stale = await admin.post('/api/admin/gift-cards/batches', body);
    expect(stale.status).toBe(403);
    expect(stale.body.error.code).toBe('TWO_FACTOR_REQUIRED');
    const wrong = await admin.post('/api/admin/gift-cards/batches', { ...body, code: '000000' });
    expect(wrong.body.error.code).toBe('INVALID_TWO_FACTOR_CODE');
    // A batch refused for itself spends no code.
    const code = twoFactor.backupCodes.pop()!;
    const past = await admin.post('/api/admin/gift-cards/batches', {
      ...body,
      expiresAt: '2001-01-01T00:00:00.000Z',
      code,
    });
    expect(past.status).toBe(400);
    expect(await batchCount()).toBe(before);

    const made = await admin.post('/api/admin/gift-cards/batches', { ...body, code });
    expect(made.status).toBe(200);
    expect(await batchCount()).toBe(before + 1);
    // The code is spent, never written down with the batch's audit row.
    const [audit] = await queryRows<{ details: Record<string, unknown> }>(
      t.app.services.db,
      sql`SELECT details FROM audit_log WHERE target_id = ${made.body.batch.id}`,
    );
    expect(audit!.details).toEqual({ count: 1, value: 100, expiresAt: null, note: '' });
  });

  it('answers each code once, stores only their hashes, and lists the batch', async () => {
    const { batch, codes } = await createBatch({ count: 5 });
    expect(batch).toMatchObject({ count: 5, redeemed: 0, value: 2_500, note: 'test' });
    expect(codes).toHaveLength(5);
    expect(new Set(codes).size).toBe(5);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/);

    const rows = await queryRows<{ code_hash: string }>(
      t.app.services.db,
      sql`SELECT code_hash FROM gift_cards WHERE batch_id = ${batch.id}`,
    );
    expect(rows.map((r) => r.code_hash).sort()).toEqual(codes.map(giftCardCodeHash).sort());
    // The plain code appears nowhere in the database's rows.
    const [leak] = await queryRows<{ n: number }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS n FROM gift_cards c JOIN gift_card_batches b ON b.id = c.batch_id
          WHERE c.code_hash = ${codes[0]} OR b.note LIKE ${'%' + codes[0]! + '%'}`,
    );
    expect(leak!.n).toBe(0);

    const list = await operator.get('/api/admin/gift-cards/batches');
    expect(list.status).toBe(200);
    expect(list.body.batches[0]).toMatchObject({ id: batch.id, count: 5 });
  });

  it('is for admins only and refuses bad batches, creating nothing', async () => {
    const { client } = await player();
    const forbidden = await client.post('/api/admin/gift-cards/batches', {
      count: 1,
      value: 100,
      expiresAt: null,
      note: '',
    });
    expect(forbidden.status).toBe(403);
    expect((await client.get('/api/admin/gift-cards/batches')).status).toBe(403);

    const [before] = await queryRows<{ n: number }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS n FROM gift_card_batches`,
    );
    for (const body of [
      { count: 0, value: 100, expiresAt: null, note: '' },
      { count: 1_001, value: 100, expiresAt: null, note: '' },
      { count: 1.5, value: 100, expiresAt: null, note: '' },
      { count: 1, value: 0, expiresAt: null, note: '' },
      { count: 1, value: 10.5, expiresAt: null, note: '' },
      { count: 1, value: 1_000_001, expiresAt: null, note: '' },
      { count: 1, value: 100, expiresAt: 'tomorrow', note: '' },
      { count: 1, value: 100, note: '' },
    ]) {
      const res = await operator.post('/api/admin/gift-cards/batches', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const past = await operator.post('/api/admin/gift-cards/batches', {
      count: 1,
      value: 100,
      expiresAt: '2001-01-01T00:00:00.000Z',
      note: '',
    });
    expect(past.status).toBe(400);
    expect(past.body.error.message).toBe('The expiry must be in the future');
    const [after] = await queryRows<{ n: number }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS n FROM gift_card_batches`,
    );
    expect(after!.n).toBe(before!.n);
  });
});

describe('redeeming', () => {
  it('credits the value once, in any case and spacing; the code is then spent for everyone', async () => {
    const { codes, batch } = await createBatch();
    const { client } = await player();
    const before = await balanceOf(client);
    const typed = codes[0]!.toLowerCase().replace(/-/g, ' ');

    const res = await redeem(client, typed);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ value: 2_500, balance: before + 2_500 });
    expect(await balanceOf(client)).toBe(before + 2_500);

    const again = await redeem(client, codes[0]!);
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'GIFT_CARD_USED',
      message: 'This gift card has already been redeemed',
    });
    const other = await player();
    const otherBefore = await balanceOf(other.client);
    expect((await redeem(other.client, codes[0]!)).status).toBe(409);
    expect(await balanceOf(other.client)).toBe(otherBefore);
    expect(await balanceOf(client)).toBe(before + 2_500);

    // Another card of the batch still works for the same player.
    expect((await redeem(client, codes[1]!)).status).toBe(200);
    const list = await operator.get('/api/admin/gift-cards/batches');
    expect(list.body.batches.find((b: { id: string }) => b.id === batch.id).redeemed).toBe(2);

    const [transfer] = await queryRows<{ kind: string; reference: string }>(
      t.app.services.db,
      sql`SELECT kind, reference FROM wallet_transfers WHERE kind = 'gift-card' ORDER BY id DESC LIMIT 1`,
    );
    expect(transfer!.kind).toBe('gift-card');
  });

  it('refuses unknown, malformed, disabled and expired codes, changing nothing', async () => {
    const { client } = await player();
    const before = await balanceOf(client);

    const unknown = await redeem(client, 'AAAA-BBBB-CCCC-DDDD');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('This gift card code does not exist');

    for (const code of ['', 'SHORT', 'OOOO-IIII-LLLL-0000', 'A'.repeat(41), 12]) {
      const bad = await client.post('/api/gift-cards/redeem', { data: { code } });
      expect(bad.status, String(code) + JSON.stringify(bad.body)).toBe(400);
    }
    expect((await client.post('/api/gift-cards/redeem', { code: 'x' })).status).toBe(400);

    const disabled = await createBatch({ count: 1 });
    const off = await operator.post('/api/admin/gift-cards/batches/disable', {
      id: disabled.batch.id,
    });
    expect(off.status).toBe(200);
    expect(off.body.batch.disabledAt).not.toBeNull();
    const refusedDisabled = await redeem(client, disabled.codes[0]!);
    expect(refusedDisabled.status).toBe(400);
    expect(refusedDisabled.body.error.message).toBe('This gift card is no longer valid');

    expect(await balanceOf(client)).toBe(before);
  });

  it('expires at its moment (on an injected clock)', async () => {
    const expiresAt = new Date(Date.now() + 60 * 60_000).toISOString();
    const { codes } = await createBatch({ count: 2, expiresAt });
    const { client, user } = await player();
    const { db, wallet, accounts } = t.app.services;
    const at = (now: number) => new GiftCards({ db, wallet, accounts, clock: () => now });

    await expect(
      at(Date.parse(expiresAt)).redeem(user.id, codes[0]!, '2001:db8::aa'),
    ).rejects.toThrow('This gift card has expired');
    const before = await balanceOf(client);
    const ok = await at(Date.parse(expiresAt) - 1).redeem(user.id, codes[0]!, '2001:db8::aa');
    expect(ok.value).toBe(2_500);
    expect(await balanceOf(client)).toBe(before + 2_500);
  });

  it('honours a deposit limit and self-exclusion: the card stays unspent', async () => {
    const { codes } = await createBatch();
    const { client } = await player();
    const before = await balanceOf(client);
    const limit = await client.post('/api/responsible-gambling/limits', {
      data: { kind: 'deposit', period: 'day', amount: 4_000 },
    });
    expect(limit.status).toBe(200);
    expect((await redeem(client, codes[0]!)).status).toBe(200);
    // 25.00 + 25.00 would pass the day's 40.00.
    const over = await redeem(client, codes[1]!);
    expect(over.status).toBe(403);
    expect(over.body.error.code).toBe('LIMIT_REACHED');
    expect(await balanceOf(client)).toBe(before + 2_500);

    const other = await player();
    const excluded = await other.client.post('/api/responsible-gambling/self-exclusion', {
      data: { period: '24h' },
    });
    expect(excluded.status).toBe(200);
    const refused = await redeem(other.client, codes[1]!);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('SELF_EXCLUDED');
    // Still unspent: a player free to deposit redeems it.
    const third = await player();
    expect((await redeem(third.client, codes[1]!)).status).toBe(200);
  });

  it('two redemptions of one code at once: exactly one credits', async () => {
    const { codes } = await createBatch({ count: 1 });
    const a = await player();
    const b = await player();
    const [ba, bb] = [await balanceOf(a.client), await balanceOf(b.client)];
    const answers = await Promise.all([
      redeem(a.client, codes[0]!),
      redeem(b.client, codes[0]!),
      redeem(a.client, codes[0]!),
    ]);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(2);
    expect((await balanceOf(a.client)) - ba + ((await balanceOf(b.client)) - bb)).toBe(2_500);
  });

  it('throttles a player after 10 attempts in 15 minutes, right or wrong', async () => {
    const { client } = await player();
    for (let i = 0; i < 10; i++) {
      const res = await redeem(client, 'AAAA-BBBB-CCCC-DDDD');
      expect(res.status).toBe(404);
    }
    const { codes } = await createBatch({ count: 1 });
    const before = await balanceOf(client);
    const limited = await redeem(client, codes[0]!);
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toMatch(/^Too many attempts\. Please try again in /);
    expect(await balanceOf(client)).toBe(before);
  });
});

describe('the per-address limits', () => {
  it('answers 429 past 30 redemptions from one address, over several players', async () => {
    // The default limits: the throttle's 30 per address in 15 minutes answers before the
    // request limit's 60 a minute (edge/limits.ts), with its own, longer wait.
    const limited = await startTestApp();
    try {
      const players = await Promise.all(
        Array.from({ length: 4 }, async () => {
          const client = new Client(limited.url, limited.origin, '2001:db8::77');
          await client.register(`g_${Math.random().toString(36).slice(2, 10)}`);
          return client;
        }),
      );
      // 8 each: under each player's 10 of the throttle and 20 of the request limit.
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++)
        statuses.push((await redeem(players[i % 4]!, 'AAAA-BBBB-CCCC-DDDD')).status);
      expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
      const refused = await redeem(players[3]!, 'AAAA-BBBB-CCCC-DDDD');
      expect([statuses[30], refused.status]).toEqual([429, 429]);
      expect(refused.body.error.message).toMatch(/^Too many attempts\. Please try again in /);
    } finally {
      await limited.close();
    }
  });
});
