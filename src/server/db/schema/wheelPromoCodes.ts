import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { seedPairs } from './games';
import { users } from './users';

/** A player's last wheel spin: the 24 h rule is one conditional upsert of this row. */
export const wheelPlayers = pgTable('wheel_players', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSpunAt: timestamp('last_spun_at', { withTimezone: true }).notNull(),
});

/** Every spin, with the seed pair and nonce it took, so it can be checked once revealed. */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seedPairId: uuid('seed_pair_id')
      .notNull()
      .references(() => seedPairs.id, { onDelete: 'cascade' }),
    nonce: integer('nonce').notNull(),
    tier: smallint('tier').notNull(),
    ticket: integer('ticket').notNull(),
    segment: smallint('segment').notNull(),
    prize: bigint('prize', { mode: 'number' }).notNull(),
    spunAt: timestamp('spun_at', { withTimezone: true }).notNull(),
    /** When the open books folded this spin (migration 0053); null until then. */
    bookedAt: timestamp('booked_at', { withTimezone: true }),
  },
  (t) => [
    unique('wheel_spins_pair_nonce_key').on(t.seedPairId, t.nonce),
    index('wheel_spins_user_spun_idx').on(t.userId, t.spunAt),
    index('wheel_spins_unbooked_idx')
      .on(t.spunAt)
      .where(sql`${t.bookedAt} IS NULL`),
    check('wheel_spins_prize_positive', sql`${t.prize} > 0`),
  ],
);

/** Codes operators hand out: gems and/or items, a total limit, an optional level and expiry. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As the operator typed it; matched case-insensitively (the unique index is on lower()). */
    code: text('code').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    items: jsonb('items').$type<{ item: string; count: number }[]>().notNull().default([]),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    minLevel: integer('min_level').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_key').on(sql`lower(${t.code})`),
    check('promo_codes_amount_not_negative', sql`${t.amount} >= 0`),
    check('promo_codes_uses_within_limit', sql`${t.uses} >= 0 AND ${t.uses} <= ${t.maxUses}`),
    check('promo_codes_min_level_not_negative', sql`${t.minLevel} >= 0`),
  ],
);

/** One row per player and code: the key makes a second redemption impossible. */
export const promoCodeRedemptions = pgTable(
  'promo_code_redemptions',
  {
    codeId: uuid('code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.userId] })],
);
