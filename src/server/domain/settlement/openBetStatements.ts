import type { Statement } from '../../db/client';

// The statements that open a bet a later step decides, prepared once per connection. They
// are the settlement step's own: Settlement.openRoundBet and openSeatBet write them, and
// closeOpenBet settles the rows (xp/wagerXp.ts SETTLE_BET_WITH_XP, the row and its XP
// together).

/** A round game's open bet (no seed pair, no nonce: its round decides it); its player's name. */
export const INSERT_ROUND_BET: Statement = {
  name: 'bets_insert_round',
  text: `INSERT INTO bets (id, user_id, game, round_id, amount, params)
         SELECT $1, u.id, $3, $4, $5, $6::jsonb FROM users u WHERE u.id = $2
         RETURNING (SELECT username FROM users WHERE id = $2) AS username`,
};

/**
 * A seat's open bet in a game between players, linked to its room ($4) or its case battle
 * ($5): the game's beacon round decides it, so it takes no seed pair and no nonce.
 */
export const INSERT_SEAT_BET: Statement = {
  name: 'bets_insert_seat',
  text: `INSERT INTO bets (id, user_id, game, room_id, case_battle_id, amount, params)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
};
