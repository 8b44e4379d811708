import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundHashOf } from '../../games/fair/chain';
import { sha256Hex } from '../../games/fair/hash';
import { FLOAT_ROUNDING_DOWN } from '../../games/fair';
import {
  ROULETTE_MAX_BETS_PER_ROUND,
  jackpotClaim,
  jackpotFeed,
  rouletteRoundingFloat,
  shareJackpot,
} from '../../games/roulette/core';
import { queryRows } from '../../src/server/db/client';
import { verifyLedger } from '../../src/server/domain/wallet/verifyLedger';
import type {
  RouletteBet,
  RouletteJackpot,
  RouletteRound,
} from '../../src/shared/contract/roulette';
import { pause } from '../helpers/notificationProbe';
import { grantRole } from '../helpers/promote';
import { publishRouletteChain, rouletteChainWithSlots } from '../helpers/rouletteChain';
import { Client, type TestApp, nextEvent, startTestApp } from '../helpers/testApp';

// Seven roulette rounds on a real server, several players, every payout exact. The chain
// and salt are the test's own (published before the leader starts), so the test knows
// each slot: a red bait, a green, a red (the streak resets), then three greens (the
// double-green notice, then the Triple Green Jackpot shared among the streak's green bets), then a
// red after the jackpot. The pool's feeds, its split and the ledger are checked to the
// hundredth; bets after betting, too many bets and bad bodies are refused and change nothing.

const CHAIN_LENGTH = 200;
const PATTERN = ['RED_BAIT', 'GREEN', 'NOT_GREEN', 'GREEN', 'GREEN', 'GREEN', 'NOT_GREEN'] as const;
// The salt index is a hint that finds the pattern at once; the search checks it.
const { chain, salt, slots } = rouletteChainWithSlots(PATTERN, 304_453, CHAIN_LENGTH);

const BETTING_CLOSED = 'Bets are closed for this round; wait for the next one';

/** What round `n`'s wagers feed the pool: 0.5% of them, rounded fairly with the round's float. */
const fedBy = (n: number, wagered: number) =>
  jackpotFeed(wagered, rouletteRoundingFloat(roundHashOf(chain, n), salt));
/** What the live pool shows of a round's wagers before it ends: 0.5%, rounded down. */
const showing = (wagered: number) => jackpotFeed(wagered, FLOAT_ROUNDING_DOWN);
// The pool after each round: 59.99, 20.00, 5.00, 0.20 and 0.10 of wagers in rounds 1-5.
const P1 = fedBy(1, 5_999);
const P2 = P1 + fedBy(2, 2_000);
const P3 = P2 + fedBy(3, 500);
const P4 = P3 + fedBy(4, 20);
const P5 = P4 + fedBy(5, 10);

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
        roulette: { bettingMs: 2_500, rollingMs: 400, resultMs: 300 },
      },
    },
  });
  await publishRouletteChain(t.app.services.db, chain, salt);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t?.close();
});

const visitor = () => new Client(t.url, t.origin);
const round = async (): Promise<RouletteRound | null> =>
  (await visitor().get('/api/games/roulette/round')).body.round;
const jackpotNow = async (): Promise<RouletteJackpot> =>
  (await visitor().get('/api/games/roulette/jackpot')).body.jackpot;

const PHASES = ['betting', 'rolling', 'ended'];
/** Waits for round `number` to reach `phase`; fails if the rounds ran past it. */
async function reach(number: number, phase: RouletteRound['phase'], ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const r = await round();
    if (r && (r.number > number || PHASES.indexOf(r.phase) >= PHASES.indexOf(phase))) {
      if (r.number === number && r.phase === phase) return r;
      if (r.number >= number)
        throw new Error(`wanted round ${number} ${phase}, found ${r.number} ${r.phase}`);
    }
    if (Date.now() > deadline) throw new Error(`timed out at ${JSON.stringify(r)}`);
    await pause(25);
  }
}

async function player() {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  return { client, user, start: await balanceOf(client) };
}
const balanceOf = async (client: Client) =>
  (await client.get('/api/users/me')).body.user.balance as number;
const bet = (client: Client, option: string, amount: number) =>
  client.post('/api/games/roulette/bet', { option, amount });
