import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/server/http/route';
import { Tips } from '../../src/server/domain/tips/tips';
import { balanceOf } from '../helpers/rainPlayers';
import { staleTwoFactor } from '../helpers/staleTwoFactor';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// The default limit: 500.00 gems within 24 hours.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ tipTwoFactorAbove: 50_000 });
});
afterAll(() => t.close());

const key = () => randomUUID();
const REFUSED = 'You must have two factor validated to perform this action';

async function player() {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  return { client, user };
}

describe('two-factor for tips counts every tip in the window', () => {
  it('after a refused 600.00, tips of 500.00, 400.00 and a 90.00 rain tip need the code too', async () => {
    const a = await player();
    const b = await player();
    const twoFactor = await staleTwoFactor(t, a.client, a.user.id);
    const tipTo = (amount: number, idempotencyKey = key()) =>
      a.client.post('/api/users/tip', { recipient: b.user.id, amount, idempotencyKey });
    const rain = (amount: number) =>
      a.client.post('/api/rain/tip', { amount, idempotencyKey: key() });

    const big = await tipTo(60_000);
    expect(big.status).toBe(403);
    expect(big.body.error.message).toBe(REFUSED);
    // 500.00 alone stays within the limit...
    expect((await tipTo(50_000)).status).toBe(200);
    // ...but with it, 400.00 more and a 90.00 rain tip do not.
    const split = await tipTo(40_000);
    expect(split.status).toBe(403);
    expect(split.body.error.message).toBe(REFUSED);
    const rained = await rain(9_000);
    expect(rained.status).toBe(403);
    expect(rained.body.error.message).toBe(REFUSED);
    expect(await balanceOf(a.client)).toBe(a.user.balance - 50_000);
    expect(await balanceOf(b.client)).toBe(b.user.balance + 50_000);

    // With a fresh code both go through.
    await twoFactor.verify();
    expect((await tipTo(40_000)).status).toBe(200);
    expect((await rain(9_000)).status).toBe(200);
    expect(await balanceOf(a.client)).toBe(a.user.balance - 99_000);
  });

  it('rain tips alone are limited like tips to players', async () => {
    const a = await player();
    await staleTwoFactor(t, a.client, a.user.id);
    const rain = (amount: number) =>
      a.client.post('/api/rain/tip', { amount, idempotencyKey: key() });
    expect((await rain(60_000)).status).toBe(403);
    expect((await rain(30_000)).status).toBe(200);
    expect((await rain(20_000)).status).toBe(200);
    expect((await rain(1)).status).toBe(403);
  });

  it('a retried tip does not count against itself', async () => {
    const a = await player();
    const b = await player();
    await staleTwoFactor(t, a.client, a.user.id);
    const body = { recipient: b.user.id, amount: 40_000, idempotencyKey: key() };
    expect((await a.client.post('/api/users/tip', body)).status).toBe(200);
    const again = await a.client.post('/api/users/tip', body);
    expect(again.status).toBe(200);
    expect(await balanceOf(b.client)).toBe(b.user.balance + 40_000);
  });

  it('tips older than the window no longer count', async () => {
    const a = await player();
    const b = await player();
    await staleTwoFactor(t, a.client, a.user.id);
    const { db, wallet, notifications } = t.app.services;
    // The same service with a one-second window, called as the route calls it.
    const tips = new Tips(db, wallet, notifications, { above: 50_000, windowMs: 1_000 });
    const token = decodeURIComponent(a.client.cookie.slice(SESSION_COOKIE.length + 1));
    const session = (await t.app.services.accounts.resolveSession(token))!;
    const send = (amount: number) =>
      tips.send(session, { recipient: b.user.id, amount, idempotencyKey: key() });
    await send(40_000);
    await expect(send(40_000)).rejects.toThrow(REFUSED);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await send(40_000);
    expect(await balanceOf(b.client)).toBe(b.user.balance + 80_000);
  });
});
