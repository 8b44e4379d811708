import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { tokenHash } from '../../src/server/domain/accounts/secrets';
import { spendCode } from '../../src/server/domain/accounts/twoFactor';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

const PASSWORD = 'correct horse battery';
const INVALID_CODE = {
  error: { code: 'INVALID_TWO_FACTOR_CODE', message: 'That code is not valid' },
};
const BACKUP_CODE = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{2}$/;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The player's phone: codes for ever later time steps, as a real app hands out over time. */
class Authenticator {
  private readonly totp: TOTP;
  private last = -1;
  constructor(readonly secret: string) {
    this.totp = new TOTP({ secret: Secret.fromBase32(secret) });
  }

  /** A code for a step after every one handed out so far: the current step, else the next. */
  next(): string {
    const current = this.totp.counter();
    const step = Math.max(current, this.last + 1);
    if (step > current + 1) throw new Error('test asked for a third code within one 30 s step');
    this.last = step;
    return this.totp.generate({ timestamp: step * 30_000 });
  }

  /** Six digits that are none of the codes the server would accept right now. */
  wrong(): string {
    const now = this.totp.counter();
    const valid = [now - 1, now, now + 1].map((s) => this.totp.generate({ timestamp: s * 30_000 }));
    let code = valid[1]!;
    while (valid.includes(code)) code = String((Number(code) + 7919) % 1_000_000).padStart(6, '0');
    return code;
  }
}

/**
 * A fresh player and a session. Made through the domain, so the per-address register limit
 * (every test client is 127.0.0.1) cannot interfere; everything 2FA goes over HTTP.
 */
async function newPlayer(app: TestApp = t) {
  const username = `tf_${randomUUID().slice(0, 8)}`;
  const { user, token } = await app.app.services.accounts.register(
    { username, email: `${username}@example.test`, password: PASSWORD },
    { ip: `test:${username}` },
  );
  const client = new Client(app.url);
  client.cookie = `sid=${token}`;
  return { client, id: user.id, username };
}

/** A player who set up and enabled 2FA in `client`'s session. */
async function enrolled() {
  const player = await newPlayer();
  const setup = await player.client.post('/api/auth/2fa/setup');
  expect(setup.status).toBe(200);
  const phone = new Authenticator(setup.body.secret as string);
  const enableCode = phone.next();
  const enable = await player.client.post('/api/auth/2fa/enable', { code: enableCode });
  expect(enable.status).toBe(200);
  return { ...player, phone, enableCode, backupCodes: enable.body.backupCodes as string[] };
}

const rows = <T extends Record<string, unknown>>(query: SQL) =>
  queryRows<T>(t.app.services.db, query);

async function twoFactorColumns(userId: string) {
  const [row] = await rows<{
    totp_secret: string | null;
    totp_enabled_at: Date | null;
    totp_last_step: number | string | null;
  }>(sql`SELECT totp_secret, totp_enabled_at, totp_last_step FROM users WHERE id = ${userId}`);
  return row!;
}

async function backupCodeCounts(userId: string) {
  const [row] = await rows<{ total: number; used: number }>(
    sql`SELECT count(*)::int AS total, count(used_at)::int AS used
        FROM backup_codes WHERE user_id = ${userId}`,
  );
  return row!;
}

/** When the session behind `client`'s cookie last proved its second factor. */
async function twoFactorAt(client: Client): Promise<Date | null> {
  const [row] = await rows<{ two_factor_at: Date | string | null }>(
    sql`SELECT two_factor_at FROM sessions WHERE token_hash = ${tokenHash(client.cookie.slice(4))}`,
  );
  return row!.two_factor_at === null ? null : new Date(row!.two_factor_at);
}

function setTwoFactorAt(client: Client, minutesAgo: number | null) {
  const hash = tokenHash(client.cookie.slice(4));
  return minutesAgo === null
    ? rows(sql`UPDATE sessions SET two_factor_at = NULL WHERE token_hash = ${hash}`)
    : rows(
        sql`UPDATE sessions SET two_factor_at = now() - make_interval(mins => ${minutesAgo})
            WHERE token_hash = ${hash}`,
      );
}

const login = (body: Record<string, unknown>, app: TestApp = t, address?: string) =>
  new Client(app.url, undefined, address).post('/api/auth/login', { password: PASSWORD, ...body });

const twoFactorEnabled = async (client: Client) =>
  (await client.get('/api/users/me')).body.user.twoFactorEnabled as boolean;

