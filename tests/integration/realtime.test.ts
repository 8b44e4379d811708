import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enableTwoFactor } from '../helpers/cryptoCashier';
import { grantRole } from '../helpers/promote';
import { Client, type TestApp, nextEvent, startTestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** An ADMIN whose 2FA was just turned on: money moves on that fresh second factor. */
async function adminClient() {
  const admin = new Client(t.url);
  const user = await admin.register();
  await grantRole(t.app.services.db, user.id, 'ADMIN');
  await enableTwoFactor(admin);
  return admin;
}

describe('realtime gateway', () => {
  it('delivers user.balance to every tab of the user after a wallet movement', async () => {
    const player = new Client(t.url);
    const user = await player.register();
    const [tab1, tab2] = [await player.socket(), await player.socket()];
    const bystander = await new Client(t.url).socket();
    let bystanderHeard = false;
    bystander.on('user.balance', () => (bystanderHeard = true));

    const heard = [nextEvent(tab1, 'user.balance'), nextEvent(tab2, 'user.balance')];
    const admin = await adminClient();
    const res = await admin.post('/api/admin/users/balance', {
      userId: user.id,
      amount: 2_550,
      reason: 'goodwill',
    });
    const { ledgerPosition } = res.body;
    expect(res.body).toEqual({ balance: 102_550, ledgerPosition: expect.any(Number) });
    expect(await Promise.all(heard)).toEqual([
      { data: { balance: 102_550, ledgerPosition } },
      { data: { balance: 102_550, ledgerPosition } },
    ]);
    expect(bystanderHeard).toBe(false);
    [tab1, tab2, bystander].forEach((s) => s.close());
  });

  it('refuses a reused, unknown or malformed login token in the acknowledgement', async () => {
    const player = new Client(t.url);
    await player.register();
    const { body } = await player.get('/api/auth/websocket');
    const socket = await new Client(t.url).socket();
    expect(await socket.emitWithAck('login', { data: { token: body.data.token } })).toEqual({
      data: { state: true },
    });
    const reused = await socket.emitWithAck('login', { data: { token: body.data.token } });
    expect(reused.error.message).toMatch(/invalid or expired/);
    const malformed = await socket.emitWithAck('login', { token: 42 });
    expect(malformed.error.message).toMatch(/data/);
    const oversized = await socket.emitWithAck('login', { data: { token: 'x'.repeat(5000) } });
    expect(oversized.error).toBeDefined();
    expect(await socket.emitWithAck('logout')).toEqual({ data: { state: true } });
    socket.close();
  });

  it('stops balance events after logout', async () => {
    const player = new Client(t.url);
    const user = await player.register();
    const socket = await player.socket();
    await socket.emitWithAck('logout');
    let heard = false;
    socket.on('user.balance', () => (heard = true));
    const admin = await adminClient();
    await admin.post('/api/admin/users/balance', {
      userId: user.id,
      amount: -100,
      reason: 'correction',
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toBe(false);
    socket.close();
  });

  it('acknowledges subscriptions to known channels and refuses unknown ones', async () => {
    const socket = await new Client(t.url).socket();
    expect(await socket.emitWithAck('live-drops.subscribe')).toBe(true);
    expect(await socket.emitWithAck('case-battle:abc123.subscribe')).toBe(true);
    expect(await socket.emitWithAck('case-battle:abc123.unsubscribe')).toBe(true);
    expect(await socket.emitWithAck('no-such-channel.subscribe')).toBe(false);
    expect(await socket.emitWithAck('game:mines.subscribe')).toBe(true);
    expect(await socket.emitWithAck('../etc.subscribe')).toBe(false);
    socket.close();
  });

  it('refuses a handshake from a foreign origin', async () => {
    const socket = connect(t.url, {
      transports: ['websocket'],
      extraHeaders: { origin: 'https://evil.example' },
      reconnection: false,
    });
    const outcome = await new Promise((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', () => resolve('refused'));
    });
    expect(outcome).toBe('refused');
    socket.close();
  });
});

describe('admin wallet adjustments', () => {
  it('are refused to players', async () => {
    const player = new Client(t.url);
    const user = await player.register();
    const res = await player.post('/api/admin/users/balance', {
      userId: user.id,
      amount: 1_000_000,
      reason: 'free money',
    });
    expect(res.status).toBe(403);
    expect((await player.get('/api/users/me')).body.user.balance).toBe(100_000);
  });

  it('never take a balance below zero, and replay by Idempotency-Key', async () => {
    const admin = await adminClient();
    const player = new Client(t.url);
    const user = await player.register();
    const overdraw = await admin.post('/api/admin/users/balance', {
      userId: user.id,
      amount: -100_001,
      reason: 'too much',
    });
    expect(overdraw.status).toBe(400);
    expect(overdraw.body.error).toEqual({
      message: 'Insufficient balance',
      code: 'INSUFFICIENT_BALANCE',
    });
    const headers = { 'idempotency-key': 'adjust-once-12345' };
    const first = await admin.post(
      '/api/admin/users/balance',
      { userId: user.id, amount: -40_000, reason: 'chargeback' },
      headers,
    );
    const again = await admin.post(
      '/api/admin/users/balance',
      { userId: user.id, amount: -40_000, reason: 'chargeback' },
      headers,
    );
    // A replay answers the first movement, at its position.
    expect(first.body).toEqual({ balance: 60_000, ledgerPosition: expect.any(Number) });
    expect(again.body).toEqual(first.body);
    expect((await player.get('/api/users/me')).body.user.balance).toBe(60_000);
  });
});
