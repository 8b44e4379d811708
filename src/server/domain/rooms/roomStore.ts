import { randomUUID } from 'node:crypto';
import type { RoomSeat } from '../../../../games/manifest';
import { isRefusal, roomActionError } from '../../../../games/rooms/core/roomRules';
import type { AnyRoomGame, RoomView } from '../../../shared/contract/rooms';
import type { Tx } from '../../db/transaction';
import { conflict, notFound } from '../errors';
import { newServerSeed } from '../fairness';
import type { OpenCap } from './openCap';
import { seatOutcomeOf } from './roomRefunds';
import {
  APPEND_SEAT,
  CANCEL_ROOM,
  COUNT_OPEN_OF,
  FILL_ROOM,
  INSERT_ROOM,
  LOCK_ROOM,
  OPEN_SEAT_BETS,
} from './roomStatements';
import { type RoomRow, roomStateOf } from './roomView';
import type { SeatStore } from './seatedGame';

// A room game's rows as the shared verbs take them (seatedGame.ts): one row in `rooms` per
// room, its seats a JSON list in seat order, each player seat's stake an open bet on the
// room (bets.room_id). The manifest chooses each seat; the room rules refuse in words.

export interface RoomShape {
  row: RoomRow;
  seat: RoomSeat<unknown>;
  create: { amount: number };
  plan: { amount: number };
  join: unknown;
  answer: { game: RoomView };
}

/** What a seat's open bet row keeps: the room and the seat's choice. */
interface SeatParams {
  roomId: string;
  seat: number;
  choice: unknown;
}

export function roomStore(
  game: AnyRoomGame,
  /** The room as committed in `tx`, told with its players once `tx` commits. */
  announce: (tx: Tx, id: string) => Promise<RoomView>,
): SeatStore<RoomShape> {
  const { kind, maxOpenPerPlayer: most, name, texts } = game;
  const refused = (message: string) => conflict(texts?.refusedCode ?? 'ROOM_REFUSED', message);
  const openCap: OpenCap = {
    kind,
    count: COUNT_OPEN_OF,
    countArgs: [kind],
    most,
    code: 'TOO_MANY_OPEN_GAMES',
    message: texts?.tooManyOpen ?? `You can keep at most ${most} open ${name} games at once`,
  };
  const lock = async (tx: Tx, id: string) => {
    const [row] = await tx.query<RoomRow>(LOCK_ROOM, [id, kind]);
    return row ? { row, seats: row.seats } : null;
  };
  return {
    kind,
    openCap,
    // The bot only ends a room already open: a pause refuses new rooms and joins.
    housePlaysWhilePaused: true,
    unknown: () => notFound(texts?.unknownRoom ?? `No ${name} game with this id`),
    refused,
    idOf: (row) => row.id,

    plan: (body) => ({ plan: body, creatorSeat: { seat: 0, choice: game.openSeat(body) } }),
    async insert(tx, userId, plan) {
      const id = randomUUID();
      const seed = newServerSeed();
      await tx.query(INSERT_ROOM, [id, kind, plan.amount, userId, '[]', seed.seed, seed.hash]);
      return (await lock(tx, id))!;
    },
    opened: async () => {},
    lock,
    refusal: ({ row, seats }, action, userId) =>
      roomActionError(
        game,
        { state: row.state, creatorId: row.creator_id, seats },
        action === 'leave' ? 'cancel' : action,
        userId,
      ),
    joinSeat({ row, seats }, body) {
      const choice = game.joinSeat(roomStateOf(row), body);
      if (isRefusal(choice)) throw refused(choice.refused);
      return { seat: seats.length, choice };
    },
    houseSeats: ({ row, seats }) => [
      { seat: seats.length, choice: game.houseSeat!(roomStateOf(row)) },
    ],
    seatBet(row, { seat, choice }) {
      const params: SeatParams = { roomId: row.id, seat, choice };
      return { amount: Number(row.amount), in: { roomId: row.id }, params };
    },
    async writeSeat(tx, { row }, { choice }, userId) {
      const seat: RoomSeat<unknown> = { userId, choice };
      await tx.query(APPEND_SEAT, [row.id, JSON.stringify(seat)]);
    },
    full: ({ seats }, added) => seats.length + added >= game.seats,
    async nameDraw(tx, { row }, named) {
      await tx.query(FILL_ROOM, [row.id, named.beacon, named.label, named.round, named.expectedAt]);
    },
    // Only a room nobody joined is cancelled (the rules): its creator's stake comes back.
    leaving: ({ seats }) => ({ seats: seats.slice(0, 1), closes: true }),
    async refunds(tx, { row }, seats) {
      const bets = await tx.query<{ id: string; user_id: string; amount: string | number }>(
        OPEN_SEAT_BETS,
        [row.id],
      );
      return seats.map((seat) => {
        const index = row.seats.indexOf(seat);
        const bet = bets.find((open) => open.user_id === seat.userId);
        if (!bet) throw new Error(`room ${row.id}: seat ${index} has no open stake`);
        return {
          betId: bet.id,
          userId: bet.user_id,
          username: row.usernames[index]!,
          amount: Number(bet.amount),
          payout: Number(bet.amount),
          outcome: seatOutcomeOf(game, {
            roomId: row.id,
            seat: index,
            choice: seat.choice,
            cancelled: true,
          }),
        };
      });
    },
    free: () => Promise.reject(new Error('a room seat is never given up alone')),
    async close(tx, { row }) {
      await tx.query(CANCEL_ROOM, [row.id]);
    },
    answer: async (tx, id) => ({ game: await announce(tx, id) }),
  };
}
