import type { DomainEventBus } from '../events';
import type { DrivenTable } from '../rooms';
import type { CaseBattlePlay } from './caseBattlePlay';
import type { BattleRow } from './caseBattleRecords';
import { stalledBattles } from './caseBattleRefunds';
import { OVERDUE_BATTLES } from './caseBattleStatements';

// The case battles as the room driver moves them (rooms/roomDriver.ts): the process that
// filled the last seat follows its battle at once (waits for the beacon value, generates
// the pulls, tells the rounds at their pace); the round leader takes up battles nobody moved
// on time from where the database says they are.

export interface DriverOptions {
  /** How often the leader looks for battles left behind. */
  sweepMs?: number;
  /** How late a battle must be before the leader takes it over. */
  graceMs?: number;
  /** Give up one beacon wait after this long (the sweep takes the battle up again). */
  maxWaitMs?: number;
}

export function battleTable(play: CaseBattlePlay, events: DomainEventBus): DrivenTable<BattleRow> {
  return {
    draw: (id, reading) => play.generate(id, reading),
    step: (id) => play.step(id),
    async overdue(tx, graceMs) {
      const rows = await tx.query<{
        id: string;
        state: string;
        beacon_round: string | number | null;
      }>(OVERDUE_BATTLES, [graceMs]);
      // A battle still waiting for its value waits for its round; one generated only steps.
      return rows.map((row) => ({
        id: row.id,
        round: row.state === 'WAITING_FOR_BLOCK' ? Number(row.beacon_round) : null,
      }));
    },
    stalled: stalledBattles(events),
  };
}
