import { betPayout, type RouletteBetKind } from './bets';
import { jackpotClaim, shareJackpot } from './jackpot';
import { TRIPLE_GREEN_STREAK, stepStreak, type StreakStep } from './streak';

// A round's result applied to its bets: what each pays, the jackpot's parts on a triple
// green (shared with the green bets of the streak's earlier rounds), and what the next
// round starts from. The pool given is everything in it when the slot is drawn, this
// round's feeds included (each feed enters the pool as its bet is placed).

export interface RouletteRoundBet {
  kind: RouletteBetKind;
  /** Stake in hundredths. */
  amount: number;
}

/** A green bet of the streak's earlier rounds: the streak its round started from, its stake. */
export interface RouletteStreakGreen {
  streak: 0 | 1;
  amount: number;
}

export interface RouletteBetSettlement {
  /** amount x the multiplier on a win, else 0. */
  payout: number;
  /** Its part of the pool (green bets on a triple green only), else 0. */
  jackpot: number;
}

export interface RouletteRoundSettlement extends StreakStep {
  /** One per bet, in the order given. */
  bets: RouletteBetSettlement[];
  /** One per earlier green of the streak, in the order given: its part of the pool. */
  streakJackpots: number[];
  /** The pool paid out this round (0 unless a triple green met green bets). */
  jackpotPaid: number;
  /** All claims on the pool this round (0 unless a triple green met green bets). */
  jackpotClaims: number;
  /** The pool the next round starts with. */
  poolAfter: number;
}

/**
 * Settles a round's bets, given in the order they were placed (ties in the jackpot split
 * go to the earlier bet), for the streak the round started from and the pool at the draw.
 * `streakGreens`: at streak 2, the green bets of the streak's two earlier rounds, in order.
 */
export function settleRouletteRound(
  slot: number,
  streak: number,
  pool: number,
  bets: readonly RouletteRoundBet[],
  streakGreens: readonly RouletteStreakGreen[] = [],
): RouletteRoundSettlement {
  const step = stepStreak(streak, slot);
  const last = TRIPLE_GREEN_STREAK - 1;
  const claims = step.tripleGreen
    ? [
        ...streakGreens.map((green) => jackpotClaim(green.amount, green.streak)),
        ...bets.map((bet) => (bet.kind === 'GREEN' ? jackpotClaim(bet.amount, last) : 0)),
      ]
    : [...streakGreens, ...bets].map(() => 0);
  const parts = shareJackpot(pool, claims);
  const jackpotPaid = parts.reduce((sum, part) => sum + part, 0);
  const earlier = streakGreens.length;
  return {
    ...step,
    bets: bets.map((bet, i) => ({
      payout: betPayout(bet.kind, bet.amount, slot),
      jackpot: parts[earlier + i]!,
    })),
    streakJackpots: parts.slice(0, earlier),
    jackpotPaid,
    jackpotClaims: claims.reduce((sum, claim) => sum + claim, 0),
    poolAfter: pool - jackpotPaid,
  };
}
