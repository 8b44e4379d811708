import type { Statement } from '../../../db/client';

// The statements of card deposits. A payment comes back as CardPaymentRow (cardRows.ts):
// its columns under their camelCase names.

const PAYMENT = `id, user_id AS "userId", provider, session_id AS "sessionId",
  payment_id AS "paymentId", status, cents, currency, gems, amount, bonus, held, reversed,
  reversed_cents AS "reversedCents", shortfall, reason, created_at AS "createdAt",
  updated_at AS "updatedAt"`;

export const LOCK_PAYMENT: Statement = {
  name: 'cashier_card_lock_payment',
  text: `SELECT ${PAYMENT} FROM card_payments WHERE id = $1 FOR UPDATE`,
};

/** A player's newest 50. */
export const PAYMENTS_OF_PLAYER: Statement = {
  name: 'cashier_card_payments_of_player',
  text: `SELECT ${PAYMENT} FROM card_payments WHERE user_id = $1
         ORDER BY created_at DESC LIMIT 50`,
};

/** An event's payment by our reference, of that processor. */
export const PAYMENT_BY_REFERENCE: Statement = {
  name: 'cashier_card_payment_by_reference',
  text: `SELECT ${PAYMENT} FROM card_payments WHERE id = $1 AND provider = $2`,
};

/** An event's payment by the processor's payment id. */
export const PAYMENT_BY_PROCESSOR_ID: Statement = {
  name: 'cashier_card_payment_by_processor_id',
  text: `SELECT ${PAYMENT} FROM card_payments WHERE provider = $1 AND payment_id = $2`,
};

export const KYC_LEVEL: Statement = {
  name: 'cashier_card_kyc_level',
  text: `SELECT kyc_level AS level FROM users WHERE id = $1`,
};

export const INSERT_PAYMENT: Statement = {
  name: 'cashier_card_insert_payment',
  text: `INSERT INTO card_payments (id, user_id, provider, status, cents, currency, gems)
         VALUES ($1, $2, $3, 'PENDING', $4, $5, $6)
         RETURNING ${PAYMENT}`,
};

export const SET_SESSION: Statement = {
  name: 'cashier_card_set_session',
  text: `UPDATE card_payments SET session_id = $2, updated_at = $3 WHERE id = $1
         RETURNING ${PAYMENT}`,
};

export const DECLINE_PAYMENT: Statement = {
  name: 'cashier_card_decline_payment',
  text: `UPDATE card_payments SET status = 'DECLINED', reason = $2, updated_at = $3
         WHERE id = $1 RETURNING ${PAYMENT}`,
};

export const CAPTURE_PAYMENT: Statement = {
  name: 'cashier_card_capture_payment',
  text: `UPDATE card_payments SET status = $2, payment_id = $3, cents = $4, gems = $5,
           amount = $6, bonus = $7, held = $8, reason = $9, updated_at = $10
         WHERE id = $1 RETURNING ${PAYMENT}`,
};

export const REVERSE_PAYMENT: Statement = {
  name: 'cashier_card_reverse_payment',
  text: `UPDATE card_payments SET status = $2, held = $3, reversed = $4, reversed_cents = $5,
           shortfall = $6, reason = $7, updated_at = $8
         WHERE id = $1 RETURNING ${PAYMENT}`,
};

/** No row back when the event id was recorded before. */
export const INSERT_EVENT: Statement = {
  name: 'cashier_card_insert_event',
  text: `INSERT INTO card_webhook_events (provider, event_id, type, payment_id, outcome)
         VALUES ($1, $2, $3, $4, 'pending') ON CONFLICT DO NOTHING RETURNING event_id`,
};

export const SET_EVENT_OUTCOME: Statement = {
  name: 'cashier_card_set_event_outcome',
  text: `UPDATE card_webhook_events SET outcome = $3 WHERE provider = $1 AND event_id = $2`,
};
