import { Secret, TOTP } from 'otpauth';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enableTwoFactor } from '../helpers/cryptoCashier';
import { grantRole } from '../helpers/promote';
import { pause } from '../helpers/notificationProbe';
import { Client, type TestApp, nextEvent, startTestApp } from '../helpers/testApp';

// A socket logged in with a realtime token acts for the session that issued the token, and
// for no longer than that session lives: however the session ends, its sockets become
// visitors' (no balance, no notifications, no chat as the player) and are told so.

const PASSWORD = 'correct horse battery';
const QUIET_MS = 300;

let t: TestApp;
let admin: Client;
const open: Socket[] = [];

beforeAll(async () => {
  t = await startTestApp();
  admin = new Client(t.url);
  const user = await admin.register();
  await grantRole(t.app.services.db, user.id, 'ADMIN');
  // Money moves on the operator's fresh 2FA: enabling it validates this session.
  await enableTwoFactor(admin);
});
afterAll(async () => {
  for (const socket of open) socket.close();
  await t.close();
});

async function loginAs(username: string) {
  const client = new Client(t.url);
  const res = await client.post('/api/auth/login', { login: username, password: PASSWORD });
  expect(res.status).toBe(200);
  return client;
}

async function socketOf(client: Client) {
  const socket = await client.socket();
  open.push(socket);
  return socket;
}

/** Everything a socket hears that only the player's own sockets may hear. */
function recorder(socket: Socket) {
  const heard: string[] = [];
  for (const event of ['user.balance', 'notification.new'])
    socket.on(event, () => heard.push(event));
  return heard;
}

/** A balance change and a notice for the player: what a bound socket hears. */
async function poke(userId: string) {
  const adjust = await admin.post('/api/admin/users/balance', {
    userId,
    amount: 100,
    reason: 'socket check',
  });
  expect(adjust.status).toBe(200);
  await t.app.services.notifications.raise({
    type: 'HIGH_WIN',
    severity: 'SUCCESS',
    audience: 'USER',
    targets: [userId],
    title: 'For the player only',
    message: [{ type: 'CURRENCY', amount: 100 }],
  });
  await pause(QUIET_MS);
}

const say = (socket: Socket, value: string) =>
  socket.timeout(5000).emitWithAck('chat.send-message', {
    data: { channel: 'en', blocks: [{ type: 'TEXT', value }] },
  }) as Promise<{ data?: unknown; error?: { code: string } }>;

/**
 * The socket was told its session ended (`told`: what the event said), hears nothing of the
 * player and cannot chat.
 */
async function expectUnbound(
  socket: Socket,
  ended: Promise<unknown>,
  userId: string,
  told: unknown = { data: {} },
) {
  const heard = recorder(socket);
  await poke(userId);
  expect(heard).toEqual([]);
  expect((await say(socket, 'still me?')).error?.code).toBe('UNAUTHENTICATED');
  expect(await ended).toEqual(told);
}

async function expectBound(socket: Socket, userId: string) {
  const heard = recorder(socket);
  await poke(userId);
  expect(heard.sort()).toEqual(['notification.new', 'user.balance']);
}

