import { REVEAL_SLACK_MS } from '../../../../games/pace';

// No outcome before its animation (docs/architecture/no-outcome-before-animation.md): when a
// settled bet's animation lands in the tab that bet, counted from the moment the server announces
// it (after commit).

/**
 * Milliseconds from the announcement until the betting tab has landed on the outcome: the
 * game's own reveal time at the bet's pace (its manifest's revealMs), plus the slack for
 * the answer's trip and first frame. Relative on purpose: a view counts it from receipt,
 * so no clock skew between server and browser can make it early.
 */
export function revealInMs(revealMs: number): number {
  if (!Number.isFinite(revealMs) || revealMs < 0)
    throw new Error(`settlement: a reveal time is a duration, not ${revealMs}`);
  return Math.ceil(revealMs) + REVEAL_SLACK_MS;
}

/** Several bets shown by one animation (a case opening's reels): the first bet names it. */
export interface RevealGroup {
  /** The first bet's id: the betting tab holds the whole animation's payout under it. */
  id: string;
  /** What the earlier bets of the group paid. */
  paidBefore: number;
}

/** The `reveal` a balance carries for a bet's payout: null when nothing is held. */
export function payoutReveal(
  betId: string,
  payout: number,
  inMs: number,
  group?: RevealGroup,
): { id: string; payout: number; inMs: number } | null {
  // A group's balance holds every payout of it so far: the newest position includes them all.
  const held = payout + (group?.paidBefore ?? 0);
  if (held <= 0) return null;
  return { id: group?.id ?? betId, payout: held, inMs };
}
