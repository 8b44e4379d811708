import type { Statement } from '../../db/client';

// The gift card statements, prepared once per connection.

const BATCH_COLUMNS = `b.id, b.value, b.count, b.note, b.expires_at, b.disabled_at, b.created_at,
  (SELECT count(*) FROM gift_cards c WHERE c.batch_id = b.id AND c.redeemed_at IS NOT NULL)::int
    AS redeemed`;

/** The card by its code's hash, locked with its batch's terms: redemptions of one card take turns. */
export const LOCK_CARD: Statement = {
  name: 'gift_cards_lock',
  text: `SELECT c.id, c.redeemed_at, c.redeemed_by, b.id AS batch_id, b.value, b.expires_at,
                b.disabled_at
         FROM gift_cards c JOIN gift_card_batches b ON b.id = c.batch_id
         WHERE c.code_hash = $1
         FOR UPDATE OF c`,
};

/** Stamps the card; the condition makes a second stamp impossible even without the lock. */
export const MARK_REDEEMED: Statement = {
  name: 'gift_cards_mark_redeemed',
  text: `UPDATE gift_cards SET redeemed_by = $2, redeemed_at = $3
         WHERE id = $1 AND redeemed_at IS NULL RETURNING id`,
};

export const INSERT_BATCH: Statement = {
  name: 'gift_cards_insert_batch',
  text: `INSERT INTO gift_card_batches (value, count, note, expires_at, created_by)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
};

/** The cards of a batch by their hashes; a hash already taken is skipped (and drawn again). */
export const INSERT_CARDS: Statement = {
  name: 'gift_cards_insert_cards',
  text: `INSERT INTO gift_cards (batch_id, code_hash)
         SELECT $1, h FROM unnest($2::text[]) AS h
         ON CONFLICT (code_hash) DO NOTHING
         RETURNING code_hash`,
};

export const BATCH: Statement = {
  name: 'gift_cards_batch',
  text: `SELECT ${BATCH_COLUMNS} FROM gift_card_batches b WHERE b.id = $1`,
};

export const LIST_BATCHES: Statement = {
  name: 'gift_cards_list_batches',
  text: `SELECT ${BATCH_COLUMNS} FROM gift_card_batches b
         ORDER BY b.created_at DESC, b.id DESC LIMIT 500`,
};

export const DISABLE_BATCH: Statement = {
  name: 'gift_cards_disable_batch',
  text: `UPDATE gift_card_batches SET disabled_at = COALESCE(disabled_at, $2)
         WHERE id = $1 RETURNING id`,
};

export interface LockedCardRow extends Record<string, unknown> {
  id: string;
  redeemed_at: Date | string | null;
  redeemed_by: string | null;
  batch_id: string;
  value: number | string;
  expires_at: Date | string | null;
  disabled_at: Date | string | null;
}

export interface BatchRow extends Record<string, unknown> {
  id: string;
  value: number | string;
  count: number;
  note: string;
  expires_at: Date | string | null;
  disabled_at: Date | string | null;
  created_at: Date | string;
  redeemed: number;
}
