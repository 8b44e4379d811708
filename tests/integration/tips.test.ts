import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { balanceOf } from '../helpers/rainPlayers';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

const LIMIT = 5_000;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ tipTwoFactorAbove: LIMIT });
});
afterAll(() => t.close());

/** A tip body with a fresh idempotency key, as the form sends it. */
const tip = (recipient: string, amount: number) => ({
  recipient,
  amount,
  idempotencyKey: randomUUID(),
});

async function player() {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  return { client, user };
}

describe('tipping a player', () => {
  it('moves exactly from sender to recipient, by id or username, with notices and an audit row', async () => {
    const a = await player();
    const b = await player();
    const byId = await a.client.post('/api/users/tip', tip(b.user.id, 250));
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual({
      balance: a.user.balance - 250,
      ledgerPosition: expect.any(Number),
      recipient: { id: b.user.id, username: b.user.username },
    });
    expect(byId.body.ledgerPosition).toBeGreaterThan(0);
    const byName = await a.client.post('/api/users/tip', tip(b.user.username.toUpperCase(), 1));
    expect(byName.status).toBe(200);
    expect(await balanceOf(a.client)).toBe(a.user.balance - 251);
    expect(await balanceOf(b.client)).toBe(b.user.balance + 251);

    const received = JSON.stringify((await b.client.get('/api/notifications')).body);
    expect(received).toContain('You got a tip');
    expect(received).toContain(a.user.username);
    expect(JSON.stringify((await a.client.get('/api/notifications')).body)).toContain('Tip sent');
    const audit = await queryRows<{ details: { amount: number } }>(
      t.app.services.db,
      sql`SELECT details FROM audit_log WHERE action = 'wallet.tip' AND actor_id = ${a.user.id}
          ORDER BY id`,
    );
    expect(audit.map((r) => r.details.amount)).toEqual([250, 1]);
  });

  it('refuses self, unknown players, bad amounts, a short balance and visitors, changing nothing', async () => {
    const a = await player();
    const b = await player();
    const cases: Array<[object, number, string]> = [
      [{ recipient: a.user.id, amount: 100 }, 400, 'You cannot tip yourself'],
      [{ recipient: a.user.username.toLowerCase(), amount: 100 }, 400, 'You cannot tip yourself'],
      [{ recipient: 'nobody_here_at_all', amount: 100 }, 404, 'No such player'],
      [{ recipient: '00000000-0000-4000-8000-000000000000', amount: 100 }, 404, 'No such player'],
      [{ recipient: b.user.id, amount: 0 }, 400, 'Amount must be positive'],
      [{ recipient: b.user.id, amount: -1 }, 400, 'Amount must be positive'],
      [{ recipient: b.user.id, amount: 0.5 }, 400, 'whole number'],
      [{ recipient: '', amount: 100 }, 400, 'Choose who to tip'],
      [{ recipient: b.user.id }, 400, 'amount'],
      [{ recipient: b.user.id, amount: a.user.balance + 1 }, 400, 'Insufficient balance'],
      [{ recipient: b.user.id, amount: 100, idempotencyKey: 'not-a-uuid' }, 400, 'uuid'],
      [{ recipient: b.user.id, amount: 100, idempotencyKey: undefined }, 400, 'idempotencyKey'],
    ];
    for (const [body, status, message] of cases) {
      const res = await a.client.post('/api/users/tip', { idempotencyKey: randomUUID(), ...body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.body.error)).toContain(message);
    }
    const visitor = await new Client(t.url, t.origin).post('/api/users/tip', tip(b.user.id, 100));
    expect(visitor.status).toBe(401);
    expect(await balanceOf(a.client)).toBe(a.user.balance);
    expect(await balanceOf(b.client)).toBe(b.user.balance);
  });

  it('asks a 2FA player for a fresh code above the limit only', async () => {
    const a = await player();
    const b = await player();
    const setup = await a.client.post('/api/auth/2fa/setup');
    const totp = new TOTP({ secret: Secret.fromBase32(setup.body.secret as string) });
    const step = totp.counter();
    const enable = await a.client.post('/api/auth/2fa/enable', {
      code: totp.generate({ timestamp: step * 30_000 }),
    });
    expect(enable.status).toBe(200);
    // Eleven minutes later the validation is no longer fresh.
    await t.app.services.db.execute(
      sql`UPDATE sessions SET two_factor_at = now() - interval '11 minutes' WHERE user_id = ${a.user.id}`,
    );
    expect((await a.client.post('/api/users/tip', tip(b.user.id, LIMIT))).status).toBe(200);
    const bigTip = tip(b.user.id, LIMIT + 1);
    const big = await a.client.post('/api/users/tip', bigTip);
    expect(big.status).toBe(403);
    expect(big.body.error.message).toBe(
      'You must have two factor validated to perform this action',
    );
    expect(await balanceOf(b.client)).toBe(b.user.balance + LIMIT);

    const verify = await a.client.post('/api/auth/2fa/verify', {
      code: totp.generate({ timestamp: (step + 1) * 30_000 }),
    });
    expect(verify.status).toBe(200);
    // The form retries the same submit with the same key once the code is in.
    const retried = await a.client.post('/api/users/tip', bigTip);
    expect(retried.status).toBe(200);
    expect(await balanceOf(b.client)).toBe(b.user.balance + 2 * LIMIT + 1);
  });

  it('a player without 2FA tips above the limit freely', async () => {
    const a = await player();
    const b = await player();
    const res = await a.client.post('/api/users/tip', tip(b.user.id, LIMIT * 2));
    expect(res.status).toBe(200);
  });
});

