import type { BalanceReveal, DomainEventBus } from '../events';
import type { PositionedBalance } from '../wallet';

// No outcome before its animation (docs/architecture/no-outcome-before-animation.md): a tab that
// reads the balance afresh (a socket that signs in late, a page opened mid-animation) must hold the
// payouts a live tab would still hold. Every process remembers the holds its `user.balance` events
// carried here, and every read of the user answers them beside the balance.

/** A payout in the player's balance whose animation has not landed yet. */
export interface PendingReveal extends BalanceReveal {
  /** The balance's ledger position at which the payout entered it. */
  ledgerPosition: number;
}

/** Where pending reveals live: one process's memory, or Redis for a cluster. */
export interface RevealStore {
  /** Remembers a reveal for `inMs` from now; a newer balance of the same animation replaces it. */
  record(userId: string, reveal: PendingReveal): Promise<void>;
  /** The player's reveals still pending, each `inMs` counted from now. */
  pendingOf(userId: string): Promise<PendingReveal[]>;
}

interface Kept {
  payout: number;
  ledgerPosition: number;
  until: number;
}

/** How often at most a record sweeps every player's expired reveals. */
const SWEEP_EVERY_MS = 1_000;

/** One process's reveals: the whole cluster when it runs alone. */
export class MemoryRevealStore implements RevealStore {
  private readonly byUser = new Map<string, Map<string, Kept>>();
  private sweptAt = -Infinity;

  /** `now`: a monotonic clock in ms, so a changed system clock cannot shorten a hold. */
  constructor(private readonly now: () => number = () => performance.now()) {}

  async record(userId: string, reveal: PendingReveal): Promise<void> {
    const now = this.now();
    this.sweep(now);
    let kept = this.byUser.get(userId);
    if (!kept) this.byUser.set(userId, (kept = new Map()));
    const same = kept.get(reveal.id);
    // A group's newer balance holds everything paid so far; an older one arriving late does not.
    if (same && same.ledgerPosition > reveal.ledgerPosition) return;
    kept.set(reveal.id, {
      payout: reveal.payout,
      ledgerPosition: reveal.ledgerPosition,
      until: now + reveal.inMs,
    });
  }

  async pendingOf(userId: string): Promise<PendingReveal[]> {
    const kept = this.byUser.get(userId);
    if (!kept) return [];
    const now = this.now();
    const pending: PendingReveal[] = [];
    for (const [id, { payout, ledgerPosition, until }] of kept)
      if (until > now) pending.push({ id, payout, ledgerPosition, inMs: Math.ceil(until - now) });
      else kept.delete(id);
    if (kept.size === 0) this.byUser.delete(userId);
    return pending;
  }

  /** Players with a reveal in memory (for tests: nothing is kept past its moment). */
  size(): number {
    return this.byUser.size;
  }

  private sweep(now: number): void {
    if (now - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweptAt = now;
    for (const [userId, kept] of this.byUser) {
      for (const [id, { until }] of kept) if (until <= now) kept.delete(id);
      if (kept.size === 0) this.byUser.delete(userId);
    }
  }
}

/**
 * The pending reveals of every player, kept from the `user.balance` events this process
 * announces (after commit) and read with a fresh balance. Alone it keeps them in memory;
 * app.ts shares them through Redis when there is one, so any process answers any tab.
 */
export class PendingReveals {
  private store: RevealStore = new MemoryRevealStore();

  constructor(
    events: DomainEventBus,
    private readonly report: (error: unknown, context: string) => void,
  ) {
    events.on('user.balance', ({ userId, ledgerPosition, reveal }) => {
      if (!reveal) return;
      this.store
        .record(userId, { ...reveal, ledgerPosition })
        .catch((error: unknown) => this.report(error, 'a pending reveal was not stored'));
    });
  }

  /** Keeps the reveals where every process of the cluster reads them. */
  shareThrough(store: RevealStore): void {
    this.store = store;
  }

  /**
   * The reveals `balance` includes that have not landed: read after the balance, so a
   * payout committed before the balance was read has been recorded (at commit) before this
   * read is sent. A store that cannot answer (Redis down) answers none: the tab then shows the win at
   * once, which is still better than failing the sign-in.
   */
  async heldIn(userId: string, balance: PositionedBalance): Promise<PendingReveal[]> {
    try {
      const pending = await this.store.pendingOf(userId);
      return pending
        .filter((reveal) => reveal.ledgerPosition <= balance.ledgerPosition)
        .sort((a, b) => a.ledgerPosition - b.ledgerPosition);
    } catch (error) {
      this.report(error, 'pending reveals could not be read');
      return [];
    }
  }
}
