import type { Statement } from '../../db/client';

// The wallet's own statements (wallet.ts); a bet's posting has its own (betPosting.ts).

/** One leg of a posting as wallet_post() returns it, with the leg's entry id. */
export interface PostedRow extends Record<string, unknown> {
  transfer_id: number | string;
  account_id: number | string;
  amount: number | string;
  balance_after: number | string;
  replayed: boolean;
  entry_id: number | string;
}

/**
 * The only code that changes a balance. Every movement is one call of the database's
 * wallet_post(), inside the caller's transaction, so a game's state and its money commit
 * or roll back together. $1 kind, $2 reference, $3 user, $4 idempotency key, $5 the legs'
 * accounts, $6 their amounts.
 */
export const POST: Statement = {
  name: 'wallet_post_positioned',
  // wallet_entry_id() is volatile, so it sees the entries wallet_post() just wrote.
  text: `SELECT p.*, wallet_entry_id(p.transfer_id, p.account_id) AS entry_id
         FROM wallet_post($1, $2, $3, $4, $5::bigint[], $6::bigint[]) p`,
};

// Rows are locked as the sort returns them: in ascending id order.
export const LOCK_PLAYERS: Statement = {
  name: 'wallet_lock_players',
  text: `SELECT id FROM wallet_accounts WHERE user_id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`,
};

export const OPEN_ACCOUNT: Statement = {
  name: 'wallet_open_account',
  text: `INSERT INTO wallet_accounts (kind, user_id) VALUES ('user', $1)`,
};

export const BALANCE_OF_PLAYER: Statement = {
  name: 'wallet_balance_of_player',
  text: 'SELECT balance FROM wallet_accounts WHERE user_id = $1',
};

/**
 * The balance and ledger position of the player whose id is the SQL expression `userId`, as
 * one row (balance, "ledgerPosition") from one snapshot: another module's read takes it as a
 * LATERAL source, so a row of its own and the balance come in one round trip.
 */
export const positionedBalanceSql = (userId: string): string =>
  `SELECT a.balance,
          coalesce((SELECT max(e.id) FROM wallet_entries e WHERE e.account_id = a.id), 0)
            AS "ledgerPosition"
   FROM wallet_accounts a WHERE a.user_id = ${userId}`;

/** The balance and its ledger position in one statement, so both come from one snapshot. */
export const POSITIONED_BALANCE: Statement = {
  name: 'wallet_positioned_balance',
  text: positionedBalanceSql('$1'),
};

export const BALANCE_OF_ACCOUNT: Statement = {
  name: 'wallet_balance_of_account',
  text: 'SELECT balance FROM wallet_accounts WHERE id = $1',
};
