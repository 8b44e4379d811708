import type { Leadership } from './leadership';
import type { RoundChains } from './roundChains';

// The leader's first duty to the round games: each has a published chain, salted by its beacon
// round, before its first round (docs/games/fairness.md, "Round chains"). Runs while this process
// leads; a process that takes over finishes whatever the last leader left half done.

export class ChainKeeper {
  private generation = 0;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly readyListeners = new Set<(game: string) => void>();

  constructor(
    private readonly chains: RoundChains,
    private readonly leadership: Leadership,
    private readonly onError: (error: unknown) => void,
    /** The games played from a hash chain: the registry's round games. */
    private readonly games: readonly string[],
  ) {}

  start(): void {
    this.leadership.onGain(() => {
      const generation = ++this.generation;
      for (const game of this.games) void this.prepare(game, generation);
    });
    this.leadership.onLoss(() => this.halt());
  }

  /** Called once a game's chain is published and salted (its rounds may begin). */
  onReady(listener: (game: string) => void): void {
    this.readyListeners.add(listener);
  }

  stop(): void {
    this.halt();
  }

  private halt(): void {
    this.generation++;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async prepare(game: string, generation: number): Promise<void> {
    if (generation !== this.generation) return;
    try {
      await this.chains.ensure(game);
      if (generation !== this.generation) return;
      const { retryAfterMs } = await this.chains.fixSalt(game);
      if (generation !== this.generation) return;
      if (retryAfterMs === null) {
        for (const listener of this.readyListeners) listener(game);
        return;
      }
      this.later(() => void this.prepare(game, generation), retryAfterMs);
    } catch (error) {
      this.onError(error);
      this.later(() => void this.prepare(game, generation), 10_000);
    }
  }

  private later(run: () => void, ms: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }
}
