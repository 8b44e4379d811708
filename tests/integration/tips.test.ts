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

async function player() {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  return { client, user };
}

describe('tipping a player', () => {
  it('moves exactly from sender to recipient, by id or username, with notices and an audit row', async () => {
    const a = await player();
    const b = await player();
    const byId = await a.client.post('/api/users/tip', { recipient: b.user.id, amount: 250 });
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual({
      balance: a.user.balance - 250,
      recipient: { id: b.user.id, username: b.user.username },
    });
    const byName = await a.client.post('/api/users/tip', {
      recipient: b.user.username.toUpperCase(),
      amount: 1,
    });
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
    const cases: Array<[unknown, number, string]> = [
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
    ];
    for (const [body, status, message] of cases) {
      const res = await a.client.post('/api/users/tip', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.body.error)).toContain(message);
    }
    const visitor = await new Client(t.url, t.origin).post('/api/users/tip', {
      recipient: b.user.id,
      amount: 100,
    });
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
    expect(
      (await a.client.post('/api/users/tip', { recipient: b.user.id, amount: LIMIT })).status,
    ).toBe(200);
    const big = await a.client.post('/api/users/tip', { recipient: b.user.id, amount: LIMIT + 1 });
    expect(big.status).toBe(403);
    expect(big.body.error.message).toBe(
      'You must have two factor validated to perform this action',
    );
    expect(await balanceOf(b.client)).toBe(b.user.balance + LIMIT);

    const verify = await a.client.post('/api/auth/2fa/verify', {
      code: totp.generate({ timestamp: (step + 1) * 30_000 }),
    });
    expect(verify.status).toBe(200);
    const retried = await a.client.post('/api/users/tip', {
      recipient: b.user.id,
      amount: LIMIT + 1,
    });
    expect(retried.status).toBe(200);
    expect(await balanceOf(b.client)).toBe(b.user.balance + 2 * LIMIT + 1);
  });

  it('a player without 2FA tips above the limit freely', async () => {
    const a = await player();
    const b = await player();
    const res = await a.client.post('/api/users/tip', { recipient: b.user.id, amount: LIMIT * 2 });
    expect(res.status).toBe(200);
  });
});
