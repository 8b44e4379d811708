import type { Statement } from '../../db/client';
import type { Tx } from '../../db/transaction';

// A round game's rows as every driver reads them: its newest round with the database
// clock's measures of it (one clock for every process), a round's bets, and its ended
// rounds. Each game reads its own phases, outcome (rounds.outcome) and bet choices
// (bets.params) from them.

/** A round game's newest round, `P` its phases, `O` its stored outcome. */
export interface RoundRow<P extends string = string, O = unknown> extends Record<string, unknown> {
  id: number | string;
  number: number;
  phase: P;
  betting_ends_at: Date | string;
  /** When its live phase ends, once set (roulette's landing, crash's bust: never shown). */
  ends_at: Date | string | null;
  hash: string | null;
  outcome: O | null;
  ended_at: Date | string | null;
  now: Date | string;
  /** ms since its live phase started; null before. */
  elapsed_ms: number | string | null;
  betting_left_ms: number | string;
  /** ms left of its live phase; null before it has an end. */
  live_left_ms: number | string | null;
  ended_ago_ms: number | string | null;
}

/** A bet of a round, as the round's views list it. */
export interface RoundBetRow<Params = unknown, Outcome = unknown> extends Record<string, unknown> {
  id: string;
  username: string;
  amount: number | string;
  params: Params;
  payout: number | string | null;
  outcome: Outcome | null;
}

/** An ended round, as the history lists it. */
export interface EndedRoundRow<O = unknown> extends Record<string, unknown> {
  id: string;
  number: number;
  hash: string;
  outcome: O;
  ended_at: Date | string;
}

const ms = (interval: string) => `floor(extract(epoch FROM ${interval}) * 1000)::bigint`;

const LATEST_ROUND: Statement = {
  name: 'rounds_latest',
  text: `SELECT id, number, phase, betting_ends_at, ends_at, hash, outcome, ended_at,
                clock_timestamp() AS now,
                ${ms('clock_timestamp() - started_at')} AS elapsed_ms,
                ${ms('betting_ends_at - clock_timestamp()')} AS betting_left_ms,
                ${ms('ends_at - clock_timestamp()')} AS live_left_ms,
                ${ms('clock_timestamp() - ended_at')} AS ended_ago_ms
         FROM rounds WHERE game = $1 ORDER BY number DESC LIMIT 1`,
};

/** In the order they were placed (roulette's jackpot split breaks ties by it). */
const ROUND_BETS: Statement = {
  name: 'rounds_bets',
  text: `SELECT b.id, u.username, b.amount, b.params, b.payout, b.outcome
         FROM bets b JOIN users u ON u.id = b.user_id
         WHERE b.round_id = $1 ORDER BY b.created_at, b.id`,
};

const ENDED_ROUNDS: Statement = {
  name: 'rounds_ended',
  text: `SELECT id, number, hash, outcome, ended_at FROM rounds
         WHERE game = $1 AND phase = 'ended' ORDER BY number DESC LIMIT $2`,
};

export async function latestRound<R extends RoundRow>(
  tx: Tx,
  game: string,
): Promise<R | undefined> {
  const [row] = await tx.query<R>(LATEST_ROUND, [game]);
  return row;
}

export function roundBets<B extends RoundBetRow>(tx: Tx, roundId: number | string): Promise<B[]> {
  return tx.query<B>(ROUND_BETS, [roundId]);
}

/** The game's last `limit` ended rounds, newest first. */
export function endedRounds<O>(tx: Tx, game: string, limit: number): Promise<EndedRoundRow<O>[]> {
  return tx.query<EndedRoundRow<O>>(ENDED_ROUNDS, [game, limit]);
}
