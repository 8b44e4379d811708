import type { Database, Statement } from '../../db/client';
import { type Tx, transact } from '../../db/transaction';
import { wagerHouseEdgeE4 } from './wagerHouseEdge';

/** A settled wager as the accruals see it: what was staked, on what, and the house's share. */
export interface SettledWager {
  betId: string;
  userId: string;
  /** The game's kind (games/registry.ts). */
  game: string;
  /** The stake, hundredths. */
  amount: number;
  payout: number;
  multiplierE4: number;
  /**
   * The house's share of the stake, exact: amount x the game's edge in basis points, or the
   * bet's own lower edge (wagerHouseEdge.ts), so in ten-thousandths of a hundredth. Shares of it (rakeback, commission) are kept in
   * these units and rounded down only when paid, so many small bets lose nothing.
   */
  houseEdgeE4: number;
  params: unknown;
  outcome: unknown;
  settledAt: Date;
}

/** One thing that follows wagers (rakeback, a race, commission, challenge trackers). */
export interface WagerAccrual {
  readonly name: string;
  /** Applies a batch in the accrual step's transaction; effects for after it commits go to tx. */
  accrue(tx: Tx, wagers: readonly SettledWager[]): Promise<void>;
}

// A bet is taken once its game's reveal window has passed by the database's clock: $2 and
// $3 pair each game with its window (ms), $4 is the window of a game not listed. With $5
// (the open books attached) the same update stamps it booked, unless it was booked before:
// one new row version a wager, not one per step (each mark is in a partial index's
// predicate, so every stamp rewrites the row and all its index entries).
const TAKE_BATCH: Statement = {
  name: 'accruals_take_batch',
  text: `WITH windows AS (SELECT * FROM unnest($2::text[], $3::int[]) AS w(game, ms)),
         taken AS (
           SELECT b.id, $5::boolean AND b.booked_at IS NULL AS books
           FROM bets b LEFT JOIN windows w ON w.game = b.game
           WHERE b.settled_at IS NOT NULL AND b.accrued_at IS NULL
             AND b.settled_at + make_interval(secs => coalesce(w.ms, $4::int) / 1000.0)
                 <= clock_timestamp()
           ORDER BY b.settled_at LIMIT $1
           FOR UPDATE OF b SKIP LOCKED)
         UPDATE bets b SET accrued_at = clock_timestamp(),
                           booked_at = CASE WHEN taken.books THEN clock_timestamp() ELSE b.booked_at END
         FROM taken WHERE b.id = taken.id
         RETURNING b.id, b.user_id, b.game, b.amount, b.payout, b.multiplier_e4, b.params,
                   b.outcome, b.settled_at, taken.books`,
};

interface BetRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  game: string;
  amount: number | string;
  payout: number | string | null;
  multiplier_e4: number | string | null;
  params: unknown;
  outcome: unknown;
  settled_at: Date | string;
  books: boolean;
}

/**
 * The open books' fold of wagers (openBooks/), attached with useBooks(): the accrual step
 * takes every wager once anyway, so it hands the books those not booked before, in its own
 * transaction, and stamps them booked in the same update.
 */
export interface WagerBooks {
  fold(tx: Tx, wagers: readonly SettledWager[]): Promise<void>;
}

export interface WagerAccrualsOptions {
  /** How often a process looks for settled wagers (ms). */
  intervalMs: number;
  /** The most wagers one transaction takes. */
  batchSize: number;
  /** Wait for each bet's reveal window (off: accrue at once, as tests do). */
  awaitReveal: boolean;
}

/**
 * What the step needs to know of the games: the house's share and how long outcomes hide.
 * The game registry (games/registry.ts) is one; it is written out here so that accruals,
 * which the games' own statements read (settledWagerSql.ts), does not import the games back.
 */
export interface AccrualGames {
  readonly kinds: readonly string[];
  /** The game's house edge in basis points (0 for a kind the registry does not hold). */
  houseEdgeBpsOf(kind: string): number;
  /** How long after a bet of this game settles its outcome may be told anywhere else (ms). */
  revealWindowMsOf(kind: string): number;
}

/**
 * The accrual step: settled bets accrue into everything that follows wagers, after the bet
 * and off its hot path. One transaction takes a batch (stamping accrued_at), runs every
 * registered accrual over it and commits, so a wager accrues exactly once: a failure rolls
 * the batch back for the next pass, and processes running side by side take disjoint
 * batches (SKIP LOCKED). A refunded stake is stamped when it is refunded (wagerXp.ts).
 * A bet waits until its game's longest reveal has passed (plus the slack): a challenge's win
 * goal moving must not tell of a plinko ball or a case reel still in flight.
 */
export class WagerAccruals {
  private readonly accruals: WagerAccrual[] = [];
  private books: WagerBooks | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  /** TAKE_BATCH's $2-$4, worked out once. */
  private readonly windows: [string[], number[], number];

  constructor(
    private readonly db: Database,
    private readonly games: AccrualGames,
    private readonly options: WagerAccrualsOptions,
  ) {
    const kinds = [...games.kinds];
    const windowOf = (kind: string) => (options.awaitReveal ? games.revealWindowMsOf(kind) : 0);
    const ms = kinds.map(windowOf);
    // A bet row of a game this process does not know waits as long as the longest.
    this.windows = [kinds, ms, Math.max(0, ...ms)];
  }

  register(accrual: WagerAccrual): void {
    if (this.accruals.some((known) => known.name === accrual.name))
      throw new Error(`accrual ${accrual.name} is registered twice`);
    this.accruals.push(accrual);
  }

  /** Hands every wager taken from now on to the open books as well (see WagerBooks). */
  useBooks(books: WagerBooks): void {
    if (this.books) throw new Error('the accrual step has its books already');
    this.books = books;
  }

  /** Takes and applies one batch; answers how many wagers it accrued. */
  async runOnce(): Promise<number> {
    const books = this.books;
    return transact(this.db, async (tx) => {
      const rows = await tx.query<BetRow>(TAKE_BATCH, [
        this.options.batchSize,
        ...this.windows,
        books !== undefined,
      ]);
      if (rows.length === 0) return 0;
      const wagers = rows.map((row) => this.wagerOf(row));
      for (const accrual of this.accruals) await accrual.accrue(tx, wagers);
      const toBook = wagers.filter((_, i) => rows[i]!.books);
      if (books && toBook.length > 0) await books.fold(tx, toBook);
      return wagers.length;
    });
  }

  /** Accrues every settled wager waiting now (tests, and a process stopping). */
  async drain(): Promise<number> {
    await this.running;
    let total = 0;
    for (;;) {
      const taken = await this.runOnce();
      total += taken;
      if (taken < this.options.batchSize) return total;
    }
  }

  /** Runs the step every interval; a failed pass is reported and its batch retried next time. */
  start(onError: (error: unknown) => void): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.drain()
        .catch(onError)
        .finally(() => (this.running = undefined));
    }, this.options.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private wagerOf(row: BetRow): SettledWager {
    const amount = Number(row.amount);
    return {
      betId: row.id,
      userId: row.user_id,
      game: row.game,
      amount,
      payout: Number(row.payout ?? 0),
      multiplierE4: Number(row.multiplier_e4 ?? 0),
      houseEdgeE4: wagerHouseEdgeE4(amount, this.games.houseEdgeBpsOf(row.game), row.params),
      params: row.params,
      outcome: row.outcome,
      settledAt: row.settled_at instanceof Date ? row.settled_at : new Date(row.settled_at),
    };
  }
}
