import type { RoundGameManifest } from '../../../../games/manifest';
import type { Statement } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { conflict } from '../errors';
import type { Settlement } from '../settlement';
import type { PositionedBalance } from '../wallet';
import { roundTakingBets } from './roundTakingBets';

// How every round game takes a bet: on the round that takes bets now, within the game's
// bets a player may place in one round, staked through Settlement. The game adds only what
// its bet keeps (crash's auto cash-out, roulette's option) and what it tells after commit.

const PLAYER_BETS_IN_ROUND: Statement = {
  name: 'rounds_player_bets_in_round',
  text: `SELECT count(*)::int AS n FROM bets WHERE round_id = $1 AND user_id = $2`,
};

export interface RoundBetStake {
  userId: string;
  amount: number;
  /** What the bet row keeps for the game's own phase and settlement. */
  params: unknown;
}

export interface TakenRoundBet {
  roundId: number;
  betId: string;
  username: string;
  balance: PositionedBalance;
}

/**
 * Stakes `bet` on `game`'s round that takes bets now, inside the caller's transaction.
 * The player's account is locked before the count, so a player's bets sent at once take
 * turns here and the one past the limit is refused exactly as one sent later would be.
 */
export async function takeRoundBet(
  tx: Tx,
  settlement: Settlement,
  game: RoundGameManifest,
  bet: RoundBetStake,
): Promise<TakenRoundBet> {
  const roundId = await roundTakingBets(tx, game.kind);
  await settlement.lockPlayers(tx, [bet.userId]);
  const [placed] = await tx.query<{ n: number }>(PLAYER_BETS_IN_ROUND, [roundId, bet.userId]);
  const { most, code, message } = game.betsPerRound;
  if (Number(placed?.n ?? 0) >= most) throw conflict(code, message);
  const opened = await settlement.openRoundBet(tx, { ...bet, game: game.kind, roundId });
  return { roundId, betId: opened.betId, username: opened.username, balance: opened.balance };
}
