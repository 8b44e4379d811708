import type { Tx } from '../../db/transaction';
import type { Beacon, BeaconReading } from '../beacon';
import { waitForRound } from '../beacon';

// Follows the games between players whose seats filled (rooms, case battles) to their end:
// waits for the named beacon round, draws the game once the value is public, then takes
// the steps the game tells over time (a battle's rounds) at the pace each asks for. The
// process that named a round follows it at once; the round leader's sweep follows whatever
// is overdue (a process that stopped mid-wait). Two processes following one game is
// harmless: each draw and step locks the game's row and checks its state and clock, so
// one acts and the other finds it done.

export type ReadyReading = Extract<BeaconReading, { status: 'ready' }>;

/** What a step after the draw answers: done, or the wait before the next. */
export type Step = { done: true } | { done: false; waitMs: number };

/** What the follower does with one game. */
export interface FollowedGame {
  /** Decides the game from its round's value (state-checked: a second call changes nothing). */
  draw(id: string, reading: ReadyReading): Promise<unknown>;
  /** The next thing told after the draw (a battle's round), if the game tells any over time. */
  step?(id: string): Promise<Step>;
}

/** The round that will draw a game, as its row keeps it. */
export interface NamedDraw {
  beacon: string;
  /** The beacon's label, shown with the game's fairness. */
  label: string;
  round: number;
  expectedAt: Date;
}

export interface FollowOptions {
  /** Give up one wait after this long (the sweep takes the game up again). */
  maxWaitMs?: number;
  /** Pause after a failed beacon call. */
  retryMs?: number;
}

/** A pause that an abort ends early (rejecting), and that never keeps the process alive. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const aborted = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    // The listener goes with its pause: a battle of many rounds pauses many times.
    const timer = setTimeout(
      () => {
        signal.removeEventListener('abort', aborted);
        resolve();
      },
      Math.max(1, ms),
    );
    timer.unref();
    signal.addEventListener('abort', aborted, { once: true });
  });
}

export class BeaconFollower {
  private readonly following = new Map<string, AbortController>();
  private stopped = false;

  constructor(
    private readonly beacon: Beacon,
    private readonly game: FollowedGame,
    private readonly onError: (error: unknown) => void,
    private readonly options: FollowOptions = {},
  ) {}

  /** Games this process is following now. */
  get pending(): number {
    return this.following.size;
  }

  /**
   * Follows a game to its end: first waits for `round` and draws (null when it is drawn
   * already), then steps. A game followed here already is left alone.
   */
  follow(id: string, round: number | null): Promise<void> {
    if (this.stopped || this.following.has(id)) return Promise.resolve();
    const abort = new AbortController();
    this.following.set(id, abort);
    return this.run(id, round, abort.signal).finally(() => {
      if (this.following.get(id) === abort) this.following.delete(id);
    });
  }

  private async run(id: string, round: number | null, signal: AbortSignal): Promise<void> {
    try {
      if (round !== null) {
        const reading = await waitForRound(this.beacon, round, {
          signal,
          maxWaitMs: this.options.maxWaitMs,
          retryMs: this.options.retryMs,
        });
        signal.throwIfAborted();
        await this.game.draw(id, reading);
      }
      const { step } = this.game;
      if (!step) return;
      for (;;) {
        signal.throwIfAborted();
        const next = await step(id);
        if (next.done) return;
        await pause(next.waitMs, signal);
      }
    } catch (error) {
      if (!signal.aborted) this.onError(error);
    }
  }

  /**
   * The last seat filled: names a round nobody knows yet, which `write` records on the
   * game's row in `tx`; from then on nobody can change or cancel the game. The game is
   * followed once `tx` commits.
   */
  async nameDraw(
    tx: Tx,
    id: string,
    write: (named: NamedDraw) => Promise<unknown>,
  ): Promise<NamedDraw> {
    const future = await this.beacon.futureRound(Date.now());
    const named: NamedDraw = {
      beacon: future.beacon,
      label: this.beacon.label,
      round: future.round,
      expectedAt: new Date(future.expectedAt),
    };
    await write(named);
    tx.afterCommit(() => void this.follow(id, named.round));
    return named;
  }

  /** Stops following one game (it was refunded: a late value would change nothing). */
  forget(id: string): void {
    this.following.get(id)?.abort(new Error('game: refunded'));
    this.following.delete(id);
  }

  /** Stops every wait and pace (the process is closing); games left are the sweep's. */
  stop(): void {
    this.stopped = true;
    for (const abort of this.following.values()) abort.abort(new Error('game: stopping'));
    this.following.clear();
  }
}
