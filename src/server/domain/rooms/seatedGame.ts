import type { Database } from '../../db/client';
import { type Tx, transact } from '../../db/transaction';
import type { DomainError } from '../errors';
import type { GameSwitchboard } from '../games';
import type { OpenBetRefund, Settlement } from '../settlement';
import type { PositionedBalance } from '../wallet';
import type { NamedDraw } from './beaconFollower';
import { holdOpenCap, type OpenCap } from './openCap';
import type { RoomDriver } from './roomDriver';

// The verbs every game between players shares (the room games, the case battles), in one
// order: a player's action takes the game's row lock and is checked against its state
// before anything is written; a seat's stake is an open bet through Settlement, in the
// action's transaction; the transaction that fills the last seat names the draw's beacon
// round (the room driver follows it after commit), after which nobody can leave; leaving
// gives stakes back through Settlement. Each game brings its store: how its rows and seats
// are kept, refused in its own words, and told.

/** What a player does to a game that takes seats. */
export type SeatAction = 'join' | 'house' | 'leave';

/** A seat about to be taken: its number (0-based) and the game's choice for it. */
export interface SeatPlan {
  seat: number;
  choice: unknown;
}

/** A game under its row lock, with the seats taken. */
export interface Locked<Row, Seat> {
  row: Row;
  seats: readonly Seat[];
}

/** Who leaves: the seats whose stakes come back, and whether the game closes with them. */
export interface Leaving<Seat> {
  seats: readonly Seat[];
  closes: boolean;
}

/** The types one game's store works in. */
export interface SeatedShape {
  row: unknown;
  seat: unknown;
  /** The creation body, as the contract parsed it. */
  create: unknown;
  /** A creation checked before its transaction: what `insert` writes. */
  plan: unknown;
  join: unknown;
  /** What every action answers besides the balance (`{ game }`, `{ caseBattle }`). */
  answer: object;
}

type LockedOf<S extends SeatedShape> = Locked<S['row'], S['seat']>;

/** One game's rows and seats, as the shared verbs read and write them. */
export interface SeatStore<S extends SeatedShape> {
  /** The bet rows' game, and the pause switch's. */
  readonly kind: string;
  /** How many open games one creator may keep. */
  readonly openCap: OpenCap;
  /**
   * Whether a creator may still fill the game with house seats while the game is paused
   * (coin flip's bot ends what is open; battles' bots start a battle, which a pause stops).
   */
  readonly housePlaysWhilePaused: boolean;
  unknown(): DomainError;
  refused(message: string): DomainError;
  idOf(row: S['row']): string;

  /** Checks a creation before any transaction (throws its refusal); the creator's seat. */
  plan(body: S['create']): { plan: S['plan']; creatorSeat: SeatPlan };
  /** Writes a new game, no seat taken yet, and answers it locked. */
  insert(tx: Tx, userId: string, plan: S['plan']): Promise<LockedOf<S>>;
  /** After the creator's seat is paid: the game opens for players. */
  opened(tx: Tx, game: LockedOf<S>): Promise<void>;
  /** The game locked, with its seats; null when there is none. */
  lock(tx: Tx, id: string): Promise<LockedOf<S> | null>;
  /** Why `userId` may not do `action` now, in the game's words; null when they may. */
  refusal(game: LockedOf<S>, action: SeatAction, userId: string): string | null;
  /** The seat a joiner takes (throws the game's refusal). */
  joinSeat(game: LockedOf<S>, body: S['join']): SeatPlan;
  /** The seats the house takes when the creator asks for it. */
  houseSeats(game: LockedOf<S>): SeatPlan[];
  /** What a player's seat costs, where its open bet points, and what its bet row keeps. */
  seatBet(
    row: S['row'],
    seat: SeatPlan,
  ): {
    amount: number;
    in: { roomId: string } | { caseBattleId: string };
    params: unknown;
  };
  /** Takes a seat: a player's with its open bet, or the house's (`userId` and `betId` null). */
  writeSeat(
    tx: Tx,
    game: LockedOf<S>,
    seat: SeatPlan,
    userId: string | null,
    betId: string | null,
  ): Promise<void>;
  /** Whether the game is full once `added` more seats are taken. */
  full(game: LockedOf<S>, added: number): boolean;
  /** The last seat taken: writes the named beacon round (and tells the start). */
  nameDraw(tx: Tx, game: LockedOf<S>, named: NamedDraw): Promise<void>;
  /** Who leaves when `userId` does, their refusal already checked. */
  leaving(game: LockedOf<S>, userId: string): Leaving<S['seat']>;
  /** The leaving seats' stakes back, as Settlement refunds them. */
  refunds(tx: Tx, game: LockedOf<S>, seats: readonly S['seat'][]): Promise<OpenBetRefund[]>;
  /** A seat given up: open again (and told). */
  free(tx: Tx, game: LockedOf<S>, seat: S['seat']): Promise<void>;
  /** The game closed unplayed (and told). */
  close(tx: Tx, game: LockedOf<S>): Promise<void>;
  /** The game as committed in `tx`, as every action answers it. */
  answer(tx: Tx, id: string): Promise<S['answer']>;
}

