import type { Statement } from '../../db/client';

// Responsible gambling's statements. The bets guard itself is the database trigger
// rg_bet_guard() (db/functions), so every game's stake meets it in its own statement.

export interface RgLimitRow extends Record<string, unknown> {
  kind: string;
  period: string;
  amount: number | string | null;
  pending_amount: number | string | null;
  pending_from: Date | string | null;
}

export interface RgUserRow extends Record<string, unknown> {
  /** A finite end; null when not excluded or excluded for good. */
  until: Date | string | null;
  for_good: boolean;
  session_reminder_minutes: number | null;
}

// 'infinity' is excluded for good; drivers differ on how they read it, so it is told apart here.
const PLAYER_COLUMNS = `CASE WHEN self_excluded_until = 'infinity' THEN NULL ELSE self_excluded_until END AS until,
  coalesce(self_excluded_until = 'infinity', false) AS for_good, session_reminder_minutes`;

/** The player's row, locked: limit changes, exclusions and deposits take turns with bets. */
export const LOCK_PLAYER: Statement = {
  name: 'rg_lock_player',
  text: `SELECT ${PLAYER_COLUMNS} FROM users WHERE id = $1 FOR UPDATE`,
};

/**
 * The player's row for a deposit, taken after their account (the ledger's lock order):
 * deposits take turns with each other and with limit changes and exclusions, and, FOR NO KEY
 * UPDATE, never wait for (or block) a foreign key's check of the row, which another of the
 * player's transactions may hold while it waits for the account.
 */
export const LOCK_PLAYER_FOR_DEPOSIT: Statement = {
  name: 'rg_lock_player_for_deposit',
  text: `SELECT ${PLAYER_COLUMNS} FROM users WHERE id = $1 FOR NO KEY UPDATE`,
};

export const READ_PLAYER: Statement = {
  name: 'rg_read_player',
  text: `SELECT ${PLAYER_COLUMNS} FROM users WHERE id = $1`,
};

export const READ_LIMITS: Statement = {
  name: 'rg_read_limits',
  text: `SELECT kind, period, amount, pending_amount, pending_from FROM rg_limits WHERE user_id = $1`,
};

/** $4 amount in force, $5 pending amount, $6 when it takes over (null: nothing pending). */
export const UPSERT_LIMIT: Statement = {
  name: 'rg_upsert_limit',
  text: `INSERT INTO rg_limits (user_id, kind, period, amount, pending_amount, pending_from, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, now())
         ON CONFLICT (user_id, kind, period) DO UPDATE
           SET amount = EXCLUDED.amount, pending_amount = EXCLUDED.pending_amount,
               pending_from = EXCLUDED.pending_from, updated_at = now()`,
};

/** The bets guard's fast path: on while any loss or wager limit is or may come into force. */
export const REFRESH_LIMITED: Statement = {
  name: 'rg_refresh_limited',
  text: `UPDATE users SET rg_limited = EXISTS (
           SELECT 1 FROM rg_limits l WHERE l.user_id = $1 AND l.kind IN ('loss', 'wager')
             AND (l.amount IS NOT NULL OR l.pending_amount IS NOT NULL))
         WHERE id = $1`,
};

/** An exclusion only ever lengthens: the later of the two ends stays. */
export const EXCLUDE: Statement = {
  name: 'rg_exclude',
  text: `UPDATE users SET self_excluded_until = CASE
           WHEN self_excluded_until IS NULL OR self_excluded_until < $2::timestamptz THEN $2::timestamptz
           ELSE self_excluded_until END
         WHERE id = $1`,
};

export const SET_REMINDER: Statement = {
  name: 'rg_set_reminder',
  text: `UPDATE users SET session_reminder_minutes = $2 WHERE id = $1`,
};

/**
 * Money the player deposited since $3: their credits in transfers of the deposit kinds.
 * Read-only over the ledger; only the wallet writes it.
 */
export const DEPOSITED_SINCE: Statement = {
  name: 'rg_deposited_since',
  text: `SELECT coalesce(sum(e.amount), 0) AS total
         FROM wallet_transfers t
         JOIN wallet_entries e ON e.transfer_id = t.id AND e.amount > 0
         JOIN wallet_accounts a ON a.id = e.account_id AND a.user_id = $1
         WHERE t.user_id = $1 AND t.kind = ANY($2::text[]) AND t.created_at >= $3`,
};
