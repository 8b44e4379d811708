import type { Statement } from '../../db/client';

// The rewards tables' statements (migration 0025). Rakeback amounts travel as text: they
// are numeric(40,0) in hundredths x 10^-8 and are added exactly, as BigInt on this side.

/**
 * Adds exact rakeback to players ($1 ids, $2 amounts as text), in id order (lock order),
 * and answers each one's unclaimed amount after it.
 */
export const ADD_RAKEBACK: Statement = {
  name: 'rakeback_add',
  text: `INSERT INTO rakeback_balances (user_id, unclaimed_e8)
         SELECT user_id, units FROM unnest($1::uuid[], $2::numeric[]) AS a(user_id, units)
         ORDER BY user_id
         ON CONFLICT (user_id) DO UPDATE
           SET unclaimed_e8 = rakeback_balances.unclaimed_e8 + EXCLUDED.unclaimed_e8,
               updated_at = now()
         RETURNING user_id, unclaimed_e8::text AS unclaimed_e8`,
};

/** The players' XP, to rate their wagers at the level they have now. */
export const XP_OF_USERS: Statement = {
  name: 'rewards_xp_of_users',
  text: `SELECT id, xp FROM users WHERE id = ANY($1::uuid[])`,
};

export const XP_OF_USER: Statement = {
  name: 'rewards_xp_of_user',
  text: `SELECT xp FROM users WHERE id = $1`,
};

export const RAKEBACK_OF_USER: Statement = {
  name: 'rakeback_of_user',
  text: `SELECT unclaimed_e8::text AS unclaimed_e8, claimed_total
         FROM rakeback_balances WHERE user_id = $1`,
};

/** The player's rakeback row, locked: a claim holds it until it commits. */
export const LOCK_RAKEBACK: Statement = {
  name: 'rakeback_lock',
  text: `SELECT unclaimed_e8::text AS unclaimed_e8, claimed_total
         FROM rakeback_balances WHERE user_id = $1 FOR UPDATE`,
};

/** Takes a claim's whole hundredths off the unclaimed amount ($2 hundredths, $3 units). */
export const TAKE_RAKEBACK_CLAIM: Statement = {
  name: 'rakeback_take_claim',
  text: `WITH taken AS (
           UPDATE rakeback_balances
           SET unclaimed_e8 = unclaimed_e8 - $3::numeric, claimed_total = claimed_total + $2,
               updated_at = now()
           WHERE user_id = $1)
         INSERT INTO rakeback_claims (user_id, amount) VALUES ($1, $2) RETURNING id`,
};

/** Records a daily case opening; no row back when this tier was opened that day already. */
export const CLAIM_DAILY_CASE: Statement = {
  name: 'daily_case_claim',
  text: `INSERT INTO daily_case_claims (user_id, tier_level, day, case_id)
         VALUES ($1, $2, $3::date, $4)
         ON CONFLICT DO NOTHING RETURNING tier_level`,
};

export const DAILY_CASES_OF_DAY: Statement = {
  name: 'daily_cases_of_day',
  text: `SELECT tier_level FROM daily_case_claims WHERE user_id = $1 AND day = $2::date`,
};

/** Records a level reward; no row back when it was claimed already. */
export const CLAIM_LEVEL_REWARD: Statement = {
  name: 'level_reward_claim',
  text: `INSERT INTO level_reward_claims (user_id, level, gems) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING level`,
};

export const LEVEL_REWARDS_CLAIMED: Statement = {
  name: 'level_rewards_claimed',
  text: `SELECT level FROM level_reward_claims WHERE user_id = $1`,
};
