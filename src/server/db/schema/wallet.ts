import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { skinDeposits } from './skinDeposits';
import { users } from './users';

/**
 * Every holder of money. A player has one account (and a vault once they use it, owned
 * through vault_of); the house, the cashier, promotions and
 * the jackpot are split into shards; the rain pool is one account (shard 0), so its balance is
 * one checked number a payout round can split. Accounts that may go negative (house, cashier,
 * promotions) are never locked: their balance is the sum of their entries, so no bet waits
 * on them. Players and the jackpot keep a stored balance the database checks.
 * Only domain/wallet writes these tables, through the wallet_post() database function.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    userId: uuid('user_id').references(() => users.id),
    shard: smallint('shard').notNull().default(0),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
    /** The player whose vault this is (kind 'vault', migration 0032); user_id stays null. */
    vaultOf: uuid('vault_of').references(() => users.id),
  },
  (t) => [
    check('wallet_accounts_balance_check', sql`${t.allowNegative} OR ${t.balance} >= 0`),
    check('wallet_accounts_unlocked_check', sql`NOT ${t.allowNegative} OR ${t.balance} = 0`),
    check(
      'wallet_accounts_kind_check',
      sql`${t.kind} IN ('user','house','cashier','promo','jackpot','rain','vault')`,
    ),
    check(
      'wallet_accounts_vault_owner_check',
      sql`(${t.kind} = 'vault') = (${t.vaultOf} IS NOT NULL) AND (${t.kind} <> 'vault' OR NOT ${t.allowNegative})`,
    ),
    check('wallet_accounts_owner_check', sql`(${t.kind} = 'user') = (${t.userId} IS NOT NULL)`),
    uniqueIndex('wallet_accounts_user_key')
      .on(t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('wallet_accounts_vault_key')
      .on(t.vaultOf)
      .where(sql`${t.vaultOf} IS NOT NULL`),
    uniqueIndex('wallet_accounts_system_key')
      .on(t.kind, t.shard)
      .where(sql`${t.userId} IS NULL AND ${t.vaultOf} IS NULL`),
  ],
);

/** One money movement: legs that sum to zero, with why it happened. Append-only. */
export const walletTransfers = pgTable(
  'wallet_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    reference: text('reference'),
    /** The player the movement belongs to; scopes the idempotency key. */
    userId: uuid('user_id').references(() => users.id),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The unique (user, key) index also serves lookups by user: no second index to maintain.
  (t) => [
    unique('wallet_transfers_idempotency_key').on(t.userId, t.idempotencyKey),
    // Deposits and withdrawals per day (the back office dashboard, migrations 0054 and 0057).
    index('wallet_transfers_cashier_idx')
      .on(t.createdAt)
      .where(
        sql`${t.kind} IN ('deposit', 'crypto-deposit', 'card-deposit', 'skin-deposit', 'gift-card', 'crypto-withdrawal', 'crypto-withdrawal-refund')`,
      ),
  ],
);

/** One leg of a transfer on one account, with the balance it left. Append-only. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => walletTransfers.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => walletAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Null on unlocked (house-side) accounts, whose balance is the sum of their entries. */
    balanceAfter: bigint('balance_after', { mode: 'number' }),
  },
  (t) => [
    check('wallet_entries_amount_check', sql`${t.amount} <> 0`),
    index('wallet_entries_account_idx').on(t.accountId, t.id),
    index('wallet_entries_transfer_idx').on(t.transferId),
  ],
);

/**
 * The wagering requirement carried with gems from one holder to another (migration 0042):
 * signed hundredths still to wager, on a player or a pool. Append-only; domain/wallet writes
 * it in the transfer's own transaction (wallet/requirement).
 */
export const wagerCarries = pgTable(
  'wager_carries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => users.id),
    pool: text('pool'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    check('wager_carries_amount_check', sql`${t.amount} <> 0`),
    check('wager_carries_holder_check', sql`(${t.userId} IS NULL) <> (${t.pool} IS NULL)`),
    index('wager_carries_user_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.userId} IS NOT NULL`),
    index('wager_carries_pool_idx')
      .on(t.pool)
      .where(sql`${t.pool} IS NOT NULL`),
  ],
);

/**
 * Steam's trade protection carried with gems from one holder to another (migration 0059):
 * signed hundredths of one skin deposit's protected gems, on a player or a pool, ending with
 * that deposit's protected_until. Append-only; domain/wallet writes it in the transfer's own
 * transaction (wallet/requirement/tradeProtection.ts).
 */
export const tradeProtectionCarries = pgTable(
  'trade_protection_carries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => users.id),
    pool: text('pool'),
    skinDepositId: uuid('skin_deposit_id')
      .notNull()
      .references(() => skinDeposits.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    check('trade_protection_carries_amount_check', sql`${t.amount} <> 0`),
    check(
      'trade_protection_carries_holder_check',
      sql`(${t.userId} IS NULL) <> (${t.pool} IS NULL)`,
    ),
    index('trade_protection_carries_user_idx')
      .on(t.userId, t.skinDepositId)
      .where(sql`${t.userId} IS NOT NULL`),
    index('trade_protection_carries_pool_idx')
      .on(t.pool, t.skinDepositId)
      .where(sql`${t.pool} IS NOT NULL`),
    index('trade_protection_carries_deposit_idx').on(t.skinDepositId),
  ],
);
