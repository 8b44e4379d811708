import type { SeatRecord } from '../../../../games/manifest';
import { refundsOf } from '../../../../games/rooms/core/roomRules';
import type { AnyRoomGame } from '../../../shared/contract/rooms';
import type { Database } from '../../db/client';
import { type Tx, autocommit, transact } from '../../db/transaction';
import type { Beacon } from '../beacon';
import { lastReading } from '../beacon';
import type { Settlement } from '../settlement';
import { LOCK_ROOM, OPEN_SEAT_BETS, REFUND_ROOM, STALLED_ROOMS } from './roomStatements';
import { type RoomRow, roomStateOf } from './roomView';
import type { ReadyReading } from './roomWatcher';

// A room whose beacon round never verifies would hold every stake forever: after the bound
// each seat gets back what the manifest's refund rule gives (its stake, by default). Nobody
// could know the outcome, so the refund favours no one. The refund and the draw both take
// the room's row lock and check its state, so a value arriving at the same moment gives
// exactly one of the two; one arriving later finds the room refunded and changes nothing.

export const DEFAULT_REFUND_AFTER_MS = 30 * 60_000;

/** A seat's bet outcome: the manifest's own shape of the driver's record, or the record. */
export function seatOutcomeOf(game: AnyRoomGame, record: SeatRecord<unknown, unknown>): unknown {
  return game.seatOutcome ? game.seatOutcome(record) : record;
}

export interface RoomRefundDeps {
  db: Database;
  settlement: Settlement;
  beacon: Beacon;
  refundAfterMs?: number;
}

export class RoomRefunds {
  constructor(
    private readonly game: AnyRoomGame,
    private readonly deps: RoomRefundDeps,
    private readonly draw: (id: string, reading: ReadyReading) => Promise<unknown>,
    /** Tells the room's change after `tx` commits. */
    private readonly announce: (tx: Tx, id: string) => Promise<unknown>,
  ) {}

  /** Refunds every room overdue by the bound at `now` (epoch ms); answers their ids. */
  async refundStalled(now = Date.now()): Promise<string[]> {
    const cutoff = new Date(now - (this.deps.refundAfterMs ?? DEFAULT_REFUND_AFTER_MS));
    const rows = await autocommit(this.deps.db, (tx) =>
      tx.query<{ id: string; beacon_round: string | number }>(STALLED_ROOMS, [
        this.game.kind,
        cutoff,
      ]),
    );
    const refunded: string[] = [];
    for (const row of rows) {
      // A value that exists after all decides the room (the draw is state-checked too).
      const reading = await lastReading(this.deps.beacon, Number(row.beacon_round));
      if (reading) await this.draw(row.id, reading);
      else if (await this.refund(row.id, cutoff)) refunded.push(row.id);
    }
    return refunded;
  }

  /** Every seat's refund and the room REFUNDED, in one transaction; false if it moved on. */
  private refund(id: string, cutoff: Date): Promise<boolean> {
    return transact(this.deps.db, async (tx) => {
      const [row] = await tx.query<RoomRow>(LOCK_ROOM, [id, this.game.kind]);
      if (!row || row.state !== 'WAITING_FOR_BEACON') return false;
      if (new Date(row.beacon_expected_at!) >= cutoff) return false;
      const room = roomStateOf(row);
      const refunds = refundsOf(this.game, room);
      const bets = await tx.query<{ id: string; user_id: string; amount: string | number }>(
        OPEN_SEAT_BETS,
        [id],
      );
      const players = room.seats.flatMap((seat, index) =>
        seat.userId === null ? [] : [{ seat, index }],
      );
      if (bets.length !== players.length) throw new Error(`room ${id}: ${bets.length} open stakes`);
      // Every player's account first, in one order (the ledger's lock order), as the draw does.
      await this.deps.settlement.lockPlayers(
        tx,
        bets.map((bet) => bet.user_id),
      );
      for (const { seat, index } of players) {
        const bet = bets.find((open) => open.user_id === seat.userId)!;
        const payout = refunds[index]!;
        await this.deps.settlement.closeOpenBet(tx, {
          betId: bet.id,
          userId: bet.user_id,
          username: row.usernames[index]!,
          game: this.game.kind,
          amount: Number(bet.amount),
          payout,
          multiplierE4: Math.floor((payout * 10_000) / Number(bet.amount)),
          payoutKind: 'refund',
          outcome: seatOutcomeOf(this.game, {
            roomId: id,
            seat: index,
            choice: seat.choice,
            refunded: true,
            beaconRound: Number(row.beacon_round),
          }),
        });
      }
      const done = await tx.query(REFUND_ROOM, [id, cutoff]);
      if (done.length !== 1) throw new Error(`room ${id}: the refund did not apply`);
      await this.announce(tx, id);
      return true;
    });
  }
}
