import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { type Beacon, BeaconError, type NamedRound } from '../../src/server/domain/beacon/beacon';
import { CaseBattles } from '../../src/server/domain/caseBattles/caseBattles';
import type { ReadyReading } from '../../src/server/domain/rooms/beaconFollower';
import { verifyLedger } from '../../src/server/domain/wallet/verifyLedger';
import { createCaseBattleBodySchema } from '../../src/shared/contract/battles';
import { type CoinFlipDriver, newCoinFlipDriver } from '../helpers/coinFlipDriver';
import { makeCase } from '../helpers/testCases';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// A coin flip or a case battle whose beacon round never verifies is refunded after the
// bound (30 minutes past the round's expected time), every seat exactly once, in one
// transaction with its ledger entries; a value that arrives afterwards changes nothing,
// and one that arrives at the same moment as the refund gives exactly one of the two.
// Time is driven through refundStalled(now); the beacon never answers.

const BOUND_MS = 30 * 60_000;
const ROUND = 9_000_000;

/** A beacon whose relays never answer: every read fails as unreachable. */
function silentBeacon(): Beacon & { named: NamedRound[] } {
  const named: NamedRound[] = [];
  const name = async (time: number) => {
    const round = { beacon: 'drand-quicknet' as const, round: ROUND, expectedAt: time + 3_000 };
    named.push(round);
    return round;
  };
  return {
    kind: 'drand-quicknet',
    label: 'drand quicknet (unreachable)',
    isLocal: false,
    named,
    futureRound: name,
    roundAfter: name,
    read: () => Promise.reject(new BeaconError('unavailable', 'no relay answered')),
  };
}

/** The value the beacon would have given: it arrives too late (or just in time). */
const lateValue: ReadyReading = {
  status: 'ready',
  round: ROUND,
  value: 'ab'.repeat(32),
  evidence: { kind: 'local' },
};

let t: TestApp;
let flips: CoinFlipDriver;
let battles: CaseBattles;
let beacon: ReturnType<typeof silentBeacon>;

beforeAll(async () => {
  t = await startTestApp({ rateLimitPerMinute: 1_000_000 });
  const { services } = t.app;
  beacon = silentBeacon();
  const deps = {
    db: services.db,
    wallet: services.wallet,
    settlement: services.settlement,
    events: services.events,
    switchboard: services.switchboard,
    beacon,
    refundAfterMs: BOUND_MS,
  };
  flips = newCoinFlipDriver(deps);
  battles = new CaseBattles({
    ...deps,
    challenges: services.challenges,
    liveDrops: services.liveDrops,
  });
}, 180_000); // a start on a busy machine
afterAll(async () => {
  flips.room.driver.stop();
  battles.driver.stop();
  await t.close();
});

async function player() {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  return { id: user.id, client, balance: await balanceOf(client) };
}
const balanceOf = async (client: Client) =>
  (await client.get('/api/users/me')).body.user.balance as number;

/** The epoch ms when a game named at `expectedAt` has waited out the bound, plus `extra`. */
const pastBound = (expectedAt: string | Date, extra = 1) =>
  new Date(expectedAt).getTime() + BOUND_MS + extra;

const stakesOf = (column: 'room_id' | 'case_battle_id', id: string) =>
  queryRows<{
    user_id: string;
    payout: string | null;
    multiplier_e4: string | null;
    settled: boolean;
  }>(
    t.app.services.db,
    sql`SELECT user_id, payout, multiplier_e4, settled_at IS NOT NULL AS settled FROM bets
        WHERE ${sql.raw(column)} = ${id} ORDER BY created_at`,
  );
const refundsOf = (betIds: readonly string[]) =>
  queryRows<{ n: number }>(
    t.app.services.db,
    sql`SELECT count(*)::int AS n FROM wallet_transfers
        WHERE kind = 'refund' AND reference = ANY(string_to_array(${betIds.join(',')}, ','))`,
  );

async function ledgerBalances() {
  const report = await verifyLedger(t.app.services.db);
  expect(report.problems).toEqual([]);
}

/** A flip with both seats filled, waiting for a round that will never verify. */
async function waitingFlip(stake = 500) {
  const creator = await player();
  const joiner = await player();
  const { game } = await flips.create(creator.id, { amount: stake, side: 'CT' });
  const joined = await flips.join(joiner.id, game.id);
  expect(joined.game.state).toBe('WAITING_FOR_BEACON');
  return { game: joined.game, creator, joiner, stake };
}

