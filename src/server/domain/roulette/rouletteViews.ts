import { FLOAT_ROUNDING_DOWN } from '../../../../games/fair';
import {
  ROULETTE_MULTIPLIERS,
  TRIPLE_GREEN_STREAK,
  jackpotFeed,
  type RouletteBetKind,
  type RouletteOutcome,
} from '../../../../games/roulette/core';
import type { RouletteBet } from '../../../shared/contract/roulette';

// Pure helpers of the roulette rounds: rows into the contract's shapes, the roll of a
// round, and the jackpot's sums. The maths is the core's; these only apply it.

/** What an ended round keeps in rounds.outcome. */
export interface RouletteRoundOutcome {
  slot: number;
  outcome: RouletteOutcome;
  /** The streak the next round starts from (0 after a triple green). */
  streakAfter: number;
  /** The pool paid out on this round (0 if none). */
  jackpotPaid: number;
  /** The pool after this round: paid out, this round's feeds in. */
  poolAfter: number;
  /** On a triple green: the parts paid to green bets of the streak's earlier rounds. */
  streakShares?: { betId: string; amount: number; claim: number }[];
  /** On a triple green that met green bets: all claims on the pool, for checking a part. */
  claims?: number;
}

/** What a settled bet keeps in bets.outcome. */
export interface RouletteBetOutcome {
  roundId: number;
  slot: number;
  outcome: RouletteOutcome;
  /** Its share of the pool, paid separately from `payout` (0 unless TRIPLE_GREEN). */
  jackpot: number;
}

export interface RouletteBetRow extends Record<string, unknown> {
  id: string;
  username: string;
  amount: number | string;
  params: { option: RouletteBetKind };
  payout: number | string | null;
  outcome: RouletteBetOutcome | null;
}

export function betView(row: RouletteBetRow): RouletteBet {
  const payout = row.payout === null ? null : Number(row.payout);
  return {
    id: row.id,
    username: row.username,
    option: row.params.option,
    amount: Number(row.amount),
    payout,
    jackpot: payout === null ? null : (row.outcome?.jackpot ?? 0),
  };
}

/** The streak shown with an ended round: 3 on the triple green (its moment), else the next. */
export function shownStreak(outcome: RouletteRoundOutcome): number {
  return outcome.outcome === 'TRIPLE_GREEN' ? TRIPLE_GREEN_STREAK : outcome.streakAfter;
}

/** The streak a round starts from, given the last ended round's outcome (0 if none). */
export function streakBefore(last: RouletteRoundOutcome | null | undefined): number {
  return last?.streakAfter ?? 0;
}

/**
 * What a round's stakes (grouped by amount) feed the pool as shown before it ends: rounded
 * down, as the round's rounding float is secret until then (settlement rounds it fairly).
 */
export function feedsOf(stakes: ReadonlyArray<{ amount: number | string; n: number }>): number {
  const wagered = stakes.reduce((sum, { amount, n }) => sum + Number(amount) * n, 0);
  return jackpotFeed(wagered, FLOAT_ROUNDING_DOWN);
}

/** The multiplier a settled bet shows, in ten-thousandths: its option's on a win, else 0. */
export function multiplierE4Of(option: RouletteBetKind, payout: number): number {
  return payout > 0 ? ROULETTE_MULTIPLIERS[option] * 10_000 : 0;
}

/** Jackpot shares per player (a player's bets summed), in the order they first appear. */
export function jackpotCredits(
  bets: ReadonlyArray<{ userId: string }>,
  shares: readonly number[],
): { userId: string; amount: number }[] {
  const byPlayer = new Map<string, number>();
  bets.forEach((bet, i) => {
    const share = shares[i] ?? 0;
    if (share > 0) byPlayer.set(bet.userId, (byPlayer.get(bet.userId) ?? 0) + share);
  });
  return [...byPlayer].map(([userId, amount]) => ({ userId, amount }));
}
