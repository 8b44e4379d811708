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
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { rounds } from './rounds';
import { caseBattles } from './caseBattles';
import { rooms } from './rooms';

/**
 * A player's provably-fair seed pairs (docs/games/fairness.md, "Seed pairs"). Exactly one is active
 * per player; it also holds the already-committed next server seed that rotation promotes. A
 * rotated pair keeps its row with `revealedAt` set, and only then is its seed shown.
 */
export const seedPairs = pgTable(
  'seed_pairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 64 hex characters from a CSPRNG; secret until revealed. */
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce the next bet uses; also the count of bets made with this pair. */
    nonce: integer('nonce').notNull().default(0),
    nextServerSeed: text('next_server_seed').notNull(),
    nextServerSeedHash: text('next_server_seed_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('seed_pairs_one_active_key')
      .on(t.userId)
      .where(sql`${t.revealedAt} IS NULL`),
    index('seed_pairs_user_revealed_idx').on(t.userId, t.revealedAt),
    unique('seed_pairs_server_seed_key').on(t.serverSeed),
  ],
);

/**
 * Every bet of a single-player game, one row per (seed pair, nonce): the unique key makes
 * a reused nonce impossible even if a service had a bug. `payout` is null while a
 * multi-step game (mines) is still being played.
 */
export const bets = pgTable(
  'bets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A registered game's kind (games/registry.ts): dice, plinko, mines, case-unbox. */
    game: text('game').notNull(),
    /** A single-player bet's seed pair and nonce; null for a round game's bet. */
    seedPairId: uuid('seed_pair_id').references(() => seedPairs.id),
    nonce: integer('nonce'),
    /** A round game's bet: the round (crash, roulette) whose hash decides it. */
    roundId: bigint('round_id', { mode: 'number' }).references(() => rounds.id),
    /** A case battle seat's price: the battle whose beacon draw decides it. */
    caseBattleId: uuid('case_battle_id').references(() => caseBattles.id),
    /** A room seat's stake (migration 0049; coin flip's since 0061): the room whose draw decides it. */
    roomId: uuid('room_id').references(() => rooms.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }),
    /** The multiplier shown to the player, in ten-thousandths (4 decimals); payout is authoritative. */
    multiplierE4: bigint('multiplier_e4', { mode: 'number' }),
    /** What the player chose (target/direction, rows/risk, mines). */
    params: jsonb('params').notNull(),
    /** What the fair stream decided (roll, path/bucket, mine positions once ended). */
    outcome: jsonb('outcome'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** When the accrual step (domain/accruals) applied this settled wager; null until then. */
    accruedAt: timestamp('accrued_at', { withTimezone: true }),
    /** When the open books folded this settled bet (migration 0051); null until then. */
    bookedAt: timestamp('booked_at', { withTimezone: true }),
  },
  (t) => [
    unique('bets_seed_pair_nonce_key').on(t.seedPairId, t.nonce),
    index('bets_user_created_idx').on(t.userId, t.createdAt),
    index('bets_game_created_idx').on(t.game, t.createdAt),
    index('bets_round_idx')
      .on(t.roundId)
      .where(sql`${t.roundId} IS NOT NULL`),
    // One crash bet per player and round (migration 0043; on a database that already held
    // duplicates it starts after the last round that has them).
    uniqueIndex('bets_crash_one_per_round_key')
      .on(t.roundId, t.userId)
      .where(sql`${t.game} = 'crash'`),
    index('bets_case_battle_idx')
      .on(t.caseBattleId)
      .where(sql`${t.caseBattleId} IS NOT NULL`),
    index('bets_room_idx')
      .on(t.roomId)
      .where(sql`${t.roomId} IS NOT NULL`),
    check(
      'bets_fairness_check',
      sql`(${t.seedPairId} IS NOT NULL AND ${t.nonce} IS NOT NULL) OR ${t.roundId} IS NOT NULL OR ${t.caseBattleId} IS NOT NULL OR ${t.roomId} IS NOT NULL`,
    ),
  ],
);

/** The state of a mines game while it is played; its bet row holds money and fairness. */
export const minesGames = pgTable(
  'mines_games',
  {
    betId: uuid('bet_id')
      .primaryKey()
      .references(() => bets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mines: smallint('mines').notNull(),
    /** Decided at start from the fair stream; never sent to the client before the game ends. */
    minePositions: smallint('mine_positions').array().notNull(),
    revealed: smallint('revealed')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    /** 'active' | 'cashed' | 'busted' */
    state: text('state').notNull().default('active'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mines_games_one_active_key')
      .on(t.userId)
      .where(sql`${t.state} = 'active'`),
  ],
);

/**
 * Games an operator has paused: a row means new play is refused (open mines games can still
 * be finished). The GAME_DISABLED banner raised with it is expired when the row goes.
 */
export const gameSwitches = pgTable('game_switches', {
  /** The contract's game kind. */
  game: text('game').primaryKey(),
  reason: text('reason').notNull(),
  notificationId: uuid('notification_id'),
  disabledBy: uuid('disabled_by').references(() => users.id, { onDelete: 'set null' }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }).notNull().defaultNow(),
});
