import type { Statement } from '../../db/client';

/** A tracker row as the statements answer it. */
export interface TrackerRow extends Record<string, unknown> {
  user_id: string;
  challenge_id: string;
  period_start: Date | string;
  progress: number | string;
  state: 'ACTIVE' | 'COMPLETED' | 'CLAIMED';
  updated_at: Date | string;
}

const TRACKER_COLUMNS = `t.user_id, t.challenge_id, t.period_start, t.progress, t.state, t.updated_at`;

/**
 * Adds to trackers (one row per (player, challenge, period) in the arrays): a new tracker
 * starts at the delta, an ACTIVE one grows; both stop at the goal and become COMPLETED
 * there. A COMPLETED or CLAIMED tracker is left alone. Answers the trackers it changed.
 */
export const ADD_PROGRESS: Statement = {
  name: 'challenges_add_progress',
  text: `INSERT INTO challenge_trackers AS t (user_id, challenge_id, period_start, goal, progress, state)
         SELECT d.user_id, d.challenge_id, d.period_start, d.goal, LEAST(d.goal, d.by),
                CASE WHEN d.by >= d.goal THEN 'COMPLETED' ELSE 'ACTIVE' END
         FROM unnest($1::uuid[], $2::text[], $3::timestamptz[], $4::bigint[], $5::bigint[])
           AS d(user_id, challenge_id, period_start, goal, by)
         ORDER BY 1, 2, 3
         ON CONFLICT (user_id, challenge_id, period_start) DO UPDATE
           SET progress = LEAST(t.goal, t.progress + excluded.progress),
               state = CASE WHEN t.progress + excluded.progress >= t.goal
                            THEN 'COMPLETED' ELSE 'ACTIVE' END,
               updated_at = now()
           WHERE t.state = 'ACTIVE'
         RETURNING ${TRACKER_COLUMNS}`,
};

/**
 * Raises trackers to a level (reach-level challenges): like ADD_PROGRESS, but progress
 * becomes the greater of what it was and the value given.
 */
export const RAISE_PROGRESS: Statement = {
  name: 'challenges_raise_progress',
  text: `INSERT INTO challenge_trackers AS t (user_id, challenge_id, period_start, goal, progress, state)
         SELECT d.user_id, d.challenge_id, d.period_start, d.goal, LEAST(d.goal, d.value),
                CASE WHEN d.value >= d.goal THEN 'COMPLETED' ELSE 'ACTIVE' END
         FROM unnest($1::uuid[], $2::text[], $3::timestamptz[], $4::bigint[], $5::bigint[])
           AS d(user_id, challenge_id, period_start, goal, value)
         WHERE d.value > 0
         ORDER BY 1, 2, 3
         ON CONFLICT (user_id, challenge_id, period_start) DO UPDATE
           SET progress = LEAST(t.goal, excluded.progress),
               state = CASE WHEN excluded.progress >= t.goal THEN 'COMPLETED' ELSE 'ACTIVE' END,
               updated_at = now()
           WHERE t.state = 'ACTIVE' AND excluded.progress > t.progress
         RETURNING ${TRACKER_COLUMNS}`,
};

/** Moves one COMPLETED tracker to CLAIMED; no row when it is not COMPLETED (row-locked). */
export const CLAIM_TRACKER: Statement = {
  name: 'challenges_claim_tracker',
  text: `UPDATE challenge_trackers t
         SET state = 'CLAIMED', claimed_at = now(), updated_at = now()
         WHERE t.user_id = $1 AND t.challenge_id = $2 AND t.period_start = $3::timestamptz
           AND t.state = 'COMPLETED'
         RETURNING ${TRACKER_COLUMNS}`,
};

export const TRACKER_STATE: Statement = {
  name: 'challenges_tracker_state',
  text: `SELECT state FROM challenge_trackers
         WHERE user_id = $1 AND challenge_id = $2 AND period_start = $3::timestamptz`,
};

/** A player's trackers for the given (challenge, period) pairs. */
export const TRACKERS_OF: Statement = {
  name: 'challenges_trackers_of',
  text: `SELECT ${TRACKER_COLUMNS}
         FROM unnest($2::text[], $3::timestamptz[]) AS k(challenge_id, period_start)
         JOIN challenge_trackers t
           ON t.user_id = $1 AND t.challenge_id = k.challenge_id
          AND t.period_start = k.period_start`,
};

export const ENABLED_DEFINITIONS: Statement = {
  name: 'challenges_enabled_definitions',
  text: `SELECT id, category, title, description, goal_kind, game, min_multiplier_e4, goal,
                reward, period, starts_at, ends_at
         FROM challenges WHERE enabled ORDER BY sort_order, id`,
};

export const XP_OF_USERS: Statement = {
  name: 'challenges_xp_of_users',
  text: `SELECT id, xp FROM users WHERE id = ANY($1::uuid[])`,
};
