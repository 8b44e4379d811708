import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type BattleItem,
  battleRoundCases,
  battleSeatPrice,
  playBattle,
} from '../../../../games/case-battle/core';
import type { CaseDropItem, CreateCaseBattleBody } from '../../../shared/contract';
import { testConfig } from '../../config/testConfig';
import { type DatabaseHandle, openDatabase, queryRows } from '../../db/client';
import { transact } from '../../db/transaction';
import { type Services, createServices } from '../../services';
import type { Beacon } from '../beacon';
import type { NamedRound } from '../beacon/beacon';
import { verifyLedger } from '../wallet/verifyLedger';
import { CaseBattles } from './caseBattles';

// The case battles service against the migrated database, without HTTP: a seat's price moves
// through the wallet with its ledger entry, a refusal moves nothing, leaving before the start
// refunds once, and a settled battle pays each seat what the pure core computes from the
// stored seeds, the house keeping exactly the rest.

const BEACON_ROUND = 77_777;
const BEACON_VALUE = 'c0ffee'.repeat(10) + 'abcd';
const FUNDS = 100_000;

/** A beacon whose named round is already final: a filled battle plays at once. */
function readyBeacon(): Beacon & { named: NamedRound[] } {
  const named: NamedRound[] = [];
  const name = async (time: number) => {
    const round = { beacon: 'local' as const, round: BEACON_ROUND, expectedAt: time };
    named.push(round);
    return round;
  };
  return {
    kind: 'local',
    label: 'fixed test beacon',
    isLocal: true,
    named,
    futureRound: name,
    roundAfter: name,
    read: async (round) => ({
      status: 'ready',
      round,
      value: BEACON_VALUE,
      evidence: { kind: 'local' },
    }),
  };
}

/** A case whose item prices make its case price, stored by the real case store. */
const ITEMS: CaseDropItem[] = [
  { id: 'low', name: 'Low', image: null, rarity: 'mil-spec', price: 40, tickets: 90_000 },
  { id: 'mid', name: 'Mid', image: null, rarity: 'classified', price: 1_500, tickets: 9_900 },
  { id: 'top', name: 'Top', image: null, rarity: 'covert', price: 50_000, tickets: 100 },
];

let handle: DatabaseHandle;
let services: Services;
let battles: CaseBattles;
let beacon: ReturnType<typeof readyBeacon>;
let box: { slug: string; id: string; price: number };

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://', template: process.env.DATA_TEMPLATE });
  services = createServices(testConfig(), handle.db);
  beacon = readyBeacon();
  battles = new CaseBattles({
    db: handle.db,
    settlement: services.settlement,
    events: services.events,
    switchboard: services.switchboard,
    beacon,
    challenges: services.challenges,
    liveDrops: services.liveDrops,
    spinMs: 1,
  });
  const slug = `battle-db-${randomUUID().slice(0, 8)}`;
  const stored = await transact(handle.db, (tx) =>
    services.cases.create(tx, { slug, name: 'Battle test case', image: null, items: ITEMS }),
  );
  box = { slug, ...stored };
});
afterAll(async () => {
  battles?.driver.stop();
  await handle?.close();
});

/** A player with a wallet holding `funds`, deposited from the cashier (a balanced ledger). */
async function player(funds = FUNDS): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    handle.db,
    sql`INSERT INTO users (username) VALUES (${'b' + randomUUID().slice(0, 12)}) RETURNING id`,
  );
  const userId = row!.id;
  await transact(handle.db, async (tx) => {
    await services.wallet.openAccount(tx, userId);
    if (funds > 0)
      await services.wallet.move(tx, {
        userId,
        amount: funds,
        counterparty: 'cashier',
        kind: 'deposit',
      });
  });
  return userId;
}

const balanceOf = (userId: string) =>
  transact(handle.db, (tx) => services.wallet.balanceOf(tx, userId));

/** The player's ledger entries, oldest first. */
const entriesOf = (userId: string) =>
  queryRows<{ amount: string; balance_after: string; kind: string }>(
    handle.db,
    sql`SELECT e.amount, e.balance_after, t.kind FROM wallet_entries e
        JOIN wallet_accounts a ON a.id = e.account_id
        JOIN wallet_transfers t ON t.id = e.transfer_id
        WHERE a.user_id = ${userId} ORDER BY e.id`,
  ).then((rows) =>
    rows.map((r) => ({ amount: Number(r.amount), after: Number(r.balance_after), kind: r.kind })),
  );