describe('sockets end with their session', () => {
  it('a bound socket hears the player and chats as them (the baseline)', async () => {
    const player = new Client(t.url);
    const user = await player.register();
    const socket = await socketOf(player);
    await expectBound(socket, user.id);
    expect((await say(socket, 'hello')).data).toBeDefined();
  });

  it('logout', async () => {
    const player = new Client(t.url);
    const user = await player.register();
    const [tab1, tab2] = [await socketOf(player), await socketOf(player)];
    const ended = [nextEvent(tab1, 'session.ended'), nextEvent(tab2, 'session.ended')];
    expect((await player.post('/api/auth/logout')).status).toBe(200);
    await expectUnbound(tab1, ended[0]!, user.id);
    await expectUnbound(tab2, ended[1]!, user.id);
  });

  it('logout everywhere', async () => {
    const laptop = new Client(t.url);
    const user = await laptop.register();
    const phone = await loginAs(user.username);
    const [onLaptop, onPhone] = [await socketOf(laptop), await socketOf(phone)];
    const ended = [nextEvent(onLaptop, 'session.ended'), nextEvent(onPhone, 'session.ended')];
    expect((await laptop.post('/api/auth/logout-everywhere')).status).toBe(200);
    await expectUnbound(onLaptop, ended[0]!, user.id);
    await expectUnbound(onPhone, ended[1]!, user.id);
  });

  it('revoking one session ends only its sockets', async () => {
    const laptop = new Client(t.url);
    const user = await laptop.register();
    const phone = await loginAs(user.username);
    const [onLaptop, onPhone] = [await socketOf(laptop), await socketOf(phone)];
    const sessions = (await laptop.get('/api/auth/sessions')).body.sessions as {
      id: string;
      current: boolean;
    }[];
    const phoneSession = sessions.find((s) => !s.current)!;
    const ended = nextEvent(onPhone, 'session.ended');
    let laptopTold = false;
    onLaptop.on('session.ended', () => (laptopTold = true));
    await laptop.post('/api/auth/sessions/revoke', { id: phoneSession.id });
    await expectUnbound(onPhone, ended, user.id);
    await expectBound(onLaptop, user.id);
    expect(laptopTold).toBe(false);
  });

  it('a password change ends the other sessions, not the one that made it', async () => {
    const laptop = new Client(t.url);
    const user = await laptop.register();
    const phone = await loginAs(user.username);
    const [onLaptop, onPhone] = [await socketOf(laptop), await socketOf(phone)];
    const ended = nextEvent(onPhone, 'session.ended');
    const change = await laptop.post('/api/auth/password/change', {
      currentPassword: PASSWORD,
      newPassword: 'another horse battery',
    });
    expect(change.status).toBe(200);
    await expectUnbound(onPhone, ended, user.id);
    await expectBound(onLaptop, user.id);
  });

  it('turning on two-factor ends the other sessions', async () => {
    const laptop = new Client(t.url);
    const user = await laptop.register();
    const phone = await loginAs(user.username);
    const onPhone = await socketOf(phone);
    const setup = await laptop.post('/api/auth/2fa/setup');
    const code = new TOTP({ secret: Secret.fromBase32(setup.body.secret as string) }).generate();
    const ended = nextEvent(onPhone, 'session.ended');
    expect((await laptop.post('/api/auth/2fa/enable', { code })).status).toBe(200);
    await expectUnbound(onPhone, ended, user.id);
  });

  it('a ban ends every session and its sockets, telling them until when', async () => {
    const player = new Client(t.url);
    const user = await player.register();
    const socket = await socketOf(player);
    const ended = nextEvent(socket, 'session.ended');
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const ban = await admin.post('/api/admin/users/ban', {
      userId: user.id,
      until,
      reason: 'socket check',
    });
    expect(ban.status).toBe(200);
    await expectUnbound(socket, ended, user.id, { data: { ban: { until } } });
  });

  it('a token of an ended session cannot log a socket in', async () => {
    const player = new Client(t.url);
    await player.register();
    const { body } = await player.get('/api/auth/websocket');
    await player.post('/api/auth/logout');
    const socket = await socketOf(new Client(t.url));
    const ack = await socket.emitWithAck('login', { data: { token: body.data.token } });
    expect(ack.error.code).toBe('INVALID_TOKEN');
  });

  it('a socket logged in again with a new session acts for the player again', async () => {
    const player = new Client(t.url);
    const user = await player.register();
    const socket = await socketOf(player);
    const ended = nextEvent(socket, 'session.ended');
    await player.post('/api/auth/logout');
    await expectUnbound(socket, ended, user.id);
    const again = await loginAs(user.username);
    const { body } = await again.get('/api/auth/websocket');
    expect(await socket.emitWithAck('login', { data: { token: body.data.token } })).toEqual({
      data: { state: true },
    });
    await expectBound(socket, user.id);
  });
});