describe('a replayed tip (same idempotency key)', () => {
  const notices = async (c: Client, title: string) =>
    ((await c.get('/api/notifications')).body.notifications as Array<{ title: string }>).filter(
      (n) => n.title === title,
    ).length;

  it('answers the first tip again and moves, audits and notifies once', async () => {
    const a = await player();
    const b = await player();
    const body = tip(b.user.username, 700);
    const first = await a.client.post('/api/users/tip', body);
    expect(first.status).toBe(200);
    // Something else moves A's balance between the two tries: the replay still answers the first.
    expect((await a.client.post('/api/users/tip', tip(b.user.id, 5))).status).toBe(200);
    const replay = await a.client.post('/api/users/tip', body);
    const upper = await a.client.post('/api/users/tip', {
      ...body,
      idempotencyKey: body.idempotencyKey.toUpperCase(),
    });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(upper.body).toEqual(first.body);
    expect(first.body.balance).toBe(a.user.balance - 700);
    expect(await balanceOf(a.client)).toBe(a.user.balance - 705);
    expect(await balanceOf(b.client)).toBe(b.user.balance + 705);
    const audit = await queryRows<{ n: number }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'wallet.tip' AND actor_id = ${a.user.id}`,
    );
    expect(audit[0]!.n).toBe(2);
    expect(await notices(b.client, 'You got a tip')).toBe(2);
    expect(await notices(a.client, 'Tip sent')).toBe(2);
  });

  it('refuses the same key with another amount or recipient (409), changing nothing', async () => {
    const a = await player();
    const b = await player();
    const c = await player();
    const body = tip(b.user.id, 300);
    expect((await a.client.post('/api/users/tip', body)).status).toBe(200);
    for (const changed of [
      { ...body, amount: 301 },
      { ...body, recipient: c.user.id },
      { ...body, recipient: c.user.username, amount: 1 },
    ]) {
      const res = await a.client.post('/api/users/tip', changed);
      expect(res.status, JSON.stringify(changed)).toBe(409);
      expect(res.body.error).toEqual({
        code: 'IDEMPOTENCY_CONFLICT',
        message: 'This request was already made with a different recipient or amount',
      });
    }
    expect(await balanceOf(a.client)).toBe(a.user.balance - 300);
    expect(await balanceOf(b.client)).toBe(b.user.balance + 300);
    expect(await balanceOf(c.client)).toBe(c.user.balance);
  });

  it('keys belong to their sender: another player may use the same key', async () => {
    const a = await player();
    const b = await player();
    const body = tip(b.user.id, 40);
    expect((await a.client.post('/api/users/tip', body)).status).toBe(200);
    const other = await player();
    const res = await other.client.post('/api/users/tip', body);
    expect(res.status).toBe(200);
    expect(res.body.balance).toBe(other.user.balance - 40);
    expect(await balanceOf(b.client)).toBe(b.user.balance + 80);
  });

  it('a refused tip leaves its key unused', async () => {
    const a = await player();
    const b = await player();
    const body = tip(b.user.id, a.user.balance + 1);
    expect((await a.client.post('/api/users/tip', body)).status).toBe(400);
    // Funds arrive (a tip from B); the same submit retried now goes through once.
    expect((await b.client.post('/api/users/tip', tip(a.user.id, 1))).status).toBe(200);
    const res = await a.client.post('/api/users/tip', body);
    expect(res.status).toBe(200);
    expect(res.body.balance).toBe(0);
  });
});
