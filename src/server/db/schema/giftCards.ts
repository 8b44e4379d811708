import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** A batch of gift cards of one value, created by an operator (migration 0032). */
export const giftCardBatches = pgTable(
  'gift_card_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Hundredths each card credits, from promotions. */
    value: bigint('value', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    note: text('note').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('gift_card_batches_value_positive', sql`${t.value} > 0`),
    check('gift_card_batches_count_positive', sql`${t.count} > 0`),
  ],
);

/**
 * One single-use card. Only the SHA-256 of its code is kept: the plain codes exist once, in
 * the operator's answer at creation. A redemption locks the row and stamps it.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => giftCardBatches.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    redeemedBy: uuid('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (t) => [
    unique('gift_cards_code_hash_key').on(t.codeHash),
    index('gift_cards_batch_idx').on(t.batchId),
  ],
);
