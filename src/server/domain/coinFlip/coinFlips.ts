import { randomUUID } from 'node:crypto';
import {
  COIN_FLIP_DRAW,
  COIN_FLIP_MAX_OPEN_PER_PLAYER,
  type CoinFlipAction,
  type CoinSide,
  coinFlipActionError,
  coinFlipSide,
  coinFlipStakeError,
  coinFlipTransition,
  otherSide,
  settleCoinFlip,
} from '../../../../games/coin-flip/core';
import tuning from '../../../../games/coin-flip/tuning.json';
import { beaconFloats } from '../../../../games/fair/beaconDraw';
import { mulDivFloor } from '../../../../games/fair';
import type { CoinFlipGame, CreateCoinFlipBody } from '../../../shared/contract/coinFlip';
import type { Database } from '../../db/client';
import { type Tx, autocommit, transact } from '../../db/transaction';
import type { Beacon } from '../beacon/beacon';
import { DomainError, conflict, notFound } from '../errors';
import type { DomainEventBus } from '../events';
import { newServerSeed } from '../fairness/serverSeeds';
import type { GameSwitchboard } from '../games/gameSwitchboard';
import { type ReadyReading, RoomWatcher, type WatchOptions } from '../rooms/roomWatcher';
import type { Settlement } from '../settlement/settlement';
import type { PositionedBalance, Wallet } from '../wallet/wallet';
import { CoinFlipRefunds } from './coinFlipRefunds';
import {
  ACTIVE_GAMES,
  CANCEL_GAME,
  COUNT_OPEN_OF,
  FLIP_GAME,
  INSERT_GAME,
  INSERT_SEAT_BET,
  LOCK_CREATOR,
  LOCK_GAME,
  NAME_BEACON,
  OPEN_GAMES,
  OPEN_SEAT_BETS,
  OVERDUE_GAMES,
  RECENT_FLIPS,
  SEAT_JOINER,
  SELECT_GAME,
} from './coinFlipStatements';
import { type CoinFlipRow, toCoinFlipGame } from './coinFlipView';

// Coin flip (docs/games/coin-flip.md). A creator stakes and picks a side; a player joins
// with the same stake (or the creator calls the bot, whose seat stakes nothing); in the
// transaction that fills the second seat the server names a future beacon round, so from
// then on nobody, the server included, can change or cancel the game. The flip, once the
// round's value is public, settles both seats' bets under the game's row lock: exactly
// once, whichever process gets there.

/** How long the page's coin takes to land: the winner's payout is held until then. */
export const COIN_FLIP_REVEAL_MS = tuning.durations.flip;
/** Games listed as open or under way (the recent list is the contract's last 20). */
const LIST_LIMIT = 100;
const RECENT_LIMIT = 20;
/** How often the leader looks for games whose round is overdue, and the grace it gives. */
const SWEEP_MS = 5_000;
const OVERDUE_GRACE_MS = 2_000;

export interface CoinFlipDeps {
  db: Database;
  wallet: Wallet;
  settlement: Settlement;
  events: DomainEventBus;
  switchboard: GameSwitchboard;
  beacon: Beacon;
  /** How long past its round a game waits for the value before both seats are refunded. */
  refundAfterMs?: number;
}

export type CoinFlipAnswer = { game: CoinFlipGame } & PositionedBalance;

const unknownGame = () => notFound('No coin flip with this id');
const refused = (message: string) => conflict('COIN_FLIP_REFUSED', message);

/** What the winner's payout is worth in stakes, ten-thousandths (floored). */
const multiplierE4Of = (payout: number, amount: number) => mulDivFloor(payout, 10_000, amount);

