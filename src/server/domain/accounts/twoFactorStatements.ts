import type { Statement } from '../../db/client';

// The statements of two-factor authentication (twoFactor.ts). Each code is spent by one
// conditional UPDATE, so of two requests racing with one code only one gets a row back.

/** Records TOTP step $2 for player $1 if it is later than the last one accepted. */
export const SPEND_TOTP: Statement = {
  name: 'two_factor_spend_totp',
  text: `UPDATE users SET totp_last_step = $2
         WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)
         RETURNING id`,
};

/** Marks player $1's unused backup code of hash $2 used at $3. */
export const SPEND_BACKUP_CODE: Statement = {
  name: 'two_factor_spend_backup_code',
  text: `UPDATE backup_codes SET used_at = $3
         WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL
         RETURNING id`,
};

/** Player $1's 2FA columns, row-locked. */
export const LOCKED_STATE: Statement = {
  name: 'two_factor_locked_state',
  text: `SELECT totp_secret AS secret, totp_enabled_at AS "enabledAt"
         FROM users WHERE id = $1 FOR UPDATE`,
};

export const DELETE_BACKUP_CODES: Statement = {
  name: 'two_factor_delete_backup_codes',
  text: 'DELETE FROM backup_codes WHERE user_id = $1',
};

/** Player $1's backup codes of hashes $2, in their order. */
export const INSERT_BACKUP_CODES: Statement = {
  name: 'two_factor_insert_backup_codes',
  text: `INSERT INTO backup_codes (user_id, code_hash)
         SELECT $1, code_hash FROM unnest($2::text[]) WITH ORDINALITY AS c(code_hash, n)
         ORDER BY n`,
};

/** Session $1 proved the second factor at $2. */
export const MARK_SESSION_VERIFIED: Statement = {
  name: 'two_factor_mark_session_verified',
  text: 'UPDATE sessions SET two_factor_at = $2, pending_two_factor = false WHERE id = $1',
};

/** A new pending secret $2 for player $1, only while 2FA is not enabled. */
export const SET_PENDING_SECRET: Statement = {
  name: 'two_factor_set_pending_secret',
  text: `UPDATE users SET totp_secret = $2, totp_last_step = NULL
         WHERE id = $1 AND totp_enabled_at IS NULL
         RETURNING username`,
};

export const MARK_ENABLED: Statement = {
  name: 'two_factor_mark_enabled',
  text: 'UPDATE users SET totp_enabled_at = $2 WHERE id = $1',
};

export const CLEAR_TWO_FACTOR: Statement = {
  name: 'two_factor_clear',
  text: `UPDATE users SET totp_secret = NULL, totp_enabled_at = NULL, totp_last_step = NULL
         WHERE id = $1`,
};
