import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '../../src/shared/session-hint';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// The readable "signed in" hint lets a visitor's page skip `/users/me` (and the 401 the
// browser logs). It travels with the session cookie and weakens nothing: /users/me still
// answers 401 without a session, and the hint alone is no session.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const line = (headers: Headers, name: string) =>
  headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));

describe('the signed-in hint cookie', () => {
  it('is set, readable by the page, with the session cookie on login', async () => {
    const client = new Client(t.url);
    const user = await client.register();
    const res = await client.post('/api/auth/login', {
      login: user.username,
      password: 'correct horse battery',
    });
    expect(res.status).toBe(200);
    expect(line(res.headers, 'sid')).toMatch(/HttpOnly/);
    const hint = line(res.headers, SIGNED_IN_HINT_COOKIE);
    expect(hint).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1;`));
    expect(hint).not.toMatch(/HttpOnly/);
    expect(hint).toMatch(/Path=\//);
    expect(hint).toMatch(/SameSite=Lax/);
    expect(hint).toMatch(/Max-Age=\d+/);
  });

  it('is cleared with the session cookie on logout and on logging out everywhere', async () => {
    for (const path of ['/api/auth/logout', '/api/auth/logout-everywhere']) {
      const client = new Client(t.url);
      await client.register();
      const res = await client.post(path);
      expect(res.status, path).toBe(200);
      expect(line(res.headers, 'sid'), path).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
      expect(line(res.headers, SIGNED_IN_HINT_COOKIE), path).toMatch(
        /Max-Age=0|Expires=Thu, 01 Jan 1970/,
      );
    }
  });

  it('grants nothing: the hint without a session still gets the 401', async () => {
    const res = await new Client(t.url).request('GET', '/api/users/me', undefined, {
      cookie: `${SIGNED_IN_HINT_COOKIE}=1`,
    });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
  });
});
