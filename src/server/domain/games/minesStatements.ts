import type { Statement } from '../../db/client';

// The mines games' statements, prepared once per connection.

const GAME_COLUMNS = `mg.bet_id, mg.mines, mg.mine_positions, mg.revealed, mg.state,
       b.amount, b.nonce, b.created_at, sp.server_seed, sp.server_seed_hash, sp.client_seed,
       u.username
  FROM mines_games mg
  JOIN bets b ON b.id = mg.bet_id
  JOIN seed_pairs sp ON sp.id = b.seed_pair_id
  JOIN users u ON u.id = mg.user_id
  WHERE mg.user_id = $1 AND mg.state = 'active'`;

/**
 * The player's active game, locked until the transaction ends: two reveals of one game take
 * turns, and the second sees the first one's tiles (or that the game has ended).
 */
export const LOCK_ACTIVE_GAME: Statement = {
  name: 'mines_lock_active',
  text: `SELECT ${GAME_COLUMNS} FOR UPDATE OF mg`,
};

export const SELECT_ACTIVE_GAME: Statement = {
  name: 'mines_select_active',
  text: `SELECT ${GAME_COLUMNS}`,
};

export const HAS_ACTIVE_GAME: Statement = {
  name: 'mines_has_active',
  text: `SELECT 1 AS active FROM mines_games WHERE user_id = $1 AND state = 'active'`,
};

export const INSERT_GAME: Statement = {
  name: 'mines_insert',
  text: `INSERT INTO mines_games (bet_id, user_id, mines, mine_positions, updated_at)
         VALUES ($1, $2, $3, $4::smallint[], clock_timestamp())`,
};

export const UPDATE_GAME: Statement = {
  name: 'mines_update',
  text: `UPDATE mines_games SET revealed = $2::smallint[], state = $3, updated_at = clock_timestamp()
         WHERE bet_id = $1`,
};
