import type { Statement } from '../../db/client';

// Roulette's rows: its rounds (rounds.game = 'roulette', phases betting -> rolling -> ended)
// and their bets (bets.round_id). Every time is the database's clock, so every process
// measures a round by one clock. While rolling, rounds.ends_at is when the strip lands. Its
// roll starts, is paid and ends by the statements of every drawn round
// (rounds/rollingRoundStatements.ts); these are its own.

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
