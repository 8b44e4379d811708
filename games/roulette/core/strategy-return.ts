import { jackpotFeed } from './jackpot';
import { settleRouletteRound, type RouletteRoundBet, type RouletteStreakGreen } from './round';
import { ROULETTE_SLOT_COUNT } from './slots';
import { TRIPLE_GREEN_STREAK } from './streak';

// The exact expected return of betting green through the rest of a streak, for tests that
// prove no public-information strategy pays. Every slot of every round the plan can reach
// is settled by the core itself; nothing is sampled.

export interface StreakPlan {
  /** The public streak when the plan starts: 0, 1 or 2. */
  streak: 0 | 1 | 2;
  /** The public pool before the plan's first round's bets. */
  pool: number;
  /** Other players' green stakes in the streak's rounds already played. */
  earlier: ReadonlyArray<{ streak: 0 | 1; amounts: readonly number[] }>;
  /** One entry per round left in the streak: my green stake (0: none), the others'. */
  rounds: ReadonlyArray<{ mine: number; others: readonly number[] }>;
}

/**
 * What the plan pays back and what it stakes, both scaled by 15^(3 - streak) so they are
 * whole: round j is reached with chance 15^-(j - streak), and each slot has chance 1/15.
 * The return is returned / staked; it is at most 100% when returned <= staked.
 */
export function exactReturn(plan: StreakPlan): { returned: bigint; staked: bigint } {
  const slots = BigInt(ROULETTE_SLOT_COUNT);
  const greens: (RouletteStreakGreen & { mine: boolean })[] = plan.earlier.flatMap((round) =>
    round.amounts
      .filter((a) => a > 0)
      .map((amount) => ({ streak: round.streak, amount, mine: false })),
  );
  let pool = plan.pool;
  let returned = 0n;
  let staked = 0n;
  plan.rounds.forEach((round, i) => {
    const streak = plan.streak + i;
    // 15^(2 - streak): the chance of reaching this round, scaled, per slot
    const reach = slots ** BigInt(TRIPLE_GREEN_STREAK - 1 - streak);
    // mine first: ties in the split favour the earlier bet, the worst case for the bound
    const bets: (RouletteRoundBet & { mine: boolean })[] = [
      ...(round.mine > 0 ? [{ kind: 'GREEN' as const, amount: round.mine, mine: true }] : []),
      ...round.others
        .filter((a) => a > 0)
        .map((amount) => ({ kind: 'GREEN' as const, amount, mine: false })),
    ];
    // the round's feed rounded up (a float of 0): the most the pool can get, the worst case
    pool += jackpotFeed(
      bets.reduce((sum, bet) => sum + bet.amount, 0),
      0,
    );
    staked += reach * slots * BigInt(round.mine);
    for (let slot = 0; slot < ROULETTE_SLOT_COUNT; slot++) {
      const settled = settleRouletteRound(slot, streak, pool, bets, greens);
      settled.bets.forEach((paid, k) => {
        if (bets[k]!.mine) returned += reach * BigInt(paid.payout + paid.jackpot);
      });
      settled.streakJackpots.forEach((part, k) => {
        if (greens[k]!.mine) returned += reach * BigInt(part);
      });
    }
    if (streak < TRIPLE_GREEN_STREAK - 1)
      greens.push(
        ...bets.map((bet) => ({ streak: streak as 0 | 1, amount: bet.amount, mine: bet.mine })),
      );
  });
  return { returned, staked };
}
