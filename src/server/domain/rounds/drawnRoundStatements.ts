import type { Statement } from '../../db/client';

// The rows of a round game whose round is drawn when betting closes (roulette's spin, a
// manifest game's draw): its round goes betting -> its live phase ($phase) -> ended, and its
// bets (bets.round_id) are paid when it lands. Every time is the database's clock, so every
// process measures a round by one clock. While live, rounds.ends_at is when it lands.

/** Betting ends: the round's hash (so its outcome) is public, and it lands in $3 ms. */
export const START_DRAWN_PHASE: Statement = {
  name: 'rounds_start_drawn_phase',
  text: `UPDATE rounds SET phase = $4, hash = $2, started_at = clock_timestamp(),
                ends_at = clock_timestamp() + make_interval(secs => $3::float8 / 1000)
         WHERE id = $1 AND phase = 'betting'`,
};

/** The round to pay, locked in its live phase ($2): bets wait, a second settler finds it ended. */
export const DRAWN_ROUND_TO_PAY: Statement = {
  name: 'rounds_drawn_round_to_pay',
  text: `SELECT id, number, hash FROM rounds WHERE id = $1 AND phase = $2 FOR UPDATE`,
};

/** A round's open bets in the order they were placed, locked: each is closed once. */
export const OPEN_BETS_IN_PLACING_ORDER: Statement = {
  name: 'rounds_open_bets_in_placing_order',
  text: `SELECT b.id, b.user_id, u.username, b.amount, b.params
         FROM bets b JOIN users u ON u.id = b.user_id
         WHERE b.round_id = $1 AND b.settled_at IS NULL
         ORDER BY b.created_at, b.id FOR UPDATE OF b`,
};

/** The round landed and paid: ended with its outcome, from its live phase ($3) only. */
export const END_DRAWN_ROUND: Statement = {
  name: 'rounds_end_drawn_round',
  text: `UPDATE rounds SET phase = 'ended', outcome = $2::jsonb, ended_at = clock_timestamp()
         WHERE id = $1 AND phase = $3
         RETURNING id`,
};
