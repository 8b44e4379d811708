import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('sessions and /users/me', () => {
  it('refuses /users/me without a session with the spec message', async () => {
    const res = await new Client(t.url).get('/api/users/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: {
        message: 'You must be authenticated to perform this action',
        code: 'UNAUTHENTICATED',
      },
    });
  });

  it('registers with the demo grant, sets an httpOnly cookie and answers the full user', async () => {
    const client = new Client(t.url);
    const res = await client.post('/api/auth/register', {
      username: 'Alice_1',
      email: 'Alice@Example.test',
      password: 'correct horse battery',
      acceptTerms: true,
    });
    expect(res.status).toBe(200);
    const setCookie = res.headers.getSetCookie()[0]!;
    expect(setCookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);

    const me = await client.get('/api/users/me');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({
      username: 'Alice_1',
      email: 'alice@example.test',
      roles: ['PLAYER'],
      balance: 100_000,
      xp: { total: 0, level: 0, progress: 0 },
      xpBoost: null,
      bannedUntil: null,
      platforms: {},
      hasPassword: true,
      anonymous: false,
    });
    expect(me.body.user.tosAcceptance.version).toBeTruthy();
  });

  it('logs in by username or email, and refuses a wrong password uniformly', async () => {
    const owner = new Client(t.url);
    await owner.register('bob_login');
    const byName = await new Client(t.url).post('/api/auth/login', {
      login: 'BOB_LOGIN',
      password: 'correct horse battery',
    });
    expect(byName.status).toBe(200);
    const byEmail = await new Client(t.url).post('/api/auth/login', {
      login: 'bob_login@example.test',
      password: 'correct horse battery',
    });
    expect(byEmail.status).toBe(200);
    const wrong = await new Client(t.url).post('/api/auth/login', {
      login: 'bob_login',
      password: 'wrong password!',
    });
    const nobody = await new Client(t.url).post('/api/auth/login', {
      login: 'nobody_here',
      password: 'wrong password!',
    });
    expect(wrong.status).toBe(401);
    expect(nobody.body).toEqual(wrong.body);
  });

  it('refuses a taken username or email without changing anything', async () => {
    const client = new Client(t.url);
    await client.register('carol_dup');
    const again = await new Client(t.url).post('/api/auth/register', {
      username: 'CAROL_DUP',
      email: 'other@example.test',
      password: 'correct horse battery',
      acceptTerms: true,
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('That username is already taken');
  });

  it('ends the session on logout', async () => {
    const client = new Client(t.url);
    await client.register();
    const cookie = client.cookie;
    expect((await client.post('/api/auth/logout')).body).toEqual({ ok: true });
    const stale = new Client(t.url);
    stale.cookie = cookie;
    expect((await stale.get('/api/users/me')).status).toBe(401);
  });
});