export class CoinFlips {
  /** Waits for each named round and flips the game (the room driver's watcher). */
  readonly watcher: RoomWatcher;
  private readonly refunds: CoinFlipRefunds;
  private sweepTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: CoinFlipDeps,
    private readonly onError: (error: unknown) => void = () => {},
    watchOptions: WatchOptions = {},
  ) {
    this.watcher = new RoomWatcher(
      deps.beacon,
      (gameId, reading) => this.flip(gameId, reading).then(() => undefined),
      (error) => this.onError(error),
      watchOptions,
    );
    this.refunds = new CoinFlipRefunds(
      deps,
      (gameId, reading) => this.flip(gameId, reading),
      (tx, gameId) => this.announce(tx, gameId),
    );
  }

  /** The beacon this process names rounds with (another process's sweep may share it). */
  get beacon(): Beacon {
    return this.deps.beacon;
  }

  // --- Reading ---

  async get(id: string): Promise<CoinFlipGame> {
    const [row] = await autocommit(this.deps.db, (tx) => tx.query<CoinFlipRow>(SELECT_GAME, [id]));
    if (!row) throw unknownGame();
    return toCoinFlipGame(row);
  }

  async list(): Promise<{ open: CoinFlipGame[]; active: CoinFlipGame[]; recent: CoinFlipGame[] }> {
    return autocommit(this.deps.db, async (tx) => {
      const [open, active, recent] = await Promise.all([
        tx.query<CoinFlipRow>(OPEN_GAMES, [LIST_LIMIT]),
        tx.query<CoinFlipRow>(ACTIVE_GAMES, [LIST_LIMIT]),
        tx.query<CoinFlipRow>(RECENT_FLIPS, [RECENT_LIMIT]),
      ]);
      return {
        open: open.map(toCoinFlipGame),
        active: active.map(toCoinFlipGame),
        recent: recent.map(toCoinFlipGame),
      };
    });
  }

  // --- What players do ---

  async create(userId: string, body: CreateCoinFlipBody): Promise<CoinFlipAnswer> {
    await this.deps.switchboard.assertOpen('coin-flip');
    const stakeError = coinFlipStakeError(body.amount);
    if (stakeError) throw new DomainError('INVALID_AMOUNT', stakeError);
    return transact(this.deps.db, async (tx) => {
      await tx.query(LOCK_CREATOR, [userId]);
      const [count] = await tx.query<{ open: number }>(COUNT_OPEN_OF, [userId]);
      if (Number(count?.open ?? 0) >= COIN_FLIP_MAX_OPEN_PER_PLAYER)
        throw conflict(
          'TOO_MANY_OPEN_GAMES',
          `You can keep at most ${COIN_FLIP_MAX_OPEN_PER_PLAYER} open coin flips at once`,
        );
      const id = randomUUID();
      const seed = newServerSeed();
      await tx.query(INSERT_GAME, [id, body.amount, userId, body.side, seed.seed, seed.hash]);
      const balance = await this.stake(tx, id, userId, body.amount, body.side);
      const game = await this.announce(tx, id);
      return { game, ...balance };
    });
  }

  async join(userId: string, id: string): Promise<CoinFlipAnswer> {
    await this.deps.switchboard.assertOpen('coin-flip');
    return transact(this.deps.db, async (tx) => {
      const row = await this.lockFor(tx, id, 'join', userId);
      const seated = coinFlipTransition(row.state, 'join');
      const side = otherSide(row.creator_side);
      const balance = await this.stake(tx, id, userId, Number(row.amount), side);
      await tx.query(SEAT_JOINER, [id, seated, userId, false]);
      await this.nameBeacon(tx, id);
      return { game: await this.announce(tx, id), ...balance };
    });
  }

  async callBot(userId: string, id: string): Promise<{ game: CoinFlipGame }> {
    return transact(this.deps.db, async (tx) => {
      const row = await this.lockFor(tx, id, 'callBot', userId);
      await tx.query(SEAT_JOINER, [id, coinFlipTransition(row.state, 'callBot'), null, true]);
      await this.nameBeacon(tx, id);
      return { game: await this.announce(tx, id) };
    });
  }

  async cancel(userId: string, id: string): Promise<CoinFlipAnswer> {
    return transact(this.deps.db, async (tx) => {
      const row = await this.lockFor(tx, id, 'cancel', userId);
      const bets = await tx.query<{ id: string; user_id: string; amount: string | number }>(
        OPEN_SEAT_BETS,
        [id],
      );
      const stake = bets.find((bet) => bet.user_id === row.creator_id);
      if (!stake || bets.length !== 1)
        throw new Error(`coin flip ${id}: open game without its stake`);
      const balance = await this.deps.settlement.closeOpenBet(tx, {
        betId: stake.id,
        userId,
        username: row.creator_name,
        game: 'coin-flip',
        amount: Number(stake.amount),
        payout: Number(stake.amount),
        multiplierE4: 10_000,
        payoutKind: 'refund',
        outcome: { gameId: id, side: row.creator_side, cancelled: true },
      });
      await tx.query(CANCEL_GAME, [id]);
      return { game: await this.announce(tx, id), ...balance };
    });
  }

  // --- What the server does ---

  /**
   * Flips a game whose beacon round is public: draws the side from (server seed, value),
   * settles both seats' bets, reveals the seed. Under the row lock, so it happens once;
   * a game already flipped (by another process) is answered as it is.
   */
  async flip(id: string, reading: ReadyReading): Promise<CoinFlipGame> {
    return transact(this.deps.db, async (tx) => {
      const [row] = await tx.query<CoinFlipRow>(LOCK_GAME, [id]);
      if (!row) throw unknownGame();
      if (row.state !== 'WAITING_FOR_BEACON') return toCoinFlipGame(row);
      if (Number(row.beacon_round) !== reading.round)
        throw new Error(`coin flip ${id}: read round ${reading.round}, named ${row.beacon_round}`);
      coinFlipTransition(row.state, 'flip');
      // The draw's first float is the side, its second rounds the fee fairly.
      const [float, roundingFloat] = beaconFloats(
        { serverSeed: row.server_seed, beaconValue: reading.value, ...COIN_FLIP_DRAW },
        2,
      );
      const amount = Number(row.amount);
      const result = settleCoinFlip(amount, row.creator_side, coinFlipSide(float!), roundingFloat!);
      const bets = await tx.query<{ id: string; user_id: string; amount: string | number }>(
        OPEN_SEAT_BETS,
        [id],
      );
      const seats = row.joiner_bot ? 1 : 2;
      if (bets.length !== seats) throw new Error(`coin flip ${id}: ${bets.length} open stakes`);
      // Both players' accounts first, in one order (the ledger's lock order); the
      // requirement's carries and the payouts below then name players already locked.
      await this.deps.settlement.lockPlayers(
        tx,
        bets.map((bet) => bet.user_id),
      );
      const wonBy = (userId: string) =>
        (result.winner === 'creator') === (userId === row.creator_id);
      // Against another player the stakes are no wagers: their requirement goes to the winner.
      await this.deps.wallet.carrySharedPot(tx, {
        kind: 'coin-flip',
        reference: id,
        seats: bets.map((bet) => ({
          userId: bet.user_id,
          stake: amount,
          payout: wonBy(bet.user_id) ? result.payout : 0,
        })),
      });
      for (const bet of bets) {
        const creator = bet.user_id === row.creator_id;
        const won = (result.winner === 'creator') === creator;
        const payout = won ? result.payout : 0;
        await this.deps.settlement.closeOpenBet(tx, {
          betId: bet.id,
          userId: bet.user_id,
          username: creator ? row.creator_name : row.joiner_name!,
          game: 'coin-flip',
          amount,
          payout,
          multiplierE4: multiplierE4Of(payout, amount),
          revealMs: COIN_FLIP_REVEAL_MS,
          outcome: {
            gameId: id,
            side: creator ? row.creator_side : otherSide(row.creator_side),
            winningSide: result.winningSide,
            beaconRound: reading.round,
            beaconValue: reading.value,
          },
        });
      }
      await tx.query(FLIP_GAME, [
        id,
        reading.value,
        JSON.stringify(reading.evidence),
        result.winningSide,
        result.winner,
        result.payout,
        result.fee,
      ]);
      return this.announce(tx, id);
    });
  }

  /** Watches every game whose round is overdue (after a restart); answers how many. */
  async sweep(graceMs = OVERDUE_GRACE_MS): Promise<number> {
    const rows = await autocommit(this.deps.db, (tx) =>
      tx.query<{ id: string; beacon_round: string | number }>(OVERDUE_GAMES, [graceMs]),
    );
    for (const row of rows) void this.watcher.watch(row.id, Number(row.beacon_round));
    return rows.length;
  }

  /**
   * Refunds both seats of every game whose beacon round is still unread the bound past its
   * expected time at `now` (epoch ms); answers the refunded ids.
   */
  async refundStalled(now = Date.now()): Promise<string[]> {
    const refunded = await this.refunds.refundStalled(now);
    for (const id of refunded) this.watcher.forget(id);
    return refunded;
  }

  /** The round leader sweeps now and every few seconds, until it stops leading. */
  lead(): void {
    if (this.sweepTimer) return;
    const tick = () => {
      this.sweep()
        .then(() => this.refundStalled())
        .catch((error: unknown) => this.onError(error));
    };
    this.sweepTimer = setInterval(tick, SWEEP_MS);
    this.sweepTimer.unref();
    tick();
  }

  stopLeading(): void {
    clearInterval(this.sweepTimer);
    this.sweepTimer = undefined;
  }

  stop(): void {
    this.stopLeading();
    this.watcher.stop();
  }

  // --- Steps ---

  /** The game locked, or the refusal in the core's words (404 for an unknown game). */
  private async lockFor(
    tx: Tx,
    id: string,
    action: CoinFlipAction,
    userId: string,
  ): Promise<CoinFlipRow> {
    const [row] = await tx.query<CoinFlipRow>(LOCK_GAME, [id]);
    if (!row) throw unknownGame();
    const error = coinFlipActionError(
      { state: row.state, creatorId: row.creator_id },
      action,
      userId,
    );
    if (error) throw refused(error);
    return row;
  }

  /** A seat's stake: debited to the house with its open bet row, in the game's transaction. */
  private async stake(
    tx: Tx,
    gameId: string,
    userId: string,
    amount: number,
    side: CoinSide,
  ): Promise<PositionedBalance> {
    const { balance } = await this.deps.settlement.openSeatBet(tx, {
      userId,
      gameId,
      amount,
      params: { side },
      insert: INSERT_SEAT_BET,
    });
    return balance;
  }

  /** Both seats are filled: names a round nobody knows yet, and watches it after commit. */
  private async nameBeacon(tx: Tx, id: string): Promise<void> {
    const { beacon } = this.deps;
    const named = await beacon.futureRound(Date.now());
    await tx.query(NAME_BEACON, [
      id,
      named.beacon,
      beacon.label,
      named.round,
      new Date(named.expectedAt),
    ]);
    tx.afterCommit(() => void this.watcher.watch(id, named.round));
  }

  /** The game as committed in `tx`, told (with its players) once the transaction commits. */
  private async announce(tx: Tx, id: string): Promise<CoinFlipGame> {
    const [row] = await tx.query<CoinFlipRow>(SELECT_GAME, [id]);
    const game = toCoinFlipGame(row!);
    const userIds = [row!.creator_id, ...(row!.joiner_id === null ? [] : [row!.joiner_id])];
    tx.afterCommit(() => this.deps.events.emit('coin-flip.game', { game, userIds }));
    return game;
  }
}
