import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bets } from './games';
import { users } from './users';

/** A player's Steam trade URL, where markets send their skins. */
export const steamTradeLinks = pgTable('steam_trade_links', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tradeUrl: text('trade_url').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A catalogue skin bought with gems or won in an upgrade, held until withdrawn to Steam
 * (domain/steamTrades) or staked in an upgrade (CONSUMED by that bet).
 */
export const steamSkins = pgTable(
  'steam_skins',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    name: text('name').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    state: text('state').notNull().default('HELD'),
    /** The upgrade that consumed it as a stake. */
    stakedIn: uuid('staked_in').references(() => bets.id),
    /** The upgrade that delivered it. */
    wonIn: uuid('won_in').references(() => bets.id),
    /** A won skin is listed from then on: the upgrade's animation has landed in its tab. */
    showsAt: timestamp('shows_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('steam_skins_user_idx').on(t.userId, t.createdAt),
    check('steam_skins_price_positive', sql`${t.price} > 0`),
    check(
      'steam_skins_state_known',
      sql`${t.state} IN ('HELD', 'WITHDRAWING', 'WITHDRAWN', 'CONSUMED')`,
    ),
    check(
      'steam_skins_consumed_by_a_bet',
      sql`(${t.state} = 'CONSUMED') = (${t.stakedIn} IS NOT NULL)`,
    ),
  ],
);

/** One attempt to send a skin through the market; its state only moves forward. */
export const steamTradeOffers = pgTable(
  'steam_trade_offers',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skinId: uuid('skin_id')
      .notNull()
      .references(() => steamSkins.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('PENDING'),
    market: text('market').notNull(),
    tradeUrl: text('trade_url').notNull(),
    maxPrice: bigint('max_price', { mode: 'number' }).notNull(),
    marketTradeId: text('market_trade_id'),
    steamOfferId: text('steam_offer_id'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('steam_trade_offers_user_idx').on(t.userId, t.createdAt),
    index('steam_trade_offers_open_idx')
      .on(t.updatedAt)
      .where(sql`${t.state} IN ('PENDING', 'SENT')`),
    uniqueIndex('steam_trade_offers_one_open_per_skin')
      .on(t.skinId)
      .where(sql`${t.state} IN ('PENDING', 'SENT')`),
    check(
      'steam_trade_offers_state_known',
      sql`${t.state} IN ('PENDING', 'SENT', 'ACCEPTED', 'CANCELLED', 'FAILED')`,
    ),
  ],
);
