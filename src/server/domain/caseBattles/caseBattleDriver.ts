import type { Database } from '../../db/client';
import { autocommit } from '../../db/transaction';
import type { Beacon } from '../beacon';
import { waitForRound } from '../beacon';
import type { CaseBattlePlay } from './caseBattlePlay';
import { OVERDUE_BATTLES } from './caseBattleStatements';

// Moves filled battles to their end. The process that filled the last seat follows its
// battle at once: it waits for the beacon value, generates the pulls and tells the rounds
// at their pace. The round leader sweeps for battles nobody moved on time (their process
// stopped) and follows them from where the database says they are. Two processes following
// one battle is harmless: each step locks the row and checks its state and its clock.

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

/** A pause that an abort ends early (rejecting), and that never keeps the process alive. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, Math.max(1, ms));
    timer.unref();
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

export class CaseBattleDriver {
  private readonly following = new Map<string, AbortController>();
  private sweepTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly beacon: Beacon,
    private readonly play: CaseBattlePlay,
    private readonly onError: (error: unknown) => void,
    private readonly options: DriverOptions = {},
    /** The leader's other sweep: battles whose beacon never verified, refunded. */
    private readonly refundStalled: () => Promise<unknown> = async () => {},
  ) {}

  /** Battles this process is moving now. */
  get pending(): number {
    return this.following.size;
  }

  /**
   * Moves a battle to its end: first waits for `beaconRound` and generates (null when the
   * pulls exist already). A battle this process follows already is left alone.
   */
  follow(id: string, beaconRound: number | null): Promise<void> {
    if (this.stopped || this.following.has(id)) return Promise.resolve();
    const abort = new AbortController();
    this.following.set(id, abort);
    return this.run(id, beaconRound, abort.signal).finally(() => {
      if (this.following.get(id) === abort) this.following.delete(id);
    });
  }

  private async run(id: string, beaconRound: number | null, signal: AbortSignal): Promise<void> {
    try {
      if (beaconRound !== null) {
        const reading = await waitForRound(this.beacon, beaconRound, {
          signal,
          maxWaitMs: this.options.maxWaitMs,
        });
        signal.throwIfAborted();
        await this.play.generate(id, reading);
      }
      for (;;) {
        signal.throwIfAborted();
        const step = await this.play.step(id);
        if (step.done) return;
        await pause(step.waitMs, signal);
      }
    } catch (error) {
      if (!signal.aborted) this.onError(error);
    }
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
    if (this.sweepTimer || this.stopped) return;
    const tick = () => {
      this.sweep()
        .then(() => this.refundStalled())
        .catch((error: unknown) => this.onError(error));
    };
    this.sweepTimer = setInterval(tick, this.options.sweepMs ?? SWEEP_MS);
    this.sweepTimer.unref();
    tick();
  }

  stopLeading(): void {
    clearInterval(this.sweepTimer);
    this.sweepTimer = undefined;
  }

  /** Stops following one battle (it was refunded: a late value would change nothing). */
  forget(id: string): void {
    this.following.get(id)?.abort(new Error('case battle: refunded'));
    this.following.delete(id);
  }

  /** Stops every wait and pace (the process is closing); what is left is the next leader's. */
  stop(): void {
    this.stopped = true;
    this.stopLeading();
    for (const abort of this.following.values()) abort.abort(new Error('case battle: stopping'));
    this.following.clear();
  }
}
