import type { Statement } from '../../db/client';

// The live drops feed's statements. A drop is written with its player's public fields in
// one round trip, so the event that goes out once it may show needs no second read. A drop
// shows from shows_at (its opener's reel has landed); the feed lists only those shown.

const DROP_COLUMNS = `d.id, d.game, d.item_name, d.item_image, d.item_rarity, d.item_price, d.top,
                      d.created_at, u.id AS user_id, u.username, u.avatar, u.xp, u.anonymous`;

export const INSERT_LIVE_DROP: Statement = {
  name: 'live_drops_insert',
  text: `WITH d AS (
           INSERT INTO live_drops
             (user_id, game, bet_id, item_name, item_image, item_rarity, item_price, top,
              created_at, shows_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8,
                   clock_timestamp(), clock_timestamp() + $9::integer * interval '1 millisecond')
           RETURNING *)
         SELECT ${DROP_COLUMNS} FROM d JOIN users u ON u.id = d.user_id`,
};

/** The newest drops already shown; $1 true keeps only Top drops. */
export const SELECT_LATEST_DROPS: Statement = {
  name: 'live_drops_latest',
  text: `SELECT ${DROP_COLUMNS}
         FROM live_drops d JOIN users u ON u.id = d.user_id
         WHERE (NOT $1::boolean OR d.top) AND d.shows_at <= clock_timestamp()
         ORDER BY d.shows_at DESC, d.id DESC
         LIMIT $2`,
};
