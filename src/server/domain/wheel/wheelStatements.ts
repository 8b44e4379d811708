import type { Statement } from '../../db/client';

// The reward wheel's statements, prepared once per connection.

/**
 * Claims the player's free spin: a first spin inserts the row, a later one moves it only
 * when the last spin is at least 24 h old ($3 = now - 24 h). Parallel claims queue on the
 * row and the ones after the first find it moved: no row comes back for them.
 */
export const CLAIM_SPIN: Statement = {
  name: 'wheel_claim_spin',
  text: `INSERT INTO wheel_players (user_id, last_spun_at) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET last_spun_at = EXCLUDED.last_spun_at
         WHERE wheel_players.last_spun_at <= $3
         RETURNING user_id`,
};

export const LAST_SPIN: Statement = {
  name: 'wheel_last_spin',
  text: 'SELECT last_spun_at FROM wheel_players WHERE user_id = $1',
};

export const PLAYER_WHEEL: Statement = {
  name: 'wheel_player_state',
  text: `SELECT u.xp, w.last_spun_at
         FROM users u LEFT JOIN wheel_players w ON w.user_id = u.id
         WHERE u.id = $1`,
};

/**
 * Takes the next nonce of the player's active pair, as a bet does (and under the same row
 * lock), answering the seeds it takes. No row: the player has no pair yet, or a rotation
 * just replaced it.
 */
export const TAKE_NONCE: Statement = {
  name: 'wheel_take_nonce',
  text: `UPDATE seed_pairs SET nonce = nonce + 1
         WHERE user_id = $1 AND revealed_at IS NULL
         RETURNING id, server_seed, server_seed_hash, client_seed, nonce - 1 AS nonce`,
};

export const INSERT_SPIN: Statement = {
  name: 'wheel_insert_spin',
  text: `INSERT INTO wheel_spins (id, user_id, seed_pair_id, nonce, tier, ticket, segment, prize, spun_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
};

/** The player's latest spins with their pair's seeds; the server seed only once revealed. */
export const LIST_SPINS: Statement = {
  name: 'wheel_list_spins',
  text: `SELECT s.id, s.tier, s.ticket, s.segment, s.prize, s.nonce, s.spun_at,
                p.server_seed_hash, p.client_seed,
                CASE WHEN p.revealed_at IS NOT NULL THEN p.server_seed END AS server_seed
         FROM wheel_spins s JOIN seed_pairs p ON p.id = s.seed_pair_id
         WHERE s.user_id = $1
         ORDER BY s.spun_at DESC, s.id DESC LIMIT $2`,
};
