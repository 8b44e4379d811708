import type { Database } from '../../db/client';
import { autocommit, transact } from '../../db/transaction';
import type { Beacon } from '../beacon';
import { lastReading } from '../beacon';
import type { DomainEventBus } from '../events';
import type { ReadyReading } from '../rooms';
import type { Settlement } from '../settlement';
import { readBattle, tell } from './caseBattlePlay';
import { type BattleRow, type SeatRow, seatedPlayers } from './caseBattleRecords';
import { LOCK_BATTLE, REFUND_BATTLE, SELECT_SEATS, STALLED_BATTLES } from './caseBattleStatements';

// A battle whose beacon round never verifies would hold every seat's price forever: after
// the bound each player seat is paid back and the battle ends unplayed. Nobody could know
// the pulls, so the refund favours no one. The refund and the generation both take the
// battle's row lock and check its state, so a value arriving at the same moment gives
// exactly one of the two; one arriving later finds the battle over and changes nothing.

export const DEFAULT_REFUND_AFTER_MS = 30 * 60_000;

export interface CaseBattleRefundDeps {
  db: Database;
  settlement: Settlement;
  events: DomainEventBus;
  beacon: Beacon;
  /** How long past its round's expected time a battle waits before it is refunded. */
  refundAfterMs?: number;
}

export class CaseBattleRefunds {
  constructor(
    private readonly deps: CaseBattleRefundDeps,
    /** Generates the pulls from a value that exists after all (state-checked). */
    private readonly generate: (id: string, reading: ReadyReading) => Promise<void>,
  ) {}

  /** Refunds every battle overdue by the bound at `now` (epoch ms); answers their ids. */
  async refundStalled(now = Date.now()): Promise<string[]> {
    const cutoff = new Date(now - (this.deps.refundAfterMs ?? DEFAULT_REFUND_AFTER_MS));
    const rows = await autocommit(this.deps.db, (tx) =>
      tx.query<{ id: string; beacon_round: string | number }>(STALLED_BATTLES, [cutoff]),
    );
    const refunded: string[] = [];
    for (const row of rows) {
      const reading = await lastReading(this.deps.beacon, Number(row.beacon_round));
      if (reading) await this.generate(row.id, reading);
      else if (await this.refund(row.id, cutoff)) refunded.push(row.id);
    }
    return refunded;
  }

  /** Every player seat's price back and the battle over, in one transaction. */
  private refund(id: string, cutoff: Date): Promise<boolean> {
    return transact(this.deps.db, async (tx) => {
      const [row] = await tx.query<BattleRow>(LOCK_BATTLE, [id]);
      if (!row || row.state !== 'WAITING_FOR_BLOCK') return false;
      if (new Date(row.beacon_expected_at!) >= cutoff) return false;
      const seats = await tx.query<SeatRow>(SELECT_SEATS, [[id]]);
      // Every seated player's account first, in one order (the ledger's lock order), as the
      // settlement and a creator's leaving do.
      await this.deps.settlement.lockPlayers(tx, seatedPlayers(seats));
      for (const seat of seats) {
        if (seat.bot || !seat.bet_id || !seat.user_id) continue;
        await this.deps.settlement.closeOpenBet(tx, {
          betId: seat.bet_id,
          userId: seat.user_id,
          username: seat.username ?? '',
          game: 'case-battle',
          amount: Number(row.price),
          payout: Number(row.price),
          multiplierE4: 10_000,
          payoutKind: 'refund',
          outcome: {
            battleId: id,
            seat: seat.seat,
            refunded: true,
            beaconRound: Number(row.beacon_round),
          },
        });
      }
      const done = await tx.query(REFUND_BATTLE, [id, cutoff]);
      if (done.length !== 1) throw new Error(`case battle ${id}: the refund did not apply`);
      const caseBattle = (await readBattle(tx, id))!;
      await tell(this.deps.events, tx, row, 'case-battle.completed', {
        _id: id,
        winners: [],
        fairness: caseBattle.fairness,
      });
      return true;
    });
  }
}
