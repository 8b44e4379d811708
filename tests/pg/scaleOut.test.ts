import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enableTwoFactor } from '../helpers/cryptoCashier';
import { type ScratchDatabase, REDIS_URL, createScratchDatabase } from '../helpers/pgDatabase';
import { type ServerProcess, startServerProcess } from '../helpers/serverProcess';
import { Client, nextEvent } from '../helpers/testApp';

const ORIGIN = 'http://localhost:3999';
let scratch: ScratchDatabase;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  scratch = await createScratchDatabase({ blank: true });
  const env = { DATABASE_URL: scratch.url, REDIS_URL, SITE_ORIGIN: ORIGIN };
  // Started together on an empty database: the migration lock must keep them from colliding.
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
});

afterAll(async () => {
  const codes = await Promise.all([a?.stop(), b?.stop()]);
  await scratch?.drop();
  expect(codes).toEqual([0, 0]);
});

describe('two server processes on one PostgreSQL and Redis', () => {
  it('delivers a wallet movement made through one to the socket connected to the other', async () => {
    const playerOnA = new Client(a.url, ORIGIN);
    const user = await playerOnA.register();
    const adminOnA = new Client(a.url, ORIGIN);
    const admin = await adminOnA.register();
    const db = new pg.Client({ connectionString: scratch.url });
    await db.connect();
    await db.query(`UPDATE users SET roles = array_append(roles, 'ADMIN') WHERE id = $1`, [
      admin.id,
    ]);
    await db.end();
    // Money moves on the operator's fresh 2FA: enabling it validates this session.
    await enableTwoFactor(adminOnA);

    // The same session, its socket on the other process.
    const playerOnB = new Client(b.url, ORIGIN);
    playerOnB.cookie = playerOnA.cookie;
    const socket = await playerOnB.socket();
    const heard = nextEvent(socket, 'user.balance', 10_000);

    const res = await adminOnA.post('/api/admin/users/balance', {
      userId: user.id,
      amount: 12_345,
      reason: 'scale-out check',
    });
    expect(res.body).toEqual({ balance: 112_345, ledgerPosition: expect.any(Number) });
    expect(await heard).toEqual({
      data: { balance: 112_345, ledgerPosition: res.body.ledgerPosition },
    });
    socket.close();
  });

  it('shares one session store: a session made on one process is valid on the other', async () => {
    const onA = new Client(a.url, ORIGIN);
    await onA.register();
    const onB = new Client(b.url, ORIGIN);
    onB.cookie = onA.cookie;
    expect((await onB.get('/api/users/me')).status).toBe(200);
    await onA.post('/api/auth/logout');
    expect((await onB.get('/api/users/me')).status).toBe(401);
  });
});
