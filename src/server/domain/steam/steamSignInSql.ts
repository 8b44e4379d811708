import type { Statement } from '../../db/client';
import type { users } from '../../db/schema';

// The statements of Steam sign-in (steamSignIn.ts). A player's row is read whole, in the
// shape the accounts service takes (a new player's wallet and session are opened from it).

export type UserRow = typeof users.$inferSelect;

/** Every column of `users`, named as the schema names its fields. */
const USER_COLUMNS = `id, username, email, email_verified_at AS "emailVerifiedAt",
  password_hash AS "passwordHash", password_changed_at AS "passwordChangedAt",
  steam_id AS "steamId", totp_secret AS "totpSecret", totp_enabled_at AS "totpEnabledAt",
  totp_last_step AS "totpLastStep", avatar, roles, xp, xp_boost_e2 AS "xpBoostE2",
  xp_boost_until AS "xpBoostUntil", kyc_level AS "kycLevel", rg_limited AS "rgLimited",
  self_excluded_until AS "selfExcludedUntil",
  session_reminder_minutes AS "sessionReminderMinutes", anonymous,
  streamer_mode AS "streamerMode", created_at AS "createdAt", banned_until AS "bannedUntil",
  muted_until AS "mutedUntil", vault_locked_until AS "vaultLockedUntil",
  tos_accepted_at AS "tosAcceptedAt", tos_version AS "tosVersion", platforms`;

const TIMES = [
  'emailVerifiedAt',
  'passwordChangedAt',
  'totpEnabledAt',
  'xpBoostUntil',
  'selfExcludedUntil',
  'createdAt',
  'bannedUntil',
  'mutedUntil',
  'vaultLockedUntil',
  'tosAcceptedAt',
] as const;

/** A row of USER_COLUMNS as the schema types it: times as Dates, bigints as numbers. */
export function toUserRow(raw: Record<string, unknown>): UserRow {
  const row = { ...raw } as Record<string, unknown>;
  for (const key of TIMES) {
    const value = row[key];
    row[key] = value === null || value === undefined ? null : new Date(value as string | Date);
  }
  row.xp = Number(row.xp);
  if (row.totpLastStep !== null) row.totpLastStep = Number(row.totpLastStep);
  return row as UserRow;
}

export const USER_BY_STEAM_ID: Statement = {
  name: 'steam_user_by_steam_id',
  text: `SELECT ${USER_COLUMNS} FROM users WHERE steam_id = $1 LIMIT 1`,
};

export const INSERT_STEAM_USER: Statement = {
  name: 'steam_user_insert',
  text: `INSERT INTO users (username, steam_id, avatar) VALUES ($1, $2, $3)
         RETURNING ${USER_COLUMNS}`,
};

/** Links only a player with no Steam account yet; answers the row if it did. */
export const LINK_STEAM_ID: Statement = {
  name: 'steam_link',
  text: 'UPDATE users SET steam_id = $2 WHERE id = $1 AND steam_id IS NULL RETURNING id',
};

export const STEAM_ID_AND_PASSWORD: Statement = {
  name: 'steam_id_and_password',
  text: 'SELECT steam_id, password_hash FROM users WHERE id = $1',
};

export const UNLINK_STEAM_ID: Statement = {
  name: 'steam_unlink',
  text: 'UPDATE users SET steam_id = NULL WHERE id = $1',
};

/** Which of the lower-cased names $1 are taken (usernames are unique case-insensitively). */
export const TAKEN_USERNAMES: Statement = {
  name: 'steam_taken_usernames',
  text: 'SELECT lower(username) AS name FROM users WHERE lower(username) = ANY($1::text[])',
};
