import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScratchDatabase, REDIS_URL, createScratchDatabase } from '../helpers/pgDatabase';
import { eventually, listenForNotifications, pause } from '../helpers/notificationProbe';
import { grantRole } from '../helpers/promote';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Two (later three) app instances on one PostgreSQL and one Redis, as processes behind a
// load balancer would be: each socket must hear every notification event exactly once,
// whichever instance made the change and however many instances run the timers.

let scratch: ScratchDatabase;
let a: TestApp;
let b: TestApp;
const open: Socket[] = [];

beforeAll(async () => {
  scratch = await createScratchDatabase();
  const shared = { databaseUrl: scratch.url, redisUrl: REDIS_URL };
  a = await startTestApp(shared);
  b = await startTestApp(shared);
});

afterAll(async () => {
  for (const socket of open) socket.close();
  await Promise.all([a?.close(), b?.close()]);
  await scratch?.drop();
});

async function tab(client: Client) {
  const socket = await client.socket();
  open.push(socket);
  return listenForNotifications(socket);
}

/** The same account, one session, a client per instance. */
async function userOnBoth() {
  const onA = new Client(a.url);
  const user = await onA.register();
  const onB = new Client(b.url);
  onB.cookie = onA.cookie;
  return { user, onA, onB };
}

let operator: Client;
async function operatorOnA() {
  if (!operator) {
    operator = new Client(a.url);
    const user = await operator.register();
    await grantRole(a.app.services.db, user.id, 'ADMIN');
  }
  return operator;
}

const QUIET_MS = 500;

describe('notifications across instances sharing PostgreSQL and Redis', () => {
  it('delivers a USER notice raised on one instance once to each of its sockets on both', async () => {
    const alice = await userOnBoth();
    const bob = await userOnBoth();
    const [aliceA, aliceB, bobB, visitorA, visitorB] = [
      await tab(alice.onA),
      await tab(alice.onB),
      await tab(bob.onB),
      await tab(new Client(a.url)),
      await tab(new Client(b.url)),
    ];
    const note = await a.app.services.notifications.raise({
      type: 'HIGH_WIN',
      severity: 'SUCCESS',
      audience: 'USER',
      targets: [alice.user.id],
      title: 'High win!',
      message: [{ type: 'CURRENCY', amount: 150_000 }],
    });
    await eventually(() => aliceA.about(note.id).length + aliceB.about(note.id).length === 2);
    await pause(QUIET_MS);
    expect(aliceA.about(note.id)).toEqual(['notification.new']);
    expect(aliceB.about(note.id)).toEqual(['notification.new']);
    for (const other of [bobB, visitorA, visitorB]) expect(other.about(note.id)).toEqual([]);
  });

  it('delivers an announcement, its update and its expiry once per socket, wherever they happen', async () => {
    const alice = await userOnBoth();
    const sockets = [
      await tab(alice.onA),
      await tab(alice.onB),
      await tab(new Client(a.url)),
      await tab(new Client(b.url)),
    ];
    const admin = await operatorOnA();
    const created = await admin.post('/api/admin/notifications', {
      severity: 'NOTICE',
      variant: 'BANNER',
      audience: 'EVERYONE',
      title: 'Cluster wide',
      message: 'Everyone, once',
    });
    const id = created.body.announcement.id as string;
    await eventually(() => sockets.every((s) => s.about(id).length === 1));

    // The update goes through the other instance.
    const adminOnB = new Client(b.url);
    adminOnB.cookie = admin.cookie;
    await adminOnB.post('/api/admin/notifications/update', { id, title: 'Cluster wide (2)' });
    await eventually(() => sockets.every((s) => s.about(id).length === 2));
    await admin.post('/api/admin/notifications/expire', { id });
    await eventually(() => sockets.every((s) => s.about(id).length === 3));
    await pause(QUIET_MS);
    for (const heard of sockets)
      expect(heard.about(id)).toEqual([
        'notification.new',
        'notification.update',
        'notification.expire',
      ]);
  });

  it('fires a scheduled start and expiry once per socket although every instance times them', async () => {
    const sockets = [await tab(new Client(a.url)), await tab(new Client(b.url))];
    const startsAt = Date.now() + 1500;
    const created = await (
      await operatorOnA()
    ).post('/api/admin/notifications', {
      severity: 'WARNING',
      variant: 'TOP_ALERT',
      audience: 'VISITORS',
      title: 'Scheduled for all instances',
      message: 'Soon',
      startsAt: new Date(startsAt).toISOString(),
      expiresAt: new Date(startsAt + 1500).toISOString(),
    });
    const id = created.body.announcement.id as string;

    // An instance started after the announcement was made learns of it from the database.
    const c = await startTestApp({ databaseUrl: scratch.url, redisUrl: REDIS_URL });
    try {
      const late = await tab(new Client(c.url));
      const all = [...sockets, late];
      await eventually(() => all.every((s) => s.about(id).length === 2), 8000, 'start and expiry');
      await pause(QUIET_MS);
      for (const heard of all) {
        expect(heard.about(id)).toEqual(['notification.new', 'notification.expire']);
        expect(heard.first(id, 'notification.new')!.at).toBeGreaterThanOrEqual(startsAt);
      }
    } finally {
      await c.close();
    }
  });
});
