import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** One skin asked for in a deposit's trade offer, valued when the offer was made. */
export interface SkinDepositItem {
  assetId: string;
  marketName: string;
  /** Catalogue value in gem hundredths. */
  value: number;
  /** Gems it brings at the deposit rate. */
  gems: number;
}

/**
 * A skin deposit (migration 0057): a trade offer asking the player for skins, then what the
 * provider reported of it. Its status only moves forward under its row lock
 * (domain/cashier/skins).
 */
export const skinDeposits = pgTable(
  'skin_deposits',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    /** The provider's trade offer, once sent. */
    offerId: text('offer_id'),
    /** The Steam account the offer went to (from the player's trade URL). */
    steamId: text('steam_id').notNull(),
    status: text('status').notNull(),
    items: jsonb('items').$type<SkinDepositItem[]>().notNull(),
    /** The skins' catalogue value, gem hundredths. */
    value: bigint('value', { mode: 'number' }).notNull(),
    /** What the skins bring at the deposit rate. */
    gems: bigint('gems', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    bonus: bigint('bonus', { mode: 'number' }).notNull().default(0),
    held: bigint('held', { mode: 'number' }).notNull().default(0),
    reversed: bigint('reversed', { mode: 'number' }).notNull().default(0),
    /** Gems a reversal could not take: the player's debt, the account frozen. */
    shortfall: bigint('shortfall', { mode: 'number' }).notNull().default(0),
    reason: text('reason'),
    /** The end of Steam's trade protection of the completed trade. */
    protectedUntil: timestamp('protected_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('skin_deposits_offer_key').on(t.provider, t.offerId),
    index('skin_deposits_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('skin_deposits_open_idx')
      .on(t.userId)
      .where(sql`${t.status} IN ('PENDING', 'SENT')`),
    index('skin_deposits_watch_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} IN ('PENDING', 'SENT', 'COMPLETED', 'HELD')`),
    check(
      'skin_deposits_status_check',
      sql`${t.status} IN ('PENDING', 'SENT', 'FAILED', 'DECLINED', 'EXPIRED', 'CANCELLED', 'COMPLETED', 'HELD', 'REVERSED')`,
    ),
    check(
      'skin_deposits_amounts_check',
      sql`${t.value} > 0 AND ${t.gems} > 0 AND ${t.amount} >= 0 AND ${t.bonus} >= 0 AND ${t.held} >= 0 AND ${t.reversed} >= 0 AND ${t.shortfall} >= 0`,
    ),
  ],
);
