import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Single-use, expiring tokens sent by mail: email verification, password reset. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'verify-email' | 'reset-password' */
    purpose: text('purpose').notNull(),
    /** What the token confirms, e.g. the address being verified. */
    subject: text('subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

/** Two-factor backup codes, stored hashed, each usable once. */
export const backupCodes = pgTable(
  'backup_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('backup_codes_user_idx').on(t.userId)],
);

/** State of a third-party sign-in or link (Steam OpenID, Discord OAuth2) between leaving and returning. */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  /** 'steam' | 'discord' */
  provider: text('provider').notNull(),
  /** Set when linking to an existing account. */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  redirect: text('redirect').notNull().default('/'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Fixed-window counters for authentication attempts (per account and per address). Kept
 * in the database so every server process counts the same attempts.
 */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
