import { randomUUID } from 'node:crypto';
import type { RoomSeat } from '../../../../games/manifest';
import {
  type RoomAction,
  checkedPayouts,
  isRefusal,
  roomActionError,
  roomDrawFloats,
} from '../../../../games/rooms/core/roomRules';
import type { AnyRoomGame, RoomLists, RoomView } from '../../../shared/contract/rooms';
import type { Database } from '../../db/client';
import { type Tx, autocommit, transact } from '../../db/transaction';
import type { Beacon } from '../beacon';
import { conflict, notFound } from '../errors';
import type { DomainEventBus } from '../events';
import { newServerSeed } from '../fairness';
import type { GameSwitchboard } from '../games';
import type { Settlement } from '../settlement';
import type { PositionedBalance } from '../wallet';
import { seatOutcomeOf, stalledRooms } from './roomRefunds';
import {
  ACTIVE_ROOMS,
  CANCEL_ROOM,
  COUNT_OPEN_OF,
  DRAW_ROOM,
  FILL_ROOM,
  INSERT_ROOM,
  LOCK_ROOM,
  OPEN_ROOMS,
  OPEN_SEAT_BETS,
  OVERDUE_ROOMS,
  RECENT_ROOMS,
  SELECT_ROOM,
  SET_SEATS,
} from './roomStatements';
import { type RoomRow, roomStateOf, toRoomView } from './roomView';
import type { FollowOptions, ReadyReading } from './beaconFollower';
import { type OpenCap, holdOpenCap } from './openCap';
import { RoomDriver } from './roomDriver';

// One room game played from its manifest (games/manifest.ts, RoomGameManifest). A creator
// stakes and chooses; players join with the same stake (or the creator gives the last seat
// to the house, whose seat stakes nothing); the transaction that fills the last seat names
// a future beacon round, so from then on nobody, the server included, can change or cancel
// the room. The draw, once the round's value is public, settles every seat's bet under the
// room's row lock: exactly once, whichever process gets there. Every stake and payout goes
// through Settlement; this writes only the room's own row.

/** Rooms listed as open or under way. */
const LIST_LIMIT = 100;
/** How often the leader looks for rooms whose round is overdue, and the grace it gives. */
const SWEEP_MS = 5_000;
const OVERDUE_GRACE_MS = 2_000;

export interface RoomDeps {
  db: Database;
  settlement: Settlement;
  events: DomainEventBus;
  switchboard: GameSwitchboard;
  beacon: Beacon;
  /** How long past its round a room waits for the value before every seat is refunded. */
  refundAfterMs?: number;
}

export type RoomAnswer = { game: RoomView } & PositionedBalance;

/** What each seat's open bet row keeps: the room and the seat's choice. */
interface SeatParams {
  roomId: string;
  seat: number;
  choice: unknown;
}

export class RoomGame {
  readonly driver: RoomDriver<RoomRow>;

  constructor(
    readonly game: AnyRoomGame,
    private readonly deps: RoomDeps,
    onError: (error: unknown) => void = () => {},
    followOptions: FollowOptions = {},
  ) {
    this.driver = new RoomDriver(
      {
        draw: (id, reading) => this.draw(id, reading),
        overdue: async (tx, graceMs) => {
          const rows = await tx.query<{ id: string; beacon_round: string | number }>(
            OVERDUE_ROOMS,
            [this.kind, graceMs],
          );
          return rows.map((row) => ({ id: row.id, round: Number(row.beacon_round) }));
        },
        stalled: stalledRooms(game, (tx, id) => this.announce(tx, id)),
      },
      deps,
      onError,
      { ...followOptions, sweepMs: SWEEP_MS, graceMs: OVERDUE_GRACE_MS },
    );
  }

  /** A creator's open rooms of this game, bounded by the manifest. */
  private get openCap(): OpenCap {
    const { kind, maxOpenPerPlayer: most, name, texts } = this.game;
    return {
      kind,
      count: COUNT_OPEN_OF,
      countArgs: [kind],
      most,
      code: 'TOO_MANY_OPEN_GAMES',
      message: texts?.tooManyOpen ?? `You can keep at most ${most} open ${name} games at once`,
    };
  }

  get kind(): string {
    return this.game.kind;
  }

  // --- Reading ---

  async get(id: string): Promise<RoomView> {
    const [row] = await autocommit(this.deps.db, (tx) =>
      tx.query<RoomRow>(SELECT_ROOM, [id, this.kind]),
    );
    if (!row) throw this.unknownRoom();
    return toRoomView(row);
  }

