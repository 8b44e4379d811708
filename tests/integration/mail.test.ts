import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { type OutboxMail, readOutbox, tokenOf, waitForMail } from '../helpers/outbox';
import { startSmtpStandIn } from '../helpers/smtpStandIn';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

let t: TestApp;
let outbox: string;
beforeAll(async () => {
  t = await startTestApp();
  outbox = t.app.services.config.mail.outboxDir;
});
afterAll(() => t.close());

const verify = (client: Client, body: unknown) =>
  client.post('/api/email/verification/verify', body);

async function registered(name: string) {
  const client = new Client(t.url, t.origin);
  const user = await client.register(name);
  const mail = await waitForMail(outbox, (m) => m.to === `${name}@example.test`);
  return { client, user, mail };
}

async function verifiedAt(userId: string) {
  const [row] = await queryRows<{ at: Date | null }>(
    t.app.services.db,
    sql`SELECT email_verified_at AS at FROM users WHERE id = ${userId}`,
  );
  return row!.at;
}

describe('verification mail', () => {
  it('is written to the outbox on register, with the link in text and HTML', async () => {
    const { mail } = await registered('mia_mail');
    expect(mail).toMatchObject({
      to: 'mia_mail@example.test',
      from: 'GemDrop <no-reply@localhost>',
      subject: 'Verify your e-mail address for GemDrop',
    });
    expect(mail.file).toMatch(/^\d{13}-[0-9a-f]{12}\.json$/);
    expect(mail.links).toHaveLength(1);
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3999\/\?email=[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(`href="${mail.links[0]}"`);
    expect(mail.text).toContain('Hi mia_mail,');
    // The file holds a live token: only the server's user may read it.
    expect((await stat(join(outbox, mail.file))).mode & 0o077).toBe(0);
  });

  it('stores only the hash of the token, for 24 hours', async () => {
    const { user, mail } = await registered('ned_hash');
    const token = tokenOf(mail, 'email');
    const rows = await queryRows<{ token_hash: string; subject: string; hours: number }>(
      t.app.services.db,
      sql`SELECT token_hash, subject, round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours
          FROM auth_tokens WHERE user_id = ${user.id} AND purpose = 'verify-email'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!).toMatchObject({ subject: 'ned_hash@example.test', hours: 24 });
  });
});

describe('POST /email/verification/verify', () => {
  it('verifies once; the same token is refused the second time', async () => {
    const { client, mail } = await registered('olga_once');
    expect((await client.get('/api/users/me')).body.user.emailVerified).toBe(false);
    const token = tokenOf(mail, 'email');

    // No session needed: the link may be opened in another browser.
    const first = await verify(new Client(t.url, t.origin), { data: { token } });
    expect(first).toMatchObject({ status: 200, body: { ok: true } });
    expect((await client.get('/api/users/me')).body.user.emailVerified).toBe(true);

    const again = await verify(new Client(t.url, t.origin), { data: { token } });
    expect(again.status).toBe(400);
    expect(again.body.error).toEqual({
      code: 'INVALID_TOKEN',
      message: 'This verification link is invalid, already used or expired. Request a new one.',
    });
  });

  it('refuses an expired token and leaves the address unverified', async () => {
    const { user, mail } = await registered('pia_old');
    await t.app.services.db.execute(
      sql`UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE user_id = ${user.id}`,
    );
    const res = await verify(new Client(t.url, t.origin), {
      data: { token: tokenOf(mail, 'email') },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_TOKEN');
    expect(await verifiedAt(user.id)).toBeNull();
  });

  it('refuses a made-up token', async () => {
    const res = await verify(new Client(t.url, t.origin), { data: { token: 'x'.repeat(43) } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_TOKEN');
  });

  it('refuses a link mailed to an address the account no longer uses', async () => {
    const { user, mail } = await registered('quin_moved');
    await t.app.services.db.execute(
      sql`UPDATE users SET email = 'quin_new@example.test' WHERE id = ${user.id}`,
    );
    const res = await verify(new Client(t.url, t.origin), {
      data: { token: tokenOf(mail, 'email') },
    });
    expect(res.status).toBe(400);
    expect(await verifiedAt(user.id)).toBeNull();
  });

  it.each([
    ['no body', undefined, /^data: /],
    ['a bare token', { token: 'abc' }, /^data: Invalid input: expected object/],
    ['an empty token', { data: { token: '' } }, /^data\.token: Token is required/],
    ['a number', { data: { token: 42 } }, /^data\.token: Token must be a string/],
    ['an extra field', { data: { token: 'abc', userId: 'x' } }, /Unknown field: userId/],
    ['an oversized token', { data: { token: 'a'.repeat(600) } }, /Token is too long/],
  ])('answers 400 for %s without changing anything', async (_name, body, message) => {
    const before = await queryRows<{ n: number }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS n FROM users WHERE email_verified_at IS NOT NULL`,
    );
    const res = await verify(new Client(t.url, t.origin), body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
    const after = await queryRows<{ n: number }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS n FROM users WHERE email_verified_at IS NOT NULL`,
    );
    expect(after).toEqual(before);
  });
});

describe('POST /email/verification/resend', () => {
  it('needs a session', async () => {
    const res = await new Client(t.url, t.origin).post('/api/email/verification/resend');
    expect(res.status).toBe(401);
  });

  it('mails a fresh link that works, then throttles with 429', async () => {
    const { client, mail: first } = await registered('rita_resend');
    const isHers = (m: OutboxMail) => m.to === 'rita_resend@example.test';
    const res = await client.post('/api/email/verification/resend');
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    // The resend waits for its mail: it is in the outbox already.
    const mails = (await readOutbox(outbox)).filter(isHers);
    expect(mails).toHaveLength(2);
    const second = mails[1]!;
    expect(tokenOf(second, 'email')).not.toBe(tokenOf(first, 'email'));

    expect((await client.post('/api/email/verification/resend')).status).toBe(200);
    expect((await client.post('/api/email/verification/resend')).status).toBe(200);
    const limited = await client.post('/api/email/verification/resend');
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('TOO_MANY_ATTEMPTS');
    expect((await readOutbox(outbox)).filter(isHers)).toHaveLength(4);

    const ok = await verify(client, { data: { token: tokenOf(second, 'email') } });
    expect(ok.status).toBe(200);
  });

  it('refuses once the address is verified', async () => {
    const { client, mail } = await registered('sam_done');
    await verify(client, { data: { token: tokenOf(mail, 'email') } });
    const res = await client.post('/api/email/verification/resend');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Your e-mail address is already verified');
  });

  it('refuses a body', async () => {
    const { client } = await registered('tom_body');
    const res = await client.post('/api/email/verification/resend', { email: 'x@example.test' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Unknown field: email');
  });
});

describe('SMTP delivery', () => {
  it('hands the verification mail to the SMTP server and writes no outbox file', async () => {
    const smtp = await startSmtpStandIn();
    const viaSmtp = await startTestApp({
      mail: { ...t.app.services.config.mail, smtpUrl: smtp.url, outboxDir: join(outbox, 'unused') },
    });
    try {
      await new Client(viaSmtp.url, viaSmtp.origin).register('uma_smtp');
      const deadline = Date.now() + 5000;
      while (smtp.received.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const [mail] = smtp.received;
      expect(mail?.from).toBe('no-reply@localhost');
      expect(mail?.to).toEqual(['uma_smtp@example.test']);
      expect(mail?.data).toMatch(/^Subject: Verify your e-mail address for GemDrop$/m);
      expect(mail?.data).toMatch(/http:\/\/localhost:3999\/\?email=[A-Za-z0-9_-]{43}/);
      expect(mail?.data).toMatch(/Content-Type: text\/html/);
      expect(await readOutbox(join(outbox, 'unused'))).toEqual([]);
    } finally {
      await viaSmtp.close();
      await smtp.close();
    }
  });

  it('still registers when the SMTP server is down (the mail failure is only logged)', async () => {
    const smtp = await startSmtpStandIn();
    const deadUrl = smtp.url;
    await smtp.close();
    const down = await startTestApp({
      mail: { ...t.app.services.config.mail, smtpUrl: deadUrl },
    });
    try {
      const res = await new Client(down.url, down.origin).post('/api/auth/register', {
        username: 'vic_down',
        email: 'vic_down@example.test',
        password: 'correct horse battery',
        acceptTerms: true,
      });
      expect(res.status).toBe(200);
    } finally {
      await down.close();
    }
  });
});
