import type { Database } from '../../db/client';
import { type Tx, autocommit, transact } from '../../db/transaction';
import type { Beacon } from '../beacon';
import { lastReading } from '../beacon';
import type { BetGame, OpenBetRefund, Settlement } from '../settlement';
import type { ReadyReading } from './beaconFollower';

// A game between players whose beacon round never verifies would hold every stake forever:
// after the bound each player seat gets back what the game's refund rule gives (its stake,
// by default), and the game ends undrawn. Nobody could know the outcome, so the refund
// favours no one. The refund and the draw both take the game's row lock and check its
// state, so a value arriving at the same moment gives exactly one of the two; one arriving
// later finds the game refunded and changes nothing. The room games and the case battles
// share this; each brings only its own table (StalledTable).

export const DEFAULT_REFUND_AFTER_MS = 30 * 60_000;

/** What a refund reads and writes of one game's table of rooms or battles. */
export interface StalledTable<Row> {
  game: BetGame;
  /** Games still waiting for a beacon round expected before `cutoff`. */
  stalled(tx: Tx, cutoff: Date): Promise<{ id: string; beacon_round: string | number }[]>;
  /** The game's row, locked, if it still waits for a round expected before `cutoff`. */
  lockWaiting(tx: Tx, id: string, cutoff: Date): Promise<Row | null>;
  /** Each player seat's refund (the house's seats stake nothing, so get nothing). */
  seatRefunds(tx: Tx, row: Row): Promise<OpenBetRefund[]>;
  /** Marks the game refunded (throws if it moved on) and tells it after commit. */
  close(tx: Tx, id: string, cutoff: Date, row: Row): Promise<void>;
}

export interface StalledRefundDeps {
  db: Database;
  settlement: Settlement;
  beacon: Beacon;
  /** How long past its round's expected time a game waits before it is refunded. */
  refundAfterMs?: number;
}

export class StalledRefunds<Row> {
  constructor(
    private readonly table: StalledTable<Row>,
    private readonly deps: StalledRefundDeps,
    /** Draws the game from a value that exists after all (state-checked). */
    private readonly draw: (id: string, reading: ReadyReading) => Promise<unknown>,
  ) {}

  /** Refunds every game overdue by the bound at `now` (epoch ms); answers their ids. */
  async refundStalled(now = Date.now()): Promise<string[]> {
    const cutoff = new Date(now - (this.deps.refundAfterMs ?? DEFAULT_REFUND_AFTER_MS));
    const rows = await autocommit(this.deps.db, (tx) => this.table.stalled(tx, cutoff));
    const refunded: string[] = [];
    for (const row of rows) {
      // A value that exists after all decides the game (the draw is state-checked too).
      const reading = await lastReading(this.deps.beacon, Number(row.beacon_round));
      if (reading) await this.draw(row.id, reading);
      else if (await this.refund(row.id, cutoff)) refunded.push(row.id);
    }
    return refunded;
  }

  /** Every player seat's refund and the game over, in one transaction; false if it moved on. */
  private refund(id: string, cutoff: Date): Promise<boolean> {
    return transact(this.deps.db, async (tx) => {
      const row = await this.table.lockWaiting(tx, id, cutoff);
      if (row === null) return false;
      const seats = await this.table.seatRefunds(tx, row);
      await this.deps.settlement.refundOpenBets(tx, this.table.game, seats);
      await this.table.close(tx, id, cutoff, row);
      return true;
    });
  }
}
