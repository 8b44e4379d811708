import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bets } from './games';
import { users } from './users';

/**
 * Cases that can be opened (docs/games/case-unbox.md): the site's own (creator null) and
 * community cases. `price` is derived from the items (expected value / 0.92, rounded up)
 * and stored so an opening charges exactly what the list showed.
 */
export const cases = pgTable(
  'cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    image: text('image'),
    price: bigint('price', { mode: 'number' }).notNull(),
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    /** Hidden cases stay for history and verification but cannot be opened. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A community case's openings and its creator's fees so far, added in each opening's
     * transaction (the fee's wallet transfer is in the same one). The site's own cases
     * keep 0, so their openings never wait on the case row.
     */
    openings: bigint('openings', { mode: 'number' }).notNull().default(0),
    creatorEarnings: bigint('creator_earnings', { mode: 'number' }).notNull().default(0),
    /**
     * What the creator fees so far left under a hundredth, hundredths x 10^-4 (0-9999),
     * carried into the next fee (games/case-unbox/core/community.ts).
     */
    creatorFeeCarryE4: integer('creator_fee_carry_e4').notNull().default(0),
  },
  (t) => [
    check('cases_price_positive', sql`${t.price} > 0`),
    check('cases_openings_not_negative', sql`${t.openings} >= 0`),
    check('cases_creator_earnings_not_negative', sql`${t.creatorEarnings} >= 0`),
    check(
      'cases_creator_fee_carry_range',
      sql`${t.creatorFeeCarryE4} >= 0 AND ${t.creatorFeeCarryE4} < 10000`,
    ),
    index('cases_active_price_idx').on(t.active, t.price),
    index('cases_community_created_idx')
      .on(t.createdAt)
      .where(sql`${t.creatorId} IS NOT NULL`),
    index('cases_creator_created_idx')
      .on(t.creatorId, t.createdAt)
      .where(sql`${t.creatorId} IS NOT NULL`),
  ],
);

/** A case's items in ticket order: `position` fixes the ranges a drawn ticket falls into. */
export const caseItems = pgTable(
  'case_items',
  {
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** The catalogue id of the item. */
    itemId: text('item_id').notNull(),
    name: text('name').notNull(),
    image: text('image'),
    rarity: text('rarity').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    tickets: integer('tickets').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.caseId, t.position] }),
    check('case_items_tickets_positive', sql`${t.tickets} > 0`),
    check('case_items_price_not_negative', sql`${t.price} >= 0`),
  ],
);

/**
 * The live drops feed: items won, newest first. `top` marks drops worth at least the
 * configured Top value, so the Top list is one index scan. A drop shows from `shows_at`,
 * once its opener's reel has landed (no outcome before its animation), and the feed is
 * ordered by that moment.
 */
export const liveDrops = pgTable(
  'live_drops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The contract's game kind that dropped it ('case-unbox', 'case-battle', 'skin-upgrader'). */
    game: text('game').notNull(),
    betId: uuid('bet_id').references(() => bets.id, { onDelete: 'set null' }),
    itemName: text('item_name').notNull(),
    itemImage: text('item_image'),
    itemRarity: text('item_rarity').notNull(),
    itemPrice: bigint('item_price', { mode: 'number' }).notNull(),
    top: boolean('top').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    showsAt: timestamp('shows_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_drops_shows_idx').on(t.showsAt),
    index('live_drops_top_shows_idx')
      .on(t.showsAt)
      .where(sql`${t.top}`),
  ],
);
