import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One wager race per period (domain/races): `daily:2026-11-25`, `weekly:2026-11-23`. Made by
 * the first wager accrued into it; paid once after it ended (state 'paid', paid_at).
 */
export const races = pgTable('races', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<'daily' | 'weekly'>().notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  /** Hundredths split among the top ranks, fixed when the race row was made. */
  pool: bigint('pool', { mode: 'number' }).notNull(),
  state: text('state').$type<'running' | 'paid'>().notNull().default('running'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
});

/** A player's score in a race: wagered hundredths, and when it last grew (the tie-break). */
export const raceEntries = pgTable(
  'race_entries',
  {
    raceId: text('race_id')
      .notNull()
      .references(() => races.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    wagered: bigint('wagered', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.raceId, t.userId] }),
    index('race_entries_standings_idx').on(t.raceId, t.wagered, t.updatedAt, t.userId),
  ],
);

/** The prizes a paid race paid: one row per rank, with the transfer that paid it. */
export const racePayouts = pgTable(
  'race_payouts',
  {
    raceId: text('race_id')
      .notNull()
      .references(() => races.id),
    rank: integer('rank').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    wagered: bigint('wagered', { mode: 'number' }).notNull(),
    prize: bigint('prize', { mode: 'number' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.raceId, t.rank] }), unique().on(t.raceId, t.userId)],
);
