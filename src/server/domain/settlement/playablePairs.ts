import type { PlayablePair } from '../fairness';

const MAX_CACHED_PLAYERS = 100_000;

/**
 * This process's copy of each player's active seed pair and next nonce, so a bet decides its
 * outcome without reading the pair first. Only a hint: bet_settle() takes the nonce only if it
 * is still the pair's next one, and otherwise answers the pair as it is, which replaces the
 * copy. A player's bets in this process also take turns here (`exclusive`), so they do not
 * race each other for the same nonce.
 */
export class PlayablePairs {
  private readonly pairs = new Map<string, PlayablePair>();
  private readonly turns = new Map<string, Promise<unknown>>();

  get(userId: string): PlayablePair | undefined {
    return this.pairs.get(userId);
  }

  set(userId: string, pair: PlayablePair): void {
    // Crude but bounded: a full cache starts over rather than growing without limit.
    if (this.pairs.size >= MAX_CACHED_PLAYERS && !this.pairs.has(userId)) this.pairs.clear();
    this.pairs.set(userId, pair);
  }

  /** The pair after a bet took `pair.nonce`. */
  advance(userId: string, pair: PlayablePair): void {
    this.set(userId, { ...pair, nonce: pair.nonce + 1 });
  }

  /** Runs `work` after the player's earlier work in this process has finished. */
  exclusive<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const before = this.turns.get(userId) ?? Promise.resolve();
    const run = before.then(work, work);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.turns.set(userId, settled);
    void settled.then(() => {
      if (this.turns.get(userId) === settled) this.turns.delete(userId);
    });
    return run;
  }
}
