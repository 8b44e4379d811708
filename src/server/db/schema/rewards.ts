import {
  bigint,
  bigserial,
  date,
  index,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** Each player's rakeback not yet paid, in hundredths x 10^-8 (src/shared/rewards.ts). */
export const rakebackBalances = pgTable('rakeback_balances', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  unclaimedE8: numeric('unclaimed_e8', { precision: 40, scale: 0 }).notNull().default('0'),
  claimedTotal: bigint('claimed_total', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per paid rakeback claim (hundredths). */
export const rakebackClaims = pgTable(
  'rakeback_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rakeback_claims_user_idx').on(t.userId, t.createdAt)],
);

/** Free daily cases opened: one per player, tier and UTC day. */
export const dailyCaseClaims = pgTable(
  'daily_case_claims',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tierLevel: smallint('tier_level').notNull(),
    day: date('day').notNull(),
    caseId: uuid('case_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tierLevel, t.day] })],
);

/** Level rewards claimed: one per player and level. */
export const levelRewardClaims = pgTable(
  'level_reward_claims',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    gems: bigint('gems', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.level] })],
);
