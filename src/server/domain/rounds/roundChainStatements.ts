import type { Statement } from '../../db/client';

/** The publishing transaction's time: the chain's and its chat announcement's. */
export const PUBLICATION_TIME: Statement = {
  name: 'round_chain_publication_time',
  text: `SELECT now() AS now`,
};

/** A chain published with its named salt round; nothing when the game has one already. */
export const INSERT_CHAIN: Statement = {
  name: 'round_chain_insert',
  text: `INSERT INTO round_chains (game, length, checkpoint_interval, checkpoints, terminating_hash,
                                   beacon, beacon_label, beacon_round, beacon_expected_at,
                                   salt_not_before, published_at)
         VALUES ($1, $2, $3, $4::text[], $5, $6, $7, $8, $9, $10, now())
         ON CONFLICT (game) DO NOTHING
         RETURNING *`,
};

export const CHAIN_BY_GAME: Statement = {
  name: 'round_chain_by_game',
  text: 'SELECT * FROM round_chains WHERE game = $1',
};

export const ALL_CHAINS: Statement = {
  name: 'round_chains_all',
  text: 'SELECT * FROM round_chains ORDER BY game',
};

export const CHAIN_ROUNDS_PLAYED: Statement = {
  name: 'round_chain_rounds_played',
  text: 'SELECT rounds_played FROM round_chains WHERE game = $1',
};

/** The salt, once: a chain already salted keeps its own. */
export const FIX_SALT: Statement = {
  name: 'round_chain_fix_salt',
  text: `UPDATE round_chains SET salt = $2, salt_evidence = $3::jsonb, salt_fixed_at = now()
         WHERE game = $1 AND salt IS NULL`,
};