  /** The lobby's lists: also the snapshot a late subscriber gets. */
  async list(): Promise<RoomLists> {
    return autocommit(this.deps.db, async (tx) => {
      const [open, active, recent] = await Promise.all([
        tx.query<RoomRow>(OPEN_ROOMS, [this.kind, LIST_LIMIT]),
        tx.query<RoomRow>(ACTIVE_ROOMS, [this.kind, LIST_LIMIT]),
        tx.query<RoomRow>(RECENT_ROOMS, [this.kind, this.game.recentRooms]),
      ]);
      return {
        open: open.map(toRoomView),
        active: active.map(toRoomView),
        recent: recent.map(toRoomView),
      };
    });
  }

  // --- What players do ---

  /** `body` is the manifest's creation body, already parsed by the contract. */
  async create(userId: string, body: { amount: number }): Promise<RoomAnswer> {
    await this.deps.switchboard.assertOpen(this.kind);
    const choice = this.game.openSeat(body);
    return transact(this.deps.db, async (tx) => {
      await holdOpenCap(tx, this.openCap, userId);
      const id = randomUUID();
      const seed = newServerSeed();
      const seats: RoomSeat<unknown>[] = [{ userId, choice }];
      await tx.query(INSERT_ROOM, [
        id,
        this.kind,
        body.amount,
        userId,
        JSON.stringify(seats),
        seed.seed,
        seed.hash,
      ]);
      const balance = await this.stake(tx, id, userId, body.amount, 0, choice);
      return { game: await this.announce(tx, id), ...balance };
    });
  }

  /** `body` is the manifest's join body, already parsed by the contract. */
  async join(userId: string, id: string, body: unknown): Promise<RoomAnswer> {
    await this.deps.switchboard.assertOpen(this.kind);
    return transact(this.deps.db, async (tx) => {
      const row = await this.lockFor(tx, id, 'join', userId);
      const room = roomStateOf(row);
      const choice = this.game.joinSeat(room, body);
      if (isRefusal(choice)) throw this.refused(choice.refused);
      const balance = await this.stake(tx, id, userId, room.amount, room.seats.length, choice);
      await this.seat(tx, id, [...room.seats, { userId, choice }]);
      return { game: await this.announce(tx, id), ...balance };
    });
  }

  /** The creator gives the last seat to the house (the manifest's houseSeat). */
  async house(userId: string, id: string): Promise<{ game: RoomView }> {
    return transact(this.deps.db, async (tx) => {
      const row = await this.lockFor(tx, id, 'house', userId);
      const room = roomStateOf(row);
      const choice = this.game.houseSeat!(room);
      await this.seat(tx, id, [...room.seats, { userId: null, choice }]);
      return { game: await this.announce(tx, id) };
    });
  }

  async cancel(userId: string, id: string): Promise<RoomAnswer> {
    return transact(this.deps.db, async (tx) => {
      const row = await this.lockFor(tx, id, 'cancel', userId);
      const bets = await this.openBets(tx, id, 1);
      const stake = bets[0]!;
      const refunded = await this.deps.settlement.refundOpenBets(tx, this.kind, [
        {
          betId: stake.id,
          userId,
          username: row.usernames[0]!,
          amount: Number(stake.amount),
          payout: Number(stake.amount),
          outcome: seatOutcomeOf(this.game, {
            roomId: id,
            seat: 0,
            choice: row.seats[0]!.choice,
            cancelled: true,
          }),
        },
      ]);
      const balance = refunded.get(userId)!;
      await tx.query(CANCEL_ROOM, [id]);
      return { game: await this.announce(tx, id), ...balance };
    });
  }

  // --- What the server does ---

