import { bigint, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per rain that paid out. `slot` numbers the rain interval the round closed
 * (epoch milliseconds / interval), so two processes trying the same round insert the
 * same key and only the first commits: a round pays once.
 */
export const rainRounds = pgTable('rain_rounds', {
  slot: bigint('slot', { mode: 'number' }).primaryKey(),
  /** The pool when the round was taken, the share each recipient got, how many there were. */
  pool: bigint('pool', { mode: 'number' }).notNull(),
  share: bigint('share', { mode: 'number' }).notNull(),
  recipients: integer('recipients').notNull(),
  /** The wallet transfer that paid the round; null when nobody was eligible or the pool was too small. */
  transferId: bigint('transfer_id', { mode: 'number' }),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
});
