import type { Database } from '../../db/client';
import { type Tx, autocommit } from '../../db/transaction';
import type { Beacon } from '../beacon';
import { BeaconFollower, LeaderSweep, type NamedDraw } from '../rooms';
import type { CaseBattlePlay } from './caseBattlePlay';
import { OVERDUE_BATTLES } from './caseBattleStatements';

// Moves filled battles to their end on the room driver's follower: the process that filled
// the last seat follows its battle at once (waits for the beacon value, generates the pulls,
// tells the rounds at their pace). The round leader sweeps for battles nobody moved on time
// (their process stopped) and follows them from where the database says they are.

export interface DriverOptions {
  /** How often the leader looks for battles left behind. */
  sweepMs?: number;
  /** How late a battle must be before the leader takes it over. */
  graceMs?: number;
  /** Give up one beacon wait after this long (the sweep takes the battle up again). */
  maxWaitMs?: number;
}

const SWEEP_MS = 1_000;
const GRACE_MS = 1_000;

export class CaseBattleDriver {
  private readonly follower: BeaconFollower;
  private readonly sweeps: LeaderSweep;
  private stopped = false;

  constructor(
    private readonly db: Database,
    beacon: Beacon,
    play: CaseBattlePlay,
    onError: (error: unknown) => void,
    private readonly options: DriverOptions = {},
    /** The leader's other sweep: battles whose beacon never verified, refunded. */
    refundStalled: () => Promise<unknown> = async () => {},
  ) {
    this.follower = new BeaconFollower(
      beacon,
      { draw: (id, reading) => play.generate(id, reading), step: (id) => play.step(id) },
      onError,
      { maxWaitMs: options.maxWaitMs },
    );
    this.sweeps = new LeaderSweep(
      () => this.sweep().then(refundStalled),
      options.sweepMs ?? SWEEP_MS,
      onError,
    );
  }

  /** Battles this process is moving now. */
  get pending(): number {
    return this.follower.pending;
  }

  /**
   * Moves a battle to its end: first waits for `beaconRound` and generates (null when the
   * pulls exist already). A battle this process follows already is left alone.
   */
  follow(id: string, beaconRound: number | null): Promise<void> {
    return this.follower.follow(id, beaconRound);
  }

  /** The last seat filled: names the battle's round, followed after `tx` commits. */
  nameDraw(tx: Tx, id: string, write: (named: NamedDraw) => Promise<unknown>) {
    return this.follower.nameDraw(tx, id, write);
  }

  /** Follows every battle left behind; answers how many were found. */
  async sweep(graceMs = this.options.graceMs ?? GRACE_MS): Promise<number> {
    const rows = await autocommit(this.db, (tx) =>
      tx.query<{ id: string; state: string; beacon_round: string | number | null }>(
        OVERDUE_BATTLES,
        [graceMs],
      ),
    );
    for (const row of rows) {
      const round = row.state === 'WAITING_FOR_BLOCK' ? Number(row.beacon_round) : null;
      void this.follow(row.id, round);
    }
    return rows.length;
  }

  /** The round leader sweeps now and every second, until it stops leading. */
  lead(): void {
    if (!this.stopped) this.sweeps.lead();
  }

  stopLeading(): void {
    this.sweeps.stop();
  }

  /** Stops following one battle (it was refunded: a late value would change nothing). */
  forget(id: string): void {
    this.follower.forget(id);
  }

  /** Stops every wait and pace (the process is closing); what is left is the next leader's. */
  stop(): void {
    this.stopped = true;
    this.stopLeading();
    this.follower.stop();
  }
}
