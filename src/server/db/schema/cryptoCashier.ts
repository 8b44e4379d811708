import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** A player's deposit address per provider, coin and chain (migration 0031). */
export const cryptoDepositAddresses = pgTable(
  'crypto_deposit_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    symbol: text('symbol').notNull(),
    blockchain: text('blockchain').notNull(),
    address: text('address').notNull(),
    extraId: text('extra_id').notNull().default(''),
    providerRef: text('provider_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('crypto_deposit_addresses_user_coin_key').on(
      t.userId,
      t.provider,
      t.symbol,
      t.blockchain,
    ),
    unique('crypto_deposit_addresses_address_key').on(
      t.provider,
      t.blockchain,
      t.address,
      t.extraId,
    ),
  ],
);

/** Every crypto deposit and withdrawal; its status only moves forward under its row lock. */
export const cryptoTransactions = pgTable(
  'crypto_transactions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    externalId: text('external_id'),
    symbol: text('symbol').notNull(),
    blockchain: text('blockchain').notNull(),
    address: text('address').notNull(),
    extraId: text('extra_id').notNull().default(''),
    coinAmount: numeric('coin_amount', { precision: 38, scale: 18 }).notNull(),
    usdRate: numeric('usd_rate', { precision: 38, scale: 8 }),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    bonus: bigint('bonus', { mode: 'number' }).notNull().default(0),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    confirmations: integer('confirmations').notNull().default(0),
    requiredConfirmations: integer('required_confirmations').notNull().default(0),
    txHash: text('tx_hash'),
    reason: text('reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Deposits: coins of coin_amount already counted (credited or held); a top-up adds the rest. */
    creditedCoin: numeric('credited_coin', { precision: 38, scale: 18 }).notNull().default('0'),
    /** Deposits: gems not credited (self-exclusion, a deposit limit), held for an operator. */
    held: bigint('held', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('crypto_transactions_external_key').on(t.provider, t.kind, t.externalId),
    index('crypto_transactions_user_idx').on(t.userId, t.createdAt),
    index('crypto_transactions_pending_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} = 'PENDING_APPROVAL'`),
    index('crypto_transactions_attention_idx')
      .on(t.status, t.updatedAt)
      .where(sql`${t.status} = 'HELD' OR (${t.status} = 'PROCESSING' AND ${t.externalId} IS NULL)`),
    check('crypto_transactions_kind_check', sql`${t.kind} IN ('DEPOSIT', 'WITHDRAWAL')`),
    check(
      'crypto_transactions_status_check',
      sql`${t.status} IN ('CONFIRMING', 'HELD', 'PENDING_APPROVAL', 'PROCESSING', 'COMPLETED', 'FAILED', 'REJECTED')`,
    ),
    check(
      'crypto_transactions_amounts_check',
      sql`${t.amount} >= 0 AND ${t.bonus} >= 0 AND ${t.fee} >= 0 AND ${t.fee} <= ${t.amount} AND ${t.coinAmount} >= 0`,
    ),
    check(
      'crypto_transactions_deposit_states',
      sql`${t.kind} = 'WITHDRAWAL' OR ${t.status} IN ('CONFIRMING', 'COMPLETED', 'HELD')`,
    ),
    check(
      'crypto_transactions_held_check',
      sql`${t.held} >= 0 AND (${t.status} = 'HELD') = (${t.held} > 0)`,
    ),
    check(
      'crypto_transactions_credited_coin_check',
      sql`${t.creditedCoin} >= 0 AND ${t.creditedCoin} <= ${t.coinAmount}`,
    ),
  ],
);
