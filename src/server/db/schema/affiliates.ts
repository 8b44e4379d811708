import {
  bigint,
  bigserial,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

// Migration 0027 holds the checks and indexes; domain/affiliates reads and writes these.

/** A player's referral code, lowercase (codes are unique case-insensitively). */
export const affiliateCodes = pgTable('affiliate_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique('affiliate_codes_code_unique'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A referred player, linked when their account was created; sums of what they brought. */
export const referrals = pgTable('referrals', {
  refereeId: uuid('referee_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  affiliateId: uuid('affiliate_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  wagered: bigint('wagered', { mode: 'number' }).notNull().default(0),
  /** Hundredths x 10^-8. */
  commissionE8: bigint('commission_e8', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An affiliate's commission: earned all time and claimable (hundredths x 10^-8), claimed (hundredths). */
export const affiliateBalances = pgTable('affiliate_balances', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  earnedE8: bigint('earned_e8', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  claimableE8: bigint('claimable_e8', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  claimed: bigint('claimed', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A paid commission claim. */
export const affiliateClaims = pgTable('affiliate_claims', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Deposit bonuses for the cashier (type REFERRAL: +factor_bps / 100 percent). */
export const depositBonuses = pgTable(
  'deposit_bonuses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    factorBps: integer('factor_bps').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);
