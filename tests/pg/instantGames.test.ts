import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playDice } from '../../games/dice/core';
import { diceGame } from '../../games/dice/game';
import { playPlinko } from '../../games/plinko/core';
import { plinkoGame } from '../../games/plinko/game';
import { type DatabaseHandle, openDatabase, queryRows } from '../../src/server/db/client';
import { DomainEventBus } from '../../src/server/domain/events';
import { type GameServices, createGameServices } from '../../src/server/domain/games/gameServices';
import { autocommit } from '../../src/server/db/transaction';
import { verifyLedger } from '../../src/server/domain/wallet/verifyLedger';
import { Wallet } from '../../src/server/domain/wallet/wallet';
import { fundedPlayer } from '../helpers/fundedPlayer';
import { type ScratchDatabase, createScratchDatabase } from '../helpers/pgDatabase';

let scratch: ScratchDatabase;
let handle: DatabaseHandle;
let wallet: Wallet;
let games: GameServices;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  // 40 connections: the concurrent bets below really run in parallel on the server.
  handle = await openDatabase({ databaseUrl: scratch.url, dataDir: '', poolSize: 40 });
  const events = new DomainEventBus();
  wallet = new Wallet(events);
  games = createGameServices(handle.db, wallet, events);
});

afterAll(async () => {
  const report = await verifyLedger(handle.db);
  await handle.close();
  await scratch.drop();
  expect(report.problems).toEqual([]);
});

const newPlayer = (funds: number) => fundedPlayer(handle.db, wallet, funds);

/** How many statements `work` sends to PostgreSQL: each is one round trip (BEGIN and COMMIT too). */
async function roundTrips(work: () => Promise<unknown>): Promise<number> {
  const original = pg.Client.prototype.query;
  let sent = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    sent++;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  return sent;
}

const DICE_WIN = { amount: 100, target: 9800, direction: 'under' } as const; // 98% to win

const balance = (userId: string) => wallet.balanceOf({ db: handle.db }, userId);

interface StoredBet extends Record<string, unknown> {
  game: 'dice' | 'plinko';
  nonce: number;
  amount: number;
  payout: number;
  params: { target: number; direction: 'over' | 'under' } & { rows: number; risk: 'low' };
  outcome: { roll?: number; path?: number[] };
  seed_pair_id: string;
  server_seed: string;
  client_seed: string;
  pair_nonce: number;
  revealed: boolean;
}

async function betsOf(userId: string) {
  return queryRows<StoredBet>(
    handle.db,
    sql`SELECT b.game, b.nonce, b.amount::int AS amount, b.payout::int AS payout, b.params, b.outcome,
               b.seed_pair_id, sp.server_seed, sp.client_seed, sp.nonce AS pair_nonce,
               sp.revealed_at IS NOT NULL AS revealed
        FROM bets b JOIN seed_pairs sp ON sp.id = b.seed_pair_id
        WHERE b.user_id = ${userId} ORDER BY b.seed_pair_id, b.nonce`,
  );
}

/** Each pair used nonces 0 .. n-1 exactly once, and the core reproduces every bet. */
function expectVerified(bets: StoredBet[]) {
  const byPair = new Map<string, StoredBet[]>();
  for (const bet of bets)
    byPair.set(bet.seed_pair_id, [...(byPair.get(bet.seed_pair_id) ?? []), bet]);
  for (const pairBets of byPair.values()) {
    expect(pairBets.map((b) => b.nonce)).toEqual([...Array(pairBets[0]!.pair_nonce).keys()]);
  }
  for (const bet of bets) {
    expect(bet.revealed).toBe(true);
    const seeds = { serverSeed: bet.server_seed, clientSeed: bet.client_seed, nonce: bet.nonce };
    if (bet.game === 'dice') {
      const result = playDice(seeds, bet.amount, bet.params.target, bet.params.direction);
      expect(bet.outcome.roll).toBe(result.roll);
      expect(bet.payout).toBe(result.payout);
    } else {
      const result = playPlinko(seeds, bet.amount, bet.params.rows, bet.params.risk);
      expect(bet.outcome.path).toEqual(result.path);
      expect(bet.payout).toBe(result.payout);
    }
  }
}