export interface SeatedGameDeps {
  db: Database;
  settlement: Settlement;
  switchboard: GameSwitchboard;
}

export class SeatedGame<S extends SeatedShape> {
  constructor(
    private readonly store: SeatStore<S>,
    private readonly deps: SeatedGameDeps,
    private readonly driver: RoomDriver<unknown>,
  ) {}

  /** A new game with its creator's seat paid. */
  async create(userId: string, body: S['create']): Promise<S['answer'] & PositionedBalance> {
    const { store } = this;
    await this.deps.switchboard.assertOpen(store.kind);
    const { plan, creatorSeat } = store.plan(body);
    return transact(this.deps.db, async (tx) => {
      await holdOpenCap(tx, store.openCap, userId);
      const game = await store.insert(tx, userId, plan);
      const balance = await this.take(tx, game, creatorSeat, userId);
      await store.opened(tx, game);
      return { ...(await store.answer(tx, store.idOf(game.row))), ...balance };
    });
  }

  /** A player takes a seat with its stake; the last seat names the draw. */
  async join(
    userId: string,
    id: string,
    body: S['join'],
  ): Promise<S['answer'] & PositionedBalance> {
    await this.deps.switchboard.assertOpen(this.store.kind);
    return transact(this.deps.db, async (tx) => {
      const game = await this.lockFor(tx, id, 'join', userId);
      const balance = await this.take(tx, game, this.store.joinSeat(game, body), userId);
      await this.nameWhenFull(tx, game, 1);
      return { ...(await this.store.answer(tx, id)), ...balance };
    });
  }

  /** The creator fills the game's free seats with the house's, which stake nothing. */
  async house(userId: string, id: string): Promise<S['answer']> {
    if (!this.store.housePlaysWhilePaused) await this.deps.switchboard.assertOpen(this.store.kind);
    return transact(this.deps.db, async (tx) => {
      const game = await this.lockFor(tx, id, 'house', userId);
      const seats = this.store.houseSeats(game);
      for (const seat of seats) await this.store.writeSeat(tx, game, seat, null, null);
      await this.nameWhenFull(tx, game, seats.length);
      return this.store.answer(tx, id);
    });
  }

  /** A player leaves before the draw is named, with their stake back (or closes the game). */
  async leave(userId: string, id: string): Promise<S['answer'] & PositionedBalance> {
    const { store } = this;
    return transact(this.deps.db, async (tx) => {
      const game = await this.lockFor(tx, id, 'leave', userId);
      const leaving = store.leaving(game, userId);
      const refunds = await store.refunds(tx, game, leaving.seats);
      const balances = await this.deps.settlement.refundOpenBets(tx, store.kind, refunds);
      if (leaving.closes) await store.close(tx, game);
      else for (const seat of leaving.seats) await store.free(tx, game, seat);
      const balance = balances.get(userId);
      if (!balance) throw new Error(`${store.kind} ${id}: no stake of the leaving player`);
      return { ...(await store.answer(tx, id)), ...balance };
    });
  }

  // --- Steps ---

  /** The game locked, or the refusal in its words (404 for an unknown game). */
  private async lockFor(tx: Tx, id: string, action: SeatAction, userId: string) {
    const game = await this.store.lock(tx, id);
    if (!game) throw this.store.unknown();
    const refusal = this.store.refusal(game, action, userId);
    if (refusal) throw this.store.refused(refusal);
    return game;
  }

  /** A player's seat: its stake debited to the house as an open bet, then the seat. */
  private async take(
    tx: Tx,
    game: Locked<S['row'], S['seat']>,
    seat: SeatPlan,
    userId: string,
  ): Promise<PositionedBalance> {
    const bet = this.store.seatBet(game.row, seat);
    const { betId, balance } = await this.deps.settlement.openSeatBet(tx, {
      userId,
      game: this.store.kind,
      ...bet,
    });
    await this.store.writeSeat(tx, game, seat, userId, betId);
    return balance;
  }

  /** With the last seat taken, names a round nobody knows yet, followed after commit. */
  private async nameWhenFull(tx: Tx, game: Locked<S['row'], S['seat']>, added: number) {
    if (!this.store.full(game, added)) return;
    await this.driver.nameDraw(tx, this.store.idOf(game.row), (named) =>
      this.store.nameDraw(tx, game, named),
    );
  }
}
