import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// 10.00 gems at any multiplier is a whole number of hundredths: the rounding float never counts.
import { crashPayout } from '../../games/crash/core';
import { roundHashOf } from '../../games/fair/chain';
import { queryRows } from '../../src/server/db/client';
import { sha256Hex } from '../../games/fair/hash';
import type { CrashBet, CrashRound } from '../../src/shared/contract/crash';
import { crashChainWithFirstRound, publishCrashChain } from '../helpers/crashChain';
import { pause } from '../helpers/notificationProbe';
import { Client, type TestApp, nextEvent, startTestApp } from '../helpers/testApp';

// A whole crash round with several players on a real server: bets, an auto cash-out, a
// cash-out by hand sent twice, a bet that rides to the bust, a late joiner's socket, a
// bet after betting closed and a cash-out after the crash. The chain and salt are the
// test's own (published before the leader starts), so it knows the crash point and picks
// a round short enough to watch: 1.15x to 1.35x.

const CHAIN_LENGTH = 200;
const { chain, salt, crashPoint } = crashChainWithFirstRound(115, 135, CHAIN_LENGTH);

let t: TestApp;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await startTestApp({
    rateLimitPerMinute: 1_000_000, // the test polls the round
    rounds: {
      chainLength: CHAIN_LENGTH,
      scheduled: false,
      beacon: { kind: 'local', periodMs: 20 },
      timing: {
        crash: { bettingMs: 1_500, resultMs: 60_000, tickMs: 20 },
      },
    },
  });
  await publishCrashChain(t.app.services.db, chain, salt);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const round = async (): Promise<CrashRound | null> =>
  (await new Client(t.url, t.origin).get('/api/games/crash/round')).body.round;

async function until(check: (r: CrashRound | null) => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const r = await round();
    if (check(r)) return r!;
    if (Date.now() > deadline) throw new Error(`timed out at ${JSON.stringify(r)}`);
    await pause(50);
  }
}

async function player() {
  const client = new Client(t.url, t.origin);
  await client.register();
  const balance = (await client.get('/api/users/me')).body.user.balance as number;
  return { client, balance };
}
const balanceOf = async (client: Client) =>
  (await client.get('/api/users/me')).body.user.balance as number;

describe('a crash round', () => {
  it('pays every bet exactly, by the server multiplier, once', async () => {
    const [auto, hand, rider, dreamer, late] = await Promise.all([
      player(),
      player(),
      player(),
      player(),
      player(),
    ]);
    const watcher = await new Client(t.url, t.origin).socket();
    sockets.push(watcher);
    expect(await watcher.emitWithAck('game:crash.subscribe')).toBe(true);
    const cashouts: CrashBet[] = [];
    watcher.on('crash.cashouts', (p: { data: { bets: CrashBet[] } }) =>
      cashouts.push(...p.data.bets),
    );

    t.app.services.rounds.start(() => {});
    const betting = await until((r) => r?.phase === 'betting');
    expect(betting.number).toBe(1);

    const bet = (client: Client, amount: number, autoCashout: number | null = null) =>
      client.post('/api/games/crash/bet', { amount, autoCashout });
    const placed = await Promise.all([
      bet(auto.client, 1_000, 110),
      bet(hand.client, 1_000),
      bet(rider.client, 500),
      bet(dreamer.client, 2_000, 10_000),
    ]);
    for (const res of placed) expect(res.status).toBe(200);
    expect(placed[0]!.body.balance).toBe(auto.balance - 1_000);
    const again = await bet(auto.client, 1_000);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('You already have a bet in this round');
    const bad = await bet(late.client, 1_000, 100);
    expect(bad.status).toBe(400);

    // The curve climbs: a socket that subscribes now hears the round as it is, in one event.
    await until((r) => r?.phase === 'running' && (r.multiplier ?? 0) >= 105);
    const joiner = await new Client(t.url, t.origin).socket();
    sockets.push(joiner);
    const snapshot = nextEvent<{ data: { round: CrashRound } }>(joiner, 'crash.round');
    expect(await joiner.emitWithAck('game:crash.subscribe')).toBe(true);
    const seen = (await snapshot).data.round;
    expect(seen.phase).toBe('running');
    expect(seen.multiplier).toBeGreaterThanOrEqual(105);
    expect(seen.crashPoint).toBeNull(); // nothing of the outcome before the crash
    expect(seen.hash).toBeNull();
    expect(seen.bets).toHaveLength(4);

    const closed = await bet(late.client, 1_000);
    expect(closed.status).toBe(409);
    expect(closed.body.error.message).toBe('Bets are closed for this round; wait for the next one');

    // The same cash-out twice at once: paid once.
    const twice = await Promise.all([
      hand.client.post('/api/games/crash/cashout', {}),
      hand.client.post('/api/games/crash/cashout', {}),
    ]);
    const paid = twice.find((r) => r.status === 200)!;
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
    const at = paid.body.bet.cashedOutAt as number;
    expect(at).toBeGreaterThanOrEqual(105);
    expect(at).toBeLessThanOrEqual(crashPoint);
    expect(paid.body.bet.payout).toBe(crashPayout(1_000, at, 0));

    const ended = await until((r) => r?.phase === 'ended');
    expect(ended.crashPoint).toBe(crashPoint);
    expect(ended.hash).toBe(roundHashOf(chain, 1));
    expect(sha256Hex(ended.hash!)).toBe(chain.terminatingHash);

    // After the crash a cash-out is too late, and the rider lost.
    const tooLate = await rider.client.post('/api/games/crash/cashout', {});
    expect(tooLate.status).toBe(409);

    expect(await balanceOf(auto.client)).toBe(auto.balance - 1_000 + crashPayout(1_000, 110, 0));
    expect(await balanceOf(hand.client)).toBe(hand.balance - 1_000 + crashPayout(1_000, at, 0));
    expect(await balanceOf(rider.client)).toBe(rider.balance - 500);
    expect(await balanceOf(dreamer.client)).toBe(dreamer.balance - 2_000);
    expect(await balanceOf(late.client)).toBe(late.balance);

    const byPlayer = new Map(ended.bets.map((b) => [b.amount + ':' + b.autoCashout, b]));
    expect(byPlayer.get('1000:110')).toMatchObject({ cashedOutAt: 110, payout: 1_100 });
    expect(byPlayer.get('500:null')).toMatchObject({ cashedOutAt: null, payout: 0 });
    expect(byPlayer.get('2000:10000')).toMatchObject({ cashedOutAt: null, payout: 0 });

    await pause(150); // the last batch of cash-outs
    expect(cashouts.map((b) => b.cashedOutAt).sort()).toEqual([110, at].sort());

    const history = (await new Client(t.url, t.origin).get('/api/games/crash/history')).body;
    expect(history.rounds[0]).toMatchObject({ number: 1, crashPoint, hash: ended.hash });
  }, 40_000);
});

describe('the CRASH_100X notice', () => {
  it('tells everyone on the Crash page of a round that reached 100x, and of no other', async () => {
    const notices = () =>
      queryRows<{ message: string }>(
        t.app.services.db,
        sql`SELECT message::text AS message FROM notifications
            WHERE type = 'CRASH_100X' ORDER BY created_at`,
      );
    t.app.services.events.emit('crash.crashed', { roundId: 900, crashPoint: 9_999 });
    t.app.services.events.emit('crash.crashed', { roundId: 901, crashPoint: 12_345 });
    await pause(200);
    const shown = await notices();
    expect(shown).toHaveLength(1);
    expect(shown[0]!.message).toContain('This round crashed at 123.45x!');
  });
});
