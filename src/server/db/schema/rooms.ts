import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One room of a game the generic room driver plays (games/manifest.ts, RoomGameManifest;
 * migration 0049): its seats and their choices (JSON, in seat order; a house seat has no
 * user), a per-room server seed committed by its hash, the beacon round named when the last
 * seat filled, and once drawn the outcome and each seat's payout. Each player seat's stake is
 * a bet row (bets.room_id). The server seed stays secret until the room is drawn.
 */
export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey(),
    /** The game's kind (its manifest's). */
    kind: text('kind').notNull(),
    /** 'OPEN' | 'WAITING_FOR_BEACON' | 'DRAWN' | 'CANCELLED' | 'REFUNDED' */
    state: text('state').notNull(),
    /** Each seat's stake, hundredths. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id),
    /** [{ userId: string | null, choice }] in seat order; userId null is a house seat. */
    seats: jsonb('seats').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    beaconKind: text('beacon_kind'),
    beaconLabel: text('beacon_label'),
    beaconRound: bigint('beacon_round', { mode: 'number' }),
    beaconExpectedAt: timestamp('beacon_expected_at', { withTimezone: true }),
    beaconValue: text('beacon_value'),
    beaconEvidence: jsonb('beacon_evidence'),
    /** The manifest's outcome, once drawn. */
    outcome: jsonb('outcome'),
    /** Each seat's payout in seat order, once drawn. */
    payouts: jsonb('payouts'),
    fee: bigint('fee', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    filledAt: timestamp('filled_at', { withTimezone: true }),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('rooms_kind_state_created_idx').on(t.kind, t.state, t.createdAt),
    index('rooms_creator_open_idx')
      .on(t.kind, t.creatorId)
      .where(sql`${t.state} = 'OPEN'`),
    index('rooms_waiting_idx')
      .on(t.beaconExpectedAt)
      .where(sql`${t.state} = 'WAITING_FOR_BEACON'`),
    check(
      'rooms_state_check',
      sql`${t.state} IN ('OPEN', 'WAITING_FOR_BEACON', 'DRAWN', 'CANCELLED', 'REFUNDED')`,
    ),
    check('rooms_amount_check', sql`${t.amount} > 0`),
    check(
      'rooms_beacon_check',
      sql`(${t.state} IN ('WAITING_FOR_BEACON', 'DRAWN', 'REFUNDED')) =
          (${t.beaconKind} IS NOT NULL AND ${t.beaconLabel} IS NOT NULL AND ${t.beaconRound} IS NOT NULL
           AND ${t.beaconExpectedAt} IS NOT NULL AND ${t.filledAt} IS NOT NULL)`,
    ),
    check(
      'rooms_drawn_check',
      sql`(${t.state} = 'DRAWN') =
          (${t.beaconValue} IS NOT NULL AND ${t.outcome} IS NOT NULL AND ${t.payouts} IS NOT NULL
           AND ${t.fee} IS NOT NULL AND ${t.drawnAt} IS NOT NULL)`,
    ),
    check(
      'rooms_cancelled_check',
      sql`(${t.state} = 'CANCELLED') = (${t.cancelledAt} IS NOT NULL)`,
    ),
    check('rooms_refunded_check', sql`(${t.state} = 'REFUNDED') = (${t.refundedAt} IS NOT NULL)`),
  ],
);
