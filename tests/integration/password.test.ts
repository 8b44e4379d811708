import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { readOutbox, tokenOf, waitForMail } from '../helpers/outbox';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Each test speaks from its own address (X-Forwarded-For from the trusted loopback proxy), so
// the per-address throttles of one test do not spill into the next.
let t: TestApp;
let outbox: string;
let nextAddress = 1;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: ['127.0.0.1'] });
  outbox = t.app.services.config.mail.outboxDir;
});
afterAll(() => t.close());

const PASSWORD = 'correct horse battery';

/** A client whose requests come from its own documentation-range address. */
function clientFrom(ip = `198.51.100.${nextAddress++}`) {
  const client = new Client(t.url, t.origin);
  const post = (path: string, body?: unknown) =>
    client.request('POST', path, body, { 'x-forwarded-for': ip });
  return { client, ip, post, get: (path: string) => client.get(path) };
}

async function newPlayer(name: string) {
  const c = clientFrom();
  const res = await c.post('/api/auth/register', {
    username: name,
    email: `${name}@example.test`,
    password: PASSWORD,
    acceptTerms: true,
  });
  expect(res.status).toBe(200);
  return { ...c, user: res.body.user as { id: string }, email: `${name}@example.test` };
}

async function login(name: string, password: string) {
  const c = clientFrom();
  const res = await c.post('/api/auth/login', { login: name, password });
  return { ...c, status: res.status };
}

const count = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(t.app.services.db, query))[0]!.n;

const resetMailTo = (email: string) =>
  waitForMail(outbox, (m) => m.to === email && m.subject === 'Reset your GemDrop password');

