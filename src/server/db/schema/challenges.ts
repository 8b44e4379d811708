import {
  bigint,
  boolean,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** What a challenge asks and pays (migration 0024 holds the checks and the starting set). */
export const challenges = pgTable('challenges', {
  id: text('id').primaryKey(),
  category: text('category').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  goalKind: text('goal_kind').notNull(),
  game: text('game'),
  minMultiplierE4: bigint('min_multiplier_e4', { mode: 'number' }),
  goal: bigint('goal', { mode: 'number' }).notNull(),
  reward: bigint('reward', { mode: 'number' }).notNull(),
  period: text('period').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  sortOrder: integer('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One player's progress on one challenge in one period (the epoch for period-less ones). */
export const challengeTrackers = pgTable(
  'challenge_trackers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeId: text('challenge_id')
      .notNull()
      .references(() => challenges.id),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    goal: bigint('goal', { mode: 'number' }).notNull(),
    progress: bigint('progress', { mode: 'number' }).notNull(),
    state: text('state').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.challengeId, t.periodStart] })],
);
