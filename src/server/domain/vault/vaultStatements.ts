import type { Statement } from '../../db/client';

// The vault's own statements; the money itself moves through the wallet.

export const VAULT_STATE: Statement = {
  name: 'vault_state',
  text: `SELECT vault_locked_until, totp_enabled_at IS NOT NULL AS two_factor
         FROM users WHERE id = $1`,
};

export const SET_LOCK: Statement = {
  name: 'vault_set_lock',
  text: 'UPDATE users SET vault_locked_until = $2 WHERE id = $1',
};

export interface VaultStateRow extends Record<string, unknown> {
  vault_locked_until: Date | string | null;
  two_factor: boolean;
}