describe('POST /auth/password/forgot', () => {
  it('answers a known and an unknown address identically; only the known one gets a link', async () => {
    const { email } = await newPlayer('fay_forgot');
    const unknown = await clientFrom().post('/api/auth/password/forgot', {
      email: 'nobody_here@example.test',
    });
    const known = await clientFrom().post('/api/auth/password/forgot', {
      email: email.toUpperCase(),
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ ok: true });

    const mail = await resetMailTo(email);
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3999\/\?password=[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toMatch(/expires in 1 hour/);
    expect((await readOutbox(outbox)).some((m) => m.to === 'nobody_here@example.test')).toBe(false);
    const hours = await count(
      sql`SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS n
          FROM auth_tokens WHERE purpose = 'reset-password' AND subject = ${email}`,
    );
    expect(hours).toBe(60);
  });

  it('throttles per address with 429, for known and unknown addresses alike', async () => {
    const { email } = await newPlayer('gus_limit');
    for (const target of [email, 'ghost_limit@example.test']) {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (await clientFrom().post('/api/auth/password/forgot', { email: target })).status,
        );
      }
      expect(statuses, target).toEqual([200, 200, 200, 429]);
    }
  });

  it('throttles per network address with 429', async () => {
    const from = clientFrom();
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await from.post('/api/auth/password/forgot', { email: `x${i}@example.test` })).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it.each([
    ['no body', undefined, /^email: /],
    ['a bad address', { email: 'not-an-email' }, /^email: Enter a valid e-mail address$/],
    ['an extra field', { email: 'a@example.test', username: 'a' }, /^Unknown field: username$/],
    ['a number', { email: 42 }, /^email: /],
  ])('answers 400 for %s and mails nothing', async (_name, body, message) => {
    const before = (await readOutbox(outbox)).length;
    const tokens = await count(sql`SELECT count(*)::int AS n FROM auth_tokens`);
    const res = await clientFrom().post('/api/auth/password/forgot', body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
    expect(await count(sql`SELECT count(*)::int AS n FROM auth_tokens`)).toBe(tokens);
    expect((await readOutbox(outbox)).length).toBe(before);
  });
});

describe('POST /auth/password/reset', () => {
  it('sets the new password once and logs every session out', async () => {
    const owner = await newPlayer('hal_reset');
    const laptop = await login('hal_reset', PASSWORD);
    expect(laptop.status).toBe(200);
    await clientFrom().post('/api/auth/password/forgot', { email: owner.email });
    const token = tokenOf(await resetMailTo(owner.email), 'password');

    const res = await clientFrom().post('/api/auth/password/reset', {
      token,
      password: 'new horse battery',
    });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect((await owner.get('/api/users/me')).status).toBe(401);
    expect((await laptop.get('/api/users/me')).status).toBe(401);
    expect((await login('hal_reset', PASSWORD)).status).toBe(401);
    expect((await login('hal_reset', 'new horse battery')).status).toBe(200);
    const changedAt = await count(
      sql`SELECT (password_changed_at IS NOT NULL)::int AS n FROM users WHERE id = ${owner.user.id}`,
    );
    expect(changedAt).toBe(1);
    await waitForMail(outbox, (m) => m.to === owner.email && /was changed/.test(m.subject));

    const again = await clientFrom().post('/api/auth/password/reset', {
      token,
      password: 'third horse battery',
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toEqual({
      code: 'INVALID_TOKEN',
      message: 'This password reset link is invalid, already used or expired. Request a new one.',
    });
    expect((await login('hal_reset', 'new horse battery')).status).toBe(200);
  });

  it('refuses an expired token and keeps the old password', async () => {
    const owner = await newPlayer('ida_expired');
    await clientFrom().post('/api/auth/password/forgot', { email: owner.email });
    const token = tokenOf(await resetMailTo(owner.email), 'password');
    await t.app.services.db.execute(
      sql`UPDATE auth_tokens SET expires_at = now() - interval '1 second'
          WHERE user_id = ${owner.user.id} AND purpose = 'reset-password'`,
    );
    const res = await clientFrom().post('/api/auth/password/reset', {
      token,
      password: 'new horse battery',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_TOKEN');
    expect((await owner.get('/api/users/me')).status).toBe(200);
    expect((await login('ida_expired', PASSWORD)).status).toBe(200);
  });

  it('does not accept an e-mail verification token', async () => {
    const owner = await newPlayer('jan_purpose');
    const verifyMail = await waitForMail(outbox, (m) => m.to === owner.email);
    const res = await clientFrom().post('/api/auth/password/reset', {
      token: tokenOf(verifyMail, 'email'),
      password: 'new horse battery',
    });
    expect(res.status).toBe(400);
    expect((await login('jan_purpose', PASSWORD)).status).toBe(200);
  });

  it('answers 400 for a bad body, leaving the token usable', async () => {
    const owner = await newPlayer('kim_body');
    await clientFrom().post('/api/auth/password/forgot', { email: owner.email });
    const token = tokenOf(await resetMailTo(owner.email), 'password');
    const cases: Array<[unknown, RegExp]> = [
      [{ token, password: 'short' }, /^password: Password must be at least 8 characters$/],
      [{ token }, /^password: /],
      [{ password: 'new horse battery' }, /^token: /],
      [{ token, password: 'new horse battery', userId: owner.user.id }, /^Unknown field: userId$/],
    ];
    for (const [body, message] of cases) {
      const res = await clientFrom().post('/api/auth/password/reset', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toMatch(message);
    }
    expect((await owner.get('/api/users/me')).status).toBe(200);
    const ok = await clientFrom().post('/api/auth/password/reset', {
      token,
      password: 'new horse battery',
    });
    expect(ok.status).toBe(200);
  });
});

describe('POST /auth/password/change', () => {
  const change = (c: { post: ReturnType<typeof clientFrom>['post'] }, body: unknown) =>
    c.post('/api/auth/password/change', body);

  it('needs a session', async () => {
    const res = await change(clientFrom(), {
      currentPassword: PASSWORD,
      newPassword: 'x'.repeat(8),
    });
    expect(res.status).toBe(401);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const owner = await newPlayer('lea_wrong');
    const other = await login('lea_wrong', PASSWORD);
    const res = await change(owner, {
      currentPassword: 'not my password',
      newPassword: 'new horse battery',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'WRONG_PASSWORD',
      message: 'Current password is incorrect',
    });
    expect((await other.get('/api/users/me')).status).toBe(200);
    expect((await login('lea_wrong', PASSWORD)).status).toBe(200);
  });

  it('changes the password, keeps this session and logs the others out', async () => {
    const owner = await newPlayer('max_change');
    const other = await login('max_change', PASSWORD);
    const res = await change(owner, {
      currentPassword: PASSWORD,
      newPassword: 'new horse battery',
    });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect((await owner.get('/api/users/me')).status).toBe(200);
    expect((await other.get('/api/users/me')).status).toBe(401);
    expect((await login('max_change', PASSWORD)).status).toBe(401);
    expect((await login('max_change', 'new horse battery')).status).toBe(200);
    await waitForMail(outbox, (m) => m.to === owner.email && /was changed/.test(m.subject));
  });

  it('kills reset links mailed before the change', async () => {
    const owner = await newPlayer('nia_links');
    await clientFrom().post('/api/auth/password/forgot', { email: owner.email });
    const token = tokenOf(await resetMailTo(owner.email), 'password');
    expect(
      (await change(owner, { currentPassword: PASSWORD, newPassword: 'new horse battery' })).status,
    ).toBe(200);
    const res = await clientFrom().post('/api/auth/password/reset', {
      token,
      password: 'evil horse battery',
    });
    expect(res.status).toBe(400);
  });

  it('needs a fresh second factor only when two-factor is enabled', async () => {
    const owner = await newPlayer('oz_twofactor');
    await t.app.services.db.execute(
      sql`UPDATE users SET totp_enabled_at = now() WHERE id = ${owner.user.id}`,
    );
    const body = { currentPassword: PASSWORD, newPassword: 'new horse battery' };
    const refused = await change(owner, body);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(
      'You must have two factor validated to perform this action',
    );
    const unchanged = await count(
      sql`SELECT (password_changed_at IS NULL)::int AS n FROM users WHERE id = ${owner.user.id}`,
    );
    expect(unchanged).toBe(1);

    await t.app.services.db.execute(
      sql`UPDATE sessions SET two_factor_at = now() WHERE user_id = ${owner.user.id}`,
    );
    expect((await change(owner, body)).status).toBe(200);
  });

  it('throttles repeated attempts with 429', async () => {
    const owner = await newPlayer('pam_guess');
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await change(owner, { currentPassword: `guess ${i}`, newPassword: 'new horse battery' }))
          .status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it.each([
    [{ currentPassword: PASSWORD }, /^newPassword: /],
    [
      { currentPassword: PASSWORD, newPassword: 'short' },
      /^newPassword: Password must be at least 8 characters$/,
    ],
    [
      { currentPassword: '', newPassword: 'new horse battery' },
      /^currentPassword: Enter your current password$/,
    ],
    [
      { currentPassword: PASSWORD, newPassword: 'new horse battery', keep: true },
      /^Unknown field: keep$/,
    ],
  ])('answers 400 for %j and keeps the password', async (body, message) => {
    const owner = await newPlayer(`q_${Math.random().toString(36).slice(2, 8)}`);
    const res = await change(owner, body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
    const changed = await count(
      sql`SELECT (password_changed_at IS NOT NULL)::int AS n FROM users WHERE id = ${owner.user.id}`,
    );
    expect(changed).toBe(0);
  });
});

describe('POST /auth/register throttle', () => {
  it('allows 10 accounts per network address an hour, then answers 429 and creates none', async () => {
    const from = clientFrom();
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const res = await from.post('/api/auth/register', {
        username: `reg_${i}_limit`,
        email: `reg_${i}_limit@example.test`,
        password: PASSWORD,
        acceptTerms: true,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM users WHERE username = 'reg_10_limit'`),
    ).toBe(0);
    // Another address is not affected.
    expect((await newPlayer('reg_other')).user.id).toBeTruthy();
  });
});
