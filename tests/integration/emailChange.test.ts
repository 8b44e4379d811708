import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOf, waitForMail } from '../helpers/outbox';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'correct horse battery';
const change = (client: Client, body: unknown) => client.post('/api/auth/email/change', body);
const me = async (client: Client) => (await client.get('/api/users/me')).body.user;

describe('changing the account e-mail', () => {
  it('moves to the new address unverified, and its link verifies it', async () => {
    const client = new Client(t.url);
    await client.register('ella_old');
    const res = await change(client, { email: 'Ella.New@Example.test', password: PASSWORD });
    expect(res.body).toEqual({ ok: true });
    expect(await me(client)).toMatchObject({
      email: 'ella.new@example.test',
      emailVerified: false,
    });

    const outbox = t.app.services.config.mail.outboxDir;
    const mail = await waitForMail(outbox, (m) => m.to === 'ella.new@example.test');
    const verify = await client.post('/api/email/verification/verify', {
      data: { token: tokenOf(mail, 'email') },
    });
    expect(verify.status).toBe(200);
    expect((await me(client)).emailVerified).toBe(true);
  });

  it('refuses a wrong or missing password and changes nothing', async () => {
    const client = new Client(t.url);
    await client.register('finn_pw');
    const wrong = await change(client, {
      email: 'finn2@example.test',
      password: 'not my password',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Current password is incorrect');
    const missing = await change(client, { email: 'finn2@example.test' });
    expect(missing.body.error.message).toBe('Enter your password');
    expect((await me(client)).email).toBe('finn_pw@example.test');
  });

  it('refuses an address another account uses', async () => {
    const other = new Client(t.url);
    await other.register('gail_taken');
    const client = new Client(t.url);
    await client.register('hank_wants');
    const res = await change(client, { email: 'GAIL_TAKEN@example.test', password: PASSWORD });
    expect(res.status).toBe(409);
    expect((await me(client)).email).toBe('hank_wants@example.test');
  });

  it('needs a recent second factor when 2FA is enabled', async () => {
    const client = new Client(t.url);
    const user = await client.register('ivy_2fa');
    await t.app.services.db.execute(
      sql`UPDATE users SET totp_secret = 'JBSWY3DPEHPK3PXP', totp_enabled_at = now() WHERE id = ${user.id}`,
    );
    const res = await change(client, { email: 'ivy2@example.test', password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(
      'You must have two factor validated to perform this action',
    );
    expect((await me(client)).email).toBe('ivy_2fa@example.test');
  });

  it.each([
    [{}, /email/],
    [{ email: 'not-an-email', password: PASSWORD }, /valid e-mail/],
    [{ email: 42 }, /email/],
    [{ email: 'a@example.test', password: PASSWORD, admin: true }, /Unknown field/],
  ])('refuses the malformed body %j', async (body, message) => {
    const client = new Client(t.url);
    await client.register();
    const res = await change(client, body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
  });
});
