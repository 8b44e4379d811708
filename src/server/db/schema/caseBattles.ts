import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One case battle (docs/games/case-battle.md): its setup, the cases as they were when it was
 * created (items and prices never change under a battle), a server seed committed by its
 * hash, the beacon round named when the last seat filled, every pull once generated and
 * how many rounds were announced. Migration 0029 also keeps the state moving forward only.
 */
export const caseBattles = pgTable(
  'case_battles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The spec's states, in order (battleEnums.ts). */
    state: text('state').notNull(),
    mode: text('mode').notNull(),
    visibility: text('visibility').notNull(),
    options: text('options')
      .array()
      .notNull()
      .default(sql`'{}'`),
    playerAmount: smallint('player_amount').notNull(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id),
    /** The cases with their items, as the battle plays them. */
    cases: jsonb('cases').notNull(),
    /** One seat's price, hundredths. */
    price: bigint('price', { mode: 'number' }).notNull(),
    regularRounds: smallint('regular_rounds').notNull(),
    spinMs: integer('spin_ms').notNull(),
    /** Secret until the battle is completed. */
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    beaconKind: text('beacon_kind'),
    beaconLabel: text('beacon_label'),
    beaconRound: bigint('beacon_round', { mode: 'number' }),
    beaconExpectedAt: timestamp('beacon_expected_at', { withTimezone: true }),
    beaconValue: text('beacon_value'),
    beaconEvidence: jsonb('beacon_evidence'),
    /** Every round's pulls (respins included), computed at once when the value arrived. */
    rounds: jsonb('rounds'),
    roundCount: smallint('round_count'),
    /** Rounds told to the players so far: nothing later is shown before its turn. */
    announcedRounds: smallint('announced_rounds').notNull().default(0),
    /** The core's result: winners and each seat's payout. */
    result: jsonb('result'),
    lastRoll: timestamp('last_roll', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    filledAt: timestamp('filled_at', { withTimezone: true }),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The creator left before the start: every stake came back, nothing was played. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Migration 0045: its beacon round never verified within the bound; every seat paid back. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('case_battles_live_idx')
      .on(t.createdAt)
      .where(sql`${t.state} <> 'GAME_COMPLETED'`),
    // Migration 0035: the per-player cap counts a creator's battles not started yet.
    index('case_battles_open_creator_idx')
      .on(t.creatorId)
      .where(sql`${t.state} IN ('GAME_CREATED', 'GAME_STARTED', 'WAITING_FOR_PLAYERS')`),
    check(
      'case_battles_state_check',
      sql`${t.state} IN ('GAME_CREATED', 'GAME_STARTED', 'WAITING_FOR_PLAYERS', 'WAITING_FOR_BLOCK', 'GENERATING_OUTCOME', 'GAME_COMPLETED')`,
    ),
    check('case_battles_mode_check', sql`${t.mode} IN ('VERSUS', 'TEAMS', 'FRIENDLY', 'SHARING')`),
    check('case_battles_visibility_check', sql`${t.visibility} IN ('PRIVATE', 'PUBLIC')`),
    check('case_battles_seats_check', sql`${t.playerAmount} BETWEEN 2 AND 4`),
    check('case_battles_price_check', sql`${t.price} > 0`),
  ],
);