/** What every house shard holds: an unlocked account's balance is the sum of its entries. */
async function houseBalance(): Promise<number> {
  const [row] = await queryRows<{ total: string }>(
    handle.db,
    sql`SELECT coalesce(sum(e.amount), 0) AS total FROM wallet_entries e
        JOIN wallet_accounts a ON a.id = e.account_id WHERE a.kind = 'house'`,
  );
  return Number(row!.total);
}

const seatBets = (battleId: string) =>
  queryRows<{ user_id: string; amount: string; payout: string | null; settled: boolean }>(
    handle.db,
    sql`SELECT user_id, amount, payout, settled_at IS NOT NULL AS settled FROM bets
        WHERE case_battle_id = ${battleId} ORDER BY created_at, user_id`,
  ).then((rows) =>
    rows.map((r) => ({
      userId: r.user_id,
      amount: Number(r.amount),
      payout: r.payout === null ? null : Number(r.payout),
      settled: r.settled,
    })),
  );

const body = (overrides: Partial<CreateCaseBattleBody> = {}): CreateCaseBattleBody => ({
  mode: 'VERSUS',
  visibility: 'PUBLIC',
  options: [],
  playerAmount: 2,
  cases: [{ slug: box.slug, amount: 2 }],
  ...overrides,
});

async function expectLedgerBalanced() {
  expect((await verifyLedger(handle.db)).problems).toEqual([]);
}

/** Waits for the driver to finish the battle the last seat started. */
async function completed(id: string) {
  await vi.waitFor(
    async () => {
      expect((await battles.get(id)).state).toBe('GAME_COMPLETED');
      expect(battles.driver.pending).toBe(0);
    },
    { timeout: 10_000, interval: 20 },
  );
  return battles.get(id);
}

