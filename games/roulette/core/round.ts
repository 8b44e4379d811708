import { betPayout, type RouletteBetKind } from './bets';
import { splitJackpot } from './jackpot';
import { stepStreak, type StreakStep } from './streak';

// A round's result applied to its bets: what each pays, the jackpot's parts on a triple
// green, and what the next round starts from. The pool given is everything in it when the
// slot is drawn, this round's feeds included (each feed enters the pool as its bet is placed).

export interface RouletteRoundBet {
  kind: RouletteBetKind;
  /** Stake in hundredths. */
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
  /** The pool paid out this round (0 unless a triple green met green bets). */
  jackpotPaid: number;
  /** The pool the next round starts with. */
  poolAfter: number;
}

/**
 * Settles a round's bets, given in the order they were placed (ties in the jackpot split
 * go to the earlier bet), for the streak the round started from and the pool at the draw.
 */
export function settleRouletteRound(
  slot: number,
  streak: number,
  pool: number,
  bets: readonly RouletteRoundBet[],
): RouletteRoundSettlement {
  const step = stepStreak(streak, slot);
  const greenStakes = bets.map((bet) =>
    step.tripleGreen && bet.kind === 'GREEN' ? bet.amount : 0,
  );
  const parts = splitJackpot(pool, greenStakes);
  const jackpotPaid = parts.reduce((sum, part) => sum + part, 0);
  return {
    ...step,
    bets: bets.map((bet, i) => ({
      payout: betPayout(bet.kind, bet.amount, slot),
      jackpot: parts[i]!,
    })),
    jackpotPaid,
    poolAfter: pool - jackpotPaid,
  };
}
