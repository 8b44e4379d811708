import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** SteamID64 of a player who signs in through Steam. */
    steamId: text('steam_id').unique(),
    /** Base32 TOTP secret; enabled once the player confirmed a first code. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted, so a code is never usable twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    avatar: text('avatar'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{PLAYER}'::text[]`),
    xp: bigint('xp', { mode: 'number' }).notNull().default(0),
    /** The active XP boost (migration 0023): factor in hundredths, until when it lasts. */
    xpBoostE2: integer('xp_boost_e2'),
    xpBoostUntil: timestamp('xp_boost_until', { withTimezone: true }),
    /** KYC and responsible gambling (migration 0033; domain/kyc, domain/responsibleGambling). */
    kycLevel: smallint('kyc_level').notNull().default(0),
    rgLimited: boolean('rg_limited').notNull().default(false),
    selfExcludedUntil: timestamp('self_excluded_until', { withTimezone: true }),
    sessionReminderMinutes: integer('session_reminder_minutes'),
    /** Shown as "Anonymous" in live drops and race leaderboards (migration 0037). */
    anonymous: boolean('anonymous').notNull().default(false),
    /** Hides balances, winnings, the name and personal data on the player's screens (0041). */
    streamerMode: boolean('streamer_mode').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    bannedUntil: timestamp('banned_until', { withTimezone: true }),
    mutedUntil: timestamp('muted_until', { withTimezone: true }),
    vaultLockedUntil: timestamp('vault_locked_until', { withTimezone: true }),
    tosAcceptedAt: timestamp('tos_accepted_at', { withTimezone: true }),
    tosVersion: text('tos_version'),
    platforms: jsonb('platforms')
      .$type<{ discord?: { id: string; username: string } }>()
      .notNull()
      .default({}),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // Sign-ups per day (the back office dashboard, migration 0054).
    index('users_created_idx').on(t.createdAt),
  ],
);

/** Login sessions: only the SHA-256 of the opaque cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When this session last proved a second factor; sensitive actions need it recent. */
    twoFactorAt: timestamp('two_factor_at', { withTimezone: true }),
    /**
     * Signed in by a route that cannot ask for the second factor (Steam) to an account with
     * 2FA: the session may only verify a code or log out until it does.
     */
    pendingTwoFactor: boolean('pending_two_factor').notNull().default(false),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Short-lived, single-use tokens that log a socket in (GET /auth/websocket). */
export const realtimeTokens = pgTable('realtime_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Every operator action, for accountability. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid('actor_id').references(() => users.id),
    action: text('action').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetId),
    index('audit_log_actor_idx').on(t.actorId, t.id),
  ],
);

/** Seeders that already ran on this database, so each runs once (first start). */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Staff notes on an account (migration 0052): added, never edited. */
export const staffNotes = pgTable(
  'staff_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_notes_user_idx').on(t.userId, t.id)],
);
