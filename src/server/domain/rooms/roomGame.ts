import { checkedPayouts, roomDrawFloats } from '../../../../games/rooms/core/roomRules';
import type { AnyRoomGame, RoomLists, RoomView } from '../../../shared/contract/rooms';
import type { Database } from '../../db/client';
import { type Tx, autocommit, transact } from '../../db/transaction';
import type { Beacon } from '../beacon';
import type { DomainEventBus } from '../events';
import type { GameSwitchboard } from '../games';
import type { Settlement } from '../settlement';
import type { PositionedBalance } from '../wallet';
import { seatOutcomeOf, stalledRooms } from './roomRefunds';
import {
  ACTIVE_ROOMS,
  DRAW_ROOM,
  LOCK_ROOM,
  OPEN_ROOMS,
  OPEN_SEAT_BETS,
  OVERDUE_ROOMS,
  RECENT_ROOMS,
  SELECT_ROOM,
} from './roomStatements';
import { type RoomShape, roomStore } from './roomStore';
import { type RoomRow, roomStateOf, toRoomView } from './roomView';
import type { FollowOptions, ReadyReading } from './beaconFollower';
import { RoomDriver } from './roomDriver';
import { SeatedGame, type SeatStore } from './seatedGame';

// One room game played from its manifest (games/manifest.ts, RoomGameManifest). A creator
// stakes and chooses; players join with the same stake (or the creator gives the last seat
// to the house, whose seat stakes nothing); the transaction that fills the last seat names
// a future beacon round, so from then on nobody, the server included, can change or cancel
// the room. The players' verbs are the ones every game between players shares
// (seatedGame.ts, with the rooms' store, roomStore.ts). The draw, once the round's value is
// public, settles every seat's bet under the room's row lock: exactly once, whichever process
// gets there. Every stake and payout goes through Settlement; this writes only the room's row.

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

export class RoomGame {
  readonly driver: RoomDriver<RoomRow>;
  private readonly store: SeatStore<RoomShape>;
  private readonly seated: SeatedGame<RoomShape>;

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
    this.store = roomStore(game, (tx, id) => this.announce(tx, id));
    this.seated = new SeatedGame(this.store, deps, this.driver);
  }

  get kind(): string {
    return this.game.kind;
  }

  // --- Reading ---

  async get(id: string): Promise<RoomView> {
    const [row] = await autocommit(this.deps.db, (tx) =>
      tx.query<RoomRow>(SELECT_ROOM, [id, this.kind]),
    );
    if (!row) throw this.store.unknown();
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

  // --- What players do (the verbs every game between players shares, seatedGame.ts) ---

  /** `body` is the manifest's creation body, already parsed by the contract. */
  create(userId: string, body: { amount: number }): Promise<RoomAnswer> {
    return this.seated.create(userId, body);
  }

  /** `body` is the manifest's join body, already parsed by the contract. */
  join(userId: string, id: string, body: unknown): Promise<RoomAnswer> {
    return this.seated.join(userId, id, body);
  }

  /** The creator gives the last seat to the house (the manifest's houseSeat). */
  house(userId: string, id: string): Promise<{ game: RoomView }> {
    return this.seated.house(userId, id);
  }

  /** The creator cancels a room nobody joined, with the stake back. */
  cancel(userId: string, id: string): Promise<RoomAnswer> {
    return this.seated.leave(userId, id);
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
      if (!row) throw this.store.unknown();
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

  /** The room as committed in `tx`, told (with its players) once the transaction commits. */
  private async announce(tx: Tx, id: string): Promise<RoomView> {
    const [row] = await tx.query<RoomRow>(SELECT_ROOM, [id, this.kind]);
    const game = toRoomView(row!);
    const userIds = row!.seats.flatMap((seat) => (seat.userId === null ? [] : [seat.userId]));
    tx.afterCommit(() => this.deps.events.emit('room.game', { kind: this.kind, game, userIds }));
    return game;
  }
}
