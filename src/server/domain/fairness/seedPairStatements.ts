import type { Statement } from '../../db/client';

// The seed-pair statements, prepared once per connection.

/** Creates the player's first pair unless one is already active (lazy and race-safe). */
export const INSERT_FIRST_PAIR: Statement = {
  name: 'seed_pairs_insert_first',
  text: `INSERT INTO seed_pairs
           (user_id, server_seed, server_seed_hash, client_seed, next_server_seed, next_server_seed_hash)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (user_id) WHERE revealed_at IS NULL DO NOTHING`,
};

/** The active pair's seeds and the nonce its next bet takes (bets take it in bet_settle()). */
export const SELECT_FOR_PLAY: Statement = {
  name: 'seed_pairs_for_play',
  text: `SELECT id, server_seed, server_seed_hash, client_seed, nonce
         FROM seed_pairs WHERE user_id = $1 AND revealed_at IS NULL`,
};

export const SELECT_ACTIVE: Statement = {
  name: 'seed_pairs_active',
  text: `SELECT server_seed_hash, client_seed, nonce, next_server_seed_hash
         FROM seed_pairs WHERE user_id = $1 AND revealed_at IS NULL`,
};

/** Reveals the active pair (and locks it, like a bet does). */
export const REVEAL_ACTIVE: Statement = {
  name: 'seed_pairs_reveal_active',
  text: `UPDATE seed_pairs SET revealed_at = clock_timestamp()
         WHERE user_id = $1 AND revealed_at IS NULL
         RETURNING id, server_seed, server_seed_hash, client_seed, nonce,
                   next_server_seed, next_server_seed_hash`,
};

/** A bet still being played (a mines game) depends on the pair's seed staying secret. */
export const UNSETTLED_BET_ON_PAIR: Statement = {
  name: 'seed_pairs_unsettled_bet',
  text: 'SELECT 1 AS open FROM bets WHERE seed_pair_id = $1 AND settled_at IS NULL LIMIT 1',
};

export const INSERT_PROMOTED_PAIR: Statement = {
  name: 'seed_pairs_insert_promoted',
  text: `INSERT INTO seed_pairs
           (user_id, server_seed, server_seed_hash, client_seed, next_server_seed, next_server_seed_hash,
            created_at)
         VALUES ($1, $2, $3, $4, $5, $6, clock_timestamp())`,
};

/**
 * A page of revealed pairs, newest first. $3 is the id of the last pair of the previous
 * page (the cursor), or null for the first; (revealed_at, id) orders them totally.
 */
export const SELECT_REVEALED: Statement = {
  name: 'seed_pairs_revealed_page',
  text: `SELECT id, server_seed, server_seed_hash, client_seed, nonce, created_at, revealed_at
         FROM seed_pairs
         WHERE user_id = $1 AND revealed_at IS NOT NULL
           AND ($3::uuid IS NULL OR (revealed_at, id) <
                (SELECT c.revealed_at, c.id FROM seed_pairs c WHERE c.id = $3::uuid AND c.user_id = $1))
         ORDER BY revealed_at DESC, id DESC LIMIT $2`,
};
