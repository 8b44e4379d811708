import type { users } from '../../db/schema';

// A player's row read whole, in the shape the accounts service works with (toPublicUser, a
// new player's wallet and session): registration, login, GET /users/me and Steam sign-in.

export type UserRow = typeof users.$inferSelect;

/** Every column of `users`, named as the schema names its fields. */
export const USER_COLUMNS = `id, username, email, email_verified_at AS "emailVerifiedAt",
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
