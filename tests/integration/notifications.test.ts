import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from '../../src/server/config';
import { queryRows } from '../../src/server/db/client';
import { grantRole } from '../helpers/promote';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.app.services.db;

async function player({ ageDays = 0 } = {}) {
  const client = new Client(t.url);
  const user = await client.register();
  if (ageDays > 0)
    await db().execute(
      sql`UPDATE users SET created_at = now() - make_interval(days => ${ageDays}) WHERE id = ${user.id}`,
    );
  return { client, user };
}

async function staff(role: string) {
  const { client, user } = await player();
  await grantRole(db(), user.id, role);
  return { client, user };
}

let operator: Client;
async function announce(body: Record<string, unknown>) {
  operator ??= (await staff('ADMIN')).client;
  const res = await operator.post('/api/admin/notifications', {
    severity: 'NOTICE',
    variant: 'BANNER',
    title: 'Announcement',
    message: 'Hello everyone',
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.announcement as { id: string; status: string; [key: string]: unknown };
}

const listed = async (client: Client) => {
  const res = await client.get('/api/notifications');
  expect(res.status).toBe(200);
  return res.body.notifications as { _id: string; [key: string]: unknown }[];
};
const listedIds = async (client: Client) => (await listed(client)).map((n) => n._id);

async function dismissalCount() {
  const [row] = await queryRows<{ n: number }>(
    db(),
    sql`SELECT count(*)::int AS n FROM notification_dismissals`,
  );
  return row!.n;
}

describe('GET /notifications resolves each audience', () => {
  it('EVERYONE reaches visitors and users alike', async () => {
    const note = await announce({ audience: 'EVERYONE', title: 'For everyone' });
    const { client } = await player();
    expect(await listedIds(new Client(t.url))).toContain(note.id);
    expect(await listedIds(client)).toContain(note.id);
  });

  it('VISITORS reaches only logged-out visitors', async () => {
    const note = await announce({ audience: 'VISITORS', title: 'Sign up today' });
    const { client } = await player();
    expect(await listedIds(new Client(t.url))).toContain(note.id);
    expect(await listedIds(client)).not.toContain(note.id);
    await client.post('/api/auth/logout');
    expect(await listedIds(client)).toContain(note.id);
  });

  it('USER reaches its one user only', async () => {
    const alice = await player();
    const bob = await player();
    const note = await announce({ audience: 'USER', targetUserIds: [alice.user.id] });
    const [own] = (await listed(alice.client)).filter((n) => n._id === note.id);
    expect(own).toMatchObject({ source: 'server', target: alice.user.id, variant: 'BANNER' });
    expect(await listedIds(bob.client)).not.toContain(note.id);
    expect(await listedIds(new Client(t.url))).not.toContain(note.id);
  });

  it('USERS reaches each of its users and nobody else', async () => {
    const [alice, bob, carol] = [await player(), await player(), await player()];
    const note = await announce({
      audience: 'USERS',
      targetUserIds: [alice.user.id, bob.user.id],
    });
    expect(await listedIds(alice.client)).toContain(note.id);
    expect(await listedIds(bob.client)).toContain(note.id);
    expect(await listedIds(carol.client)).not.toContain(note.id);
    expect(await listedIds(new Client(t.url))).not.toContain(note.id);
  });

  it('NEW_USERS reaches accounts younger than the configured days', async () => {
    const fresh = await player();
    const sixDays = await player({ ageDays: 6 });
    const veteran = await player({ ageDays: 8 });
    const note = await announce({ audience: 'NEW_USERS', title: 'Welcome bonus' });
    expect(await listedIds(fresh.client)).toContain(note.id);
    expect(await listedIds(sixDays.client)).toContain(note.id);
    expect(await listedIds(veteran.client)).not.toContain(note.id);
    expect(await listedIds(new Client(t.url))).not.toContain(note.id);
  });
});

describe('listing', () => {
  it('puts the highest priority first and answers the contract fields', async () => {
    const { client, user } = await player();
    const low = await announce({ audience: 'USER', targetUserIds: [user.id], priority: -5 });
    const high = await announce({ audience: 'USER', targetUserIds: [user.id], priority: 500 });
    const middle = await announce({ audience: 'USER', targetUserIds: [user.id], priority: 7 });
    const ids = await listedIds(client);
    const order = [high.id, middle.id, low.id].map((id) => ids.indexOf(id));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const [first] = (await listed(client)).filter((n) => n._id === high.id);
    expect(first).toMatchObject({
      priority: 500,
      type: 'CUSTOM',
      severity: 'NOTICE',
      dismissible: 'ALWAYS',
      location: 'ALL',
      title: 'Announcement',
      message: [{ type: 'TEXT', value: 'Hello everyone' }],
    });
    expect(first).not.toHaveProperty('expiryDate');
  });

  it('leaves out what has not started or has expired', async () => {
    const { client, user } = await player();
    const later = await announce({
      audience: 'USER',
      targetUserIds: [user.id],
      startsAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(later.status).toBe('SCHEDULED');
    const ending = await announce({
      audience: 'USER',
      targetUserIds: [user.id],
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(await listedIds(client)).toEqual(expect.arrayContaining([ending.id]));
    expect(await listedIds(client)).not.toContain(later.id);
    const [shown] = (await listed(client)).filter((n) => n._id === ending.id);
    expect(shown!.expiryDate).toBe(ending.expiresAt);
    await operator.post('/api/admin/notifications/expire', { id: ending.id });
    expect(await listedIds(client)).not.toContain(ending.id);
  });
});

describe('POST /notifications/dismiss', () => {
  it("removes one's own notification from one's list, and only from it", async () => {
    const alice = await player();
    const bob = await player();
    const note = await announce({
      audience: 'USERS',
      targetUserIds: [alice.user.id, bob.user.id],
    });
    const res = await alice.client.post('/api/notifications/dismiss', {
      data: { notificationId: note.id },
    });
    expect(res.body).toEqual({ ok: true });
    expect(await listedIds(alice.client)).not.toContain(note.id);
    expect(await listedIds(bob.client)).toContain(note.id);
    // Dismissing again is the same as once.
    const again = await alice.client.post('/api/notifications/dismiss', {
      data: { notificationId: note.id },
    });
    expect(again.body).toEqual({ ok: true });
  });

  it('keeps an EVERYONE announcement dismissed for that user across sessions', async () => {
    const { client, user } = await player();
    const note = await announce({ audience: 'EVERYONE', title: 'Maintenance tonight' });
    await client.post('/api/notifications/dismiss', { data: { notificationId: note.id } });
    const laptop = new Client(t.url);
    const login = await laptop.post('/api/auth/login', {
      login: user.username,
      password: 'correct horse battery',
    });
    expect(login.status).toBe(200);
    expect(await listedIds(laptop)).not.toContain(note.id);
    expect(await listedIds(new Client(t.url))).toContain(note.id);
  });

  it("refuses another user's notification and unknown ids, and records nothing", async () => {
    const alice = await player();
    const mallory = await player();
    const note = await announce({ audience: 'USER', targetUserIds: [alice.user.id] });
    const before = await dismissalCount();
    for (const notificationId of [note.id, randomUUID(), 'n-1']) {
      const res = await mallory.client.post('/api/notifications/dismiss', {
        data: { notificationId },
      });
      expect(res.status, notificationId).toBe(404);
      expect(res.body.error).toEqual({ message: 'No such notification', code: 'NOT_FOUND' });
    }
    const malformed = await mallory.client.post('/api/notifications/dismiss', {
      data: { notificationId: '../etc' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toMatch(/notificationId/);
    expect(await dismissalCount()).toBe(before);
    expect(await listedIds(alice.client)).toContain(note.id);
  });

  it('refuses a notification that cannot be dismissed (NEVER) and one not started yet', async () => {
    const { client, user } = await player();
    const pinned = await announce({
      audience: 'USER',
      targetUserIds: [user.id],
      dismissible: 'NEVER',
    });
    const scheduled = await announce({
      audience: 'USER',
      targetUserIds: [user.id],
      startsAt: new Date(Date.now() + 60_000).toISOString(),
    });
    const before = await dismissalCount();
    const never = await client.post('/api/notifications/dismiss', {
      data: { notificationId: pinned.id },
    });
    expect(never.status).toBe(403);
    expect(never.body.error.message).toBe('This notification cannot be dismissed');
    const early = await client.post('/api/notifications/dismiss', {
      data: { notificationId: scheduled.id },
    });
    expect(early.status).toBe(404);
    expect(await dismissalCount()).toBe(before);
    expect(await listedIds(client)).toContain(pinned.id);
  });

  it('needs a session', async () => {
    const note = await announce({ audience: 'EVERYONE' });
    const res = await new Client(t.url).post('/api/notifications/dismiss', {
      data: { notificationId: note.id },
    });
    expect(res.status).toBe(401);
  });
});

describe('operator announcements API', () => {
  const paths = {
    create: '/api/admin/notifications',
    update: '/api/admin/notifications/update',
    expire: '/api/admin/notifications/expire',
  };

  it('is refused to players and moderators, and changes nothing', async () => {
    const note = await announce({ audience: 'EVERYONE', title: 'Untouchable' });
    const [countBefore] = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM notifications`,
    );
    for (const role of ['PLAYER', 'MODERATOR']) {
      const { client } = role === 'PLAYER' ? await player() : await staff(role);
      const attempts = [
        await client.post(paths.create, {
          severity: 'ERROR',
          variant: 'BANNER',
          audience: 'EVERYONE',
          title: 'Free gems',
          message: 'Click here',
        }),
        await client.post(paths.update, { id: note.id, title: 'Hijacked' }),
        await client.post(paths.expire, { id: note.id }),
        await client.get(paths.create),
      ];
      for (const res of attempts) {
        expect(res.status, role).toBe(403);
        expect(res.body.error.code).toBe('FORBIDDEN');
      }
    }
    const [countAfter] = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM notifications`,
    );
    expect(countAfter).toEqual(countBefore);
    const [unchanged] = (await listed(new Client(t.url))).filter((n) => n._id === note.id);
    expect(unchanged!.title).toBe('Untouchable');
  });

  it('audits create, update and expire with the operator and the notification', async () => {
    const admin = await staff('ADMIN');
    const created = await admin.client.post(paths.create, {
      severity: 'WARNING',
      variant: 'TOP_ALERT',
      audience: 'EVERYONE',
      title: 'Withdrawals delayed',
      message: [
        { type: 'TEXT', value: 'Withdrawals above ', modifiers: { bold: true } },
        { type: 'CURRENCY', amount: 500_000 },
        { type: 'TEXT', value: ' are delayed.' },
      ],
      location: 'SETTINGS',
      priority: 40,
    });
    expect(created.status).toBe(200);
    const id = created.body.announcement.id as string;
    expect(created.body.announcement).toMatchObject({
      status: 'ACTIVE',
      createdBy: admin.user.id,
      location: 'SETTINGS',
      variant: 'TOP_ALERT',
      expiresAt: null,
    });
    const updated = await admin.client.post(paths.update, { id, title: 'Withdrawals resumed' });
    expect(updated.body.announcement.title).toBe('Withdrawals resumed');
    const expired = await admin.client.post(paths.expire, { id });
    expect(expired.body.announcement.status).toBe('EXPIRED');
    const twice = await admin.client.post(paths.expire, { id });
    expect(twice.status).toBe(409);

    const audit = await queryRows<{ action: string; actor_id: string; details: unknown }>(
      db(),
      sql`SELECT action, actor_id, details FROM audit_log WHERE target_id = ${id} ORDER BY id`,
    );
    expect(audit.map((row) => [row.action, row.actor_id])).toEqual([
      ['notification.create', admin.user.id],
      ['notification.update', admin.user.id],
      ['notification.expire', admin.user.id],
    ]);
    expect(audit[1]!.details).toMatchObject({
      changes: { title: 'Withdrawals resumed' },
      previous: { title: 'Withdrawals delayed' },
    });
  });

  it('lists announcements newest first, by status', async () => {
    const admin = await staff('ADMIN');
    const active = await announce({ audience: 'EVERYONE', title: 'Listed active' });
    const scheduled = await announce({
      audience: 'EVERYONE',
      title: 'Listed scheduled',
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const all = await admin.client.get('/api/admin/notifications?limit=200');
    const ids = all.body.announcements.map((a: { id: string }) => a.id);
    expect(ids).toEqual(expect.arrayContaining([scheduled.id, active.id]));
    expect(ids.indexOf(scheduled.id)).toBeLessThan(ids.indexOf(active.id));
    const onlyScheduled = await admin.client.get('/api/admin/notifications?status=SCHEDULED');
    const statuses = onlyScheduled.body.announcements.map((a: { status: string }) => a.status);
    expect(new Set(statuses)).toEqual(new Set(['SCHEDULED']));
    expect(onlyScheduled.body.announcements.map((a: { id: string }) => a.id)).toContain(
      scheduled.id,
    );
    const bad = await admin.client.get('/api/admin/notifications?status=LATER');
    expect(bad.status).toBe(400);
    const unknownParam = await admin.client.get('/api/admin/notifications?admin=1');
    expect(unknownParam.status).toBe(400);
  });

  it('refuses inconsistent announcements with a clear message and stores none', async () => {
    const admin = await staff('ADMIN');
    const someone = await player();
    const base = {
      severity: 'NOTICE',
      variant: 'BANNER',
      audience: 'EVERYONE',
      title: 'x',
      message: 'y',
    };
    const past = new Date(Date.now() - 60_000).toISOString();
    const soon = new Date(Date.now() + 60_000).toISOString();
    const later = new Date(Date.now() + 120_000).toISOString();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ audience: 'USER' }, /exactly one target/],
      [{ audience: 'USER', targetUserIds: [someone.user.id, someone.user.id] }, /repeat/],
      [{ audience: 'USERS', targetUserIds: [someone.user.id, randomUUID()] }, /No user has/],
      [{ audience: 'USERS', targetUserIds: [] }, /at least one/],
      [{ targetUserIds: [someone.user.id] }, /takes no target/],
      [{ expiresAt: past }, /expiry must be in the future/],
      [{ startsAt: later, expiresAt: soon }, /expiry must come after the start/],
      [{ title: '   ' }, /title: Title is required/],
      [{ priority: 1.5 }, /priority/],
      [{ targetUserIds: ['not-a-uuid'] }, /uuid/],
      [{ message: [{ type: 'SCRIPT', value: '<script>' }] }, /message/],
    ];
    const [before] = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM notifications`,
    );
    for (const [change, message] of cases) {
      const res = await admin.client.post(paths.create, { ...base, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.error.message, JSON.stringify(change)).toMatch(message);
    }
    const note = await announce({ audience: 'EVERYONE' });
    const noChange = await admin.client.post(paths.update, { id: note.id });
    expect(noChange.status).toBe(400);
    expect(noChange.body.error.message).toMatch(/at least one field/);
    const unknown = await admin.client.post(paths.update, { id: randomUUID(), title: 'z' });
    expect(unknown.status).toBe(404);
    const narrowed = await admin.client.post(paths.update, { id: note.id, audience: 'USER' });
    expect(narrowed.status).toBe(400);
    const [after] = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM notifications`,
    );
    expect(after!.n).toBe(before!.n + 1);
  });
});

describe('configuration', () => {
  it('defaults to 7 days for new users, 1,000.00 gems for HIGH_WIN and 100x for RARE_WIN', () => {
    expect(testConfig().notifications).toEqual({
      newUserDays: 7,
      highWinMinPayout: 100_000,
      rareWinMinMultiplierE4: 1_000_000,
    });
  });

  it('reads the thresholds from the environment and names a bad one', () => {
    expect(
      loadConfig({
        NEW_USER_DAYS: '3',
        HIGH_WIN_MIN_PAYOUT: '5000',
        RARE_WIN_MULTIPLIER: '2.5',
      }).notifications,
    ).toEqual({ newUserDays: 3, highWinMinPayout: 5000, rareWinMinMultiplierE4: 25_000 });
    expect(() => loadConfig({ HIGH_WIN_MIN_PAYOUT: 'lots' })).toThrow(/HIGH_WIN_MIN_PAYOUT/);
    expect(() => loadConfig({ RARE_WIN_MULTIPLIER: '0.5' })).toThrow(/RARE_WIN_MULTIPLIER/);
  });
});
