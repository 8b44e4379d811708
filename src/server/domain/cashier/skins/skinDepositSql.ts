import type { Statement } from '../../../db/client';

// The statements of skin deposits. A deposit comes back as SkinDepositRow
// (skinDepositRows.ts): its columns under their camelCase names.

const DEPOSIT_OF = (d: string) => `${d}id, ${d}user_id AS "userId", ${d}provider,
  ${d}offer_id AS "offerId", ${d}steam_id AS "steamId", ${d}status, ${d}items, ${d}value,
  ${d}gems, ${d}amount, ${d}bonus, ${d}held, ${d}reversed, ${d}shortfall, ${d}reason,
  ${d}protected_until AS "protectedUntil", ${d}created_at AS "createdAt",
  ${d}updated_at AS "updatedAt"`;
const DEPOSIT = DEPOSIT_OF('');

export const LOCK_DEPOSIT: Statement = {
  name: 'cashier_skins_lock_deposit',
  text: `SELECT ${DEPOSIT} FROM skin_deposits WHERE id = $1 FOR UPDATE`,
};

/** A player's newest 50. */
export const DEPOSITS_OF_PLAYER: Statement = {
  name: 'cashier_skins_deposits_of_player',
  text: `SELECT ${DEPOSIT} FROM skin_deposits WHERE user_id = $1
         ORDER BY created_at DESC LIMIT 50`,
};

/** The provider's offer's deposit. */
export const DEPOSIT_BY_OFFER: Statement = {
  name: 'cashier_skins_deposit_by_offer',
  text: `SELECT ${DEPOSIT} FROM skin_deposits WHERE provider = $1 AND offer_id = $2`,
};

/** Offers waiting on Steam and trades still under protection at $2, least recently updated first. */
export const DEPOSITS_TO_POLL: Statement = {
  name: 'cashier_skins_deposits_to_poll',
  text: `SELECT ${DEPOSIT} FROM skin_deposits
         WHERE provider = $1 AND offer_id IS NOT NULL
           AND (status = 'SENT' OR (status IN ('COMPLETED', 'HELD') AND protected_until > $2))
         ORDER BY updated_at LIMIT $3`,
};

/** The player's deposits whose offer is in flight. */
export const OPEN_DEPOSITS: Statement = {
  name: 'cashier_skins_open_deposits',
  text: `SELECT id FROM skin_deposits WHERE user_id = $1 AND status IN ('PENDING', 'SENT')`,
};

export const KYC_LEVEL: Statement = {
  name: 'cashier_skins_kyc_level',
  text: `SELECT kyc_level AS level FROM users WHERE id = $1`,
};

/** $5 is the items' JSON. */
export const INSERT_DEPOSIT: Statement = {
  name: 'cashier_skins_insert_deposit',
  text: `INSERT INTO skin_deposits (id, user_id, provider, steam_id, status, items, value, gems)
         VALUES ($1, $2, $3, $4, 'PENDING', $5::jsonb, $6, $7)
         RETURNING ${DEPOSIT}`,
};

export const MARK_SENT: Statement = {
  name: 'cashier_skins_mark_sent',
  text: `UPDATE skin_deposits SET status = 'SENT', offer_id = $2, updated_at = $3
         WHERE id = $1 AND status = 'PENDING' RETURNING ${DEPOSIT}`,
};

export const MARK_FAILED: Statement = {
  name: 'cashier_skins_mark_failed',
  text: `UPDATE skin_deposits SET status = 'FAILED', reason = $2, updated_at = $3
         WHERE id = $1 AND status = 'PENDING' RETURNING ${DEPOSIT}`,
};

/** Declined, expired or cancelled ($2), with its reason. */
export const END_DEPOSIT: Statement = {
  name: 'cashier_skins_end_deposit',
  text: `UPDATE skin_deposits SET status = $2, reason = $3, updated_at = $4
         WHERE id = $1 RETURNING ${DEPOSIT}`,
};

export const CREDIT_DEPOSIT: Statement = {
  name: 'cashier_skins_credit_deposit',
  text: `UPDATE skin_deposits SET status = $2, amount = $3, bonus = $4, held = $5, reason = $6,
           protected_until = $7, updated_at = $8
         WHERE id = $1 RETURNING ${DEPOSIT}`,
};

export const REVERSE_DEPOSIT: Statement = {
  name: 'cashier_skins_reverse_deposit',
  text: `UPDATE skin_deposits SET status = 'REVERSED', held = 0, reversed = $2, shortfall = $3,
           reason = $4, updated_at = $5
         WHERE id = $1 RETURNING ${DEPOSIT}`,
};

export const RELEASE_DEPOSIT: Statement = {
  name: 'cashier_skins_release_deposit',
  text: `UPDATE skin_deposits SET status = $2, amount = $3, held = $4, reason = $5, updated_at = $6
         WHERE id = $1 RETURNING ${DEPOSIT}`,
};

export const OWNER_OF_DEPOSIT: Statement = {
  name: 'cashier_skins_owner_of_deposit',
  text: `SELECT d.user_id AS "userId", u.username
         FROM skin_deposits d JOIN users u ON u.id = d.user_id WHERE d.id = $1`,
};

/** Deposits holding gems, oldest first, with their owner's name; at most $1. */
export const HELD_DEPOSITS: Statement = {
  name: 'cashier_skins_held_deposits',
  text: `SELECT ${DEPOSIT_OF('d.')}, u.username
         FROM skin_deposits d JOIN users u ON u.id = d.user_id
         WHERE d.status = 'HELD' ORDER BY d.created_at, d.id LIMIT $1`,
};

export const DEPOSITS_BY_IDS: Statement = {
  name: 'cashier_skins_deposits_by_ids',
  text: `SELECT ${DEPOSIT_OF('d.')}, u.username
         FROM skin_deposits d JOIN users u ON u.id = d.user_id WHERE d.id = ANY($1::uuid[])`,
};