  /**
   * Draws a room whose beacon round is public: the outcome from (server seed, value), every
   * player seat's bet settled with the manifest's payouts, the seed revealed. Under the row
   * lock, so it happens once; a room already drawn (by another process) is answered as it is.
   */
  async draw(id: string, reading: ReadyReading): Promise<RoomView> {
    return transact(this.deps.db, async (tx) => {
      const [row] = await tx.query<RoomRow>(LOCK_ROOM, [id, this.kind]);
      if (!row) throw this.unknownRoom();
      if (row.state !== 'WAITING_FOR_BEACON') return toRoomView(row);
      if (Number(row.beacon_round) !== reading.round)
        throw new Error(`room ${id}: read round ${reading.round}, named ${row.beacon_round}`);
      const room = roomStateOf(row);
      const floats = roomDrawFloats(this.game, row.server_seed, reading.value);
      const outcome = this.game.outcome(room, floats);
      const { payouts, fee } = checkedPayouts(room, this.game.settle(room, outcome, floats));
      const players = this.playerSeats(row);
      const bets = await this.openBets(tx, id, players.length);
      await this.deps.settlement.settlePot(tx, {
        game: this.kind,
        reference: id,
        revealMs: this.game.longestRevealMs,
        seats: players.map(({ seat, index }) => {
          const bet = bets.find((open) => open.user_id === seat.userId)!;
          return {
            bet: { id: bet.id, userId: bet.user_id, username: row.usernames[index]! },
            stake: room.amount,
            payout: payouts[index]!,
            outcome: seatOutcomeOf(this.game, {
              roomId: id,
              seat: index,
              choice: seat.choice,
              outcome,
              beaconRound: reading.round,
              beaconValue: reading.value,
            }),
          };
        }),
      });
      await tx.query(DRAW_ROOM, [
        id,
        reading.value,
        JSON.stringify(reading.evidence),
        JSON.stringify(outcome),
        JSON.stringify(payouts),
        fee,
      ]);
      return this.announce(tx, id);
    });
  }

  // --- Steps ---

  private unknownRoom() {
    return notFound(this.game.texts?.unknownRoom ?? `No ${this.game.name} game with this id`);
  }

  private refused(message: string) {
    return conflict(this.game.texts?.refusedCode ?? 'ROOM_REFUSED', message);
  }

  /** The room locked, or the refusal in the rules' words (404 for an unknown room). */
  private async lockFor(tx: Tx, id: string, action: RoomAction, userId: string): Promise<RoomRow> {
    const [row] = await tx.query<RoomRow>(LOCK_ROOM, [id, this.kind]);
    if (!row) throw this.unknownRoom();
    const error = roomActionError(
      this.game,
      { state: row.state, creatorId: row.creator_id, seats: row.seats },
      action,
      userId,
    );
    if (error) throw this.refused(error);
    return row;
  }

  /** The seats a player holds (the house's stake nothing), with their seat numbers. */
  private playerSeats(row: RoomRow) {
    return row.seats
      .map((seat, index) => ({ seat, index }))
      .filter(({ seat }) => seat.userId !== null);
  }

  /** The room's open stakes, locked; exactly `expected` of them, or the room is corrupt. */
  private async openBets(tx: Tx, id: string, expected: number) {
    const bets = await tx.query<{ id: string; user_id: string; amount: string | number }>(
      OPEN_SEAT_BETS,
      [id],
    );
    if (bets.length !== expected) throw new Error(`room ${id}: ${bets.length} open stakes`);
    return bets;
  }

  /** A seat's stake: debited to the house with its open bet row, in the room's transaction. */
  private async stake(
    tx: Tx,
    roomId: string,
    userId: string,
    amount: number,
    seat: number,
    choice: unknown,
  ): Promise<PositionedBalance> {
    const params: SeatParams = { roomId, seat, choice };
    const { balance } = await this.deps.settlement.openSeatBet(tx, {
      userId,
      game: this.kind,
      in: { roomId },
      amount,
      params,
    });
    return balance;
  }

  /** Writes the seats; the last one filled names a round nobody knows yet, followed after commit. */
  private async seat(tx: Tx, id: string, seats: RoomSeat<unknown>[]): Promise<void> {
    if (seats.length < this.game.seats) {
      await tx.query(SET_SEATS, [id, JSON.stringify(seats)]);
      return;
    }
    await this.driver.nameDraw(tx, id, (named) =>
      tx.query(FILL_ROOM, [
        id,
        JSON.stringify(seats),
        named.beacon,
        named.label,
        named.round,
        named.expectedAt,
      ]),
    );
  }

  /** The room as committed in `tx`, told (with its players) once the transaction commits. */
  private async announce(tx: Tx, id: string): Promise<RoomView> {
    const [row] = await tx.query<RoomRow>(SELECT_ROOM, [id, this.kind]);
    const game = toRoomView(row!);
    const userIds = row!.seats.flatMap((seat) => (seat.userId === null ? [] : [seat.userId]));
    tx.afterCommit(() => this.deps.events.emit('room.game', { kind: this.kind, game, userIds }));
    return game;
  }
}
