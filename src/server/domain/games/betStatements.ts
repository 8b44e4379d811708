import type { Statement } from '../../db/client';

// The bets table's statements, prepared once per connection. Times come from
// clock_timestamp(): a player's bets are serialized by their seed pair's lock, so later
// nonces always get later times, whatever order their transactions started in.

/** A bet row; settled at once unless its payout is still open (a mines game). */
export const INSERT_BET: Statement = {
  name: 'bets_insert',
  text: `INSERT INTO bets
           (id, user_id, game, seed_pair_id, nonce, amount, payout, multiplier_e4, params, outcome,
            created_at, settled_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7::bigint, $8::bigint, $9::jsonb, $10::jsonb,
                 clock_timestamp(), CASE WHEN $7::bigint IS NULL THEN NULL ELSE clock_timestamp() END)
         RETURNING created_at`,
};

/** A round game's open bet (no seed pair, no nonce: its round decides it); its player's name. */
export const INSERT_ROUND_BET: Statement = {
  name: 'bets_insert_round',
  text: `INSERT INTO bets (id, user_id, game, round_id, amount, params)
         SELECT $1, u.id, $3, $4, $5, $6::jsonb FROM users u WHERE u.id = $2
         RETURNING (SELECT username FROM users WHERE id = $2) AS username`,
};

// An open bet is settled by xp/wagerXp.ts SETTLE_BET_WITH_XP: the row and its XP together.
