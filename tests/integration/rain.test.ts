import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/server/config';
import { grantRole } from '../helpers/promote';
import { balanceOf, playerWithSocket, say, setLevel } from '../helpers/rainPlayers';
import type { Socket } from 'socket.io-client';
import { Client, type TestApp, nextEvent, startTestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  const base = testConfig();
  t = await startTestApp({ rain: { ...base.rain, minLevel: 2 } });
});
afterAll(() => t.close());

const pool = async () =>
  (await new Client(t.url, t.origin).get('/api/rain')).body.rain.pool as number;
let nextSlot = 1_000;
/** A rain tip body with a fresh idempotency key, as the panel sends it. */
const rainTip = (amount: number) => ({ amount, idempotencyKey: randomUUID() });

describe('tipping into the rain', () => {
  it('moves exactly the amount from the balance into the pool', async () => {
    const client = new Client(t.url, t.origin);
    const user = await client.register();
    const before = await pool();
    const res = await client.post('/api/rain/tip', rainTip(1_234));
    expect(res.status).toBe(200);
    expect(res.body.balance).toBe(user.balance - 1_234);
    expect(res.body.rain.pool).toBe(before + 1_234);
    expect(Date.parse(res.body.rain.nextRainAt)).toBeGreaterThan(Date.now());
    expect(await balanceOf(client)).toBe(user.balance - 1_234);
  });

  it('refuses bad amounts, a short balance and visitors, changing nothing', async () => {
    const client = new Client(t.url, t.origin);
    const user = await client.register();
    const before = await pool();
    const cases: Array<[object, number, string]> = [
      [{ amount: 0 }, 400, 'Amount must be positive'],
      [{ amount: -500 }, 400, 'Amount must be positive'],
      [{ amount: 12.5 }, 400, 'whole number of hundredths'],
      [{ amount: '100' }, 400, 'Amount must be a number'],
      [{}, 400, 'amount'],
      [{ amount: 100, extra: 1 }, 400, ''],
      [{ amount: user.balance + 1 }, 400, 'Insufficient balance'],
      [{ amount: 100, idempotencyKey: 'again' }, 400, 'uuid'],
      [{ amount: 100, idempotencyKey: undefined }, 400, 'idempotencyKey'],
    ];
    for (const [body, status, message] of cases) {
      const res = await client.post('/api/rain/tip', { idempotencyKey: randomUUID(), ...body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.body.error)).toContain(message);
    }
    const visitor = await new Client(t.url, t.origin).post('/api/rain/tip', rainTip(100));
    expect(visitor.status).toBe(401);
    expect(await balanceOf(client)).toBe(user.balance);
    expect(await pool()).toBe(before);
  });
});

describe('a replayed rain tip (same idempotency key)', () => {
  it('answers the first tip again and moves the gems once', async () => {
    const client = new Client(t.url, t.origin);
    const user = await client.register();
    const body = rainTip(400);
    const first = await client.post('/api/rain/tip', body);
    expect(first.status).toBe(200);
    const poolAfterFirst = await pool();
    const again = await Promise.all([1, 2, 3].map(() => client.post('/api/rain/tip', body)));
    for (const res of again) {
      expect(res.status).toBe(200);
      expect(res.body.balance).toBe(first.body.balance);
      expect(res.body.rain.pool).toBe(poolAfterFirst);
    }
    expect(await balanceOf(client)).toBe(user.balance - 400);
    expect(await pool()).toBe(poolAfterFirst);
  });

  it('refuses the same key with another amount (409), changing nothing', async () => {
    const client = new Client(t.url, t.origin);
    const user = await client.register();
    const body = rainTip(250);
    expect((await client.post('/api/rain/tip', body)).status).toBe(200);
    const before = await pool();
    const res = await client.post('/api/rain/tip', { ...body, amount: 251 });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await balanceOf(client)).toBe(user.balance - 250);
    expect(await pool()).toBe(before);
  });
});

