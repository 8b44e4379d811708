import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enableTwoFactor } from '../helpers/cryptoCashier';
import { pause } from '../helpers/notificationProbe';
import { type ScratchDatabase, REDIS_URL, createScratchDatabase } from '../helpers/pgDatabase';
import { type ServerProcess, startServerProcess } from '../helpers/serverProcess';
import { Client, nextEvent } from '../helpers/testApp';

// Two server processes on one PostgreSQL and Redis: a session ended through one ends on
// the other at once, both its cached lookup and its sockets.

const ORIGIN = 'http://localhost:3999';
let scratch: ScratchDatabase;
let a: ServerProcess;
let b: ServerProcess;
const open: Socket[] = [];

beforeAll(async () => {
  scratch = await createScratchDatabase();
  const env = { DATABASE_URL: scratch.url, REDIS_URL, SITE_ORIGIN: ORIGIN };
  a = await startServerProcess(env);
  b = await startServerProcess(env);
});

afterAll(async () => {
  for (const socket of open) socket.close();
  const codes = await Promise.all([a?.stop(), b?.stop()]);
  await scratch?.drop();
  expect(codes).toEqual([0, 0]);
});

async function adminOn(url: string) {
  const admin = new Client(url, ORIGIN);
  const user = await admin.register();
  const db = new pg.Client({ connectionString: scratch.url });
  await db.connect();
  await db.query(`UPDATE users SET roles = array_append(roles, 'ADMIN') WHERE id = $1`, [user.id]);
  await db.end();
  // Money moves on the operator's fresh 2FA: enabling it validates this session.
  await enableTwoFactor(admin);
  return admin;
}

/** One session: signed in through A, the same cookie used on B. */
async function playerOnBoth() {
  const onA = new Client(a.url, ORIGIN);
  const user = await onA.register();
  const onB = new Client(b.url, ORIGIN);
  onB.cookie = onA.cookie;
  return { user, onA, onB };
}

describe('sessions across two processes', () => {
  it('a logout on A unbinds the socket on B and clears B’s cached session', async () => {
    const admin = await adminOn(a.url);
    const { user, onA, onB } = await playerOnBoth();
    // B has resolved the session (and keeps it for a few seconds) and holds its socket.
    expect((await onB.get('/api/users/me')).status).toBe(200);
    const socket = await onB.socket();
    open.push(socket);
    const firstBalance = nextEvent(socket, 'user.balance', 10_000);
    await admin.post('/api/admin/users/balance', {
      userId: user.id,
      amount: 100,
      reason: 'cluster check',
    });
    expect(await firstBalance).toEqual({
      data: { balance: 100_100, ledgerPosition: expect.any(Number) },
    });

    const ended = nextEvent(socket, 'session.ended', 10_000);
    expect((await onA.post('/api/auth/logout')).status).toBe(200);
    expect(await ended).toEqual({ data: {} });
    expect((await onB.get('/api/users/me')).status).toBe(401);

    let heard = false;
    socket.on('user.balance', () => (heard = true));
    await admin.post('/api/admin/users/balance', {
      userId: user.id,
      amount: 100,
      reason: 'cluster check',
    });
    const chat = await socket.timeout(5000).emitWithAck('chat.send-message', {
      data: { channel: 'en', blocks: [{ type: 'TEXT', value: 'still me?' }] },
    });
    await pause(500);
    expect(heard).toBe(false);
    expect(chat.error.code).toBe('UNAUTHENTICATED');
  });

  it('a ban through A ends the sessions served by B', async () => {
    const admin = await adminOn(a.url);
    const { user, onB } = await playerOnBoth();
    expect((await onB.get('/api/users/me')).status).toBe(200);
    const socket = await onB.socket();
    open.push(socket);
    const ended = nextEvent(socket, 'session.ended', 10_000);
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const ban = await admin.post('/api/admin/users/ban', {
      userId: user.id,
      until,
      reason: 'cluster check',
    });
    expect(ban.status).toBe(200);
    // The ban's end crosses the cluster with it, so B's tab can say why it was logged out.
    expect(await ended).toEqual({ data: { ban: { until } } });
    expect((await onB.get('/api/users/me')).status).toBe(401);
  });
});
