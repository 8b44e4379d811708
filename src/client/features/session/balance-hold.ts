import type { Hundredths } from '../../../shared/money';

/**
 * The balance a player sees while game animations run: the server settles a bet before
 * its animation ends, but the win should appear when the ball lands, not before.
 *
 *   shown = latest server balance − payouts registered and not yet revealed
 *
 * Two more rules cover what arrives out of order:
 * - a bet in flight (sent, not answered) takes its stake off at once, and the shown
 *   balance cannot rise until it is answered: the socket's `user.balance` may overtake
 *   the answer and already include a payout we cannot hold yet;
 * - answers of concurrent bets may arrive in any order, so an answer's balance counts
 *   only if its bet is newer (higher nonce) than every answer already applied.
 */
export interface Settlement {
  /** The balance after the bet, from the answer. */
  balance: Hundredths;
  /** What the bet credited; held until `release(revealId)`. */
  payout: Hundredths;
  /** Names the hold; released when the scene says 'done' for it. */
  revealId: string;
  /** The bet's nonce: orders answers of bets that were in flight together. */
  sequence?: number;
}

export class BalanceHold {
  private server: Hundredths | null = null;
  private readonly holds = new Map<string, Hundredths>();
  private readonly flights = new Map<number, Hundredths>();
  /** While bets fly: the most the shown balance may be (before their stakes). */
  private ceiling: Hundredths | null = null;
  private lastSequence = -Infinity;
  private nextTicket = 1;

  /** What the player should see; null before the first balance. */
  shown(): Hundredths | null {
    if (this.server === null) return null;
    let shown = this.server - sum(this.holds.values());
    if (this.flights.size > 0 && this.ceiling !== null)
      shown = Math.min(shown, this.ceiling - sum(this.flights.values()));
    return Math.max(0, shown);
  }

  /** A balance the server pushed (socket) or reported (a fresh /users/me). */
  report(balance: Hundredths): void {
    this.server = balance;
  }

  /** A bet is being sent: its stake leaves the shown balance now. Returns its ticket. */
  begin(stake: Hundredths): number {
    if (this.flights.size === 0) {
      this.ceiling = this.shown();
      this.lastSequence = -Infinity;
    }
    const ticket = this.nextTicket++;
    this.flights.set(ticket, stake);
    return ticket;
  }

  /** The bet's answer arrived: take its balance and hold its payout until revealed. */
  settle(ticket: number, settlement: Settlement): void {
    const stake = this.flights.get(ticket);
    if (stake === undefined) return; // forgotten by a reset (logout): not ours any more
    this.flights.delete(ticket);
    // The stake is now in the server balance; keep the ceiling net of it.
    if (this.ceiling !== null) this.ceiling -= stake;
    if (settlement.payout > 0) this.holds.set(settlement.revealId, settlement.payout);
    const sequence = settlement.sequence ?? Infinity;
    if (settlement.sequence === undefined || sequence > this.lastSequence) {
      this.server = settlement.balance;
      if (settlement.sequence !== undefined) this.lastSequence = sequence;
    }
    if (this.flights.size === 0) this.ceiling = null;
  }

  /** The bet failed: its stake comes back to the shown balance. */
  cancel(ticket: number): void {
    this.flights.delete(ticket);
    if (this.flights.size === 0) this.ceiling = null;
  }

  /** The scene landed on this outcome: its payout shows now. */
  release(revealId: string): void {
    const payout = this.holds.get(revealId);
    if (payout === undefined) return;
    this.holds.delete(revealId);
    // A ball that lands while others are still being sent shows its win now, too.
    if (this.ceiling !== null) this.ceiling += payout;
  }

  /** Payouts still waiting for their reveal. */
  pending(): number {
    return this.holds.size;
  }

  /** Forget everything (login, logout): a new account starts from its own balance. */
  reset(balance: Hundredths | null): void {
    this.server = balance;
    this.holds.clear();
    this.flights.clear();
    this.ceiling = null;
    this.lastSequence = -Infinity;
  }
}

function sum(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
