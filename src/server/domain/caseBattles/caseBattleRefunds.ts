import type { DomainEventBus } from '../events';
import type { StalledTable } from '../rooms';
import { readBattle, tell } from './caseBattlePlay';
import { type BattleRow, type SeatRow, seatRefundsOf } from './caseBattleRecords';
import { LOCK_BATTLE, REFUND_BATTLE, SELECT_SEATS, STALLED_BATTLES } from './caseBattleStatements';

// A battle's side of the refund of a game whose beacon round never verifies (the room
// driver's stalledRefunds.ts): each player seat gets its price back, the house's bots
// nothing, and the battle ends unplayed.

/** The case battles, as the stalled refund reads and writes them. */
export function stalledBattles(events: DomainEventBus): StalledTable<BattleRow> {
  return {
    game: 'case-battle',
    stalled: (tx, cutoff) => tx.query(STALLED_BATTLES, [cutoff]),
    async lockWaiting(tx, id, cutoff) {
      const [row] = await tx.query<BattleRow>(LOCK_BATTLE, [id]);
      if (!row || row.state !== 'WAITING_FOR_BLOCK') return null;
      return new Date(row.beacon_expected_at!) < cutoff ? row : null;
    },
    async seatRefunds(tx, row) {
      const seats = await tx.query<SeatRow>(SELECT_SEATS, [[row.id]]);
      return seatRefundsOf(row, seats, { refunded: true, beaconRound: Number(row.beacon_round) });
    },
    async close(tx, id, cutoff, row) {
      const done = await tx.query(REFUND_BATTLE, [id, cutoff]);
      if (done.length !== 1) throw new Error(`case battle ${id}: the refund did not apply`);
      const caseBattle = (await readBattle(tx, id))!;
      await tell(events, tx, row, 'case-battle.completed', {
        _id: id,
        winners: [],
        fairness: caseBattle.fairness,
      });
    },
  };
}
