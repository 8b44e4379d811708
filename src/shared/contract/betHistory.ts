import { z } from 'zod';
import { caseDropItemSchema, caseSlugSchema } from './cases';
import { coinSideSchema } from './coinFlip';
import { hex64Schema, isoDateTimeSchema } from './common';
import { httpCall } from './define';
import { betFairnessSchema } from './fairness';
import { INSTANT_GAMES, type InstantGame, betRecordSchema } from './instantGames';
import { rouletteOptionSchema, rouletteOutcomeSchema, rouletteSlotSchema } from './roulette';

// A player's bet history (GET /games/bets): every settled bet, newest first, in the shape
// of its game and with what verifies it. The seeded games (the instant ones and case
// openings) name their seed pair and nonce; crash and roulette their round in the
// published chain; a coin flip its own seed and beacon round. A bet shows here only once
// its result has landed on screen (no outcome before its animation): a round game's once
// its round has ended, a coin flip once its coin has landed, a case opening once its reel
// has stopped. Amounts are hundredths of a gem.

const historyBase = {
  id: z.uuid(),
  amount: z.number().int(),
  /** What was credited back (0 on a loss). */
  payout: z.number().int(),
  /** 4 decimals, for display; payout is authoritative. */
  multiplier: z.number(),
  createdAt: isoDateTimeSchema,
};

export const caseOpeningRecordSchema = z.object({
  ...historyBase,
  game: z.literal('case-unbox'),
  fairness: betFairnessSchema,
  outcome: z.object({
    case: z.object({ slug: caseSlugSchema, name: z.string() }),
    /** The ticket drawn, 1..100,000. */
    ticket: z.number().int(),
    item: caseDropItemSchema,
  }),
});

/** A round of crash or roulette: verified at /fairness/roulette from its hash. */
export const roundBetFairnessSchema = z.object({
  roundId: z.number().int(),
  /** The k-th round of the published chain. */
  roundNumber: z.number().int(),
  roundHash: hex64Schema,
});

export const crashRecordSchema = z.object({
  ...historyBase,
  game: z.literal('crash'),
  fairness: roundBetFairnessSchema,
  outcome: z.object({
    /** Hundredths (250 = 2.50x); null: cashed out by hand or not at all. */
    autoCashout: z.number().int().nullable(),
    /** Where it was cashed out (hundredths); null when it rode to the crash. */
    cashedOutAt: z.number().int().nullable(),
    crashPoint: z.number().int(),
  }),
});

export const rouletteRecordSchema = z.object({
  ...historyBase,
  game: z.literal('roulette'),
  fairness: roundBetFairnessSchema,
  outcome: z.object({
    option: rouletteOptionSchema,
    slot: rouletteSlotSchema,
    result: rouletteOutcomeSchema,
    /** Its share of the Triple Green Jackpot, paid on top of `payout` (0 otherwise). */
    jackpot: z.number().int(),
  }),
});

/** A coin flip: verified at /fairness/coinflip from its revealed seed and beacon value. */
export const coinFlipBetFairnessSchema = z.object({
  gameId: z.uuid(),
  serverSeedHash: hex64Schema,
  /** Revealed once flipped; null for a cancelled game (its seed never decided anything). */
  serverSeed: z.string().nullable(),
  beaconLabel: z.string().nullable(),
  beaconRound: z.number().int().nullable(),
  beaconValue: hex64Schema.nullable(),
});

export const coinFlipRecordSchema = z.object({
  ...historyBase,
  game: z.literal('coin-flip'),
  fairness: coinFlipBetFairnessSchema,
  outcome: z.object({
    side: coinSideSchema,
    /** Null when the game was cancelled before a second seat filled (the stake came back). */
    winningSide: coinSideSchema.nullable(),
    cancelled: z.boolean(),
  }),
});

/** A case battle seat: verified at /fairness/case-battles by its battle's id. */
export const caseBattleBetFairnessSchema = z.object({
  battleId: z.uuid(),
  serverSeedHash: hex64Schema,
  /** Revealed once the battle is over; null for a battle closed before it started. */
  serverSeed: hex64Schema.nullable(),
  beaconRound: z.number().int().nullable(),
  beaconValue: z.string().nullable(),
});

export const caseBattleRecordSchema = z.object({
  ...historyBase,
  game: z.literal('case-battle'),
  fairness: caseBattleBetFairnessSchema,
  outcome: z.object({
    /** The seat played (0-based). */
    seat: z.number().int().min(0),
    /** This seat was among the winners (every seat shares in SHARING and FRIENDLY). */
    won: z.boolean(),
    /** The creator left before the start: the seat's price came back. */
    cancelled: z.boolean(),
  }),
});

/** The games whose bets the history lists besides the instant ones. */
export const OTHER_HISTORY_GAMES = [
  'case-unbox',
  'crash',
  'roulette',
  'coin-flip',
  'case-battle',
] as const;
export type HistoryGame = InstantGame | (typeof OTHER_HISTORY_GAMES)[number];
export const HISTORY_GAMES: readonly HistoryGame[] = [...INSTANT_GAMES, ...OTHER_HISTORY_GAMES];
export const historyGameSchema = z.enum(HISTORY_GAMES as [HistoryGame, ...HistoryGame[]]);

export const historyBetSchema = z.discriminatedUnion('game', [
  betRecordSchema,
  caseOpeningRecordSchema,
  crashRecordSchema,
  rouletteRecordSchema,
  coinFlipRecordSchema,
  caseBattleRecordSchema,
]);
export type HistoryBet = z.infer<typeof historyBetSchema>;

export const betHistoryQuerySchema = z.object({
  game: historyGameSchema.optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int({ error: 'Limit must be a whole number' })
    .min(1, { error: 'Limit must be from 1 to 100' })
    .max(100, { error: 'Limit must be from 1 to 100' })
    .optional(),
  /** Bets older than this one: the previous page's nextCursor. */
  before: z.uuid({ error: 'Cursor must be a bet id' }).optional(),
});

export const betHistoryCalls = {
  listMyBets: httpCall({
    method: 'GET',
    path: '/games/bets',
    summary:
      "The player's settled bets of every game, newest first, by a cursor, each with what verifies it; a round or flip once its result has landed",
    auth: true,
    query: betHistoryQuerySchema,
    response: z.object({
      bets: z.array(historyBetSchema),
      /** Pass as `before` for the next page; null on the last one. */
      nextCursor: z.uuid().nullable(),
    }),
  }),
};
