import type { Statement } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { conflict } from '../errors';

// What every round game checks before it stakes a bet: its newest round is taking bets and
// its betting clock (the database's, one for all processes) has not run out. The row stays
// locked FOR SHARE until the bet commits, so the leader cannot close betting under it.

export const BETTING_CLOSED_MESSAGE = 'Bets are closed for this round; wait for the next one';

const LATEST_ROUND_FOR_BET: Statement = {
  name: 'rounds_latest_for_bet',
  text: `SELECT id, phase, betting_ends_at > clock_timestamp() AS open
         FROM rounds WHERE game = $1 ORDER BY number DESC LIMIT 1 FOR SHARE`,
};

/** The id of `game`'s round that takes bets now; BETTING_CLOSED when there is none. */
export async function roundTakingBets(tx: Tx, game: string): Promise<number> {
  const [round] = await tx.query<{ id: string; phase: string; open: boolean }>(
    LATEST_ROUND_FOR_BET,
    [game],
  );
  if (!round || round.phase !== 'betting' || !round.open)
    throw conflict('BETTING_CLOSED', BETTING_CLOSED_MESSAGE);
  return Number(round.id);
}
