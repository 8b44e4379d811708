import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A card deposit (migration 0056): a checkout at the processor's hosted page, then what its
 * webhooks did. Its status only moves forward under its row lock (domain/cashier/card).
 */
export const cardPayments = pgTable(
  'card_payments',
  {
    /** Our id, the reference the processor carries back. */
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    /** The processor's hosted checkout session. */
    sessionId: text('session_id'),
    /** The processor's payment, once it reports one. */
    paymentId: text('payment_id'),
    status: text('status').notNull(),
    /** What the card is charged, in hundredths of `currency`. */
    cents: bigint('cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Gems the charge buys (hundredths). */
    gems: bigint('gems', { mode: 'number' }).notNull(),
    /** Gems credited, bonus excluded. */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    bonus: bigint('bonus', { mode: 'number' }).notNull().default(0),
    /** Gems not credited (self-exclusion, a deposit limit), held for an operator. */
    held: bigint('held', { mode: 'number' }).notNull().default(0),
    /** Gems refunds and chargebacks took back (from the held gems first, then the balance). */
    reversed: bigint('reversed', { mode: 'number' }).notNull().default(0),
    /** Hundredths of `currency` refunded or charged back so far. */
    reversedCents: bigint('reversed_cents', { mode: 'number' }).notNull().default(0),
    /** Gems a reversal could not take: the player's debt, the account frozen. */
    shortfall: bigint('shortfall', { mode: 'number' }).notNull().default(0),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('card_payments_payment_key').on(t.provider, t.paymentId),
    index('card_payments_user_idx').on(t.userId, t.createdAt),
    check(
      'card_payments_status_check',
      sql`${t.status} IN ('PENDING', 'DECLINED', 'COMPLETED', 'HELD', 'REFUNDED', 'CHARGED_BACK')`,
    ),
    check(
      'card_payments_amounts_check',
      sql`${t.cents} > 0 AND ${t.gems} > 0 AND ${t.amount} >= 0 AND ${t.bonus} >= 0 AND ${t.held} >= 0 AND ${t.reversed} >= 0 AND ${t.shortfall} >= 0 AND ${t.reversedCents} >= 0 AND ${t.reversedCents} <= ${t.cents}`,
    ),
  ],
);

/** Each processor event applied once, keyed by the processor's event id. */
export const cardWebhookEvents = pgTable(
  'card_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: uuid('payment_id').references(() => cardPayments.id, { onDelete: 'restrict' }),
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'card_webhook_events_pkey', columns: [t.provider, t.eventId] })],
);
