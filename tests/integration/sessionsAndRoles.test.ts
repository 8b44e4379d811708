import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { TOS_VERSION } from '../../src/server/domain/accounts/accounts';
import { enableTwoFactor } from '../helpers/cryptoCashier';
import { grantRole } from '../helpers/promote';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'correct horse battery';

async function loginAs(username: string) {
  const client = new Client(t.url);
  const res = await client.post('/api/auth/login', { login: username, password: PASSWORD });
  expect(res.status).toBe(200);
  return client;
}

async function staff(role: string) {
  const client = new Client(t.url);
  const user = await client.register();
  await grantRole(t.app.services.db, user.id, role);
  return client;
}

describe('sessions', () => {
  it('lists the live sessions and revokes another tab', async () => {
    const laptop = new Client(t.url);
    const user = await laptop.register();
    const phone = await loginAs(user.username);
    const listed = await laptop.get('/api/auth/sessions');
    expect(listed.status).toBe(200);
    expect(listed.body.sessions).toHaveLength(2);
    const other = listed.body.sessions.find((s: { current: boolean }) => !s.current);
    expect(listed.body.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    expect((await laptop.post('/api/auth/sessions/revoke', { id: other.id })).body).toEqual({
      ok: true,
    });
    expect((await phone.get('/api/users/me')).status).toBe(401);
    expect((await laptop.get('/api/users/me')).status).toBe(200);
  });

  it("cannot revoke another player's session", async () => {
    const alice = new Client(t.url);
    await alice.register();
    const bob = new Client(t.url);
    await bob.register();
    const bobSession = (await bob.get('/api/auth/sessions')).body.sessions[0].id;
    const res = await alice.post('/api/auth/sessions/revoke', { id: bobSession });
    expect(res.status).toBe(404);
    expect((await bob.get('/api/users/me')).status).toBe(200);
  });

  it('logs out everywhere', async () => {
    const a = new Client(t.url);
    const user = await a.register();
    const b = await loginAs(user.username);
    expect((await a.post('/api/auth/logout-everywhere')).body).toEqual({ ok: true });
    expect((await a.get('/api/users/me')).status).toBe(401);
    expect((await b.get('/api/users/me')).status).toBe(401);
  });

  it('records acceptance of the current terms only', async () => {
    const player = new Client(t.url);
    const user = await player.register();
    await t.app.services.db.execute(
      sql`UPDATE users SET tos_accepted_at = NULL, tos_version = NULL WHERE id = ${user.id}`,
    );
    expect((await player.get('/api/users/me')).body.user.tosAcceptance).toBeNull();
    const outdated = await player.post('/api/auth/terms/accept', { version: '2020-01' });
    expect(outdated.status).toBe(409);
    const accepted = await player.post('/api/auth/terms/accept', { version: TOS_VERSION });
    expect(accepted.body.tosAcceptance.version).toBe(TOS_VERSION);
    expect((await player.get('/api/users/me')).body.user.tosAcceptance.version).toBe(TOS_VERSION);
  });
});

describe('bans, mutes and roles', () => {
  it('a ban ends the sessions and stops login, naming its end; lifting it lets the player back; both audited', async () => {
    const admin = await staff('ADMIN');
    const player = new Client(t.url);
    const user = await player.register();
    const until = new Date(Date.now() + 86_400_000).toISOString();
    // Read once, so a resolved session is kept in memory: the ban must clear it too.
    expect((await player.get('/api/auth/sessions')).status).toBe(200);

    expect(
      (
        await admin.post('/api/admin/users/ban', {
          userId: user.id,
          until,
          reason: 'chargeback fraud',
        })
      ).body,
    ).toEqual({ ok: true });
    expect((await player.get('/api/auth/sessions')).status).toBe(401);
    expect((await player.get('/api/users/me')).status).toBe(401);
    // Logging in again is how the player learns why, and until when.
    const login = await new Client(t.url).post('/api/auth/login', {
      login: user.username,
      password: PASSWORD,
    });
    expect(login.status).toBe(403);
    expect(login.body.error).toEqual({
      code: 'BANNED',
      message: `This account is banned until ${until}`,
    });

    await admin.post('/api/admin/users/ban', {
      userId: user.id,
      until: null,
      reason: 'appeal accepted',
    });
    const back = await loginAs(user.username);
    expect((await back.get('/api/auth/sessions')).status).toBe(200);
    expect((await back.get('/api/users/me')).body.user.bannedUntil).toBeNull();
    const audit = await queryRows<{ action: string }>(
      t.app.services.db,
      sql`SELECT action FROM audit_log WHERE target_id = ${user.id} ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['user.ban', 'user.ban']);
  });

  it('still refuses play to a session that outlived its ban (a login racing the ban)', async () => {
    const player = new Client(t.url);
    const user = await player.register();
    const until = new Date(Date.now() + 86_400_000);
    // The ban's write without its session ending: what a login committing after it leaves.
    await t.app.services.db.execute(
      sql`UPDATE users SET banned_until = ${until.toISOString()} WHERE id = ${user.id}`,
    );
    const play = await player.get('/api/auth/sessions');
    expect(play.status).toBe(403);
    expect(play.body.error.code).toBe('BANNED');
    expect((await player.get('/api/users/me')).body.user.bannedUntil).toBe(until.toISOString());
  });

  it('lets moderators mute but not ban, and players neither', async () => {
    const moderator = await staff('MODERATOR');
    const player = new Client(t.url);
    const user = await player.register();
    const until = new Date(Date.now() + 3_600_000).toISOString();
    expect(
      (
        await moderator.post('/api/admin/users/mute', {
          userId: user.id,
          until,
          reason: 'spam in chat',
        })
      ).status,
    ).toBe(200);
    expect((await player.get('/api/users/me')).body.user.mutedUntil).toBe(until);
    expect(
      (
        await moderator.post('/api/admin/users/ban', {
          userId: user.id,
          until,
          reason: 'spam in chat',
        })
      ).status,
    ).toBe(403);
    const other = new Client(t.url);
    await other.register();
    expect(
      (
        await other.post('/api/admin/users/mute', {
          userId: user.id,
          until,
          reason: 'i dislike them',
        })
      ).status,
    ).toBe(403);
  });

  it('reserves role changes to super admins', async () => {
    const admin = await staff('ADMIN');
    const superAdmin = await staff('SUPER_ADMIN');
    const player = new Client(t.url);
    const user = await player.register();
    const body = { userId: user.id, roles: ['PLAYER', 'MODERATOR'], reason: 'new moderator' };
    // Roles change on a staff member's fresh 2FA: the admin's is fresh too, and still refused.
    await enableTwoFactor(admin);
    await enableTwoFactor(superAdmin);
    expect((await admin.post('/api/admin/users/roles', body)).status).toBe(403);
    expect((await superAdmin.post('/api/admin/users/roles', body)).status).toBe(200);
    expect((await player.get('/api/users/me')).body.user.roles).toEqual(['PLAYER', 'MODERATOR']);
  });

  it.each([
    [{ until: 'tomorrow', reason: 'bad date' }, /until/],
    [{ until: null, reason: 'x' }, /at least 3/],
    [{ until: null }, /reason/],
    [{ until: null, reason: 'fine reason', extra: 1 }, /Unknown field/],
  ])('refuses a malformed ban %j', async (fields, message) => {
    const admin = await staff('ADMIN');
    const player = new Client(t.url);
    const user = await player.register();
    const res = await admin.post('/api/admin/users/ban', { userId: user.id, ...fields });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
    expect((await player.get('/api/users/me')).body.user.bannedUntil).toBeNull();
  });
});
