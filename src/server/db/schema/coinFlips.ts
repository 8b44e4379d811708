import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One coin flip (docs/games/coin-flip.md): two seats with the same stake, a per-game
 * server seed committed by its hash at creation, and the beacon round named when the
 * second seat filled. Each player's stake is a bet row (bets.coin_flip_id); the bot's
 * seat has none. The server seed stays secret until the game is flipped.
 */
export const coinFlips = pgTable(
  'coin_flips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'OPEN' | 'JOINED' | 'BOT_JOINED' | 'WAITING_FOR_BEACON' | 'FLIPPED' | 'CANCELLED' | 'REFUNDED' */
    state: text('state').notNull(),
    /** Each seat's stake, hundredths. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id),
    /** 'CT' | 'T'; the joiner has the other side. */
    creatorSide: text('creator_side').notNull(),
    joinerId: uuid('joiner_id').references(() => users.id),
    /** The house holds the joiner's seat (the creator called the bot). */
    joinerBot: boolean('joiner_bot').notNull().default(false),
    /** Secret until flipped. */
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    /** The beacon round named when both seats filled (null before). */
    beaconKind: text('beacon_kind'),
    beaconLabel: text('beacon_label'),
    beaconRound: bigint('beacon_round', { mode: 'number' }),
    beaconExpectedAt: timestamp('beacon_expected_at', { withTimezone: true }),
    /** That round's value (64 hex) and what proves it, once read. */
    beaconValue: text('beacon_value'),
    beaconEvidence: jsonb('beacon_evidence'),
    winningSide: text('winning_side'),
    /** 'creator' | 'joiner' */
    winner: text('winner'),
    payout: bigint('payout', { mode: 'number' }),
    fee: bigint('fee', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    flippedAt: timestamp('flipped_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Migration 0045: the beacon round never verified within the bound; both stakes back. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('coin_flips_state_created_idx').on(t.state, t.createdAt),
    index('coin_flips_creator_open_idx')
      .on(t.creatorId)
      .where(sql`${t.state} = 'OPEN'`),
    index('coin_flips_flipped_idx')
      .on(t.flippedAt)
      .where(sql`${t.state} = 'FLIPPED'`),
    check(
      'coin_flips_state_check',
      sql`${t.state} IN ('OPEN', 'JOINED', 'BOT_JOINED', 'WAITING_FOR_BEACON', 'FLIPPED', 'CANCELLED', 'REFUNDED')`,
    ),
    check('coin_flips_amount_check', sql`${t.amount} > 0`),
    check('coin_flips_creator_side_check', sql`${t.creatorSide} IN ('CT', 'T')`),
    check(
      'coin_flips_winning_side_check',
      sql`${t.winningSide} IS NULL OR ${t.winningSide} IN ('CT', 'T')`,
    ),
    check(
      'coin_flips_winner_check',
      sql`${t.winner} IS NULL OR ${t.winner} IN ('creator', 'joiner')`,
    ),
    // One joiner at most, never the creator, and a seat filled exactly when not open.
    check(
      'coin_flips_seat_check',
      sql`NOT (${t.joinerBot} AND ${t.joinerId} IS NOT NULL)
          AND ${t.joinerId} IS DISTINCT FROM ${t.creatorId}
          AND ((${t.state} IN ('OPEN', 'CANCELLED')) = (${t.joinerId} IS NULL AND NOT ${t.joinerBot}))`,
    ),
    // Named once both seats filled; a named round is never cancelled.
    check(
      'coin_flips_beacon_check',
      sql`(${t.state} IN ('WAITING_FOR_BEACON', 'FLIPPED', 'REFUNDED')) =
          (${t.beaconKind} IS NOT NULL AND ${t.beaconLabel} IS NOT NULL
           AND ${t.beaconRound} IS NOT NULL AND ${t.beaconExpectedAt} IS NOT NULL)`,
    ),
    check(
      'coin_flips_flipped_check',
      sql`(${t.state} = 'FLIPPED') =
          (${t.beaconValue} IS NOT NULL AND ${t.winningSide} IS NOT NULL AND ${t.winner} IS NOT NULL
           AND ${t.payout} IS NOT NULL AND ${t.fee} IS NOT NULL AND ${t.flippedAt} IS NOT NULL)`,
    ),
    check(
      'coin_flips_cancelled_check',
      sql`(${t.state} = 'CANCELLED') = (${t.cancelledAt} IS NOT NULL)`,
    ),
    check(
      'coin_flips_refunded_check',
      sql`(${t.state} = 'REFUNDED') = (${t.refundedAt} IS NOT NULL)`,
    ),
  ],
);