describe('creating a battle', () => {
  it("stakes the creator's seat price through the wallet, balance and ledger together", async () => {
    const creator = await player();
    const price = box.price * 2;
    expect(price).toBe(battleSeatPrice([{ price: box.price, amount: 2 }]));

    const answer = await battles.create(creator, body());
    expect(answer.balance).toBe(FUNDS - price);
    expect(await balanceOf(creator)).toBe(FUNDS - price);
    expect(answer.caseBattle).toMatchObject({
      state: 'WAITING_FOR_PLAYERS',
      creatorId: creator,
      price,
      playerAmount: 2,
    });
    expect(answer.caseBattle.players.map((p) => p.id)).toEqual([creator]);
    expect(await entriesOf(creator)).toEqual([
      { amount: FUNDS, after: FUNDS, kind: 'deposit' },
      { amount: -price, after: FUNDS - price, kind: 'bet' },
    ]);
    expect(await seatBets(answer.caseBattle._id)).toEqual([
      { userId: creator, amount: price, payout: null, settled: false },
    ]);
    await expectLedgerBalanced();
  });

  it('refuses a creator who cannot pay the seat and leaves nothing behind', async () => {
    const poor = await player(box.price * 2 - 1);
    await expect(battles.create(poor, body())).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
    });
    expect(await balanceOf(poor)).toBe(box.price * 2 - 1);
    expect(await entriesOf(poor)).toHaveLength(1);
    const [open] = await queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM case_battles WHERE creator_id = ${poor}`,
    );
    expect(open!.n).toBe(0);
  });
});

describe('joining a battle', () => {
  it('fills a seat, and the last seat names the beacon round and starts the battle', async () => {
    const creator = await player();
    const created = await battles.create(creator, body({ playerAmount: 3 }));
    const id = created.caseBattle._id;
    const price = created.caseBattle.price;

    const second = await player();
    const joined = await battles.join(second, id, {});
    expect(joined.balance).toBe(FUNDS - price);
    expect(joined.caseBattle.state).toBe('WAITING_FOR_PLAYERS');
    expect(joined.caseBattle.players.map((p) => p.id)).toEqual([creator, second]);

    const named = beacon.named.length;
    const third = await player();
    const full = await battles.join(third, id, { seat: 2 });
    expect(full.balance).toBe(FUNDS - price);
    expect(full.caseBattle.state).toBe('WAITING_FOR_BLOCK');
    expect(beacon.named).toHaveLength(named + 1);
    expect(full.caseBattle.fairness).toMatchObject({ blockNumber: BEACON_ROUND });
    const done = await completed(id);
    expect(done.state).toBe('GAME_COMPLETED');
  });

  it('refuses a player short of the price, a taken seat and a second seat, moving nothing', async () => {
    const creator = await player();
    const created = await battles.create(creator, body({ playerAmount: 3 }));
    const id = created.caseBattle._id;
    const price = created.caseBattle.price;
    const poor = await player(price - 1);
    const rich = await player();
    const house = await houseBalance();
    const before = await queryRows(handle.db, sql`SELECT count(*)::int AS n FROM wallet_entries`);

    await expect(battles.join(poor, id, {})).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
    });
    await expect(battles.join(rich, id, { seat: 0 })).rejects.toMatchObject({
      code: 'CASE_BATTLE_REFUSED',
      message: 'Seat 0 is taken',
    });
    await expect(battles.join(creator, id, {})).rejects.toMatchObject({
      code: 'CASE_BATTLE_REFUSED',
      message: 'You already have a seat in this battle',
    });
    await expect(battles.join(rich, randomUUID(), {})).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });

    expect(await balanceOf(poor)).toBe(price - 1);
    expect(await balanceOf(rich)).toBe(FUNDS);
    expect(await balanceOf(creator)).toBe(FUNDS - price);
    expect(await houseBalance()).toBe(house);
    expect(await queryRows(handle.db, sql`SELECT count(*)::int AS n FROM wallet_entries`)).toEqual(
      before,
    );
    const battle = await battles.get(id);
    expect(battle.state).toBe('WAITING_FOR_PLAYERS');
    expect(battle.players.map((p) => p.id)).toEqual([creator]);
    expect(await seatBets(id)).toHaveLength(1);
  });
});

describe('leaving before the start', () => {
  it('refunds every seat exactly once when the creator leaves, and refuses the second call', async () => {
    const creator = await player();
    const created = await battles.create(creator, body({ playerAmount: 3 }));
    const id = created.caseBattle._id;
    const price = created.caseBattle.price;
    const joiner = await player();
    await battles.join(joiner, id, {});
    const house = await houseBalance();

    const left = await battles.leave(creator, id);
    expect(left.balance).toBe(FUNDS);
    expect(left.caseBattle.state).toBe('GAME_COMPLETED');
    await expect(battles.leave(creator, id)).rejects.toMatchObject({
      code: 'CASE_BATTLE_REFUSED',
      message: 'This battle was closed',
    });
    await expect(battles.join(await player(), id, {})).rejects.toMatchObject({
      code: 'CASE_BATTLE_REFUSED',
      message: 'This battle was closed',
    });

    expect(await balanceOf(creator)).toBe(FUNDS);
    expect(await balanceOf(joiner)).toBe(FUNDS);
    expect(await houseBalance()).toBe(house - 2 * price);
    expect((await entriesOf(creator)).map((e) => [e.kind, e.amount])).toEqual([
      ['deposit', FUNDS],
      ['bet', -price],
      ['refund', price],
    ]);
    expect((await entriesOf(joiner)).map((e) => [e.kind, e.amount])).toEqual([
      ['deposit', FUNDS],
      ['bet', -price],
      ['refund', price],
    ]);
    expect((await seatBets(id)).map((b) => [b.settled, b.payout])).toEqual([
      [true, price],
      [true, price],
    ]);
    await expectLedgerBalanced();
  });

  it("gives a joiner's price back once and frees the seat; a second leave is refused", async () => {
    const creator = await player();
    const created = await battles.create(creator, body({ playerAmount: 3 }));
    const id = created.caseBattle._id;
    const price = created.caseBattle.price;
    const joiner = await player();
    await battles.join(joiner, id, { seat: 1 });

    const left = await battles.leave(joiner, id);
    expect(left.balance).toBe(FUNDS);
    expect(left.caseBattle.state).toBe('WAITING_FOR_PLAYERS');
    expect(left.caseBattle.players.map((p) => p.id)).toEqual([creator]);
    await expect(battles.leave(joiner, id)).rejects.toMatchObject({
      code: 'CASE_BATTLE_REFUSED',
      message: 'You have no seat in this battle',
    });
    expect(await balanceOf(joiner)).toBe(FUNDS);
    expect(await balanceOf(creator)).toBe(FUNDS - price);

    // The freed seat can be taken again.
    const next = await player();
    const rejoined = await battles.join(next, id, { seat: 1 });
    expect(rejoined.caseBattle.players.map((p) => p.id)).toEqual([creator, next]);
    await expectLedgerBalanced();
  });

  it('is refused once the battle is full, and nobody is refunded', async () => {
    const creator = await player();
    const id = (await battles.create(creator, body())).caseBattle._id;
    const joiner = await player();
    const { caseBattle } = await battles.join(joiner, id, {});
    await expect(battles.leave(joiner, id)).rejects.toMatchObject({
      code: 'CASE_BATTLE_REFUSED',
      message: 'The battle has started: nobody can leave it now',
    });
    await completed(id);
    expect((await entriesOf(joiner)).filter((e) => e.kind === 'refund')).toEqual([]);
    expect(caseBattle.state).toBe('WAITING_FOR_BLOCK');
  });
});

describe('pausing case battles', () => {
  it('refuses new battles, joins and bots, and still lets a seat leave with its price back', async () => {
    const creator = await player();
    const created = await battles.create(creator, body({ playerAmount: 3 }));
    const id = created.caseBattle._id;
    const joiner = await player();
    await battles.join(joiner, id, {});
    await queryRows(
      handle.db,
      sql`INSERT INTO game_switches (game, reason) VALUES ('case-battle', 'Checking the cases')`,
    );
    services.switchboard.forget();
    try {
      const paused = { code: 'GAME_DISABLED', message: expect.stringMatching(/is paused/) };
      await expect(battles.create(await player(), body())).rejects.toMatchObject(paused);
      await expect(battles.join(await player(), id, {})).rejects.toMatchObject(paused);
      // Bots would fill the last seat and start the battle: a paused game starts none.
      await expect(battles.callBots(creator, id)).rejects.toMatchObject(paused);
      expect((await battles.get(id)).state).toBe('WAITING_FOR_PLAYERS');

      const left = await battles.leave(joiner, id);
      expect(left.balance).toBe(FUNDS);
    } finally {
      await queryRows(handle.db, sql`DELETE FROM game_switches WHERE game = 'case-battle'`);
      services.switchboard.forget();
    }
    await expectLedgerBalanced();
  });
});

describe('settling a battle', () => {
  it('pays each seat what the core computes, and the house keeps exactly the rest', async () => {
    const players = [await player(), await player(), await player(), await player()];
    const house = await houseBalance();
    const created = await battles.create(players[0]!, body({ playerAmount: 4 }));
    const id = created.caseBattle._id;
    const price = created.caseBattle.price;
    for (const seat of [1, 2, 3]) await battles.join(players[seat]!, id, { seat });
    const done = await completed(id);

    // The pure core, from the stored cases and seed and the beacon's value.
    const [row] = await queryRows<{
      server_seed: string;
      cases: { caseId: string; price: number; items: BattleItem[]; amount: number }[];
    }>(handle.db, sql`SELECT server_seed, cases FROM case_battles WHERE id = ${id}`);
    const caseOf = new Map(row!.cases.map((c) => [c.caseId, c]));
    const roundCases = battleRoundCases(row!.cases).map((caseId) => caseOf.get(caseId)!);
    const expected = playBattle({
      mode: 'VERSUS',
      options: [],
      playerAmount: 4,
      seeds: { serverSeed: row!.server_seed, beaconValue: BEACON_VALUE },
      roundItems: roundCases.map((c) => c.items),
      roundPrices: roundCases.map((c) => c.price),
    }).result;
    expect(done.fairness.serverSeed).toBe(row!.server_seed);
    expect(expected.payouts).toHaveLength(4);

    const paid = expected.payouts.reduce((sum, payout) => sum + payout, 0);
    for (const [seat, userId] of players.entries()) {
      expect(await balanceOf(userId)).toBe(FUNDS - price + expected.payouts[seat]!);
    }
    const bets = await seatBets(id);
    expect(bets.map((b) => [b.userId, b.amount, b.payout, b.settled]).sort()).toEqual(
      players.map((userId, seat) => [userId, price, expected.payouts[seat]!, true]).sort(),
    );
    expect(done.winners).toEqual(
      expected.winners.map((seat) => ({ userId: players[seat], amount: expected.payouts[seat] })),
    );

    // Money is conserved: what the players lost together is what the house gained.
    const players_ = await Promise.all(players.map(balanceOf));
    const lost = 4 * FUNDS - players_.reduce((sum, b) => sum + b, 0);
    expect(lost).toBe(4 * price - paid);
    expect(await houseBalance()).toBe(house + 4 * price - paid);

    // A second settler finds the battle done and pays nothing more.
    await battles.driver.follow(id, null);
    expect(await Promise.all(players.map(balanceOf))).toEqual(players_);
    await expectLedgerBalanced();
  });

  it('keeps the payout of seats the house played with bots', async () => {
    const creator = await player();
    const house = await houseBalance();
    const created = await battles.create(creator, body({ playerAmount: 2 }));
    const id = created.caseBattle._id;
    const price = created.caseBattle.price;
    await battles.callBots(creator, id);
    const done = await completed(id);
    const [row] = await queryRows<{ payout: string }>(
      handle.db,
      sql`SELECT payout FROM case_battle_seats WHERE battle_id = ${id} AND seat = 0`,
    );
    const payout = Number(row!.payout);
    expect(await balanceOf(creator)).toBe(FUNDS - price + payout);
    expect(await houseBalance()).toBe(house + price - payout);
    expect(done.players).toHaveLength(2);
    await expectLedgerBalanced();
  });
});
