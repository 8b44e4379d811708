import { rouletteGame } from '../../../../games/roulette/game';
import {
  jackpotClaim,
  jackpotFeed,
  rouletteRoundingFloat,
  settleRouletteRound,
  stepStreak,
  type RouletteStreakGreen,
} from '../../../../games/roulette/core';
import type { Database } from '../../db/client';
import { transact } from '../../db/transaction';
import type { Settlement } from '../settlement';
import type { Wallet } from '../wallet';
import { ROLLING_ROUND_TO_PAY, END_ROLLING_ROUND, OPEN_BETS_IN_PLACING_ORDER } from '../rounds';
import { LAST_ENDED_OUTCOME, STREAK_GREEN_BETS } from './rouletteStatements';
import {
  type RouletteBetOutcome,
  type RouletteBetRow,
  type RouletteRoundOutcome,
  jackpotCredits,
  multiplierE4Of,
  streakBefore,
} from './rouletteViews';

// The end of a roulette round, in ONE transaction (the strip has landed): every bet paid
// by the core's settleRouletteRound, the round's feeds moved house -> jackpot (once per
// round, so bets never queue on the pool's row), the pool's shares paid out of it on a
// triple green (to the green bets of all three rounds of the streak), and the round marked
// ended. The round row is locked first and the final UPDATE is phase-guarded: two leaders
// (a takeover) cannot both pay it, and a crash halfway leaves nothing behind.

export interface RouletteSettleDeps {
  db: Database;
  settlement: Settlement;
  wallet: Wallet;
}

export interface SettledRouletteRound {
  roundId: number;
  number: number;
  outcome: RouletteRoundOutcome;
  /** This result brought the streak to 2 (ROULETTE_DOUBLE_GREEN). */
  doubleGreen: boolean;
}

interface StreakGreenRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  amount: number | string;
  streak: number;
}

interface OpenBetRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  username: string;
  amount: number | string;
  params: RouletteBetRow['params'];
}

/** Settles round `roundId`, or answers null when it is not rolling (already settled). */
export async function settleRoulette(
  deps: RouletteSettleDeps,
  roundId: number,
  salt: string,
): Promise<SettledRouletteRound | null> {
  const { settlement, wallet } = deps;
  return transact(deps.db, async (tx) => {
    const [round] = await tx.query<{ number: number; hash: string }>(ROLLING_ROUND_TO_PAY, [
      roundId,
    ]);
    if (!round) return null;
    const { slot } = rouletteGame.outcome(round.hash, salt);
    const open = await tx.query<OpenBetRow>(OPEN_BETS_IN_PLACING_ORDER, [roundId]);
    const [last] = await tx.query<{ outcome: RouletteRoundOutcome }>(LAST_ENDED_OUTCOME, []);

    // 0.5% of the round's wagers, rounded fairly once with the round's float
    // (docs/games/README.md, "Money").
    const wagered = open.reduce((sum, bet) => sum + Number(bet.amount), 0);
    const feed = jackpotFeed(wagered, rouletteRoundingFloat(round.hash, salt));
    if (feed > 0)
      await wallet.feedPool(tx, {
        pool: 'jackpot',
        amount: feed,
        kind: 'jackpot-feed',
        reference: `roulette:${roundId}`,
      });
    // Only a roulette settlement moves the pool, one round at a time (this row's lock).
    const pool = await wallet.poolBalance(tx, 'jackpot');
    const streak = streakBefore(last?.outcome);
    const earlier = stepStreak(streak, slot).tripleGreen
      ? await tx.query<StreakGreenRow>(STREAK_GREEN_BETS, [])
      : [];
    const result = settleRouletteRound(
      slot,
      streak,
      pool,
      open.map((bet) => ({ kind: bet.params.option, amount: Number(bet.amount) })),
      earlier.map((bet) => ({ streak: streakOf(bet), amount: Number(bet.amount) })),
    );

    // Every player's account first, in one order (the ledger's lock order): this round's
    // bettors and, on a triple green, the streak's earlier green bettors the pool pays too.
    await settlement.lockPlayers(
      tx,
      [...earlier, ...open].map((bet) => bet.user_id),
    );
    for (const [i, bet] of open.entries()) {
      const { payout, jackpot } = result.bets[i]!;
      const outcome: RouletteBetOutcome = { roundId, slot, outcome: result.outcome, jackpot };
      await settlement.closeOpenBet(tx, {
        betId: bet.id,
        userId: bet.user_id,
        username: bet.username,
        game: 'roulette',
        amount: Number(bet.amount),
        payout,
        multiplierE4: multiplierE4Of(bet.params.option, payout),
        outcome,
        // Green states no edge (rouletteBetParams: the jackpot gives it back): no XP.
        isWager: (bet.params as { houseEdgeE4?: unknown }).houseEdgeE4 !== 0,
      });
    }
    const credits = jackpotCredits(
      [...earlier, ...open].map((bet) => ({ userId: bet.user_id })),
      [...result.streakJackpots, ...result.bets.map((bet) => bet.jackpot)],
    );
    const streakShares = earlier
      .map((bet, i) => ({
        betId: bet.id,
        amount: result.streakJackpots[i]!,
        claim: jackpotClaim(Number(bet.amount), streakOf(bet)),
      }))
      .filter((share) => share.amount > 0);
    if (credits.length > 0)
      await wallet.payFromPool(tx, {
        pool: 'jackpot',
        kind: 'jackpot',
        reference: `roulette:${roundId}`,
        credits,
      });

    const outcome: RouletteRoundOutcome = {
      slot,
      outcome: result.outcome,
      streakAfter: result.next,
      jackpotPaid: result.jackpotPaid,
      poolAfter: result.poolAfter,
      ...(streakShares.length > 0 ? { streakShares } : {}),
      ...(result.jackpotClaims > 0 ? { claims: result.jackpotClaims } : {}),
    };
    const ended = await tx.query(END_ROLLING_ROUND, [roundId, JSON.stringify(outcome)]);
    if (ended.length === 0)
      throw new Error(`roulette: round ${roundId} ended under its settlement`);
    return { roundId, number: round.number, outcome, doubleGreen: result.doubleGreen };
  });
}

/** The streak an earlier green's round started from: its round ended at 1 or 2. */
function streakOf(bet: StreakGreenRow): RouletteStreakGreen['streak'] {
  const streak = Number(bet.streak);
  if (streak !== 0 && streak !== 1)
    throw new Error(`roulette: bet ${bet.id} is not in a streak's first two rounds`);
  return streak;
}