async function placed(client: Client, option: string, amount: number): Promise<RouletteBet> {
  const res = await bet(client, option, amount);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.bet;
}
const jackpotAccount = async () =>
  (
    await queryRows<{ shard: number; balance: string }>(
      t.app.services.db,
      sql`SELECT shard, balance FROM wallet_accounts WHERE kind = 'jackpot' ORDER BY shard`,
    )
  ).map((row) => ({ shard: Number(row.shard), balance: Number(row.balance) }));
const notices = (type: string) =>
  queryRows<{ message: string }>(
    t.app.services.db,
    sql`SELECT message::text AS message FROM notifications WHERE type = ${type}`,
  );

let alice: Awaited<ReturnType<typeof player>>;
let bob: Awaited<ReturnType<typeof player>>;
let carol: Awaited<ReturnType<typeof player>>;
let dave: Awaited<ReturnType<typeof player>>;
let eve: Awaited<ReturnType<typeof player>>;
let watcher: Socket;
let anyone: Socket;
const heardBets: { roundId: number; bets: RouletteBet[]; jackpot: RouletteJackpot }[] = [];
const heardJackpots: RouletteJackpot[] = [];

describe('roulette rounds', () => {
  it('round 1 (red bait): several players and bets, refusals change nothing, exact payouts', async () => {
    expect(slots[0]).toBe(4);
    [alice, bob, carol, dave, eve] = await Promise.all([
      player(),
      player(),
      player(),
      player(),
      player(),
    ]);
    watcher = await visitor().socket();
    anyone = await visitor().socket();
    sockets.push(watcher, anyone);
    expect(await watcher.emitWithAck('game:roulette.subscribe')).toBe(true);
    watcher.on('roulette.bets', (p: { data: (typeof heardBets)[number] }) =>
      heardBets.push(p.data),
    );
    anyone.on('roulette.jackpot', (p: { data: RouletteJackpot }) => heardJackpots.push(p.data));

    t.app.services.rounds.start(() => {});
    const betting = await reach(1, 'betting');
    expect(betting).toMatchObject({ slot: null, outcome: null, hash: null, landingOffset: null });
    expect(betting.jackpot).toEqual({ amount: 0, greenStreak: 0 });

    const mine = [
      await placed(alice.client, 'RED', 1_000),
      await placed(alice.client, 'BAIT', 500),
      await placed(alice.client, 'GREEN', 300),
      await placed(bob.client, 'BLACK', 1_999),
      await placed(carol.client, 'RED', 2_000),
    ];
    expect(mine[0]).toMatchObject({ option: 'RED', amount: 1_000, payout: null, jackpot: null });

    // One player, 21 bets at once: exactly the limit is taken, the rest refused.
    const flood = await Promise.all(
      Array.from({ length: ROULETTE_MAX_BETS_PER_ROUND + 1 }, () => bet(dave.client, 'RED', 10)),
    );
    expect(flood.filter((r) => r.status === 200)).toHaveLength(ROULETTE_MAX_BETS_PER_ROUND);
    const [tooMany] = flood.filter((r) => r.status !== 200);
    expect(tooMany!.status).toBe(409);
    expect(tooMany!.body.error).toMatchObject({
      code: 'TOO_MANY_BETS',
      message: 'You can place at most 20 bets in one round',
    });

    // Bad bodies: refused with the field's words, nothing staked, no bet added.
    for (const body of [
      { option: 'PURPLE', amount: 100 },
      { option: 'RED', amount: 5 },
      { option: 'RED', amount: 10.5 },
      { option: 'RED', amount: 1_000_001 },
      { option: 'RED' },
      { amount: 100 },
      { option: 'RED', amount: 100, roundId: 1 },
      { option: 'red', amount: '100' },
    ]) {
      const res = await eve.client.post('/api/games/roulette/bet', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.error.message).toBe('string');
    }
    expect(
      (await eve.client.post('/api/games/roulette/bet', { option: 'RED', amount: 5 })).body.error
        .message,
    ).toBe('amount: The minimum bet is 0.10');
    const unsigned = await bet(visitor(), 'RED', 100);
    expect(unsigned.status).toBe(401);
    expect(await balanceOf(eve.client)).toBe(eve.start);

    // The live pool: what the round's bets will feed, 0.5% of 59.99 rounded down until the
    // round rounds it fairly (0.29995: a fifth of a hundredth from 0.30, gone per bet).
    expect(showing(5_999)).toBe(29);
    expect(await jackpotNow()).toEqual({ amount: 29, greenStreak: 0 });

    const rolling = await reach(1, 'rolling');
    expect(rolling.slot).toBe(4);
    expect(rolling.outcome).toBe('RED_BAIT');
    expect(rolling.hash).toBe(roundHashOf(chain, 1));
    expect(rolling.landingOffset).toBeGreaterThanOrEqual(0);
    expect(rolling.landingOffset).toBeLessThan(1);
    expect(rolling.rollingEndsAt).not.toBeNull();
    expect(rolling.bets).toHaveLength(25);
    expect(rolling.bets.every((b) => b.payout === null && b.jackpot === null)).toBe(true);
    expect(rolling.jackpot).toEqual({ amount: 29, greenStreak: 0 });
    // Nothing is paid before the strip lands.
    expect(await balanceOf(alice.client)).toBe(alice.start - 1_800);

    const late = await bet(eve.client, 'RED', 100);
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: 'BETTING_CLOSED', message: BETTING_CLOSED });
    expect(await balanceOf(eve.client)).toBe(eve.start);

    // A late joiner hears the round as it is, in one event.
    const joiner = await visitor().socket();
    sockets.push(joiner);
    const snapshot = nextEvent<{ data: { round: RouletteRound } }>(joiner, 'roulette.round');
    expect(await joiner.emitWithAck('game:roulette.subscribe')).toBe(true);
    const seen = (await snapshot).data.round;
    expect(seen).toMatchObject({ number: 1, slot: 4, outcome: 'RED_BAIT' });
    expect(seen.bets).toHaveLength(25);

    const ended = await reach(1, 'ended');
    expect(ended).toMatchObject({ slot: 4, outcome: 'RED_BAIT', jackpotPaid: 0 });
    expect([29, 30]).toContain(P1);
    expect(ended.jackpot).toEqual({ amount: P1, greenStreak: 0 });
    const byId = new Map(ended.bets.map((b) => [b.id, b]));
    expect(mine.map((b) => [byId.get(b.id)!.payout, byId.get(b.id)!.jackpot])).toEqual([
      [2_000, 0],
      [3_500, 0],
      [0, 0],
      [0, 0],
      [4_000, 0],
    ]);
    expect(ended.bets.filter((b) => b.amount === 10).every((b) => b.payout === 20)).toBe(true);

    expect(await balanceOf(alice.client)).toBe(alice.start - 1_800 + 5_500);
    expect(await balanceOf(bob.client)).toBe(bob.start - 1_999);
    expect(await balanceOf(carol.client)).toBe(carol.start + 2_000);
    expect(await balanceOf(dave.client)).toBe(dave.start + 200);
    expect(await balanceOf(eve.client)).toBe(eve.start);

    // The feed moved into the one jackpot account, exactly.
    const accounts = await jackpotAccount();
    expect(accounts.find((a) => a.shard === 0)!.balance).toBe(P1);
    expect(accounts.filter((a) => a.shard !== 0).every((a) => a.balance === 0)).toBe(true);

    // Every bet went out in batches, the last one with the whole live pool.
    await pause(150);
    const heardIds = new Set(heardBets.flatMap((e) => e.bets.map((b) => b.id)));
    expect(heardIds).toEqual(new Set(ended.bets.map((b) => b.id)));
    expect(heardBets.length).toBeLessThan(25);
    expect(heardBets.at(-1)!.jackpot).toEqual({ amount: 29, greenStreak: 0 });
    // Every socket hears the jackpot when the round ended, and at most once a second while
    // the bets fed it: one as round 1 opened, 3 at most in its 2.9 s of betting and rolling,
    // one at its end and perhaps one as round 2 opened.
    expect(heardJackpots[0]).toEqual({ amount: 0, greenStreak: 0 });
    expect(heardJackpots).toContainEqual({ amount: P1, greenStreak: 0 });
    expect(heardJackpots.length).toBeLessThanOrEqual(6);
  }, 30_000);

  it('round 2 (green) pays 14x and starts the streak; round 3 (red) resets it', async () => {
    const before = [await balanceOf(alice.client), await balanceOf(bob.client)];
    await reach(2, 'betting');
    const green = await placed(alice.client, 'GREEN', 1_000);
    await placed(bob.client, 'RED', 1_000);
    const ended = await reach(2, 'ended');
    expect(ended).toMatchObject({ slot: 0, outcome: 'GREEN', jackpotPaid: 0 });
    expect(ended.jackpot).toEqual({ amount: P2, greenStreak: 1 });
    expect(ended.bets.find((b) => b.id === green.id)).toMatchObject({ payout: 14_000, jackpot: 0 });
    expect(await balanceOf(alice.client)).toBe(before[0]! + 13_000);
    expect(await balanceOf(bob.client)).toBe(before[1]! - 1_000);

    const next = await reach(3, 'betting');
    expect(next.jackpot).toEqual({ amount: P2, greenStreak: 1 });
    const red = await placed(bob.client, 'RED', 500);
    const reset = await reach(3, 'ended');
    expect(reset.slot).toBe(slots[2]);
    expect(reset.outcome).toBe('RED');
    expect(reset.jackpot).toEqual({ amount: P3, greenStreak: 0 });
    expect(reset.bets.find((b) => b.id === red.id)).toMatchObject({ payout: 1_000 });
    expect(await balanceOf(bob.client)).toBe(before[1]! - 1_000 + 500);
  }, 30_000);

  it('rounds 4-5 (green, green): the double green tells everyone', async () => {
    const carolBefore = await balanceOf(carol.client);
    await reach(4, 'betting');
    await placed(carol.client, 'GREEN', 20);
    const four = await reach(4, 'ended');
    expect(four.jackpot).toEqual({ amount: P4, greenStreak: 1 });
    expect(await balanceOf(carol.client)).toBe(carolBefore - 20 + 280);
    expect(await notices('ROULETTE_DOUBLE_GREEN')).toHaveLength(0);

    await reach(5, 'betting');
    await placed(dave.client, 'GREEN', 10);
    const five = await reach(5, 'ended');
    expect(five).toMatchObject({ outcome: 'GREEN', jackpotPaid: 0 });
    expect(five.jackpot).toEqual({ amount: P5, greenStreak: 2 });
    await pause(100);
    expect(await notices('ROULETTE_DOUBLE_GREEN')).toHaveLength(1);
    expect(await notices('ROULETTE_TRIPLE_GREEN')).toHaveLength(0);
  }, 30_000);

  it('round 6 (triple green): the green bets of the streak share the pool by claim, paid once', async () => {
    const before = await Promise.all([alice, bob, carol, dave].map((p) => balanceOf(p.client)));
    const open = await reach(6, 'betting');
    expect(open.jackpot).toEqual({ amount: P5, greenStreak: 2 });
    // In bet order: the split's ties go to the earlier bet.
    const greens = [
      await placed(alice.client, 'GREEN', 1_000),
      await placed(bob.client, 'GREEN', 2_000),
      await placed(carol.client, 'GREEN', 3_001),
      await placed(alice.client, 'GREEN', 500),
    ];
    const loser = await placed(dave.client, 'RED', 1_000);
    // 75.01 wagered: 0.37505 shown rounded down, fed rounded fairly when the round ends
    const pool = P5 + fedBy(6, 7_501);
    expect(await jackpotNow()).toEqual({ amount: P5 + showing(7_501), greenStreak: 2 });

    const rolling = await reach(6, 'rolling');
    expect(rolling.outcome).toBe('TRIPLE_GREEN');
    expect(rolling.jackpot).toEqual({ amount: P5 + 37, greenStreak: 2 });

    const ended = await reach(6, 'ended');
    expect(ended).toMatchObject({ slot: 0, outcome: 'TRIPLE_GREEN', jackpotPaid: pool });
    expect(ended.jackpot).toEqual({ amount: 0, greenStreak: 3 });
    // Claims: carol's 0.20 in round 4 (streak 0) x225, dave's 0.10 in round 5 x15, then
    // round 6's stakes x1: 111.51 gems of claims against a pool under a gem, shared pro rata.
    const claims = [jackpotClaim(20, 0), jackpotClaim(10, 1), 1_000, 2_000, 3_001, 500];
    expect(claims.slice(0, 2)).toEqual([4_500, 150]);
    expect(pool).toBeLessThan(100);
    const [carolEarly, daveEarly, ...parts] = shareJackpot(pool, claims);
    expect([carolEarly, daveEarly, ...parts].reduce((a, b) => a! + b!, 0)).toBe(pool);
    const byId = new Map(ended.bets.map((b) => [b.id, b]));
    expect(greens.map((g) => byId.get(g.id))).toEqual(
      greens.map((g, i) => ({ ...g, payout: g.amount * 14, jackpot: parts[i] })),
    );
    expect(byId.get(loser.id)).toMatchObject({ payout: 0, jackpot: 0 });

    expect(await balanceOf(alice.client)).toBe(before[0]! + 13_000 + parts[0]! + 6_500 + parts[3]!);
    expect(await balanceOf(bob.client)).toBe(before[1]! + 26_000 + parts[1]!);
    expect(await balanceOf(carol.client)).toBe(before[2]! + 39_013 + parts[2]! + carolEarly!);
    expect(await balanceOf(dave.client)).toBe(before[3]! - 1_000 + daveEarly!);
    expect((await jackpotAccount()).find((a) => a.shard === 0)!.balance).toBe(0);

    await pause(100);
    const [triple] = await notices('ROULETTE_TRIPLE_GREEN');
    expect(triple!.message).toContain(`"amount": ${pool}`);
    expect(await notices('ROULETTE_DOUBLE_GREEN')).toHaveLength(1);
    expect(heardJackpots).toContainEqual({ amount: 0, greenStreak: 3 });

    const { jackpots } = (await visitor().get('/api/games/roulette/jackpots')).body;
    expect(jackpots).toHaveLength(1);
    // what a player needs to check a part: the pool at the draw, all claims, each claim
    expect(jackpots[0]).toMatchObject({
      roundId: ended.id,
      number: 6,
      amount: pool,
      pool,
      claims: claims.reduce((x, y) => x + y),
    });
    expect(jackpots[0].winners).toEqual([
      { username: carol.user.username, amount: carolEarly! + parts[2]!, claim: 4_500 + 3_001 },
      { username: bob.user.username, amount: parts[1]!, claim: 2_000 },
      { username: alice.user.username, amount: parts[0]! + parts[3]!, claim: 1_500 },
      { username: dave.user.username, amount: daveEarly!, claim: 150 },
    ]);
  }, 30_000);

  it('round 7: the streak starts again at 0; a paused game refuses bets', async () => {
    const open = await reach(7, 'betting');
    expect(open.jackpot).toEqual({ amount: 0, greenStreak: 0 });

    const operator = await player();
    await grantRole(t.app.services.db, operator.user.id, 'ADMIN');
    const paused = await operator.client.post('/api/admin/games/disable', {
      game: 'roulette',
      reason: 'Checking a report',
    });
    expect(paused.status).toBe(200);
    const refused = await bet(eve.client, 'RED', 100);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('GAME_DISABLED');
    expect(await balanceOf(eve.client)).toBe(eve.start);
    const resumed = await operator.client.post('/api/admin/games/enable', { game: 'roulette' });
    expect(resumed.status).toBe(200);
    await placed(eve.client, 'RED', 200);

    const ended = await reach(7, 'ended');
    expect(ended.slot).toBe(slots[6]);
    expect(ended.jackpot).toEqual({ amount: 1, greenStreak: 0 });
    expect(await balanceOf(eve.client)).toBe(eve.start + 200);

    const { rounds } = (await visitor().get('/api/games/roulette/history')).body;
    expect(rounds.slice(0, 7).map((r: { number: number }) => r.number)).toEqual([
      7, 6, 5, 4, 3, 2, 1,
    ]);
    expect(rounds.slice(0, 7).map((r: { slot: number }) => r.slot)).toEqual([...slots].reverse());
    expect(rounds.map((r: { outcome: string }) => r.outcome).slice(0, 7)).toEqual([
      'RED',
      'TRIPLE_GREEN',
      'GREEN',
      'GREEN',
      'RED',
      'GREEN',
      'RED_BAIT',
    ]);
    // Round 1's hash is the published chain's first link.
    expect(sha256Hex(rounds[6].hash)).toBe(chain.terminatingHash);
    expect((await verifyLedger(t.app.services.db)).problems).toEqual([]);
  }, 30_000);
});
