import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';
import {
  PASSING_TOKEN,
  startTurnstileStandIn,
  turnstileFixture,
} from '../helpers/turnstileStandIn';

const PASSWORD = 'correct horse battery';
const FAILED = {
  error: { code: 'HUMAN_CHECK_FAILED', message: 'Please complete the human check' },
};

const registerBody = (name: string, turnstileToken?: string) => ({
  username: name,
  email: `${name}@example.test`,
  password: PASSWORD,
  acceptTerms: true,
  ...(turnstileToken === undefined ? {} : { turnstileToken }),
});

describe('Turnstile configured', () => {
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startTurnstileStandIn>>;
  // Which recorded answer the stand-in gives next, by token.
  const answers: Record<string, { status: number; body: string }> = {};

  beforeAll(async () => {
    standIn = await startTurnstileStandIn(
      (form) =>
        answers[form.response ?? ''] ?? {
          status: 200,
          body: turnstileFixture(
            form.response === PASSING_TOKEN ? 'success' : 'invalid-input-response',
          ),
        },
    );
    t = await startTestApp({
      turnstile: { secret: 'test-secret', siteKey: 'test-site-key', verifyUrl: standIn.url },
    });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  const users = async (name: string) =>
    (
      await queryRows<{ n: number }>(
        t.app.services.db,
        sql`SELECT count(*)::int AS n FROM users WHERE username = ${name}`,
      )
    )[0]!.n;

  it('gives the browser widget the site key, never the secret', async () => {
    const res = await new Client(t.url, t.origin).get('/api/auth/human-check');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ siteKey: 'test-site-key' });
  });

  it('registers with a token siteverify accepts, sending secret, response and remoteip', async () => {
    const res = await new Client(t.url, t.origin, '2001:db8::a1').post(
      '/api/auth/register',
      registerBody('ava_human', PASSING_TOKEN),
    );
    expect(res.status).toBe(200);
    const call = standIn.requests.at(-1)!;
    expect(call.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(call.form).toEqual({
      secret: 'test-secret',
      response: PASSING_TOKEN,
      remoteip: '2001:db8::a1',
    });
  });

  it('refuses a token siteverify rejects (invalid-input-response) and creates nothing', async () => {
    const res = await new Client(t.url, t.origin).post(
      '/api/auth/register',
      registerBody('ben_robot', 'forged-token'),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual(FAILED);
    expect(standIn.requests.at(-1)!.form.response).toBe('forged-token');
    expect(await users('ben_robot')).toBe(0);
  });

  it('refuses a missing token without asking Cloudflare', async () => {
    const before = standIn.requests.length;
    const res = await new Client(t.url, t.origin).post(
      '/api/auth/register',
      registerBody('cy_none'),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual(FAILED);
    expect(standIn.requests.length).toBe(before);
    expect(await users('cy_none')).toBe(0);
  });

  it('refuses a token already spent (timeout-or-duplicate)', async () => {
    answers['spent-token'] = { status: 200, body: turnstileFixture('timeout-or-duplicate') };
    const res = await new Client(t.url, t.origin).post(
      '/api/auth/register',
      registerBody('dee_twice', 'spent-token'),
    );
    expect(res.body).toEqual(FAILED);
  });

  it('fails closed when siteverify answers something that is not its JSON', async () => {
    answers['outage-token'] = { status: 502, body: '<html>Bad gateway</html>' };
    answers['secret-token'] = { status: 200, body: turnstileFixture('invalid-input-secret') };
    answers['odd-token'] = { status: 200, body: '{"success":"true"}' };
    for (const token of ['outage-token', 'secret-token', 'odd-token']) {
      const res = await new Client(t.url, t.origin).post(
        '/api/auth/register',
        registerBody(`eli_${token.split('-')[0]}`, token),
      );
      expect(res.body, token).toEqual(FAILED);
    }
  });

  it('checks login too, before the password', async () => {
    const client = new Client(t.url, t.origin);
    const ok = await client.post('/api/auth/login', {
      login: 'ava_human',
      password: PASSWORD,
      turnstileToken: PASSING_TOKEN,
    });
    expect(ok.status).toBe(200);

    const robot = await new Client(t.url, t.origin).post('/api/auth/login', {
      login: 'ava_human',
      password: PASSWORD,
      turnstileToken: 'forged-token',
    });
    expect(robot.body).toEqual(FAILED);
    // A wrong password is not even looked at without a passing check.
    const missing = await new Client(t.url, t.origin).post('/api/auth/login', {
      login: 'ava_human',
      password: 'wrong password',
    });
    expect(missing.body).toEqual(FAILED);
  });

  it('validates the token field before asking Cloudflare', async () => {
    const before = standIn.requests.length;
    const res = await new Client(t.url, t.origin).post(
      '/api/auth/register',
      registerBody('fin_long', 'x'.repeat(3000)),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('turnstileToken: Verification token is too long');
    expect(standIn.requests.length).toBe(before);
  });
});

describe('Turnstile unreachable', () => {
  it('fails closed', async () => {
    const standIn = await startTurnstileStandIn();
    const deadUrl = standIn.url;
    await standIn.close();
    const t = await startTestApp({
      turnstile: { secret: 'test-secret', siteKey: undefined, verifyUrl: deadUrl },
    });
    try {
      const res = await new Client(t.url, t.origin).post(
        '/api/auth/register',
        registerBody('gil_offline', PASSING_TOKEN),
      );
      expect(res.body).toEqual(FAILED);
    } finally {
      await t.close();
    }
  });
});

describe('Turnstile not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is off: register and login need no token', async () => {
    expect(t.app.services.config.turnstile.secret).toBeUndefined();
    const reg = await new Client(t.url, t.origin).post(
      '/api/auth/register',
      registerBody('hue_open'),
    );
    expect(reg.status).toBe(200);
    const login = await new Client(t.url, t.origin).post('/api/auth/login', {
      login: 'hue_open',
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    const check = await new Client(t.url, t.origin).get('/api/auth/human-check');
    expect(check.body).toEqual({ siteKey: null });
  });
});
