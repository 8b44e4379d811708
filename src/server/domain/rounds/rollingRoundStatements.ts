import type { Statement } from '../../db/client';

// The rows of a round game whose round is drawn when betting closes (roulette's spin, a
// manifest game's draw): its round goes betting -> rolling -> ended, and its bets
// (bets.round_id) are paid when it lands. Every time is the database's clock, so every
// process measures a round by one clock. While rolling, rounds.ends_at is when it lands.

/** Betting ends: the round's hash (so its outcome) is public, and it lands in $3 ms. */
export const START_ROLLING: Statement = {
  name: 'rounds_start_rolling',
  text: `UPDATE rounds SET phase = 'rolling', hash = $2, started_at = clock_timestamp(),
                ends_at = clock_timestamp() + make_interval(secs => $3::float8 / 1000)
         WHERE id = $1 AND phase = 'betting'`,
};

/** The round to pay, locked while rolling: bets wait, a second settler finds it ended. */
export const ROLLING_ROUND_TO_PAY: Statement = {
  name: 'rounds_rolling_round_to_pay',
  text: `SELECT id, number, hash FROM rounds WHERE id = $1 AND phase = 'rolling' FOR UPDATE`,
};

/** A round's open bets in the order they were placed, locked: each is closed once. */
export const OPEN_BETS_IN_PLACING_ORDER: Statement = {
  name: 'rounds_open_bets_in_placing_order',
  text: `SELECT b.id, b.user_id, u.username, b.amount, b.params
         FROM bets b JOIN users u ON u.id = b.user_id
         WHERE b.round_id = $1 AND b.settled_at IS NULL
         ORDER BY b.created_at, b.id FOR UPDATE OF b`,
};

/** The round landed and paid: ended with its outcome, from rolling only. */
export const END_ROLLING_ROUND: Statement = {
  name: 'rounds_end_rolling_round',
  text: `UPDATE rounds SET phase = 'ended', outcome = $2::jsonb, ended_at = clock_timestamp()
         WHERE id = $1 AND phase = 'rolling'
         RETURNING id`,
};
