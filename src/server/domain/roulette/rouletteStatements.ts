import type { Statement } from '../../db/client';

// Roulette's rows: its rounds (rounds.game = 'roulette', phases betting -> rolling -> ended)
// and their bets (bets.round_id). Every time is the database's clock, so every process
// measures a round by one clock. While rolling, rounds.ends_at is when the strip lands.

/** The stakes of a round's bets, grouped: what they feed the pool. */
export const ROUND_STAKES: Statement = {
  name: 'roulette_round_stakes',
  text: `SELECT amount, count(*)::int AS n FROM bets WHERE round_id = $1 GROUP BY amount`,
};

/** The streak the next round starts from: the last ended round's. */
export const LAST_ENDED_OUTCOME: Statement = {
  name: 'roulette_last_ended_outcome',
  text: `SELECT outcome FROM rounds WHERE game = 'roulette' AND phase = 'ended'
         ORDER BY number DESC LIMIT 1`,
};

/** Betting ends: the strip spins onto the slot (public now, with the hash) for $3 ms. */
export const START_ROLLING: Statement = {
  name: 'roulette_start_rolling',
  text: `UPDATE rounds SET phase = 'rolling', hash = $2, started_at = clock_timestamp(),
                ends_at = clock_timestamp() + make_interval(secs => $3::float8 / 1000)
         WHERE id = $1 AND phase = 'betting'`,
};

/** The round to settle, locked: bets wait, and a second settler finds it ended. */
export const ROUND_TO_SETTLE: Statement = {
  name: 'roulette_round_to_settle',
  text: `SELECT id, number, hash FROM rounds WHERE id = $1 AND phase = 'rolling' FOR UPDATE`,
};

/** Open bets of a round in bet order, locked: the settlement closes each once. */
export const OPEN_BETS_OF_ROUND: Statement = {
  name: 'roulette_open_bets_of_round',
  text: `SELECT b.id, b.user_id, u.username, b.amount, b.params
         FROM bets b JOIN users u ON u.id = b.user_id
         WHERE b.round_id = $1 AND b.settled_at IS NULL
         ORDER BY b.created_at, b.id FOR UPDATE OF b`,
};

/**
 * The green bets of the two rounds before a triple green (the streak's first two greens),
 * in bet order, with the streak each round started from: they share the pool too.
 */
export const STREAK_GREEN_BETS: Statement = {
  name: 'roulette_streak_green_bets',
  text: `SELECT b.id, b.user_id, b.amount, (r.outcome->>'streakAfter')::int - 1 AS streak
         FROM rounds r JOIN bets b ON b.round_id = r.id
         WHERE r.id IN (SELECT id FROM rounds WHERE game = 'roulette' AND phase = 'ended'
                        ORDER BY number DESC LIMIT 2)
           AND b.params->>'option' = 'GREEN'
         ORDER BY r.number, b.created_at, b.id`,
};

export const END_ROUND: Statement = {
  name: 'roulette_end_round',
  text: `UPDATE rounds SET phase = 'ended', outcome = $2::jsonb, ended_at = clock_timestamp()
         WHERE id = $1 AND phase = 'rolling'
         RETURNING id`,
};

/**
 * The last rounds that paid the jackpot, with each winner's share and claim summed over their
 * bets: the triple green's own bets (bets.outcome; a green stake there claims 1x, and only
 * green bets have a part) and the streak's earlier greens (streakShares).
 */
export const JACKPOTS: Statement = {
  name: 'roulette_jackpots',
  text: `WITH paid AS (
           SELECT id, number, outcome, ended_at FROM rounds
           WHERE game = 'roulette' AND phase = 'ended'
             AND (outcome->>'jackpotPaid')::bigint > 0
           ORDER BY number DESC LIMIT $1),
         shares AS (
           SELECT p.id AS round_id, b.user_id, b.created_at,
                  (b.outcome->>'jackpot')::bigint AS amount, b.amount AS claim
           FROM paid p JOIN bets b ON b.round_id = p.id
           UNION ALL
           SELECT p.id, b.user_id, b.created_at, (s->>'amount')::bigint, (s->>'claim')::bigint
           FROM paid p
           CROSS JOIN LATERAL jsonb_array_elements(coalesce(p.outcome->'streakShares', '[]'::jsonb)) s
           JOIN bets b ON b.id = (s->>'betId')::uuid)
         SELECT p.id, p.number, p.outcome, p.ended_at, u.username,
                sum(s.amount) AS amount, sum(s.claim) AS claim, min(s.created_at) AS first_bet
         FROM paid p JOIN shares s ON s.round_id = p.id JOIN users u ON u.id = s.user_id
         WHERE s.amount > 0
         GROUP BY p.id, p.number, p.outcome, p.ended_at, u.username
         ORDER BY p.number DESC, amount DESC, first_bet`,
};
