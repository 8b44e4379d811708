import type { Statement } from '../../db/client';

// The capture token statements, prepared once per connection.

/** Locks the owner's row: creations of one player take turns, so the limit holds. */
export const LOCK_OWNER: Statement = {
  name: 'capture_tokens_lock_owner',
  text: `SELECT id FROM users WHERE id = $1 FOR UPDATE`,
};

export const COUNT_ACTIVE: Statement = {
  name: 'capture_tokens_count_active',
  text: `SELECT count(*)::int AS active FROM capture_tokens WHERE user_id = $1 AND revoked_at IS NULL`,
};

export const INSERT_TOKEN: Statement = {
  name: 'capture_tokens_insert',
  text: `INSERT INTO capture_tokens (user_id, label, token_hash) VALUES ($1, $2, $3)
         RETURNING id, label, created_at, last_used_at`,
};

export const LIST_ACTIVE: Statement = {
  name: 'capture_tokens_list_active',
  text: `SELECT id, label, created_at, last_used_at FROM capture_tokens
         WHERE user_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC, id`,
};

/** Only the owner's own, and only once: a second revocation finds nothing. */
export const REVOKE_TOKEN: Statement = {
  name: 'capture_tokens_revoke',
  text: `UPDATE capture_tokens SET revoked_at = now()
         WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id`,
};

/** An active token by its hash, stamped as used; a revoked or unknown one answers nothing. */
export const USE_TOKEN: Statement = {
  name: 'capture_tokens_use',
  text: `UPDATE capture_tokens SET last_used_at = now()
         WHERE token_hash = $1 AND revoked_at IS NULL RETURNING id, user_id`,
};

export const IS_ACTIVE: Statement = {
  name: 'capture_tokens_is_active',
  text: `SELECT 1 AS active FROM capture_tokens WHERE id = $1 AND revoked_at IS NULL`,
};

export interface CaptureTokenRow extends Record<string, unknown> {
  id: string;
  label: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
}
