import type { GameActivity } from '../../../shared/contract';

/** How long one count serves every caller: asking all processes has a cost. */
const FRESH_MS = 1000;

/**
 * Players per game right now. The realtime layer knows the sockets, so it supplies the
 * count (useSource); until it does, nobody is playing.
 */
export class GameActivityBoard {
  private source: (() => Promise<GameActivity>) | null = null;
  private cached: { at: number; activity: Promise<GameActivity> } | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  useSource(source: () => Promise<GameActivity>): void {
    this.source = source;
    this.cached = null;
  }

  /** A count at most FRESH_MS old; `fresh` asks the sockets again. */
  current(fresh = false): Promise<GameActivity> {
    if (!this.source) return Promise.resolve({});
    const now = this.now();
    if (fresh || !this.cached || now - this.cached.at >= FRESH_MS) {
      const activity = this.source();
      this.cached = { at: now, activity };
      activity.catch(() => {
        if (this.cached?.activity === activity) this.cached = null;
      });
    }
    return this.cached.activity;
  }
}
