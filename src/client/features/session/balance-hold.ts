import type { Hundredths } from '../../../shared/money';

/**
 * The balance a player sees while game animations run: the server settles a bet before
 * its animation ends, but the win should appear when the ball lands, not before.
 *
 *   shown = newest server balance − payouts it includes that are not yet revealed
 *
 * Every balance the server sends (an HTTP answer, a `user.balance` event, /users/me) carries
 * its ledger position, which only grows. So:
 * - of all balances received, the one with the greatest position is the truth, in whatever
 *   order they arrive;
 * - a held payout is known by the position at which it entered the balance, so it is taken
 *   off exactly the balances that include it (a round game's payout announced over the
 *   socket is held the same way, with no HTTP answer at all);
 * - a bet in flight (sent, not answered) takes its stake off at once, and the shown balance
 *   cannot rise until it is answered: a `user.balance` may overtake the answer and already
 *   include a payout whose position we do not know yet;
 * - a `user.balance` that includes a payout not revealed yet carries its hold (`reveal`):
 *   every tab holds it until `inMs` from receipt (`expire(now)`), so a second tab or a
 *   stream never shows a win before the betting tab's animation lands. The betting tab
 *   holds its own bet from its answer, until its scene says done. One payout is held once:
 *   a hold of the same id, or at the ledger position of the betting tab's own hold, is the
 *   same payout, and a released one is not held again.
 *
 * Pure: time comes in as `now` (any monotonic clock, in ms), timers are the caller's.
 */
export interface PositionedBalance {
  balance: Hundredths;
  /** The ledger position of `balance`; unknown (undefined) is taken as the newest. */
  ledgerPosition?: number | undefined;
}

export interface Settlement extends PositionedBalance {
  /** What the bet credited; held until `release(revealId)`. */
  payout: Hundredths;
  /** Names the hold; released when the scene says 'done' for it. */
  revealId: string;
}

/** A payout a pushed balance includes, held until the betting tab's animation lands. */
export interface RevealHold {
  /** The animation that reveals it (the betting tab's revealId). */
  id: string;
  payout: Hundredths;
  /** From receipt: after this many ms the payout shows by itself. */
  inMs: number;
}

interface Held {
  payout: Hundredths;
  /** The payout is in every balance at this position or later. */
  position: number;
  /** When it shows by itself (the caller's clock); null: only `release()` shows it. */
  until: number | null;
}

/** How many released holds are remembered, so a late event cannot hold them again. */
const RELEASED_MEMORY = 256;
/** A followed id older than this (past its latest moment) is forgotten. */
const FOLLOW_MEMORY_MS = 60_000;

export class BalanceHold {
  private server: Hundredths | null = null;
  private position = -1;
  private readonly holds = new Map<string, Held>();
  /** Released holds, by id and by position (oldest first), not to be held again. */
  private readonly released = new Set<string>();
  /** Timed holds a tab of this browser is animating: id -> the latest they may wait. */
  private readonly followed = new Map<string, number>();
  private readonly flights = new Map<number, Hundredths>();
  /** While bets fly: the most the shown balance may be (before their stakes). */
  private ceiling: Hundredths | null = null;
  private nextTicket = 1;

  /** What the player should see; null before the first balance. */
  shown(): Hundredths | null {
    if (this.server === null) return null;
    let shown = this.server;
    for (const held of this.holds.values())
      if (held.position <= this.position) shown -= held.payout;
    if (this.flights.size > 0 && this.ceiling !== null)
      shown = Math.min(shown, this.ceiling - sum(this.flights.values()));
    return Math.max(0, shown);
  }

  /** The position of the balance shown (-1 before any). */
  ledgerPosition(): number {
    return this.position;
  }

  /** A balance from the server; kept only if it is at least as new as the one we have. */
  report({ balance, ledgerPosition }: PositionedBalance): boolean {
    if (ledgerPosition === undefined) {
      this.server = balance;
      return true;
    }
    if (this.server !== null && ledgerPosition < this.position) return false;
    this.server = balance;
    this.position = ledgerPosition;
    return true;
  }

  /** A bet is being sent: its stake leaves the shown balance now. Returns its ticket. */
  begin(stake: Hundredths): number {
    if (this.flights.size === 0) this.ceiling = this.shown();
    const ticket = this.nextTicket++;
    this.flights.set(ticket, stake);
    return ticket;
  }

  /** The bet's answer arrived: take its balance if newest, and hold its payout until revealed. */
  settle(ticket: number, settlement: Settlement): void {
    const stake = this.flights.get(ticket);
    if (stake === undefined) return; // forgotten by a reset (logout): not ours any more
    this.flights.delete(ticket);
    // The stake is now in the server balance; keep the ceiling net of it.
    if (this.ceiling !== null) this.ceiling -= stake;
    this.hold(settlement.revealId, settlement.payout, settlement.ledgerPosition);
    this.report(settlement);
    if (this.flights.size === 0) this.ceiling = null;
  }

