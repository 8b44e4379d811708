import type { SeatRecord } from '../../../../games/manifest';
import { refundsOf } from '../../../../games/rooms/core/roomRules';
import type { AnyRoomGame } from '../../../shared/contract/rooms';
import type { Tx } from '../../db/transaction';
import { LOCK_ROOM, OPEN_SEAT_BETS, REFUND_ROOM, STALLED_ROOMS } from './roomStatements';
import { type RoomRow, roomStateOf } from './roomView';
import type { OpenBetRefund } from '../settlement';
import type { StalledTable } from './stalledRefunds';

// A room's side of the refund of a room whose beacon round never verifies
// (stalledRefunds.ts): each seat gets back what the manifest's refund rule gives (its
// stake, by default), and the room is REFUNDED.

/** A seat's bet outcome: the manifest's own shape of the driver's record, or the record. */
export function seatOutcomeOf(game: AnyRoomGame, record: SeatRecord<unknown, unknown>): unknown {
  return game.seatOutcome ? game.seatOutcome(record) : record;
}

/** The rooms of one game, as the stalled refund reads and writes them. */
export function stalledRooms(
  game: AnyRoomGame,
  /** Tells the room's change after `tx` commits. */
  announce: (tx: Tx, id: string) => Promise<unknown>,
): StalledTable<RoomRow> {
  return {
    game: game.kind,
    stalled: (tx, cutoff) => tx.query(STALLED_ROOMS, [game.kind, cutoff]),
    async lockWaiting(tx, id, cutoff) {
      const [row] = await tx.query<RoomRow>(LOCK_ROOM, [id, game.kind]);
      if (!row || row.state !== 'WAITING_FOR_BEACON') return null;
      return new Date(row.beacon_expected_at!) < cutoff ? row : null;
    },
    async seatRefunds(tx, row) {
      const room = roomStateOf(row);
      const refunds = refundsOf(game, room);
      const bets = await tx.query<{ id: string; user_id: string; amount: string | number }>(
        OPEN_SEAT_BETS,
        [row.id],
      );
      const players = room.seats.flatMap((seat, index) =>
        seat.userId === null ? [] : [{ seat, index }],
      );
      if (bets.length !== players.length)
        throw new Error(`room ${row.id}: ${bets.length} open stakes`);
      return players.map(({ seat, index }): OpenBetRefund => {
        const bet = bets.find((open) => open.user_id === seat.userId)!;
        return {
          betId: bet.id,
          userId: bet.user_id,
          username: row.usernames[index]!,
          amount: Number(bet.amount),
          payout: refunds[index]!,
          outcome: seatOutcomeOf(game, {
            roomId: row.id,
            seat: index,
            choice: seat.choice,
            refunded: true,
            beaconRound: Number(row.beacon_round),
          }),
        };
      });
    },
    async close(tx, id, cutoff) {
      const done = await tx.query(REFUND_ROOM, [id, cutoff]);
      if (done.length !== 1) throw new Error(`room ${id}: the refund did not apply`);
      await announce(tx, id);
    },
  };
}
