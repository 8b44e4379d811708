import { WHEEL_SPIN_MS } from '../../../../games/reward-wheel/core';
import type { OpenBooks as OpenBooksFigures } from '../../../shared/contract/openBooks';
import type { Database, Statement } from '../../db/client';
import { type Tx, transact } from '../../db/transaction';
import type { SettledWager, WagerBooks } from '../accruals';
import type { DomainEventBus } from '../events';
import type { GameRegistry } from '../games';
import { type BookingWindows, bookBatch, foldBets } from './betBooking';
import { foldLedger } from './ledgerFold';
import { readOpenBooks } from './openBooksRead';
import { bookSpins } from './spinBooking';

export interface OpenBooksOptions {
  /** How often a process folds what settled since (ms); the figures move at most this often. */
  intervalMs: number;
  batchSize: number;
  /** Wait for each bet's reveal window, so no figure tells of an outcome still animating. */
  awaitReveal: boolean;
}

const REPEATABLE_READ: Statement = {
  name: 'open_books_repeatable_read',
  text: 'SET TRANSACTION ISOLATION LEVEL REPEATABLE READ',
};

/**
 * The open books (docs/open-books.md): settled bets, wheel spins and ledger entries are folded
 * into small aggregate tables, off the betting path, and the bus is told after each commit;
 * the page and GET /open-books read those tables, never the bets. Wagers come from the accrual
 * step (this is its WagerBooks); this step's own timer folds the rest.
 */
export class OpenBooks implements WagerBooks {
  private readonly windows: BookingWindows;
  private readonly wheelRevealMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private cached: { at: number; figures: Promise<OpenBooksFigures> } | undefined;

  constructor(
    private readonly db: Database,
    games: Pick<GameRegistry, 'kinds' | 'houseEdgeBpsOf' | 'revealWindowMsOf'>,
    private readonly events: DomainEventBus,
    private readonly options: OpenBooksOptions,
    /** Accrues (and so folds) every wager waiting now: drain() starts with it. */
    private readonly drainWagers: () => Promise<number> = async () => 0,
  ) {
    const kinds = [...games.kinds];
    const ms = kinds.map((kind) => (options.awaitReveal ? games.revealWindowMsOf(kind) : 0));
    this.windows = {
      kinds,
      ms,
      longest: Math.max(0, ...ms),
      houseEdgeBpsOf: (game) => games.houseEdgeBpsOf(game),
    };
    this.wheelRevealMs = options.awaitReveal ? WHEEL_SPIN_MS : 0;
  }

  /** Folds the wagers the accrual step took, in its transaction (WagerBooks). */
  async fold(tx: Tx, wagers: readonly SettledWager[]): Promise<void> {
    await foldBets(
      tx,
      wagers.map((wager) => ({ ...wager, givenBack: false })),
      this.windows.houseEdgeBpsOf,
    );
    tx.afterCommit(() => this.changed());
  }

  /**
   * One pass: a batch of bets the accrual step never takes, one of wheel spins and one of
   * ledger entries; answers how many were folded.
   */
  async foldOnce(): Promise<number> {
    return (await this.pass()).folded;
  }

  /** One pass, and whether a batch of it came back full (more was waiting than it took). */
  private async pass(): Promise<{ folded: number; backlog: boolean }> {
    const size = this.options.batchSize;
    const counts = [
      await transact(this.db, (tx) => bookBatch(tx, this.windows, size)),
      await transact(this.db, (tx) => bookSpins(tx, this.wheelRevealMs, size)),
      await transact(this.db, (tx) => foldLedger(tx, size)),
    ];
    const folded = counts.reduce((sum, count) => sum + count, 0);
    if (folded > 0) this.changed();
    return { folded, backlog: counts.some((count) => count >= size) };
  }

  private changed(): void {
    this.cached = undefined;
    this.events.emit('open-books.changed', {});
  }

  /**
   * The timer's step: one pass, and more at once only while a backlog is left. Not drain():
   * while bets keep settling each pass finds a few new ones, so draining to zero would fold
   * back to back, three transactions a pass, beside every bet (docs/open-books.md, "How the
   * figures are kept": once a second).
   */
  async foldDue(): Promise<void> {
    let backlog = true;
    while (backlog) backlog = (await this.pass()).backlog;
  }

  /** Folds everything waiting now, wagers first (tests, and a process stopping). */
  async drain(): Promise<number> {
    await this.running;
    let total = await this.drainWagers();
    for (;;) {
      const folded = await this.foldOnce();
      total += folded;
      if (folded === 0) return total;
    }
  }

  /** The figures now; read at most once an interval however many ask. */
  figures(now = Date.now()): Promise<OpenBooksFigures> {
    if (this.cached && now - this.cached.at < this.options.intervalMs) return this.cached.figures;
    const figures = transact(this.db, async (tx) => {
      await tx.query(REPEATABLE_READ, []);
      return readOpenBooks(tx, now);
    });
    this.cached = { at: now, figures };
    // A failed read is not kept: the next asks again.
    void figures.catch(() => (this.cached = undefined));
    return figures;
  }

  start(onError: (error: unknown) => void): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.foldDue()
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
}
