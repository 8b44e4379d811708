import type { Statement } from '../../db/client';
import type { Tx } from '../../db/transaction';

// What the site owes each player, for the proof of liabilities: the player's balance, their
// vault, and their withdrawals not yet final (taken from the balance when requested, still
// owed until paid out or refunded: crypto/withdrawalRequest.ts, withdrawalRefund.ts). Both
// reads belong in one REPEATABLE READ transaction, so they see the same snapshot.

const PENDING_WITHDRAWALS = `SELECT user_id, SUM(amount) AS pending FROM crypto_transactions
  WHERE kind = 'WITHDRAWAL' AND status NOT IN ('COMPLETED', 'FAILED', 'REJECTED')
  GROUP BY user_id`;

const OWED_TO_PLAYERS: Statement = {
  name: 'wallet_owed_to_players',
  // Ordered by a keyed hash, so a player's neighbours in the tree (whose sums their proof
  // shows) are nobody in particular and change with every tree.
  text: `SELECT a.user_id,
                a.balance + COALESCE(v.balance, 0) + COALESCE(w.pending, 0) AS amount
           FROM wallet_accounts a
           LEFT JOIN wallet_accounts v ON v.vault_of = a.user_id
           LEFT JOIN (${PENDING_WITHDRAWALS}) w ON w.user_id = a.user_id
          WHERE a.kind = 'user'
          ORDER BY md5($1 || a.user_id::text), a.user_id`,
};

const LEDGER_PLAYER_LIABILITIES: Statement = {
  name: 'wallet_ledger_player_liabilities',
  text: `SELECT (SELECT COALESCE(SUM(balance), 0) FROM wallet_accounts WHERE kind IN ('user', 'vault'))
              + (SELECT COALESCE(SUM(pending), 0) FROM (${PENDING_WITHDRAWALS}) w) AS total`,
};

export interface OwedToPlayer {
  userId: string;
  amount: number;
}

/** Every player with an account and what they are owed, in an order `orderKey` shuffles. */
export async function owedToPlayers(tx: Tx, orderKey: string): Promise<OwedToPlayer[]> {
  const rows = await tx.query<{ user_id: string; amount: string | number }>(OWED_TO_PLAYERS, [
    orderKey,
  ]);
  return rows.map((r) => ({ userId: r.user_id, amount: Number(r.amount) }));
}

/** The ledger's player liabilities: player and vault accounts plus withdrawals in flight. */
export async function ledgerPlayerLiabilities(tx: Tx): Promise<number> {
  const [row] = await tx.query<{ total: string | number }>(LEDGER_PLAYER_LIABILITIES, []);
  return Number(row?.total ?? 0);
}
