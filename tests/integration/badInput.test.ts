import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { grantRole } from '../helpers/promote';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const valid = {
  username: 'dana_ok',
  email: 'dana@example.test',
  password: 'correct horse battery',
  acceptTerms: true,
};

const cases: Array<[string, unknown, RegExp]> = [
  ['missing body', undefined, /username/],
  ['not JSON', '{"username":', /not valid JSON/],
  ['an array', [], /expected object|Invalid input/i],
  ['missing field', { ...valid, email: undefined }, /^email: /],
  ['wrong type', { ...valid, username: 42 }, /^username: Username must be a string/],
  ['too short', { ...valid, username: 'ab' }, /at least 3/],
  ['oversized', { ...valid, username: 'x'.repeat(10_000) }, /at most 20/],
  ['bad characters', { ...valid, username: '<script>' }, /letters, digits and underscores/],
  ['bad email', { ...valid, email: 'not-an-email' }, /valid e-mail/],
  ['terms not accepted', { ...valid, acceptTerms: false }, /accept the terms/],
  ['extra field', { ...valid, balance: 1e9 }, /Unknown field: balance/],
];

async function userCount() {
  const [row] = await queryRows<{ n: number }>(
    t.app.services.db,
    sql`SELECT count(*)::int AS n FROM users`,
  );
  return row!.n;
}

describe('bad input changes nothing', () => {
  it.each(cases)(
    'register with %s answers 400 with a clear message',
    async (_name, body, message) => {
      const before = await userCount();
      const res = await new Client(t.url).post('/api/auth/register', body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(message);
      expect(typeof res.body.error.code).toBe('string');
      expect(await userCount()).toBe(before);
    },
  );

  it('refuses a body over the size limit with 413', async () => {
    const res = await new Client(t.url).post('/api/auth/login', {
      login: 'a',
      password: 'b'.repeat(100_000),
    });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toMatch(/too large/);
  });

  it.each([
    [{ amount: 0, reason: 'zero' }, /cannot be zero/],
    [{ amount: 1.5, reason: 'fraction' }, /whole number/],
    [{ amount: '100', reason: 'string' }, /must be a number/],
    [{ amount: 1e20, reason: 'huge' }, /too large/],
    [{ amount: 100 }, /reason/],
  ])('admin adjust refuses %j', async (body, message) => {
    // Only an admin hears what is wrong with the body: a player hears 403 whatever they send.
    const admin = new Client(t.url);
    await grantRole(t.app.services.db, (await admin.register()).id, 'ADMIN');
    const player = await new Client(t.url).register();
    const res = await admin.post('/api/admin/users/balance', { userId: player.id, ...body });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await new Client(t.url).get('/api/no-such-route');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: { message: 'Route not found: GET /api/no-such-route', code: 'NOT_FOUND' },
    });
  });

  it('refuses a state-changing request from a foreign origin', async () => {
    const res = await new Client(t.url, 'https://evil.example').post('/api/auth/register', valid);
    expect(res.status).toBe(403);
    expect(
      await new Client(t.url).post('/api/auth/login', {
        login: 'dana_ok',
        password: valid.password,
      }),
    ).toMatchObject({ status: 401 });
  });
});
