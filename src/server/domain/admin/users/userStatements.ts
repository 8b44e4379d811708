import type { AdminUserRow } from '../../../../shared/contract/adminUserPages';
import type { Role } from '../../../../shared/contract/roles';
import type { Statement } from '../../../db/client';

// The statements of the back office's account pages (userSearch.ts, userDetail.ts,
// userActions.ts).

/** An account's columns as an operator's list shows them (toUserRow), of `users u`. */
export const USER_ROW_COLUMNS = `u.id, u.username, u.email, u.steam_id, u.roles, u.created_at,
  u.banned_until, u.muted_until`;

export interface UserRowFields extends Record<string, unknown> {
  id: string;
  username: string;
  email: string | null;
  steam_id: string | null;
  roles: string[];
  created_at: Date | string;
  banned_until: Date | string | null;
  muted_until: Date | string | null;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export const toUserRow = (row: UserRowFields): AdminUserRow => ({
  id: row.id,
  username: row.username,
  email: row.email,
  steamId: row.steam_id,
  roles: row.roles as Role[],
  createdAt: new Date(row.created_at).toISOString(),
  bannedUntil: iso(row.banned_until),
  mutedUntil: iso(row.muted_until),
});

export const USER_DETAIL: Statement = {
  name: 'admin_user_detail',
  text: `SELECT ${USER_ROW_COLUMNS}, u.email_verified_at, u.platforms, u.totp_enabled_at
         FROM users u WHERE u.id = $1`,
};

/** Sessions neither revoked nor expired at $2 (the server's clock), latest seen first. */
export const USER_LIVE_SESSIONS: Statement = {
  name: 'admin_user_live_sessions',
  text: `SELECT id, created_at, last_seen_at, user_agent, ip FROM sessions
         WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2
         ORDER BY last_seen_at DESC`,
};

export const USER_RECENT_CHAT: Statement = {
  name: 'admin_user_recent_chat',
  text: `SELECT id, channel, blocks, created_at, active FROM chat_messages
         WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2`,
};

export const USER_NOTES: Statement = {
  name: 'admin_user_notes',
  text: `SELECT n.id, a.username AS author, n.body, n.created_at
         FROM staff_notes n LEFT JOIN users a ON a.id = n.author_id
         WHERE n.user_id = $1 ORDER BY n.id DESC LIMIT $2`,
};

export const USER_ROLES: Statement = {
  name: 'admin_user_roles',
  text: 'SELECT roles FROM users WHERE id = $1',
};

export const USER_NAME: Statement = {
  name: 'admin_user_name',
  text: 'SELECT username FROM users WHERE id = $1',
};

/** Turns 2FA off; answers the account only if it had 2FA on. */
export const USER_TWO_FACTOR_RESET: Statement = {
  name: 'admin_user_two_factor_reset',
  text: `UPDATE users SET totp_secret = NULL, totp_enabled_at = NULL, totp_last_step = NULL
         WHERE id = $1 AND totp_enabled_at IS NOT NULL RETURNING id`,
};

export const USER_BACKUP_CODES_DELETE: Statement = {
  name: 'admin_user_backup_codes_delete',
  text: 'DELETE FROM backup_codes WHERE user_id = $1',
};

export const STAFF_NOTE_INSERT: Statement = {
  name: 'admin_staff_note_insert',
  text: `INSERT INTO staff_notes (user_id, author_id, body) VALUES ($1, $2, $3)
         RETURNING id, body, created_at`,
};
