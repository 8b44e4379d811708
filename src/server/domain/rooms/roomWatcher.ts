import type { Beacon, BeaconReading } from '../beacon';
import { waitForRound } from '../beacon';

// Waits for the beacon rounds of rooms whose seats filled and draws each once the value is
// public. The process that named a round watches it at once; the round leader's sweep
// watches whatever is overdue (a process that stopped mid-wait). Two processes drawing the
// same room is harmless: the draw locks the row and checks its state, so one wins and the
// other finds it drawn.

export type ReadyReading = Extract<BeaconReading, { status: 'ready' }>;

export interface WatchOptions {
  /** Give up one wait after this long (the sweep takes the room up again). */
  maxWaitMs?: number;
  /** Pause after a failed beacon call. */
  retryMs?: number;
}

export class RoomWatcher {
  private readonly watching = new Map<string, AbortController>();
  private stopped = false;

  constructor(
    private readonly beacon: Beacon,
    private readonly draw: (roomId: string, reading: ReadyReading) => Promise<void>,
    private readonly onError: (error: unknown) => void,
    private readonly options: WatchOptions = {},
  ) {}

  /** Rooms this process is waiting on now. */
  get pending(): number {
    return this.watching.size;
  }

  /** Waits for `round` and draws the room; a room already watched here is left alone. */
  watch(roomId: string, round: number): Promise<void> {
    if (this.stopped || this.watching.has(roomId)) return Promise.resolve();
    const abort = new AbortController();
    this.watching.set(roomId, abort);
    return this.run(roomId, round, abort.signal).finally(() => {
      if (this.watching.get(roomId) === abort) this.watching.delete(roomId);
    });
  }

  private async run(roomId: string, round: number, signal: AbortSignal): Promise<void> {
    try {
      const reading = await waitForRound(this.beacon, round, {
        signal,
        maxWaitMs: this.options.maxWaitMs,
        retryMs: this.options.retryMs,
      });
      if (signal.aborted) return;
      await this.draw(roomId, reading);
    } catch (error) {
      if (!signal.aborted) this.onError(error);
    }
  }

  /** Stops waiting for one room (it was refunded: a late value would change nothing). */
  forget(roomId: string): void {
    this.watching.get(roomId)?.abort(new Error('room: refunded'));
    this.watching.delete(roomId);
  }

  /** Stops every wait (the process is closing); rooms left are the sweep's. */
  stop(): void {
    this.stopped = true;
    for (const abort of this.watching.values()) abort.abort(new Error('room: stopping'));
    this.watching.clear();
  }
}
