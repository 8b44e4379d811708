import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundHashOf } from '../../games/fair/chain';
import { queryRows } from '../../src/server/db/client';
import { ROUND_LEADER_LOCK } from '../../src/server/domain/rounds/leadership';
import { settleRoulette } from '../../src/server/domain/roulette/rouletteSettlement';
import type { RouletteRound } from '../../src/shared/contract/roulette';
import { pause } from '../helpers/notificationProbe';
import { type ScratchDatabase, createScratchDatabase } from '../helpers/pgDatabase';
import { publishRouletteChain, rouletteChainWithSlots } from '../helpers/rouletteChain';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Two servers on one PostgreSQL, one leading the roulette rounds. The leader's connection
// is killed while round 1's strip rolls (a crashed process): the other takes over and
// settles the round in flight on the chain's slot, paying each bet once. Then round 2 is
// settled by both servers at the same moment: one pays it, the other finds it ended, and
// the leader that comes to it later pays nothing more.

const { chain, salt, slots } = rouletteChainWithSlots(['RED', 'GREEN'], 21);
let scratch: ScratchDatabase;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  const rounds = {
    chainLength: chain.length,
    scheduled: false,
    beacon: { kind: 'local' as const, periodMs: 20 },
    timing: {
      roulette: { bettingMs: 1_500, rollingMs: 4_000, resultMs: 500 },
    },
  };
  // The test polls the round: no rate limit in its way.
  const rateLimitPerMinute = 1_000_000;
  a = await startTestApp({ databaseUrl: scratch.url, rounds, rateLimitPerMinute });
  b = await startTestApp({ databaseUrl: scratch.url, rounds, rateLimitPerMinute });
  await publishRouletteChain(a.app.services.db, chain, salt);
});

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await scratch?.drop();
});

async function until(t: TestApp, check: (r: RouletteRound | null) => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const res = await new Client(t.url, t.origin).get('/api/games/roulette/round');
    if (res.status !== 200) throw new Error(`round: ${res.status} ${JSON.stringify(res.body)}`);
    const r = res.body.round as RouletteRound | null;
    if (check(r)) return r!;
    if (Date.now() > deadline) throw new Error(`timed out at ${JSON.stringify(r)}`);
    await pause(50);
  }
}

const balance = async (c: Client) => (await c.get('/api/users/me')).body.user.balance as number;
const bet = async (c: Client, option: string, amount: number) => {
  const res = await c.post('/api/games/roulette/bet', { option, amount });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
/** Payout transfers per bet of a round: each bet is paid at most once. */
const payoutsOf = (t: TestApp, roundId: number) =>
  queryRows<{ reference: string; n: number }>(
    t.app.services.db,
    sql`SELECT w.reference, count(*)::int AS n FROM wallet_transfers w
        JOIN bets b ON b.id::text = w.reference
        WHERE w.kind = 'payout' AND b.round_id = ${roundId} GROUP BY w.reference`,
  );

let leader: TestApp;
let survivor: TestApp;
let red: Client;
let black: Client;

describe('roulette leader takeover', () => {
  it('finishes the round in flight on the surviving server, paid once', async () => {
    expect(slots[0]).toBe(3);
    a.app.services.rounds.start(() => {});
    await until(a, (r) => r?.phase === 'betting');
    b.app.services.rounds.start(() => {});
    leader = a.app.services.rounds.leadership.isLeader ? a : b;
    survivor = leader === a ? b : a;
    expect(survivor.app.services.rounds.leadership.isLeader).toBe(false);

    // Bets taken by both servers: any process takes bets.
    red = new Client(survivor.url, survivor.origin);
    await red.register();
    black = new Client(leader.url, leader.origin);
    await black.register();
    const [redStart, blackStart] = [await balance(red), await balance(black)];
    await bet(red, 'RED', 1_000);
    await bet(red, 'GREEN', 300);
    await bet(black, 'BLACK', 700);

    const rolling = await until(survivor, (r) => r?.phase === 'rolling');
    expect(rolling.slot).toBe(3);
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_locks
       WHERE locktype = 'advisory' AND granted AND ((classid::bigint << 32) | objid::bigint) = $1
         -- pg_locks spans every database: only this file's leader, never another database's.
         AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [ROUND_LEADER_LOCK],
    );
    await admin.end();

    const ended = await until(survivor, (r) => r?.number === 1 && r.phase === 'ended', 30_000);
    expect(survivor.app.services.rounds.leadership.isLeader).toBe(true);
    expect(ended).toMatchObject({ slot: 3, outcome: 'RED', hash: roundHashOf(chain, 1) });
    // 0.5% of the round's 20.00 wagered: a whole number of hundredths, whatever the float.
    expect(ended.jackpot).toEqual({ amount: 10, greenStreak: 0 });
    expect(await balance(red)).toBe(redStart - 1_300 + 2_000);
    expect(await balance(black)).toBe(blackStart - 700);
    expect((await payoutsOf(survivor, ended.id)).map((p) => p.n)).toEqual([1]);
    // A settlement that comes late (the old leader resuming) finds the round ended.
    expect(await settleRoulette(survivor.app.services, ended.id, salt)).toBeNull();
    expect(await balance(red)).toBe(redStart - 1_300 + 2_000);
  }, 60_000);

  it('pays a round once when both servers settle it at the same moment', async () => {
    await until(survivor, (r) => r?.number === 2 && r.phase === 'betting', 30_000);
    const [redStart, blackStart] = [await balance(red), await balance(black)];
    await bet(red, 'GREEN', 1_000);
    await bet(black, 'GREEN', 2_000);
    await bet(black, 'RED', 500);
    const rolling = await until(survivor, (r) => r?.number === 2 && r.phase === 'rolling');
    expect(rolling.slot).toBe(slots[1]);

    const settled = await Promise.all([
      settleRoulette(a.app.services, rolling.id, salt),
      settleRoulette(b.app.services, rolling.id, salt),
    ]);
    expect(settled.filter((s) => s !== null)).toHaveLength(1);
    expect(settled.find((s) => s !== null)!.outcome).toMatchObject({
      slot: 0,
      outcome: 'GREEN',
      streakAfter: 1,
      jackpotPaid: 0,
    });

    // The leader comes to the round when its strip lands, and pays nothing more.
    const ended = await until(survivor, (r) => r?.number === 3, 30_000);
    expect(ended.number).toBe(3);
    expect(await balance(red)).toBe(redStart - 1_000 + 14_000);
    expect(await balance(black)).toBe(blackStart - 2_500 + 28_000);
    expect((await payoutsOf(survivor, rolling.id)).map((p) => p.n)).toEqual([1, 1]);
  }, 60_000);
});
