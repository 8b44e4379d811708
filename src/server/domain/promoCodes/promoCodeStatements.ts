import type { Statement } from '../../db/client';

// The promo-code statements, prepared once per connection.

const COLUMNS = `id, code, amount, items, max_uses, uses, min_level, expires_at, disabled_at, created_at`;

/** The code (any case), locked: redemptions of one code take turns, so uses never pass the limit. */
export const LOCK_CODE: Statement = {
  name: 'promo_codes_lock',
  text: `SELECT ${COLUMNS} FROM promo_codes WHERE lower(code) = lower($1) FOR UPDATE`,
};

export const PLAYER_XP: Statement = {
  name: 'promo_codes_player_xp',
  text: 'SELECT xp FROM users WHERE id = $1',
};

/** The redemption, once per player and code (the primary key); no row: already redeemed. */
export const INSERT_REDEMPTION: Statement = {
  name: 'promo_codes_redeem',
  text: `INSERT INTO promo_code_redemptions (code_id, user_id, amount, redeemed_at)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (code_id, user_id) DO NOTHING
         RETURNING code_id`,
};

export const COUNT_USE: Statement = {
  name: 'promo_codes_count_use',
  text: 'UPDATE promo_codes SET uses = uses + 1 WHERE id = $1',
};

export const INSERT_CODE: Statement = {
  name: 'promo_codes_insert',
  text: `INSERT INTO promo_codes (code, amount, items, max_uses, min_level, expires_at, created_by)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7)
         ON CONFLICT DO NOTHING
         RETURNING ${COLUMNS}`,
};

export const LIST_CODES: Statement = {
  name: 'promo_codes_list',
  text: `SELECT ${COLUMNS} FROM promo_codes ORDER BY created_at DESC, id DESC LIMIT 500`,
};

export const DISABLE_CODE: Statement = {
  name: 'promo_codes_disable',
  text: `UPDATE promo_codes SET disabled_at = COALESCE(disabled_at, $2)
         WHERE id = $1 RETURNING ${COLUMNS}`,
};

export interface PromoCodeRow extends Record<string, unknown> {
  id: string;
  code: string;
  amount: number | string;
  items: { item: string; count: number }[] | string;
  max_uses: number;
  uses: number;
  min_level: number;
  expires_at: Date | string | null;
  disabled_at: Date | string | null;
  created_at: Date | string;
}