describe('a coin flip whose beacon never verifies', () => {
  it('is refunded after the bound, both seats exactly once, and a late value changes nothing', async () => {
    const { game, creator, joiner, stake } = await waitingFlip();
    const expectedAt = game.fairness!.expectedAt;
    expect(await balanceOf(creator.client)).toBe(creator.balance - stake);

    // Within the bound (even a moment before it ends) nothing moves: the beacon may still come.
    expect(await flips.room.driver.refundStalled(pastBound(expectedAt, -1_000))).toEqual([]);
    expect((await flips.get(game.id)).state).toBe('WAITING_FOR_BEACON');

    expect(await flips.room.driver.refundStalled(pastBound(expectedAt))).toEqual([game.id]);
    const refunded = await flips.get(game.id);
    expect(refunded).toMatchObject({ state: 'REFUNDED', winner: null, serverSeed: null });
    expect(await balanceOf(creator.client)).toBe(creator.balance);
    expect(await balanceOf(joiner.client)).toBe(joiner.balance);
    const stakes = await stakesOf('room_id', game.id);
    expect(stakes.map((s) => [s.settled, Number(s.payout), Number(s.multiplier_e4)])).toEqual([
      [true, stake, 10_000],
      [true, stake, 10_000],
    ]);

    // Asked again later: refunded already, nothing more.
    expect(await flips.room.driver.refundStalled(pastBound(expectedAt, 60_000))).toEqual([]);
    // The value arrives after all: the game stays refunded and no gem moves.
    expect((await flips.flip(game.id, lateValue)).state).toBe('REFUNDED');
    expect(await balanceOf(creator.client)).toBe(creator.balance);
    expect(await balanceOf(joiner.client)).toBe(joiner.balance);
    await ledgerBalances();
  });

  it('refunds a game against the bot: the player seat only, the house staked nothing', async () => {
    const creator = await player();
    const { game } = await flips.create(creator.id, { amount: 250, side: 'T' });
    const waiting = (await flips.callBot(creator.id, game.id)).game;
    expect(await flips.room.driver.refundStalled(pastBound(waiting.fairness!.expectedAt))).toEqual([
      game.id,
    ]);
    expect(await balanceOf(creator.client)).toBe(creator.balance);
    expect(await stakesOf('room_id', game.id)).toHaveLength(1);
    await ledgerBalances();
  });

  it('gives exactly one outcome when the value arrives as the refund runs', async () => {
    for (let attempt = 0; attempt < 4; attempt++) {
      const { game, creator, joiner, stake } = await waitingFlip(1_000);
      const now = pastBound(game.fairness!.expectedAt);
      // Both orders: the refund asked first, then the flip first.
      const [refunded, flipped] =
        attempt % 2 === 0
          ? await Promise.all([
              flips.room.driver.refundStalled(now),
              flips.flip(game.id, lateValue),
            ])
          : await Promise.all([
              flips.flip(game.id, lateValue),
              flips.room.driver.refundStalled(now),
            ]).then(([a, b]) => [b, a] as const);
      const final = await flips.get(game.id);
      const total = (await balanceOf(creator.client)) + (await balanceOf(joiner.client));
      const stakes = await stakesOf('room_id', game.id);
      expect(stakes.every((s) => s.settled)).toBe(true);
      if (final.state === 'REFUNDED') {
        expect(refunded).toEqual([game.id]);
        expect(total).toBe(creator.balance + joiner.balance);
      } else {
        expect(final.state).toBe('FLIPPED');
        expect(flipped.state).toBe('FLIPPED');
        expect(refunded).toEqual([]);
        expect(total).toBe(creator.balance + joiner.balance - final.fee!);
        expect(final.payout).toBe(2 * stake - final.fee!);
      }
    }
    await ledgerBalances();
  });
});

describe('a case battle whose beacon never verifies', () => {
  it('is refunded after the bound, every player seat once, and a late value changes nothing', async () => {
    const box = await makeCase(t);
    const creator = await player();
    const joiner = await player();
    const body = createCaseBattleBodySchema.parse({
      mode: 'VERSUS',
      playerAmount: 3,
      cases: [{ slug: box.slug, amount: 2 }],
    });
    const created = (await battles.create(creator.id, body)).caseBattle;
    await battles.join(joiner.id, created._id, {});
    const started = (await battles.callBots(creator.id, created._id)).caseBattle;
    expect(started.state).toBe('WAITING_FOR_BLOCK');
    const price = started.price;
    const expectedAt = beacon.named.at(-1)!.expectedAt;
    expect(await balanceOf(creator.client)).toBe(creator.balance - price);

    expect(await battles.driver.refundStalled(expectedAt + BOUND_MS - 1_000)).toEqual([]);
    expect((await battles.get(created._id)).state).toBe('WAITING_FOR_BLOCK');

    expect(await battles.driver.refundStalled(expectedAt + BOUND_MS + 1)).toEqual([created._id]);
    const refunded = await battles.get(created._id);
    expect(refunded).toMatchObject({ state: 'GAME_COMPLETED', winners: [] });
    expect(refunded.fairness.beaconValue).toBeNull();
    expect(await balanceOf(creator.client)).toBe(creator.balance);
    expect(await balanceOf(joiner.client)).toBe(joiner.balance);
    const stakes = await stakesOf('case_battle_id', created._id);
    expect(stakes.map((s) => [s.settled, Number(s.payout)])).toEqual([
      [true, price],
      [true, price],
    ]);
    const [seatBets] = await Promise.all([
      queryRows<{ id: string }>(
        t.app.services.db,
        sql`SELECT id FROM bets WHERE case_battle_id = ${created._id}`,
      ),
    ]);
    expect((await refundsOf(seatBets.map((b) => b.id)))[0]!.n).toBe(2);

    expect(await battles.driver.refundStalled(expectedAt + BOUND_MS + 60_000)).toEqual([]);
    // The value arrives after all: a driver that reads it finds the battle over.
    const late = new CaseBattles({
      db: t.app.services.db,
      settlement: t.app.services.settlement,
      events: t.app.services.events,
      switchboard: t.app.services.switchboard,
      challenges: t.app.services.challenges,
      liveDrops: t.app.services.liveDrops,
      beacon: { ...beacon, read: async () => lateValue },
    });
    await late.driver.follow(created._id, ROUND);
    late.driver.stop();
    expect(await battles.get(created._id)).toEqual(refunded);
    expect(await balanceOf(creator.client)).toBe(creator.balance);
    expect((await refundsOf(seatBets.map((b) => b.id)))[0]!.n).toBe(2);
    await ledgerBalances();
  });
});
