import type { Database } from '../../db/client';
import { transact } from '../../db/transaction';
import { DomainError } from '../errors';
import { pausedGameMessage } from '../notifications';

const SELECT_PAUSED = {
  name: 'game_switches_reasons',
  text: 'SELECT game, reason FROM game_switches',
};

/** How long a process trusts what it read: a pause reaches every process within this. */
export const SWITCHBOARD_TTL_MS = 2_000;

/**
 * Which games are paused, read at most once per TTL per process: a bet asks on every
 * request, and a pause is rare, so the hot path reads memory. The process that pauses or
 * resumes a game forgets at once; the others within the TTL.
 */
export class GameSwitchboard {
  /** Each paused game and the operator's message for it. */
  private paused: Promise<ReadonlyMap<string, string>> | null = null;
  private readAt = 0;

  constructor(
    private readonly db: Database,
    private readonly clock: () => number,
    /** A game's name for the refusal (from the game registry). */
    private readonly nameOf: (kind: string) => string,
  ) {}

  async pausedGames(): Promise<ReadonlyMap<string, string>> {
    const now = this.clock();
    if (!this.paused || now - this.readAt >= SWITCHBOARD_TTL_MS) {
      this.readAt = now;
      this.paused = transact(this.db, async (tx) => {
        const rows = await tx.query<{ game: string; reason: string }>(SELECT_PAUSED, []);
        return new Map(rows.map((row) => [row.game, row.reason]));
      });
      // A failed read is not kept: the next bet asks again.
      this.paused.catch(() => {
        this.paused = null;
      });
    }
    return this.paused;
  }

  /**
   * Refuses new play in a paused game with a message the page can show as it is: the
   * banner's words, the operator's message included.
   */
  async assertOpen(game: string): Promise<void> {
    const reason = (await this.pausedGames()).get(game);
    if (reason !== undefined) {
      throw new DomainError('GAME_DISABLED', pausedGameMessage(this.nameOf(game), reason), 409);
    }
  }

  forget(): void {
    this.paused = null;
  }
}