describe('instant games on PostgreSQL', () => {
  it('settles an instant bet in one round trip (it took six: BEGIN, nonce, stake, payout, row, COMMIT)', async () => {
    const userId = await newPlayer(1_000_000);
    // The first bet of a player in a process also reads the pair and the account id.
    await games.instantGames.bet(diceGame, userId, DICE_WIN);
    expect(await roundTrips(() => games.instantGames.bet(diceGame, userId, DICE_WIN))).toBe(1);
    expect(
      await roundTrips(() =>
        games.instantGames.bet(plinkoGame, userId, { amount: 100, rows: 8, risk: 'low' }),
      ),
    ).toBe(1);
    // Mines start: BEGIN, the one-game check, bet_settle (stake only), the board, COMMIT.
    expect(await roundTrips(() => games.mines.start(userId, { amount: 100, mines: 3 }))).toBe(5);
    const bets = await betsOf(userId);
    expect(bets.map((b) => b.nonce)).toEqual([0, 1, 2, 3]);
  });

  it('nets the stake and the payout into one transfer keyed by the bet', async () => {
    const userId = await newPlayer(1_000);
    // 98% to win: a loss (2 in 100) rolls again, so the winning bet's transfer is read.
    let { bet } = await games.instantGames.bet(diceGame, userId, DICE_WIN);
    let lost = 0;
    while (bet.payout === 0) {
      lost += 100;
      ({ bet } = await games.instantGames.bet(diceGame, userId, DICE_WIN));
    }
    const transfers = await queryRows<{ kind: string; key: string; amount: number }>(
      handle.db,
      sql`SELECT t.kind, t.idempotency_key AS key, e.amount::int AS amount
          FROM wallet_transfers t JOIN wallet_entries e ON e.transfer_id = t.id
          JOIN wallet_accounts a ON a.id = e.account_id
          WHERE t.reference = ${bet.id} AND a.user_id = ${userId} ORDER BY t.id`,
    );
    expect(bet.payout).toBeGreaterThan(100);
    expect(transfers).toEqual([{ kind: 'bet', key: `bet:${bet.id}`, amount: bet.payout - 100 }]);
    expect(await balance(userId)).toBe(1_000 - lost - 100 + bet.payout);
  });

  it('writes no transfer for a bet that pays back exactly its stake', async () => {
    const userId = await newPlayer(1_000);
    const { bet } = await games.settlement.settle({
      userId,
      game: 'dice',
      amount: 100,
      params: {},
      decide: () => ({ payout: 100, multiplierE4: 10_000, outcome: {} }),
    });
    const transfers = await queryRows(
      handle.db,
      sql`SELECT id FROM wallet_transfers WHERE reference = ${bet.id}`,
    );
    expect(transfers).toEqual([]);
    expect(await balance(userId)).toBe(1_000);
    expect(await betsOf(userId)).toHaveLength(1);
  });

  it('writes a group in one statement: each bet settled or refused on its own', async () => {
    const rich = await newPlayer(1_000);
    const poor = await newPlayer(50);
    const moved = await newPlayer(1_000);
    const results = await autocommit(handle.db, async (tx) => {
      const postings = await Promise.all(
        [rich, poor, moved].map(async (userId) => {
          const pair = await games.seedPairs.forPlay(tx, userId);
          return {
            betId: crypto.randomUUID(),
            userId,
            game: 'dice',
            seedPairId: pair.seedPairId,
            // The third bet claims a nonce its pair is not at: it must be decided again.
            nonce: userId === moved ? pair.nonce + 5 : pair.nonce,
            amount: 100,
            payout: 150,
            multiplierE4: 15_000,
            params: {},
            outcome: {},
            xp: 1,
          };
        }),
      );
      return wallet.postBets(tx, postings);
    });
    expect(results[0]).toMatchObject({ settled: true, balance: 1_050, xp: 1 });
    expect(results[1]).toEqual({ settled: false, insufficient: true });
    expect(results[2]).toMatchObject({ settled: false, current: { nonce: 0 } });
    expect(await balance(rich)).toBe(1_050);
    expect(await balance(poor)).toBe(50);
    expect(await balance(moved)).toBe(1_000);
    for (const userId of [poor, moved])
      expect((await games.seedPairs.state(userId)).active.nonce).toBe(0);
    expect((await games.seedPairs.state(rich)).active.nonce).toBe(1);
  });

  it('settles bets of several players at once, refusing only the one who cannot cover the stake', async () => {
    const rich = await Promise.all([1, 2, 3].map(() => newPlayer(1_000)));
    const poor = await newPlayer(50);
    const bets = [...rich, poor].map((userId) =>
      games.settlement
        .settle({
          userId,
          game: 'dice',
          amount: 100,
          params: {},
          decide: () => ({ payout: 0, multiplierE4: 0, outcome: {} }),
        })
        .then(
          () => 'settled',
          (error: Error) => error.message,
        ),
    );
    expect(await Promise.all(bets)).toEqual([
      'settled',
      'settled',
      'settled',
      'Insufficient balance',
    ]);
    for (const userId of rich) expect(await balance(userId)).toBe(900);
    expect(await balance(poor)).toBe(50);
    expect((await games.seedPairs.state(poor)).active.nonce).toBe(0);
  });

  it('refuses a stake above the balance even when its payout would cover it', async () => {
    const userId = await newPlayer(50);
    await expect(
      games.settlement.settle({
        userId,
        game: 'dice',
        amount: 100,
        params: {},
        decide: () => ({ payout: 200, multiplierE4: 20_000, outcome: {} }),
      }),
    ).rejects.toThrow('Insufficient balance');
    expect(await balance(userId)).toBe(50);
    expect(await betsOf(userId)).toEqual([]);
    expect((await games.seedPairs.state(userId)).active.nonce).toBe(0);
  });

  it('decides again when another server took the nonce, and every bet verifies', async () => {
    const other = await openDatabase({ databaseUrl: scratch.url, dataDir: '', poolSize: 4 });
    try {
      const events = new DomainEventBus();
      const elsewhere = createGameServices(other.db, new Wallet(events), events);
      const userId = await newPlayer(10_000_000);
      await games.instantGames.bet(diceGame, userId, DICE_WIN);
      await elsewhere.instantGames.bet(diceGame, userId, DICE_WIN); // this process's copy of the pair is now behind
      // One miss answers the pair as it is, and the bet is decided again on it: two trips.
      expect(await roundTrips(() => games.instantGames.bet(diceGame, userId, DICE_WIN))).toBe(2);
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? games : elsewhere).instantGames.bet(plinkoGame, userId, {
            amount: 100,
            rows: 8,
            risk: 'low',
          }),
        ),
      );
      await games.seedPairs.rotate(userId, 'reveal');
      const bets = await betsOf(userId);
      expect(bets).toHaveLength(23);
      expectVerified(bets);
    } finally {
      await other.close();
    }
  });

  it('never overspends: 100 parallel dice bets of the whole balance', async () => {
    const stake = 50_000;
    const userId = await newPlayer(stake);
    const attempts = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        games.instantGames.bet(diceGame, userId, {
          amount: stake,
          target: 5000,
          direction: 'over',
        }),
      ),
    );
    const placed = attempts
      .filter((a) => a.status === 'fulfilled')
      .map((a) => a.value.bet)
      .sort((a, b) => a.fairness.nonce - b.fairness.nonce);
    const refused = attempts.filter((a) => a.status === 'rejected');
    for (const r of refused) expect((r.reason as Error).message).toBe('Insufficient balance');
    expect(placed.length + refused.length).toBe(100);
    expect(placed.length).toBeGreaterThanOrEqual(1);

    // Replayed in nonce order, every accepted bet was affordable when it was placed, and the
    // refusals came once it no longer was: exactly the affordable number went through.
    let simulated = stake;
    placed.forEach((bet, index) => {
      expect(bet.fairness.nonce).toBe(index);
      expect(simulated).toBeGreaterThanOrEqual(stake);
      simulated += bet.payout - stake;
    });
    const final = await balance(userId);
    expect(final).toBe(simulated);
    expect(final).toBeGreaterThanOrEqual(0);
    if (refused.length > 0) expect(final).toBeLessThan(stake);
    expect((await verifyLedger(handle.db)).problems).toEqual([]);
  });

  it('starts one mines game from 50 parallel starts of the whole balance', async () => {
    const userId = await newPlayer(10_000);
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, () => games.mines.start(userId, { amount: 10_000, mines: 3 })),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    for (const a of attempts.filter((x) => x.status === 'rejected'))
      expect((a.reason as Error).message).toMatch(/already have a mines game|Insufficient balance/);
    expect(await balance(userId)).toBe(0);
  });

  it("creates one seed pair when a new player's first looks and bets arrive together", async () => {
    const userId = await newPlayer(1_000_000);
    const [states, bets] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => games.seedPairs.state(userId))),
      Promise.all(
        Array.from({ length: 20 }, () =>
          games.instantGames.bet(diceGame, userId, {
            amount: 100,
            target: 5000,
            direction: 'over',
          }),
        ),
      ),
    ]);
    const [pairs] = await queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM seed_pairs WHERE user_id = ${userId}`,
    );
    expect(pairs!.n).toBe(1);
    expect(new Set(states.map((s) => s.active.serverSeedHash)).size).toBe(1);
    expect(bets.map((b) => b.bet.fairness.nonce).sort((a, b) => a - b)).toEqual([
      ...Array(20).keys(),
    ]);
  });

  it('never reuses a nonce across concurrent rotations, and every bet verifies', async () => {
    const userId = await newPlayer(100_000_000);
    let betting = true;
    const worker = async (index: number) => {
      for (let i = 0; i < 30; i++) {
        if (index % 2)
          await games.instantGames.bet(diceGame, userId, {
            amount: 100,
            target: 5000,
            direction: 'under',
          });
        else
          await games.instantGames.bet(plinkoGame, userId, { amount: 100, rows: 8, risk: 'low' });
      }
    };
    const rotator = async () => {
      let rotations = 0;
      while (betting) {
        await games.seedPairs.rotate(userId, `rotation-${rotations++}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return rotations;
    };
    const rotating = rotator();
    try {
      await Promise.all(Array.from({ length: 8 }, (_, i) => worker(i)));
    } finally {
      betting = false;
    }
    const rotations = await rotating;
    await games.seedPairs.rotate(userId, 'final');
    expect(rotations).toBeGreaterThan(2);

    const bets = await betsOf(userId);
    expect(bets).toHaveLength(240);
    expect(new Set(bets.map((b) => `${b.seed_pair_id}:${b.nonce}`)).size).toBe(240);
    expect(new Set(bets.map((b) => b.seed_pair_id)).size).toBeGreaterThan(1);
    expectVerified(bets);
  });

  it('moves a bet that waited on a rotation to the new pair', async () => {
    const userId = await newPlayer(1_000_000);
    await games.instantGames.bet(diceGame, userId, {
      amount: 100,
      target: 5000,
      direction: 'over',
    });
    const holder = new pg.Client({ connectionString: scratch.url });
    await holder.connect();
    const waiting = async (n: number) => {
      for (;;) {
        const { rows } = await holder.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if (rows[0].n >= n) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    try {
      // Hold the active pair, queue a rotation behind it, then a bet behind the rotation.
      await holder.query('BEGIN');
      await holder.query(
        'SELECT id FROM seed_pairs WHERE user_id = $1 AND revealed_at IS NULL FOR UPDATE',
        [userId],
      );
      const rotation = games.seedPairs.rotate(userId, 'after-the-wait');
      await waiting(1);
      const bet = games.instantGames.bet(diceGame, userId, {
        amount: 100,
        target: 5000,
        direction: 'over',
      });
      await waiting(2);
      await holder.query('COMMIT');

      const rotated = await rotation;
      const { bet: placed } = await bet;
      expect(rotated.revealed.nonce).toBe(1);
      // The bet's UPDATE found the old pair revealed and took nonce 0 of the promoted one.
      expect(placed.fairness).toEqual({ ...rotated.active, nonce: 0 });
    } finally {
      await holder.end();
    }
    await games.seedPairs.rotate(userId, 'reveal');
    const bets = await betsOf(userId);
    expect(bets.map((b) => b.nonce)).toEqual([0, 0]);
    expectVerified(bets);
  });

  it('continues a mines game on another server and settles racing steps once', async () => {
    const other = await openDatabase({ databaseUrl: scratch.url, dataDir: '', poolSize: 10 });
    try {
      const events = new DomainEventBus();
      const elsewhere = createGameServices(other.db, new Wallet(events), events);
      const userId = await newPlayer(100_000);
      const started = await games.mines.start(userId, { amount: 1_000, mines: 5 });
      expect((await elsewhere.mines.active(userId)).game).toEqual(started.game);

      const [board] = await queryRows<{ mine_positions: number[] }>(
        handle.db,
        sql`SELECT mine_positions FROM mines_games WHERE bet_id = ${started.game.id}`,
      );
      const safe = [...Array(25).keys()].filter((t) => !board!.mine_positions.includes(t));
      const reveals = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? games : elsewhere).mines.reveal(userId, safe[0]!),
        ),
      );
      expect(reveals.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of reveals.filter((x) => x.status === 'rejected'))
        expect((r.reason as Error).message).toBe(`Tile ${safe[0]} is already revealed`);

      const cashouts = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? games : elsewhere).mines.cashout(userId)),
      );
      const paid = cashouts.filter((c) => c.status === 'fulfilled');
      expect(paid).toHaveLength(1);
      for (const c of cashouts.filter((x) => x.status === 'rejected'))
        expect((c.reason as Error).message).toBe('You have no mines game in progress');
      const payout = paid[0]!.value.game.payout;
      expect(await balance(userId)).toBe(100_000 - 1_000 + payout);
    } finally {
      await other.close();
    }
  });
});
