import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RaiseInput } from '../../src/server/domain/notifications/notifications';
import { testConfig } from '../../src/server/config';
import { eventually, listenForNotifications, pause } from '../helpers/notificationProbe';
import { grantRole } from '../helpers/promote';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// HIGH_WIN from 200.00 gems here, so a real dice bet can reach it; RARE_WIN keeps 100x.
const HIGH_WIN_MIN_PAYOUT = 20_000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    notifications: { ...testConfig().notifications, highWinMinPayout: HIGH_WIN_MIN_PAYOUT },
  });
});
afterAll(() => t.close());

const open: Socket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

async function player({ ageDays = 0 } = {}) {
  const client = new Client(t.url);
  const user = await client.register();
  if (ageDays > 0)
    await t.app.services.db.execute(
      sql`UPDATE users SET created_at = now() - make_interval(days => ${ageDays}) WHERE id = ${user.id}`,
    );
  return { client, user };
}

/** A socket (logged in when the client has a session) and what it hears. */
async function tab(client: Client) {
  const socket = await client.socket();
  open.push(socket);
  return { socket, heard: listenForNotifications(socket) };
}
const visitorTab = () => tab(new Client(t.url));

let operator: Client;
async function operatorClient() {
  if (!operator) {
    const { client, user } = await player();
    await grantRole(t.app.services.db, user.id, 'ADMIN');
    operator = client;
  }
  return operator;
}