  /**
   * Holds a payout that entered the balance at `position` until `release(revealId)`: the
   * betting tab's own bet (its answer), or a round game paying over the socket. It takes
   * the place of a timed hold of the same payout that an event brought first.
   */
  hold(revealId: string, payout: Hundredths, position: number | undefined): void {
    if (payout <= 0 || this.wasReleased(revealId)) return;
    const at = position ?? this.position;
    for (const [id, held] of this.holds)
      if (held.until !== null && (id === revealId || held.position === at)) this.holds.delete(id);
    this.holds.set(revealId, { payout, position: at, until: null });
  }

  /**
   * A pushed balance at `position` includes a payout whose animation has not landed: hold
   * it until `now + inMs`. Answers whether anything changed.
   */
  holdRevealed(reveal: RevealHold, position: number, now: number): boolean {
    const { id, payout, inMs } = reveal;
    if (payout <= 0 || inMs <= 0 || this.wasReleased(id, position)) return false;
    const same = this.holds.get(id);
    // The betting tab's own hold (no deadline) is this payout, or all of it.
    if (same && (same.until === null || same.position > position)) return false;
    for (const held of this.holds.values())
      if (held.until === null && held.position === position) return false;
    // A newer balance of the same animation holds everything it has paid so far.
    this.holds.set(id, { payout, position, until: now + inMs });
    return true;
  }

  /**
   * Another tab of this browser is animating `id`: its timed hold (here now, or still to
   * come) waits for that tab's `release` rather than the server's estimate, until `until`
   * at the latest. A slow device's reel then lands before the other tab shows its win.
   */
  follow(id: string, until: number): void {
    if (this.wasReleased(id)) return;
    for (const [old, latest] of this.followed)
      if (latest < until - FOLLOW_MEMORY_MS) this.followed.delete(old);
    this.followed.set(id, until);
  }

  /** That tab stopped animating `id` (hidden, closed): the server's estimate holds again. */
  unfollow(id: string): void {
    this.followed.delete(id);
  }

  /** Shows the timed holds whose moment has come. Answers whether any did. */
  expire(now: number): boolean {
    let changed = false;
    for (const [id, held] of this.holds) {
      const until = this.untilOf(id, held);
      if (until !== null && until <= now) {
        this.release(id);
        changed = true;
      }
    }
    return changed;
  }

  /** The earliest moment a timed hold shows by itself, or null when none waits. */
  nextExpiry(): number | null {
    let next: number | null = null;
    for (const [id, held] of this.holds) {
      const until = this.untilOf(id, held);
      if (until !== null && (next === null || until < next)) next = until;
    }
    return next;
  }

  /** The bet failed: its stake comes back to the shown balance. */
  cancel(ticket: number): void {
    this.flights.delete(ticket);
    if (this.flights.size === 0) this.ceiling = null;
  }

  /** The scene landed on this outcome: its payout shows now, and is not held again. */
  release(revealId: string): void {
    const held = this.holds.get(revealId);
    this.remember(`id:${revealId}`);
    this.followed.delete(revealId);
    if (held === undefined) return;
    this.remember(`at:${held.position}`);
    this.holds.delete(revealId);
    // A ball that lands while others are still being sent shows its win now, too.
    if (this.ceiling !== null && held.position <= this.position) this.ceiling += held.payout;
  }

  /** Payouts still waiting for their reveal. */
  pending(): number {
    return this.holds.size;
  }

  /** Forget everything (login, logout): a new account starts from its own balance. */
  reset(balance: PositionedBalance | null): void {
    this.server = null;
    this.position = -1;
    if (balance) this.report(balance);
    this.holds.clear();
    this.released.clear();
    this.followed.clear();
    this.flights.clear();
    this.ceiling = null;
  }

  /** When a hold shows by itself: its own moment, or later while another tab animates it. */
  private untilOf(id: string, held: Held): number | null {
    if (held.until === null) return null;
    return Math.max(held.until, this.followed.get(id) ?? held.until);
  }

  private wasReleased(id: string, position?: number): boolean {
    return (
      this.released.has(`id:${id}`) ||
      (position !== undefined && this.released.has(`at:${position}`))
    );
  }

  private remember(key: string): void {
    this.released.delete(key);
    this.released.add(key);
    if (this.released.size > RELEASED_MEMORY)
      this.released.delete(this.released.values().next().value!);
  }
}

function sum(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
