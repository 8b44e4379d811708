import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A stream's browser source (migration 0041): lets a socket watch its owner's own bets land
 * (/embed/{game}?token=...), and nothing else. Only the SHA-256 of the token is kept.
 */
export const captureTokens = pgTable(
  'capture_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('capture_tokens_user_idx').on(t.userId, t.createdAt)],
);