describe('setup and enable', () => {
  it('answers a secret, an otpauth address and an SVG QR code, then enables with a right code', async () => {
    const { client, id, username } = await newPlayer();
    expect(await twoFactorEnabled(client)).toBe(false);

    const setup = await client.post('/api/auth/2fa/setup');
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(setup.body.otpauthUrl as string);
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Gemdrop:${username}`);
    expect(url.searchParams.get('issuer')).toBe('Gemdrop');
    expect(url.searchParams.get('secret')).toBe(setup.body.secret);
    expect(setup.body.qrCodeSvg).toMatch(/^<svg[^>]*>[\s\S]*<\/svg>\s*$/);
    expect(await twoFactorEnabled(client)).toBe(false);

    const enable = await client.post('/api/auth/2fa/enable', {
      code: new Authenticator(setup.body.secret).next(),
    });
    expect(enable.status).toBe(200);
    expect(enable.body.backupCodes).toHaveLength(10);
    for (const code of enable.body.backupCodes) expect(code).toMatch(BACKUP_CODE);
    expect(new Set(enable.body.backupCodes).size).toBe(10);

    expect(await twoFactorEnabled(client)).toBe(true);
    expect((await twoFactorColumns(id)).totp_enabled_at).not.toBeNull();
    expect(await backupCodeCounts(id)).toEqual({ total: 10, used: 0 });
    // Stored hashed: no plaintext code is in the table.
    const stored = await rows<{ code_hash: string }>(
      sql`SELECT code_hash FROM backup_codes WHERE user_id = ${id}`,
    );
    for (const { code_hash } of stored) expect(code_hash).toMatch(/^[0-9a-f]{64}$/);
    // Enabling proves the factor in this session.
    expect(Date.now() - (await twoFactorAt(client))!.getTime()).toBeLessThan(60_000);
  });

  it('refuses a wrong code at enable and changes nothing', async () => {
    const { client, id } = await newPlayer();
    const setup = await client.post('/api/auth/2fa/setup');
    const phone = new Authenticator(setup.body.secret);
    const before = await twoFactorColumns(id);

    for (const code of [phone.wrong(), 'ABCD-EFGH-JK']) {
      const res = await client.post('/api/auth/2fa/enable', { code });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(INVALID_CODE);
    }
    expect(await twoFactorColumns(id)).toEqual(before);
    expect(before).toMatchObject({ totp_enabled_at: null, totp_last_step: null });
    expect(await backupCodeCounts(id)).toEqual({ total: 0, used: 0 });
    expect(await twoFactorAt(client)).toBeNull();
    expect(await twoFactorEnabled(client)).toBe(false);
    // The pending secret is intact: the right code still enables.
    expect((await client.post('/api/auth/2fa/enable', { code: phone.next() })).status).toBe(200);
  });

  it('replaces a pending secret on a second setup, and refuses setup with 409 once enabled', async () => {
    const { client, id } = await newPlayer();
    const first = await client.post('/api/auth/2fa/setup');
    const second = await client.post('/api/auth/2fa/setup');
    expect(second.body.secret).not.toBe(first.body.secret);
    const stale = await client.post('/api/auth/2fa/enable', {
      code: new Authenticator(first.body.secret).next(),
    });
    expect(stale.body).toEqual(INVALID_CODE);
    const enable = await client.post('/api/auth/2fa/enable', {
      code: new Authenticator(second.body.secret).next(),
    });
    expect(enable.status).toBe(200);

    const again = await client.post('/api/auth/2fa/setup');
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('TWO_FACTOR_ALREADY_ENABLED');
    expect((await twoFactorColumns(id)).totp_secret).toBe(second.body.secret);
  });

  it('refuses enable before setup', async () => {
    const { client } = await newPlayer();
    const res = await client.post('/api/auth/2fa/enable', { code: '123456' });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('TWO_FACTOR_NOT_SET_UP');
  });

  it('logs out every other session of the player when enabling', async () => {
    const { client, username } = await newPlayer();
    const other = new Client(t.url);
    expect(
      (await other.post('/api/auth/login', { login: username, password: PASSWORD })).status,
    ).toBe(200);
    expect((await other.get('/api/users/me')).status).toBe(200);

    const setup = await client.post('/api/auth/2fa/setup');
    await client.post('/api/auth/2fa/enable', {
      code: new Authenticator(setup.body.secret).next(),
    });

    expect((await other.get('/api/users/me')).status).toBe(401);
    expect((await client.get('/api/users/me')).status).toBe(200);
  });

  it('requires a session for every 2FA call', async () => {
    for (const path of ['setup', 'enable', 'verify', 'disable', 'backup-codes']) {
      const body = path === 'setup' ? undefined : { code: '123456' };
      const res = await new Client(t.url).post(`/api/auth/2fa/${path}`, body);
      expect(res.status, path).toBe(401);
      expect(res.body.error.code, path).toBe('UNAUTHENTICATED');
    }
  });
});

describe('every code is usable once', () => {
  it('refuses a code used a second time (replay), the enable code included', async () => {
    const { client, phone, enableCode } = await enrolled();
    expect((await client.post('/api/auth/2fa/verify', { code: enableCode })).body).toEqual(
      INVALID_CODE,
    );
    const code = phone.next();
    expect((await client.post('/api/auth/2fa/verify', { code })).body).toEqual({ ok: true });
    const replay = await client.post('/api/auth/2fa/verify', { code });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual(INVALID_CODE);
  });

  it('lets exactly one of two concurrent uses of one code pass', async () => {
    const { client, phone, backupCodes } = await enrolled();
    for (const code of [phone.next(), backupCodes[0]!]) {
      const answers = await Promise.all([
        client.post('/api/auth/2fa/verify', { code }),
        client.post('/api/auth/2fa/verify', { code }),
      ]);
      expect(answers.map((a) => a.status).sort(), code).toEqual([200, 400]);
    }
  });

  // Outside any transaction or row lock (the login path), only the conditional UPDATE decides.
  it('spends a code by one conditional UPDATE, so racing spends cannot both pass', async () => {
    const { id, phone, backupCodes } = await enrolled();
    for (const code of [phone.next(), backupCodes[0]!]) {
      const spent = await Promise.all(
        Array.from({ length: 5 }, () => spendCode(t.app.services.db, id, phone.secret, code)),
      );
      expect(spent.filter(Boolean), code).toHaveLength(1);
    }
  });

  it('logs in once when one code is sent twice at the same time', async () => {
    const { username, phone } = await enrolled();
    const code = phone.next();
    const answers = await Promise.all([
      login({ login: username, code }),
      login({ login: username, code }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });

  it('accepts a backup code once and only once, in any case and with or without dashes', async () => {
    const { client, id, backupCodes } = await enrolled();
    const [first, second] = backupCodes as [string, string];
    expect((await client.post('/api/auth/2fa/verify', { code: first })).status).toBe(200);
    expect((await client.post('/api/auth/2fa/verify', { code: first })).body).toEqual(INVALID_CODE);
    expect((await client.post('/api/auth/2fa/verify', { code: first.toLowerCase() })).body).toEqual(
      INVALID_CODE,
    );
    const typed = second.toLowerCase().replace(/-/g, '');
    expect((await client.post('/api/auth/2fa/verify', { code: typed })).status).toBe(200);
    expect(await backupCodeCounts(id)).toEqual({ total: 10, used: 2 });
  });

  it('refuses another player’s backup code', async () => {
    const a = await enrolled();
    const b = await enrolled();
    const res = await a.client.post('/api/auth/2fa/verify', { code: b.backupCodes[0] });
    expect(res.body).toEqual(INVALID_CODE);
    expect(await backupCodeCounts(b.id)).toEqual({ total: 10, used: 0 });
  });
});

describe('a fresh second factor for sensitive actions', () => {
  it('marks the session fresh on verify', async () => {
    const { client, phone } = await enrolled();
    await setTwoFactorAt(client, null);
    expect((await client.post('/api/auth/2fa/verify', { code: phone.next() })).status).toBe(200);
    expect(Date.now() - (await twoFactorAt(client))!.getTime()).toBeLessThan(60_000);
  });

  it('refuses disable on a session verified over 10 minutes ago, and allows it after verify', async () => {
    const { client, id, phone, backupCodes } = await enrolled();
    await setTwoFactorAt(client, 11);
    const before = await twoFactorColumns(id);
    const code = phone.next();

    const stale = await client.post('/api/auth/2fa/disable', { code });
    expect(stale.status).toBe(403);
    expect(stale.body).toEqual({
      error: {
        code: 'TWO_FACTOR_REQUIRED',
        message: 'You must have two factor validated to perform this action',
      },
    });
    expect(await twoFactorColumns(id)).toEqual(before);
    const regenerate = await client.post('/api/auth/2fa/backup-codes', { code: backupCodes[0] });
    expect(regenerate.status).toBe(403);

    // The refused disable spent nothing: the same code now verifies.
    expect((await client.post('/api/auth/2fa/verify', { code })).status).toBe(200);
    const disable = await client.post('/api/auth/2fa/disable', { code: backupCodes[1] });
    expect(disable.status).toBe(200);
    expect(disable.body).toEqual({ ok: true });
    expect(await twoFactorEnabled(client)).toBe(false);
    expect(await twoFactorColumns(id)).toEqual({
      totp_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
    });
    expect(await backupCodeCounts(id)).toEqual({ total: 0, used: 0 });
  });

  it('needs a valid code to disable, and logs out the other sessions', async () => {
    const { client, username, phone, backupCodes } = await enrolled();
    const other = new Client(t.url);
    await other.post('/api/auth/login', {
      login: username,
      password: PASSWORD,
      code: phone.next(),
    });
    expect((await other.get('/api/users/me')).status).toBe(200);

    const wrong = await client.post('/api/auth/2fa/disable', { code: phone.wrong() });
    expect(wrong.body).toEqual(INVALID_CODE);
    expect(await twoFactorEnabled(client)).toBe(true);
    expect((await client.post('/api/auth/2fa/disable', { code: backupCodes[0] })).status).toBe(200);
    expect((await other.get('/api/users/me')).status).toBe(401);
    // Off again: a login needs no code.
    expect((await login({ login: username })).status).toBe(200);
  });

  it('regenerates backup codes: the old set stops working, the new one works', async () => {
    const { client, id, backupCodes } = await enrolled();
    const res = await client.post('/api/auth/2fa/backup-codes', { code: backupCodes[0] });
    expect(res.status).toBe(200);
    const fresh = res.body.backupCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => backupCodes.includes(code))).toEqual([]);
    expect(await backupCodeCounts(id)).toEqual({ total: 10, used: 0 });
    expect((await client.post('/api/auth/2fa/verify', { code: backupCodes[1] })).body).toEqual(
      INVALID_CODE,
    );
    expect((await client.post('/api/auth/2fa/verify', { code: fresh[0] })).status).toBe(200);
  });

  it('answers 409 to verify and disable when 2FA is off', async () => {
    const { client } = await newPlayer();
    for (const path of ['verify', 'disable', 'backup-codes']) {
      const res = await client.post(`/api/auth/2fa/${path}`, { code: '123456' });
      expect(res.status, path).toBe(409);
      expect(res.body.error.code, path).toBe('TWO_FACTOR_NOT_ENABLED');
    }
  });
});

describe('login with two-factor enabled', () => {
  it('asks for the code only behind the right password, and logs in with a right one', async () => {
    const { username, phone, backupCodes } = await enrolled();

    const wrongPassword = await login({ login: username, password: 'wrong password!' });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body.error.code).toBe('INVALID_CREDENTIALS');

    const noCode = await login({ login: username });
    expect(noCode.status).toBe(401);
    expect(noCode.body).toEqual({
      error: {
        code: 'TWO_FACTOR_CODE_REQUIRED',
        message: 'Enter the code from your authenticator app',
      },
    });
    expect(noCode.headers.getSetCookie()).toEqual([]);

    const wrongCode = await login({ login: username, code: phone.wrong() });
    expect(wrongCode.status).toBe(401);
    expect(wrongCode.body.error).toEqual(INVALID_CODE.error);

    const client = new Client(t.url);
    const ok = await client.post('/api/auth/login', {
      login: username,
      password: PASSWORD,
      code: phone.next(),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user.twoFactorEnabled).toBe(true);
    // The new session counts as verified: a sensitive action needs no separate verify.
    expect(Date.now() - (await twoFactorAt(client))!.getTime()).toBeLessThan(60_000);
    expect((await client.post('/api/auth/2fa/backup-codes', { code: backupCodes[0] })).status).toBe(
      200,
    );
  });

  it('does not spend a code on a wrong password, and takes a backup code once', async () => {
    const { username, phone, backupCodes } = await enrolled();
    const code = phone.next();
    expect((await login({ login: username, password: 'wrong password!', code })).status).toBe(401);
    expect((await login({ login: username, code })).status).toBe(200);
    expect((await login({ login: username, code: backupCodes[0] })).status).toBe(200);
    const again = await login({ login: username, code: backupCodes[0] });
    expect(again.status).toBe(401);
    expect(again.body.error.code).toBe('INVALID_TWO_FACTOR_CODE');
  });
});

describe('malformed bodies', () => {
  it.each([
    ['a missing code', {}, /^code: /],
    ['5 digits', { code: '12345' }, /^code: Enter the 6-digit code or a backup code$/],
    ['7 digits', { code: '1234567' }, /^code: Enter the 6-digit code or a backup code$/],
    ['a number', { code: 123456 }, /^code: Code must be a string$/],
    ['an extra field', { code: '123456', remember: true }, /^Unknown field: remember$/],
  ])('refuses %s with 400 and changes nothing', async (_name, body, message) => {
    const { client, id, phone } = await enrolled();
    await setTwoFactorAt(client, null);
    const before = await twoFactorColumns(id);
    for (const path of ['verify', 'disable', 'backup-codes']) {
      const res = await client.post(`/api/auth/2fa/${path}`, body);
      expect(res.status, path).toBe(400);
      expect(res.body.error.code, path).toBe('VALIDATION');
      expect(res.body.error.message, path).toMatch(message);
    }
    expect(await twoFactorColumns(id)).toEqual(before);
    expect(await twoFactorAt(client)).toBeNull();
    expect(await backupCodeCounts(id)).toEqual({ total: 10, used: 0 });
    // Nothing was counted against the throttle or spent: a right code still verifies.
    expect((await client.post('/api/auth/2fa/verify', { code: phone.next() })).status).toBe(200);
  });

  it('refuses a malformed enable without enabling', async () => {
    const { client, id } = await newPlayer();
    await client.post('/api/auth/2fa/setup');
    for (const body of [{}, { code: '12345' }, { code: 123456 }, { code: '123456', x: 1 }]) {
      expect((await client.post('/api/auth/2fa/enable', body)).status).toBe(400);
    }
    expect((await twoFactorColumns(id)).totp_enabled_at).toBeNull();
  });
});

describe('throttling', () => {
  const TOO_MANY = /^Too many attempts\. Please try again in 1[45] minutes\.$/;

  it('answers 429 to the 11th 2FA verify within the window, even with a right code', async () => {
    const { client, phone } = await enrolled();
    await setTwoFactorAt(client, null);
    for (let i = 0; i < 10; i++) {
      expect((await client.post('/api/auth/2fa/verify', { code: phone.wrong() })).status).toBe(400);
    }
    const limited = await client.post('/api/auth/2fa/verify', { code: phone.next() });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(limited.body.error.message).toMatch(TOO_MANY);
    expect(await twoFactorAt(client)).toBeNull();
  });

  // Fresh apps with the default rules: the address count must start at zero.
  it('answers 429 to the 11th login for one account, whatever the case of the login', async () => {
    const fresh = await startTestApp();
    try {
      const { username } = await newPlayer(fresh);
      const other = await newPlayer(fresh);
      for (let i = 0; i < 10; i++) {
        const name = i % 2 ? username.toUpperCase() : username;
        const res = await login({ login: name, password: 'wrong password!' }, fresh);
        expect(res.status).toBe(401);
      }
      const limited = await login({ login: username }, fresh);
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe('TOO_MANY_ATTEMPTS');
      expect(limited.body.error.message).toMatch(TOO_MANY);
      // Only that account is limited.
      expect((await login({ login: other.username }, fresh)).status).toBe(200);
      // Unknown accounts are limited the same way, so guessing them is no cheaper.
      const unknown = await Promise.all(
        Array.from({ length: 10 }, () => login({ login: 'nobody_here' }, fresh)),
      );
      expect(unknown.map((res) => res.status)).toEqual(Array(10).fill(401));
      expect((await login({ login: 'nobody_here' }, fresh)).status).toBe(429);
    } finally {
      await fresh.close();
    }
  });

  it('answers 429 to the 31st login from one address', async () => {
    const fresh = await startTestApp();
    try {
      const { username } = await newPlayer(fresh);
      // Concurrent, as a spraying client would send them: the count is one atomic upsert.
      const sprayer = '2001:db8::bad';
      const guesses = await Promise.all(
        Array.from({ length: 30 }, (_, i) => login({ login: `guess_${i}` }, fresh, sprayer)),
      );
      expect(guesses.map((res) => res.status)).toEqual(Array(30).fill(401));
      const limited = await login({ login: username }, fresh, sprayer);
      expect(limited.status).toBe(429);
      expect(limited.body.error.message).toMatch(TOO_MANY);
    } finally {
      await fresh.close();
    }
  });
});