async function announce(body: Record<string, unknown>) {
  const res = await (
    await operatorClient()
  ).post('/api/admin/notifications', {
    severity: 'NOTICE',
    variant: 'CORNER_ALERT',
    title: 'Live',
    message: 'Live message',
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.announcement as { id: string; startsAt: string; expiresAt: string | null };
}

const raise = (input: Partial<RaiseInput> & Pick<RaiseInput, 'audience'>) =>
  t.app.services.notifications.raise({
    type: 'CUSTOM',
    severity: 'SUCCESS',
    title: 'Raised',
    message: 'Raised by the server',
    ...input,
  });

const listedIds = async (client: Client) =>
  ((await client.get('/api/notifications')).body.notifications as { _id: string }[]).map(
    (n) => n._id,
  );

/** Long enough for a stray delivery to arrive, had one been sent. */
const QUIET_MS = 300;

describe('notification.new reaches exactly its audience', () => {
  it('USER: every tab of the user, not another user nor a visitor', async () => {
    const alice = await player();
    const bob = await player();
    const [tab1, tab2, bobs, visitor] = [
      await tab(alice.client),
      await tab(alice.client),
      await tab(bob.client),
      await visitorTab(),
    ];
    const note = await raise({
      type: 'FREE_CASES',
      audience: 'USER',
      targets: [alice.user.id],
      variant: 'INBOX',
    });
    await eventually(
      () => tab1.heard.about(note.id).length + tab2.heard.about(note.id).length === 2,
    );
    await pause(QUIET_MS);
    expect(tab1.heard.about(note.id)).toEqual(['notification.new']);
    expect(tab2.heard.about(note.id)).toEqual(['notification.new']);
    expect(bobs.heard.about(note.id)).toEqual([]);
    expect(visitor.heard.about(note.id)).toEqual([]);
    expect(tab1.heard.first(note.id, 'notification.new')!.payload.data.notification).toMatchObject({
      _id: note.id,
      source: 'server',
      type: 'FREE_CASES',
      variant: 'INBOX',
      target: alice.user.id,
      message: [{ type: 'TEXT', value: 'Raised by the server' }],
    });
  });

  it('USERS: each named user, nobody else', async () => {
    const [alice, bob, carol] = [await player(), await player(), await player()];
    const tabs = [await tab(alice.client), await tab(bob.client), await tab(carol.client)];
    const note = await announce({ audience: 'USERS', targetUserIds: [alice.user.id, bob.user.id] });
    await eventually(
      () => tabs[0]!.heard.about(note.id).length + tabs[1]!.heard.about(note.id).length === 2,
    );
    await pause(QUIET_MS);
    expect(tabs.map((x) => x.heard.about(note.id))).toEqual([
      ['notification.new'],
      ['notification.new'],
      [],
    ]);
  });

  it('VISITORS: logged-out sockets only, including one that just logged out', async () => {
    const alice = await player();
    const visitor = await visitorTab();
    const member = await tab(alice.client);
    const leaving = await tab(alice.client);
    expect(await leaving.socket.emitWithAck('logout')).toEqual({ data: { state: true } });
    const note = await announce({ audience: 'VISITORS', title: 'Create an account' });
    await eventually(
      () => visitor.heard.about(note.id).length + leaving.heard.about(note.id).length === 2,
    );
    await pause(QUIET_MS);
    expect(visitor.heard.about(note.id)).toEqual(['notification.new']);
    expect(leaving.heard.about(note.id)).toEqual(['notification.new']);
    expect(member.heard.about(note.id)).toEqual([]);
  });

  it('NEW_USERS: young accounts only', async () => {
    const fresh = await player();
    const veteran = await player({ ageDays: 30 });
    const [young, old, visitor] = [
      await tab(fresh.client),
      await tab(veteran.client),
      await visitorTab(),
    ];
    const note = await announce({ audience: 'NEW_USERS', title: 'First deposit bonus' });
    await eventually(() => young.heard.about(note.id).length === 1);
    await pause(QUIET_MS);
    expect(young.heard.about(note.id)).toEqual(['notification.new']);
    expect(old.heard.about(note.id)).toEqual([]);
    expect(visitor.heard.about(note.id)).toEqual([]);
  });
});

describe('changes made by an operator', () => {
  it('sends updates to the audience (not to who dismissed it) and expiry to everyone who had it', async () => {
    const alice = await player();
    const bob = await player();
    const [alices, bobs, visitor] = [
      await tab(alice.client),
      await tab(bob.client),
      await visitorTab(),
    ];
    const note = await announce({ audience: 'EVERYONE', title: 'Before' });
    await eventually(() =>
      [alices, bobs, visitor].every((x) => x.heard.about(note.id).length === 1),
    );
    await bob.client.post('/api/notifications/dismiss', { data: { notificationId: note.id } });

    const admin = await operatorClient();
    await admin.post('/api/admin/notifications/update', {
      id: note.id,
      title: 'After',
      priority: 9,
    });
    await eventually(
      () => alices.heard.about(note.id).length === 2 && visitor.heard.about(note.id).length === 2,
    );
    const update = alices.heard.first(note.id, 'notification.update')!.payload.data.notification;
    expect(update).toMatchObject({ _id: note.id, title: 'After', priority: 9 });

    await admin.post('/api/admin/notifications/expire', { id: note.id });
    await eventually(() => alices.heard.about(note.id).length === 3);
    await pause(QUIET_MS);
    expect(alices.heard.about(note.id)).toEqual([
      'notification.new',
      'notification.update',
      'notification.expire',
    ]);
    expect(visitor.heard.about(note.id)).toEqual([
      'notification.new',
      'notification.update',
      'notification.expire',
    ]);
    expect(bobs.heard.about(note.id)).toEqual(['notification.new', 'notification.expire']);
  });

  it('moves a notification to a new audience: the old one closes it, the new one receives it', async () => {
    const alice = await player();
    const bob = await player();
    const [alices, bobs, visitor] = [
      await tab(alice.client),
      await tab(bob.client),
      await visitorTab(),
    ];
    const note = await announce({ audience: 'EVERYONE' });
    await eventually(() =>
      [alices, bobs, visitor].every((x) => x.heard.about(note.id).length === 1),
    );
    const res = await (
      await operatorClient()
    ).post('/api/admin/notifications/update', {
      id: note.id,
      audience: 'USER',
      targetUserIds: [alice.user.id],
    });
    expect(res.status).toBe(200);
    await eventually(
      () => alices.heard.about(note.id).length === 3 && bobs.heard.about(note.id).length === 2,
    );
    await pause(QUIET_MS);
    expect(alices.heard.about(note.id)).toEqual([
      'notification.new',
      'notification.expire',
      'notification.new',
    ]);
    expect(bobs.heard.about(note.id)).toEqual(['notification.new', 'notification.expire']);
    expect(visitor.heard.about(note.id)).toEqual(['notification.new', 'notification.expire']);
    expect(await listedIds(bob.client)).not.toContain(note.id);
    expect(await listedIds(alice.client)).toContain(note.id);
  });
});

describe('scheduling and expiry', () => {
  it('shows a scheduled announcement at its start and closes it at its expiry', async () => {
    const { client } = await player();
    const [member, visitor] = [await tab(client), await visitorTab()];
    const startsAt = Date.now() + 1200;
    const expiresAt = startsAt + 1200;
    const note = await announce({
      audience: 'EVERYONE',
      startsAt: new Date(startsAt).toISOString(),
      expiresAt: new Date(expiresAt).toISOString(),
    });
    expect(await listedIds(client)).not.toContain(note.id);
    await pause(400);
    expect(member.heard.about(note.id)).toEqual([]);

    await eventually(() => member.heard.about(note.id).length === 1, 5000, 'start');
    expect(member.heard.first(note.id, 'notification.new')!.at).toBeGreaterThanOrEqual(startsAt);
    expect(await listedIds(client)).toContain(note.id);
    expect(await listedIds(new Client(t.url))).toContain(note.id);

    await eventually(() => member.heard.about(note.id).length === 2, 5000, 'expiry');
    expect(member.heard.first(note.id, 'notification.expire')!.at).toBeGreaterThanOrEqual(
      expiresAt,
    );
    await pause(QUIET_MS);
    expect(member.heard.about(note.id)).toEqual(['notification.new', 'notification.expire']);
    expect(visitor.heard.about(note.id)).toEqual(['notification.new', 'notification.expire']);
    expect(await listedIds(client)).not.toContain(note.id);
  });

  it('follows a rescheduled start, and never shows a scheduled one that was expired first', async () => {
    const visitor = await visitorTab();
    const admin = await operatorClient();
    const moved = await announce({
      audience: 'EVERYONE',
      startsAt: new Date(Date.now() + 600).toISOString(),
    });
    const cancelled = await announce({
      audience: 'EVERYONE',
      startsAt: new Date(Date.now() + 600).toISOString(),
    });
    const newStart = Date.now() + 1800;
    await admin.post('/api/admin/notifications/update', {
      id: moved.id,
      startsAt: new Date(newStart).toISOString(),
    });
    const expired = await admin.post('/api/admin/notifications/expire', { id: cancelled.id });
    expect(expired.body.announcement.status).toBe('EXPIRED');

    await pause(1000);
    expect(visitor.heard.about(moved.id)).toEqual([]);
    await eventually(() => visitor.heard.about(moved.id).length === 1, 5000, 'moved start');
    expect(visitor.heard.first(moved.id, 'notification.new')!.at).toBeGreaterThanOrEqual(newStart);
    expect(visitor.heard.about(cancelled.id)).toEqual([]);
  });

  it('lets a raised notice expire on its own', async () => {
    const { client, user } = await player();
    const member = await tab(client);
    const note = await raise({
      audience: 'USER',
      targets: [user.id],
      expiresAt: new Date(Date.now() + 700),
    });
    await eventually(() => member.heard.about(note.id).length === 2, 5000, 'expiry');
    expect(member.heard.about(note.id)).toEqual(['notification.new', 'notification.expire']);
    expect(await listedIds(client)).not.toContain(note.id);
  });
});

describe('game notices', () => {
  const settle = (userId: string, amount: number, payout: number, multiplierE4: number) =>
    t.app.services.events.emit('bet.settled', {
      betId: randomUUID(),
      userId,
      username: 'winner',
      game: 'plinko',
      amount,
      payout,
      multiplierE4,
      revealInMs: 0,
    });

  const noticesOf = (heard: ReturnType<typeof listenForNotifications>) =>
    heard.heard
      .filter((h) => h.event === 'notification.new')
      .map((h) => h.payload.data.notification);

  it('tells the winner of a high or rare win, and nobody else', async () => {
    const winner = await player();
    const bystander = await player();
    const [winners, others] = [await tab(winner.client), await tab(bystander.client)];

    settle(winner.user.id, 10_000, HIGH_WIN_MIN_PAYOUT - 1, 19_999); // below the threshold
    settle(winner.user.id, 30_000, 15_000, 5_000); // a loss, however large the stake
    settle(winner.user.id, 10_000, HIGH_WIN_MIN_PAYOUT, 20_000); // HIGH_WIN
    settle(winner.user.id, 100, 1_000_000, 100_000_000); // RARE_WIN and HIGH_WIN
    settle(winner.user.id, 10, 999, 999_999); // just below 100x

    await eventually(() => noticesOf(winners.heard).length === 3);
    await pause(QUIET_MS);
    const notices = noticesOf(winners.heard);
    expect(notices.map((n) => n.type).sort()).toEqual(['HIGH_WIN', 'HIGH_WIN', 'RARE_WIN']);
    expect(noticesOf(others.heard).filter((n) => n.target === winner.user.id)).toEqual([]);
    const rare = notices.find((n) => n.type === 'RARE_WIN');
    expect(rare).toMatchObject({ target: winner.user.id, severity: 'SUCCESS', source: 'server' });
    expect(rare.message).toContainEqual({ type: 'CURRENCY', amount: 1_000_000 });
    expect(rare.message.map((b: { value?: string }) => b.value ?? '').join('')).toContain(
      '10,000.00x',
    );
    const listed = (await winner.client.get('/api/notifications')).body.notifications.filter(
      (n: { type: string }) => n.type !== 'CUSTOM',
    );
    expect(listed.map((n: { type: string }) => n.type).sort()).toEqual([
      'HIGH_WIN',
      'HIGH_WIN',
      'RARE_WIN',
    ]);
    expect(listed.every((n: { expiryDate?: string }) => n.expiryDate)).toBe(true);
  });

  it('raises HIGH_WIN after a real winning dice bet', async () => {
    const { client, user } = await player();
    const member = await tab(client);
    // 98% to win at about 1.01x: a stake of 200.00 pays a little over 200.00 on a win.
    let won: { id: string; payout: number } | undefined;
    for (let attempt = 0; attempt < 8 && !won; attempt++) {
      const res = await client.post('/api/games/dice/bet', {
        amount: HIGH_WIN_MIN_PAYOUT,
        target: 9800,
        direction: 'under',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      if (res.body.bet.payout > 0) won = res.body.bet;
    }
    expect(won).toBeDefined();
    await eventually(() => noticesOf(member.heard).some((n) => n.type === 'HIGH_WIN'));
    const notice = noticesOf(member.heard).find((n) => n.type === 'HIGH_WIN');
    expect(notice.target).toBe(user.id);
    expect(notice.message).toContainEqual({ type: 'CURRENCY', amount: won!.payout });
  });

  it('tells a muted player, replaces the notice on a new mute and ends it when lifted', async () => {
    const { client, user } = await player();
    const member = await tab(client);
    const admin = await operatorClient();
    const mute = (until: string | null) =>
      admin.post('/api/admin/users/mute', { userId: user.id, until, reason: 'Spamming links' });

    const until = new Date(Date.now() + 3_600_000).toISOString();
    expect((await mute(until)).status).toBe(200);
    await eventually(() => noticesOf(member.heard).length === 1);
    const first = noticesOf(member.heard)[0];
    expect(first).toMatchObject({
      type: 'USER_MUTED',
      variant: 'CENTER_ALERT',
      severity: 'WARNING',
      target: user.id,
      expiryDate: until,
    });

    await mute(new Date(Date.now() + 7_200_000).toISOString());
    await eventually(() => noticesOf(member.heard).length === 2);
    expect(member.heard.about(first._id)).toEqual(['notification.new', 'notification.expire']);
    const second = noticesOf(member.heard)[1];

    await mute(null);
    await eventually(() => member.heard.about(second._id).length === 2);
    expect(member.heard.about(second._id)).toEqual(['notification.new', 'notification.expire']);
    const listed = (await client.get('/api/notifications')).body.notifications;
    expect(listed.filter((n: { type: string }) => n.type === 'USER_MUTED')).toEqual([]);
  });

  it("pushes a mute and its lifting to the player's tabs (user.muted), so no reload is needed", async () => {
    const { client, user } = await player();
    const { socket } = await tab(client);
    const heard: (string | null)[] = [];
    socket.on('user.muted', (payload: { data: { mutedUntil: string | null } }) =>
      heard.push(payload.data.mutedUntil),
    );
    const admin = await operatorClient();
    const mute = (until: string | null) =>
      admin.post('/api/admin/users/mute', { userId: user.id, until, reason: 'Spamming links' });

    const until = new Date(Date.now() + 3_600_000).toISOString();
    expect((await mute(until)).status).toBe(200);
    await eventually(() => heard.length === 1);
    expect((await mute(null)).status).toBe(200);
    await eventually(() => heard.length === 2);
    expect(heard).toEqual([until, null]);
    expect((await client.get('/api/users/me')).body.user.mutedUntil).toBeNull();
  });
});
