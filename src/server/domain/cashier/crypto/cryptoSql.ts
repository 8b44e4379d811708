import type { Statement } from '../../../db/client';
import { STUCK_AFTER_SECONDS } from './stuckWithdrawals';

// The statements of the crypto cashier. A transaction comes back as CryptoTransactionRow
// (cryptoTransactionRow.ts), an address as its row: the columns under their camelCase names.

const TRANSACTION_OF = (c: string) => `${c}id, ${c}user_id AS "userId", ${c}kind, ${c}status,
  ${c}provider, ${c}external_id AS "externalId", ${c}symbol, ${c}blockchain, ${c}address,
  ${c}extra_id AS "extraId", ${c}coin_amount AS "coinAmount", ${c}usd_rate AS "usdRate",
  ${c}amount, ${c}bonus, ${c}fee, ${c}confirmations,
  ${c}required_confirmations AS "requiredConfirmations", ${c}tx_hash AS "txHash", ${c}reason,
  ${c}reviewed_by AS "reviewedBy", ${c}created_at AS "createdAt", ${c}updated_at AS "updatedAt",
  ${c}settled_at AS "settledAt", ${c}credited_coin AS "creditedCoin", ${c}held`;
const TRANSACTION = TRANSACTION_OF('');

/**
 * True of a stuck withdrawal's row (stuckWithdrawals.ts), by the database's clock; `c` the
 * table's alias with its dot, if any.
 */
const STUCK_OF = (c: string) => `(${c}kind = 'WITHDRAWAL' AND ${c}status = 'PROCESSING'
  AND ${c}external_id IS NULL
  AND ${c}updated_at < now() - make_interval(secs => ${STUCK_AFTER_SECONDS}))`;

export const TRANSACTION_BY_ID: Statement = {
  name: 'cashier_crypto_transaction_by_id',
  text: `SELECT ${TRANSACTION} FROM crypto_transactions WHERE id = $1`,
};

export const LOCK_BY_ID: Statement = {
  name: 'cashier_crypto_lock_by_id',
  text: `SELECT ${TRANSACTION} FROM crypto_transactions WHERE id = $1 FOR UPDATE`,
};

/** Locked, with whether it is stuck. */
export const LOCK_WITH_STUCK: Statement = {
  name: 'cashier_crypto_lock_with_stuck',
  text: `SELECT ${TRANSACTION}, ${STUCK_OF('')} AS stuck FROM crypto_transactions
         WHERE id = $1 FOR UPDATE`,
};

/**
 * The row a provider knows by its own id ($1 provider, $2 kind, $3 its id). Deposits and
 * payouts are looked up apart, so a deposit and a payout that share an id at the provider
 * never meet.
 */
export const LOCK_BY_EXTERNAL: Statement = {
  name: 'cashier_crypto_lock_by_external',
  text: `SELECT ${TRANSACTION} FROM crypto_transactions
         WHERE provider = $1 AND kind = $2 AND external_id = $3 FOR UPDATE`,
};

/** Whose row the provider's id is (as LOCK_BY_EXTERNAL, unlocked). */
export const OWNER_BY_EXTERNAL: Statement = {
  name: 'cashier_crypto_owner_by_external',
  text: `SELECT user_id AS "userId" FROM crypto_transactions
         WHERE provider = $1 AND kind = $2 AND external_id = $3`,
};

export const OWNER_BY_ID: Statement = {
  name: 'cashier_crypto_owner_by_id',
  text: `SELECT user_id AS "userId" FROM crypto_transactions WHERE id = $1`,
};

/** A player's newest 50. */
export const TRANSACTIONS_OF_PLAYER: Statement = {
  name: 'cashier_crypto_transactions_of_player',
  text: `SELECT ${TRANSACTION} FROM crypto_transactions WHERE user_id = $1
         ORDER BY created_at DESC LIMIT 50`,
};

/** The oldest deposit still confirming at that address or with that transaction id. */
export const PENDING_DEPOSIT_BY_REFERENCE: Statement = {
  name: 'cashier_crypto_pending_deposit_by_reference',
  text: `SELECT ${TRANSACTION} FROM crypto_transactions
         WHERE kind = 'DEPOSIT' AND status = 'CONFIRMING' AND (address = $1 OR external_id = $1)
         ORDER BY created_at LIMIT 1`,
};

const QUEUE = (where: string) =>
  `SELECT ${TRANSACTION_OF('c.')}, u.username
   FROM crypto_transactions c JOIN users u ON u.id = c.user_id
   WHERE ${where} ORDER BY c.created_at LIMIT 200`;

/** The operators' queues, oldest first, each row with its owner's name. */
export const PENDING_QUEUE: Statement = {
  name: 'cashier_crypto_pending_queue',
  text: QUEUE(`c.status = 'PENDING_APPROVAL'`),
};
export const STUCK_QUEUE: Statement = {
  name: 'cashier_crypto_stuck_queue',
  text: QUEUE(STUCK_OF('c.')),
};
export const HELD_QUEUE: Statement = {
  name: 'cashier_crypto_held_queue',
  text: QUEUE(`c.status = 'HELD'`),
};

export const TRANSACTIONS_BY_IDS: Statement = {
  name: 'cashier_crypto_transactions_by_ids',
  text: `SELECT ${TRANSACTION_OF('c.')}, u.username
         FROM crypto_transactions c JOIN users u ON u.id = c.user_id
         WHERE c.id = ANY($1::uuid[])`,
};

export const USERNAME: Statement = {
  name: 'cashier_crypto_username',
  text: `SELECT username FROM users WHERE id = $1`,
};

export const KYC_LEVEL: Statement = {
  name: 'cashier_crypto_kyc_level',
  text: `SELECT kyc_level AS level FROM users WHERE id = $1`,
};

