import type { Statement } from '../../db/client';

// Crash's rows: its rounds (rounds.game = 'crash') and their bets (bets.round_id). Every
// time is the database's clock, so every process measures a round by one clock.

/** The player's open bet of the running round, locked, with the ms since the round started. */
export const OPEN_BET_TO_CASH_OUT: Statement = {
  name: 'crash_open_bet_to_cash_out',
  text: `SELECT b.id, b.amount, b.params, u.username, r.id AS round_id, r.number,
                floor(extract(epoch FROM clock_timestamp() - r.started_at) * 1000)::bigint AS elapsed_ms
         FROM bets b JOIN rounds r ON r.id = b.round_id JOIN users u ON u.id = b.user_id
         WHERE b.user_id = $1 AND r.game = 'crash' AND r.phase = 'running'
           AND b.settled_at IS NULL
         ORDER BY r.number DESC LIMIT 1
         FOR UPDATE OF b`,
};

/** Open bets of a round, locked: the leader settles them (auto cash-outs, the bust). */
export const OPEN_BETS_OF_ROUND: Statement = {
  name: 'crash_open_bets_of_round',
  text: `SELECT b.id, b.user_id, u.username, b.amount, b.params
         FROM bets b JOIN users u ON u.id = b.user_id
         WHERE b.round_id = $1 AND b.settled_at IS NULL
         ORDER BY b.id FOR UPDATE OF b`,
};

/** Betting ends: the curve starts now; the bust is $2 ms later (kept from the players). */
export const START_RUNNING: Statement = {
  name: 'crash_start_running',
  text: `UPDATE rounds SET phase = 'running', started_at = clock_timestamp(),
                ends_at = clock_timestamp() + make_interval(secs => $2::float8 / 1000)
         WHERE id = $1 AND phase = 'betting'`,
};

export const END_ROUND: Statement = {
  name: 'crash_end_round',
  text: `UPDATE rounds SET phase = 'ended', hash = $2, outcome = $3::jsonb, ended_at = clock_timestamp()
         WHERE id = $1 AND phase = 'running'
         RETURNING id`,
};
