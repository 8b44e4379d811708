import type { Beacon, BeaconReading } from '../beacon/beacon';
import { waitForRound } from '../beacon/waitForRound';

// Waits for the beacon rounds of games whose seats filled and flips each once the value
// is public. The process that named a round watches it at once; the round leader's sweep
// watches whatever is overdue (a process that stopped mid-wait). Two processes flipping
// the same game is harmless: the flip locks the row and checks its state, so one wins and
// the other finds it flipped.

export type ReadyReading = Extract<BeaconReading, { status: 'ready' }>;

export interface FlipperOptions {
  /** Give up one wait after this long (the sweep takes the game up again). */
  maxWaitMs?: number;
  /** Pause after a failed beacon call. */
  retryMs?: number;
}

export class CoinFlipFlipper {
  private readonly watching = new Map<string, AbortController>();
  private stopped = false;

  constructor(
    private readonly beacon: Beacon,
    private readonly flip: (gameId: string, reading: ReadyReading) => Promise<void>,
    private readonly onError: (error: unknown) => void,
    private readonly options: FlipperOptions = {},
  ) {}

  /** Games this process is waiting on now. */
  get pending(): number {
    return this.watching.size;
  }

  /** Waits for `round` and flips the game; a game already watched here is left alone. */
  watch(gameId: string, round: number): Promise<void> {
    if (this.stopped || this.watching.has(gameId)) return Promise.resolve();
    const abort = new AbortController();
    this.watching.set(gameId, abort);
    return this.run(gameId, round, abort.signal).finally(() => {
      if (this.watching.get(gameId) === abort) this.watching.delete(gameId);
    });
  }

  private async run(gameId: string, round: number, signal: AbortSignal): Promise<void> {
    try {
      const reading = await waitForRound(this.beacon, round, {
        signal,
        maxWaitMs: this.options.maxWaitMs,
        retryMs: this.options.retryMs,
      });
      if (signal.aborted) return;
      await this.flip(gameId, reading);
    } catch (error) {
      if (!signal.aborted) this.onError(error);
    }
  }

  /** Stops waiting for one game (it was refunded: a late value would change nothing). */
  forget(gameId: string): void {
    this.watching.get(gameId)?.abort(new Error('coin flip: refunded'));
    this.watching.delete(gameId);
  }

  /** Stops every wait (the process is closing); games left are the sweep's. */
  stop(): void {
    this.stopped = true;
    for (const abort of this.watching.values()) abort.abort(new Error('coin flip: stopping'));
    this.watching.clear();
  }
}