export const TWO_FACTOR_OF: Statement = {
  name: 'cashier_crypto_two_factor_of',
  text: `SELECT totp_secret AS secret, totp_enabled_at AS "enabledAt" FROM users WHERE id = $1`,
};

/** A player's withdrawal, its gems taken in the same transaction. */
export const INSERT_WITHDRAWAL: Statement = {
  name: 'cashier_crypto_insert_withdrawal',
  text: `INSERT INTO crypto_transactions (id, user_id, kind, status, provider, symbol, blockchain,
           address, coin_amount, usd_rate, amount, fee)
         VALUES ($1, $2, 'WITHDRAWAL', $3, $4, $5, $6, $7, $8, $9, $10, $11)
         RETURNING ${TRANSACTION}`,
};

/** A deposit's first notice; no row back when a copy of it made the row first. */
export const INSERT_DEPOSIT: Statement = {
  name: 'cashier_crypto_insert_deposit',
  text: `INSERT INTO crypto_transactions (id, user_id, kind, status, provider, external_id,
           symbol, blockchain, address, extra_id, coin_amount, confirmations,
           required_confirmations, tx_hash)
         VALUES ($1, $2, 'DEPOSIT', 'CONFIRMING', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT DO NOTHING RETURNING id`,
};

export const CONFIRMING: Statement = {
  name: 'cashier_crypto_confirming',
  text: `UPDATE crypto_transactions SET confirmations = $2, coin_amount = $3, updated_at = $4
         WHERE id = $1 RETURNING ${TRANSACTION}`,
};

/** A deposit counted, if its status is still $2. */
export const COUNT_DEPOSIT: Statement = {
  name: 'cashier_crypto_count_deposit',
  text: `UPDATE crypto_transactions SET status = $3, coin_amount = $4, credited_coin = $5,
           usd_rate = $6, amount = $7, bonus = $8, held = $9, confirmations = $10,
           tx_hash = $11, reason = $12, updated_at = $13, settled_at = $14
         WHERE id = $1 AND status = $2 RETURNING ${TRANSACTION}`,
};

export const RELEASE_DEPOSIT: Statement = {
  name: 'cashier_crypto_release_deposit',
  text: `UPDATE crypto_transactions SET status = $2, amount = $3, held = $4, reason = $5,
           reviewed_by = $6, updated_at = $7
         WHERE id = $1 RETURNING ${TRANSACTION}`,
};

export const APPROVE_WITHDRAWAL: Statement = {
  name: 'cashier_crypto_approve_withdrawal',
  text: `UPDATE crypto_transactions SET status = 'PROCESSING', reviewed_by = $2, updated_at = $3
         WHERE id = $1`,
};

/** Claims a stuck withdrawal of provider $2 to send again: updated_at moves to now. */
export const CLAIM_STUCK: Statement = {
  name: 'cashier_crypto_claim_stuck',
  text: `UPDATE crypto_transactions SET updated_at = now(), reason = NULL
         WHERE id = $1 AND provider = $2 AND ${STUCK_OF('')}
         RETURNING ${TRANSACTION}`,
};

export const END_WITHDRAWAL: Statement = {
  name: 'cashier_crypto_end_withdrawal',
  text: `UPDATE crypto_transactions SET status = $2, reason = $3, external_id = $4,
           reviewed_by = $5, updated_at = $6, settled_at = $7
         WHERE id = $1 RETURNING ${TRANSACTION}`,
};

/** The provider did not answer a send: the reason says so. */
export const NOTE_UNANSWERED: Statement = {
  name: 'cashier_crypto_note_unanswered',
  text: `UPDATE crypto_transactions SET reason = $2, updated_at = $3
         WHERE id = $1 RETURNING ${TRANSACTION}`,
};

/** The provider's word on a payout; settled_at only when $6 is set (completed). */
export const PAYOUT_UPDATE: Statement = {
  name: 'cashier_crypto_payout_update',
  text: `UPDATE crypto_transactions SET external_id = $2, tx_hash = $3, status = $4,
           updated_at = $5, settled_at = COALESCE($6, settled_at)
         WHERE id = $1 RETURNING ${TRANSACTION}`,
};

const ADDRESS = `id, user_id AS "userId", provider, symbol, blockchain, address,
  extra_id AS "extraId", provider_ref AS "providerRef", created_at AS "createdAt"`;

export const ADDRESS_OF_PLAYER: Statement = {
  name: 'cashier_crypto_address_of_player',
  text: `SELECT ${ADDRESS} FROM crypto_deposit_addresses
         WHERE user_id = $1 AND provider = $2 AND symbol = $3 AND blockchain = $4`,
};

export const ADDRESS_BY_ADDRESS: Statement = {
  name: 'cashier_crypto_address_by_address',
  text: `SELECT ${ADDRESS} FROM crypto_deposit_addresses WHERE provider = $1 AND address = $2`,
};

export const ADDRESS_OWNER: Statement = {
  name: 'cashier_crypto_address_owner',
  text: `SELECT user_id AS "userId" FROM crypto_deposit_addresses
         WHERE provider = $1 AND blockchain = $2 AND address = $3 AND extra_id = $4`,
};

export const INSERT_ADDRESS: Statement = {
  name: 'cashier_crypto_insert_address',
  text: `INSERT INTO crypto_deposit_addresses (user_id, provider, symbol, blockchain, address,
           extra_id, provider_ref)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
};

/** A single-use address (one NOWPayments payment), replaced on the next request. */
export const DELETE_SINGLE_USE_ADDRESS: Statement = {
  name: 'cashier_crypto_delete_single_use_address',
  text: `DELETE FROM crypto_deposit_addresses
         WHERE provider = $1 AND address = $2 AND extra_id = $3 AND provider_ref IS NOT NULL`,
};
