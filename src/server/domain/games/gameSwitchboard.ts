import type { Database } from '../../db/client';
import { autocommit } from '../../db/transaction';
import { DomainError } from '../errors';
import { pausedGameMessage } from '../notifications';

const SELECT_PAUSED = {
  name: 'game_switches_reasons',
  text: 'SELECT game, reason FROM game_switches',
};

/** How long a process trusts what it read: a pause reaches every process within this. */
export const SWITCHBOARD_TTL_MS = 2_000;
/** From this age on, a bet that finds the last read still trusted reads again behind it. */
const REFRESH_AHEAD_MS = SWITCHBOARD_TTL_MS / 2;

type PausedGames = ReadonlyMap<string, string>;

/**
 * Which games are paused, read at most once per TTL per process: a bet asks on every
 * request, and a pause is rare, so the hot path reads memory. Past half the TTL the next bet
 * starts the next read and is answered from the last one, so under steady play no bet waits
 * for a read (on PGlite a read waits its turn behind every queued request). The process that
 * pauses or resumes a game forgets at once; the others within the TTL.
 */
export class GameSwitchboard {
  /** The last read that landed, and when it started. */
  private trusted: { paused: PausedGames; readAt: number } | null = null;
  /** The read under way, and when it started. */
  private reading: { paused: Promise<PausedGames>; readAt: number } | null = null;

  constructor(
    private readonly db: Database,
    private readonly clock: () => number,
    /** A game's name for the refusal (from the game registry). */
    private readonly nameOf: (kind: string) => string,
  ) {}

  async pausedGames(): Promise<PausedGames> {
    const now = this.clock();
    const { trusted } = this;
    if (trusted && now - trusted.readAt < SWITCHBOARD_TTL_MS) {
      if (now - trusted.readAt >= REFRESH_AHEAD_MS && !this.reading)
        // Behind the answer: a failed read leaves the last one trusted until its TTL.
        this.read(now).catch(() => undefined);
      return trusted.paused;
    }
    // Too old to answer from: wait for a read, the one under way if it started in time.
    const { reading } = this;
    if (reading && now - reading.readAt < SWITCHBOARD_TTL_MS) return reading.paused;
    return this.read(now);
  }

  private read(now: number): Promise<PausedGames> {
    const paused = autocommit(this.db, async (tx) => {
      const rows = await tx.query<{ game: string; reason: string }>(SELECT_PAUSED, []);
      return new Map(rows.map((row) => [row.game, row.reason])) as PausedGames;
    });
    const reading = { paused, readAt: now };
    this.reading = reading;
    paused.then(
      (landed) => {
        // Forgotten meanwhile (a pause here): what it read may be older than the pause.
        if (this.reading !== reading) return;
        this.reading = null;
        this.trusted = { paused: landed, readAt: now };
      },
      () => {
        if (this.reading === reading) this.reading = null;
      },
    );
    return paused;
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
    this.trusted = null;
    this.reading = null;
  }
}
