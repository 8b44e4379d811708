import type { Statement } from '../../db/client';
import type { Tx } from '../../db/transaction';

// A player's vault is a wallet account of its own (kind 'vault', owned through vault_of,
// migration 0032): locked and never negative like the player's account, so every move in
// or out is one wallet_post() transfer whose balance checks the database enforces.

const OPEN_VAULT: Statement = {
  name: 'wallet_vault_open',
  text: `INSERT INTO wallet_accounts (kind, vault_of) VALUES ('vault', $1)
         ON CONFLICT (vault_of) WHERE vault_of IS NOT NULL DO NOTHING`,
};

const VAULT_ACCOUNT: Statement = {
  name: 'wallet_vault_account',
  text: 'SELECT id, balance FROM wallet_accounts WHERE vault_of = $1',
};

/** The vault's account id, opened on first use (two first uses racing open it once). */
export async function vaultAccountOf(tx: Tx, userId: string): Promise<number> {
  const [found] = await tx.query<{ id: number | string }>(VAULT_ACCOUNT, [userId]);
  if (found) return Number(found.id);
  await tx.query(OPEN_VAULT, [userId]);
  const [opened] = await tx.query<{ id: number | string }>(VAULT_ACCOUNT, [userId]);
  if (!opened) throw new Error('wallet: the vault account could not be opened');
  return Number(opened.id);
}

/** What the player's vault holds as this transaction sees it; 0 before first use. */
export async function vaultBalanceOf(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx.query<{ balance: number | string }>(VAULT_ACCOUNT, [userId]);
  return Number(row?.balance ?? 0);
}
