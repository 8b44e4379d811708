import type { Statement } from '../../db/client';

// Coin flip's rows: the games (coin_flips) and each player seat's stake (bets.coin_flip_id).
// Times are the database's clock, so every process orders games by one clock.

/** A game with both players' names; the bot's seat has no joiner row. */
const GAME_COLUMNS = `cf.id, cf.state, cf.amount, cf.creator_id, cf.creator_side, cf.joiner_id,
  cf.joiner_bot, cf.server_seed, cf.server_seed_hash, cf.beacon_kind, cf.beacon_label,
  cf.beacon_round, cf.beacon_expected_at, cf.beacon_value, cf.beacon_evidence, cf.winning_side, cf.winner,
  cf.payout, cf.fee, cf.created_at, cf.flipped_at,
  cu.username AS creator_name, ju.username AS joiner_name`;
const GAME_FROM = `FROM coin_flips cf JOIN users cu ON cu.id = cf.creator_id
  LEFT JOIN users ju ON ju.id = cf.joiner_id`;

export const SELECT_GAME: Statement = {
  name: 'coin_flip_select',
  text: `SELECT ${GAME_COLUMNS} ${GAME_FROM} WHERE cf.id = $1`,
};

/** The game locked for a change: every action and the flip go through this lock. */
export const LOCK_GAME: Statement = {
  name: 'coin_flip_lock',
  text: `SELECT ${GAME_COLUMNS} ${GAME_FROM} WHERE cf.id = $1 FOR UPDATE OF cf`,
};

export const OPEN_GAMES: Statement = {
  name: 'coin_flip_open',
  text: `SELECT ${GAME_COLUMNS} ${GAME_FROM} WHERE cf.state = 'OPEN'
         ORDER BY cf.created_at DESC LIMIT $1`,
};

export const ACTIVE_GAMES: Statement = {
  name: 'coin_flip_active',
  text: `SELECT ${GAME_COLUMNS} ${GAME_FROM}
         WHERE cf.state IN ('JOINED', 'BOT_JOINED', 'WAITING_FOR_BEACON')
         ORDER BY cf.joined_at DESC LIMIT $1`,
};

export const RECENT_FLIPS: Statement = {
  name: 'coin_flip_recent',
  text: `SELECT ${GAME_COLUMNS} ${GAME_FROM} WHERE cf.state = 'FLIPPED'
         ORDER BY cf.flipped_at DESC LIMIT $1`,
};

/**
 * Serializes one player's creations, so two at once cannot both pass the open-games cap.
 * Transaction-scoped: released at commit or rollback.
 */
export const LOCK_CREATOR: Statement = {
  name: 'coin_flip_lock_creator',
  text: `SELECT pg_advisory_xact_lock(hashtextextended('coin-flip-open:' || $1::text, 0))`,
};

export const COUNT_OPEN_OF: Statement = {
  name: 'coin_flip_count_open',
  text: `SELECT count(*)::int AS open FROM coin_flips WHERE creator_id = $1 AND state = 'OPEN'`,
};

export const INSERT_GAME: Statement = {
  name: 'coin_flip_insert',
  text: `INSERT INTO coin_flips
           (id, state, amount, creator_id, creator_side, server_seed, server_seed_hash, created_at)
         VALUES ($1, 'OPEN', $2, $3, $4, $5, $6, clock_timestamp())`,
};

/** A seat's stake: an open bet of the game (no seed pair, no nonce: the beacon draw decides). */
export const INSERT_SEAT_BET: Statement = {
  name: 'coin_flip_insert_bet',
  text: `INSERT INTO bets (id, user_id, game, coin_flip_id, amount, params)
         VALUES ($1, $2, 'coin-flip', $3, $4, $5::jsonb)`,
};

/** The open stakes of a game, locked while they are settled. */
export const OPEN_SEAT_BETS: Statement = {
  name: 'coin_flip_open_bets',
  text: `SELECT id, user_id, amount FROM bets
         WHERE coin_flip_id = $1 AND settled_at IS NULL ORDER BY created_at, id FOR UPDATE`,
};

export const SEAT_JOINER: Statement = {
  name: 'coin_flip_seat',
  text: `UPDATE coin_flips SET state = $2, joiner_id = $3, joiner_bot = $4,
                              joined_at = clock_timestamp()
         WHERE id = $1 AND state = 'OPEN'`,
};

export const NAME_BEACON: Statement = {
  name: 'coin_flip_name_beacon',
  text: `UPDATE coin_flips SET state = 'WAITING_FOR_BEACON', beacon_kind = $2, beacon_label = $3,
                              beacon_round = $4, beacon_expected_at = $5
         WHERE id = $1 AND state IN ('JOINED', 'BOT_JOINED')`,
};

export const FLIP_GAME: Statement = {
  name: 'coin_flip_flip',
  text: `UPDATE coin_flips SET state = 'FLIPPED', beacon_value = $2, beacon_evidence = $3::jsonb,
                              winning_side = $4, winner = $5, payout = $6, fee = $7,
                              flipped_at = clock_timestamp()
         WHERE id = $1 AND state = 'WAITING_FOR_BEACON'`,
};

export const CANCEL_GAME: Statement = {
  name: 'coin_flip_cancel',
  text: `UPDATE coin_flips SET state = 'CANCELLED', cancelled_at = clock_timestamp()
         WHERE id = $1 AND state = 'OPEN'`,
};

/** Games whose beacon round is due (by `$1` ms of grace) and still not flipped. */
export const OVERDUE_GAMES: Statement = {
  name: 'coin_flip_overdue',
  text: `SELECT id, beacon_round FROM coin_flips
         WHERE state = 'WAITING_FOR_BEACON'
           AND beacon_expected_at < clock_timestamp() - make_interval(secs => $1::float8 / 1000)
         ORDER BY beacon_expected_at LIMIT 100`,
};

/** Games still waiting for a beacon round that was due before `$1` (the refund's cutoff). */
export const STALLED_GAMES: Statement = {
  name: 'coin_flip_stalled',
  text: `SELECT id, beacon_round FROM coin_flips
         WHERE state = 'WAITING_FOR_BEACON' AND beacon_expected_at < $1::timestamptz
         ORDER BY beacon_expected_at LIMIT 100`,
};

/** Both stakes given back: the game ends without a side (the flip's state check loses). */
export const REFUND_GAME: Statement = {
  name: 'coin_flip_refund',
  text: `UPDATE coin_flips SET state = 'REFUNDED', refunded_at = clock_timestamp()
         WHERE id = $1 AND state = 'WAITING_FOR_BEACON' AND beacon_expected_at < $2::timestamptz
         RETURNING id`,
};
