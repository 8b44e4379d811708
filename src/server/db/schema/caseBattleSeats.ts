import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { caseBattles } from './caseBattles';
import { bets } from './games';
import { users } from './users';

// Apart from caseBattles.ts: a seat references its bet, and a bet its battle, so one file
// holding both would import games.ts while games.ts imports it.

/** A filled seat: a player with the open bet of their seat price, or a bot. */
export const caseBattleSeats = pgTable(
  'case_battle_seats',
  {
    battleId: uuid('battle_id')
      .notNull()
      .references(() => caseBattles.id),
    /** 0-based; TEAMS seats 0,1 are team 1 and 2,3 team 2. */
    seat: smallint('seat').notNull(),
    /** The user's id, or the bot's own id (shown as the seat's player). */
    playerId: uuid('player_id').notNull(),
    userId: uuid('user_id').references(() => users.id),
    bot: boolean('bot').notNull().default(false),
    betId: uuid('bet_id').references(() => bets.id),
    payout: bigint('payout', { mode: 'number' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'case_battle_seats_pkey', columns: [t.battleId, t.seat] }),
    unique('case_battle_seats_player_key').on(t.battleId, t.playerId),
    index('case_battle_seats_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
  ],
);
