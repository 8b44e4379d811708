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

/** The authenticator secret, read only to spend the code typed to unlock early. */
export const TOTP_SECRET: Statement = {
  name: 'vault_totp_secret',
  text: 'SELECT totp_secret FROM users WHERE id = $1 AND totp_enabled_at IS NOT NULL',
};

export interface TotpSecretRow extends Record<string, unknown> {
  totp_secret: string | null;
}

export interface VaultStateRow extends Record<string, unknown> {
  vault_locked_until: Date | string | null;
  two_factor: boolean;
}
