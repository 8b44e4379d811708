import type { Statement } from '../../db/client';

// The statement that opens a round game's bet, prepared once per connection. It is the
// settlement step's own: Settlement.openRoundBet writes it, and it is settled
// by xp/wagerXp.ts SETTLE_BET_WITH_XP (the row and its XP together).

/** A round game's open bet (no seed pair, no nonce: its round decides it); its player's name. */
export const INSERT_ROUND_BET: Statement = {
  name: 'bets_insert_round',
  text: `INSERT INTO bets (id, user_id, game, round_id, amount, params)
         SELECT $1, u.id, $3, $4, $5, $6::jsonb FROM users u WHERE u.id = $2
         RETURNING (SELECT username FROM users WHERE id = $2) AS username`,
};
