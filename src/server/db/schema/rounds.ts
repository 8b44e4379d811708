import {
  bigint,
  bigserial,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * The hash chain a round game (crash, roulette) plays from its end, one per game. The
 * checkpoints are secret (they hold the seed and let the server compute any round's hash);
 * the terminating hash is published first, with the beacon round named for the salt, which
 * is fixed only once that round's public value exists (docs/games/fairness.md, "Round chains").
 */
export const roundChains = pgTable('round_chains', {
  game: text('game').primaryKey(),
  length: integer('length').notNull(),
  checkpointInterval: integer('checkpoint_interval').notNull(),
  checkpoints: text('checkpoints').array().notNull(),
  terminatingHash: text('terminating_hash').notNull(),
  /** The beacon and its round named for the salt when the chain was published. */
  beacon: text('beacon').notNull(),
  beaconLabel: text('beacon_label').notNull(),
  beaconRound: bigint('beacon_round', { mode: 'number' }).notNull(),
  beaconExpectedAt: timestamp('beacon_expected_at', { withTimezone: true }).notNull(),
  /** The beacon round's value (64 hex), null until it was read and verified. */
  salt: text('salt'),
  /** What a player needs to check the salt against the beacon's own record. */
  saltEvidence: jsonb('salt_evidence'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  /** Migration 0046: the salt is the first beacon round due at or after this (publication + N). */
  saltNotBefore: timestamp('salt_not_before', { withTimezone: true }),
  saltFixedAt: timestamp('salt_fixed_at', { withTimezone: true }),
  /** How many rounds of the chain were played (round k uses element length - k). */
  roundsPlayed: integer('rounds_played').notNull().default(0),
});

/**
 * One round of a round game. Its hash (chain element length - number) and outcome are
 * written when it ends, never before (roulette writes the hash when rolling starts: its
 * slot is public from then); `ends_at` (the crash moment) is the server's alone.
 */
export const rounds = pgTable(
  'rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    game: text('game').notNull(),
    /** k: the k-th round played from the game's chain. */
    number: integer('number').notNull(),
    /** 'betting' | 'running' | 'ended' | 'refunded' */
    phase: text('phase').notNull(),
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true }).notNull(),
    /** Crash: the moment the multiplier left 1.00x. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** Crash: the bust moment (secret while the round runs); roulette: the strip lands. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    hash: text('hash'),
    outcome: jsonb('outcome'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [unique('rounds_game_number_key').on(t.game, t.number)],
);