describe('a rain round', () => {
  it('splits the pool exactly among eligible chatters; the remainder stays', async () => {
    // Empty the pool into a round with one eligible chatter, so this round starts from zero.
    const drain = await playerWithSocket(t);
    await setLevel(t, drain.user.id, 2);
    await say(drain.socket, 'drain the pool');
    await t.app.services.rain.payRound(nextSlot++);
    const leftover = await pool();
    expect(leftover).toBe(0);
    // drain chatted recently and stays eligible: count them in.

    const eligible = [drain, await playerWithSocket(t), await playerWithSocket(t)];
    for (const p of eligible.slice(1)) {
      await setLevel(t, p.user.id, 3);
      await say(p.socket, `hello from ${p.user.username}`);
    }
    const lowLevel = await playerWithSocket(t);
    await say(lowLevel.socket, 'too low');
    const muted = await playerWithSocket(t);
    await setLevel(t, muted.user.id, 5);
    await say(muted.socket, 'soon muted');
    await t.app.services.db.execute(
      sql`UPDATE users SET muted_until = now() + interval '1 hour' WHERE id = ${muted.user.id}`,
    );
    const bot = await playerWithSocket(t);
    await setLevel(t, bot.user.id, 5);
    await say(bot.socket, 'beep');
    await grantRole(t.app.services.db, bot.user.id, 'BOT');
    const silent = await playerWithSocket(t);
    await setLevel(t, silent.user.id, 5);

    const tipper = new Client(t.url, t.origin);
    await tipper.register();
    expect((await tipper.post('/api/rain/tip', rainTip(10_000))).status).toBe(200);

    const everyone = [...eligible, lowLevel, muted, bot, silent];
    const before = await Promise.all(everyone.map((p) => balanceOf(p.client)));
    const notice = nextEvent(eligible[1]!.socket, 'notification.new');
    const chatLine = nextEvent(silent.socket, 'chat.new-message');

    const round = await t.app.services.rain.payRound(nextSlot++);
    expect(round).toMatchObject({ paid: true, pool: 10_000, share: 3_333 });
    expect([...round.recipients].sort()).toEqual(eligible.map((p) => p.user.id).sort());
    const after = await Promise.all(everyone.map((p) => balanceOf(p.client)));
    expect(after.map((b, i) => b - before[i]!)).toEqual([3_333, 3_333, 3_333, 0, 0, 0, 0]);
    expect(await pool()).toBe(1);

    const { data } = await notice;
    expect(data.notification.type).toBe('RAIN_PAYOUT');
    expect(data.notification.message).toContainEqual({ type: 'CURRENCY', amount: 3_333 });
    const listed = await eligible[2]!.client.get('/api/notifications');
    expect(JSON.stringify(listed.body)).toContain('RAIN_PAYOUT');
    const notListed = await lowLevel.client.get('/api/notifications');
    expect(JSON.stringify(notListed.body)).not.toContain('RAIN_PAYOUT');
    const message = (await chatLine).data.message;
    expect(message.user).toBeNull();
    expect(message.blocks).toContainEqual({ type: 'CURRENCY', amount: 3_333 });

    // 0.01 among three pays nobody and stays in the pool.
    const small = await t.app.services.rain.payRound(nextSlot++);
    expect(small).toMatchObject({ paid: true, share: 0, recipients: [] });
    expect(await pool()).toBe(1);
    for (const p of everyone) p.socket.close();
  });

  it('pays a round once when two attempts race for it', async () => {
    const p = await playerWithSocket(t);
    await setLevel(t, p.user.id, 2);
    await say(p.socket, 'race me');
    const tipper = new Client(t.url, t.origin);
    await tipper.register();
    await tipper.post('/api/rain/tip', rainTip(900));
    const poolBefore = await pool();
    const before = await balanceOf(p.client);
    const slot = nextSlot++;
    const results = await Promise.all([
      t.app.services.rain.payRound(slot),
      t.app.services.rain.payRound(slot),
    ]);
    expect(results.filter((r) => r.paid)).toHaveLength(1);
    const paid = results.find((r) => r.paid)!;
    const gained = (await balanceOf(p.client)) - before;
    expect(gained).toBe(paid.share);
    expect(gained).toBeGreaterThan(0);
    expect(await pool()).toBe(poolBefore - paid.share * paid.recipients.length);
    // Asking again later still pays nothing.
    expect((await t.app.services.rain.payRound(slot)).paid).toBe(false);
    p.socket.close();
  });
});

describe('the rain.update event', () => {
  /** Every rain.update a socket hears, in order. */
  function record(socket: Socket) {
    const heard: Array<{ pool: number; nextRainAt: string }> = [];
    socket.on('rain.update', (payload: { data: { rain: (typeof heard)[number] } }) =>
      heard.push(payload.data.rain),
    );
    return heard;
  }
  const quiet = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('reaches visitors and players once after a tip, and not for a replay', async () => {
    const visitor = await new Client(t.url, t.origin).socket();
    const watcher = await playerWithSocket(t);
    const heardByVisitor = record(visitor);
    const heardByPlayer = record(watcher.socket);
    const tipper = new Client(t.url, t.origin);
    await tipper.register();
    const body = rainTip(2_500);
    const arrived = nextEvent(visitor, 'rain.update');
    const res = await tipper.post('/api/rain/tip', body);
    expect(res.status).toBe(200);
    const { data } = await arrived;
    expect(data.rain).toEqual(res.body.rain);
    expect((await tipper.post('/api/rain/tip', body)).status).toBe(200);
    await quiet();
    expect(heardByVisitor).toEqual([res.body.rain]);
    expect(heardByPlayer).toEqual([res.body.rain]);
    visitor.close();
    watcher.socket.close();
  });

  it('goes out after a round with the emptied pool and the next rain', async () => {
    const p = await playerWithSocket(t);
    await setLevel(t, p.user.id, 2);
    await say(p.socket, 'rain on me');
    const tipper = new Client(t.url, t.origin);
    await tipper.register();
    await tipper.post('/api/rain/tip', rainTip(1_000));
    await quiet();
    const visitor = await new Client(t.url, t.origin).socket();
    const heard = record(visitor);
    const round = await t.app.services.rain.payRound(nextSlot++);
    expect(round.paid).toBe(true);
    const { data } = await nextEvent(visitor, 'rain.update');
    expect(data.rain).toEqual((await new Client(t.url, t.origin).get('/api/rain')).body.rain);
    expect(data.rain.pool).toBe(round.pool - round.share * round.recipients.length);
    // A round another attempt already paid says nothing.
    await t.app.services.rain.payRound(nextSlot - 1);
    await quiet();
    expect(heard).toHaveLength(1);
    visitor.close();
    p.socket.close();
  });
});
