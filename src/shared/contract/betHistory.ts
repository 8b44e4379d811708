import { z } from 'zod';
import {
  type GameManifest,
  type RoomGameManifest,
  hasRoomRules,
  isRoundGame,
} from '../../../games/manifest';
import { GAMES, type RegisteredGame } from '../../../games/registry';
import { caseDropItemSchema, caseSlugSchema } from './cases';
import { coinSideSchema } from './coinFlip';
import { hex64Schema, isoDateTimeSchema } from './common';
import { httpCall } from './define';
import { betFairnessSchema } from './fairness';
import { INSTANT_GAMES, type InstantGame, betRecordSchema } from './instantGames';
import { type ManifestRoundGame, hasRoundBets } from './manifestRounds';
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

/**
 * A seat of a room game (coin flip and every game on the room driver): verified on its
 * fairness page from its room's revealed seed and beacon value.
 */
export const roomBetFairnessSchema = z.object({
  /** The room's id. */
  gameId: z.uuid(),
  serverSeedHash: hex64Schema,
  /** Revealed once flipped; null for a cancelled game (its seed never decided anything). */
  serverSeed: z.string().nullable(),
  beaconLabel: z.string().nullable(),
  beaconRound: z.number().int().nullable(),
  beaconValue: hex64Schema.nullable(),
});
export type RoomBetFairness = z.infer<typeof roomBetFairnessSchema>;

export const coinFlipRecordSchema = z.object({
  ...historyBase,
  game: z.literal('coin-flip'),
  fairness: roomBetFairnessSchema,
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

/** The room games played from their rules (case battles keep records of their own, above). */
type RoomGame = Exclude<Extract<RegisteredGame, { play: 'room' }>, { seatColumn: string }>;
const ROOM_GAMES = GAMES.filter((game): game is RoomGame => hasRoomRules(game));
/**
 * The room games whose seats the history records in the driver's shape: every one but
 * those with a seat outcome of their own (coin flip's record above).
 */
const DRIVER_RECORDED = ROOM_GAMES.filter((game) => game.seatOutcome === undefined);
type DriverRecordedKind = Exclude<RoomGame['kind'], z.infer<typeof coinFlipRecordSchema>['game']>;

/** A seat of a room game on the driver: its choice, the room's outcome once drawn. */
export interface RoomSeatRecord {
  id: string;
  game: DriverRecordedKind;
  amount: number;
  payout: number;
  multiplier: number;
  createdAt: string;
  fairness: RoomBetFairness;
  outcome: {
    /** The seat's choice, in the game's own schema. */
    choice: unknown;
    /** The room's outcome; null when it was never drawn (cancelled or refunded). */
    outcome: unknown;
    /** The stake came back: the room was cancelled or its beacon never verified. */
    cancelled: boolean;
  };
}

/** A driver-recorded room game's record, its choice and outcome in the game's schemas. */
export function roomSeatRecordSchemaOf<K extends string>(
  game: Pick<RoomGameManifest<K>, 'kind' | 'choiceSchema' | 'outcomeSchema'>,
) {
  return z.object({
    ...historyBase,
    game: z.literal(game.kind),
    fairness: roomBetFairnessSchema,
    outcome: z.object({
      choice: game.choiceSchema,
      outcome: game.outcomeSchema.nullable(),
      cancelled: z.boolean(),
    }),
  });
}

type RoundGame = Extract<RegisteredGame, { play: 'round' }>;
/**
 * The round games played from their manifests alone: without a history reading of their own,
 * the history records their bets alike (the driver's choice and outcome).
 */
const MANIFEST_ROUND_GAMES = (GAMES as readonly GameManifest[])
  .filter(isRoundGame)
  .filter(hasRoundBets)
  .filter((game) => game.historyOutcome === undefined);
type ManifestRoundKind = Exclude<RoundGame['kind'], 'crash' | 'roulette'>;

/** A bet of a round game played from its manifest alone: its choice and its round's outcome. */
export interface ManifestRoundBetRecord {
  id: string;
  game: ManifestRoundKind;
  amount: number;
  payout: number;
  multiplier: number;
  createdAt: string;
  fairness: z.infer<typeof roundBetFairnessSchema>;
  outcome: {
    /** The bet's choice, in the game's own schema. */
    choice: unknown;
    /** Its round's outcome, in the game's own schema. */
    outcome: unknown;
  };
}

/** Such a game's record, its choice and outcome in the game's schemas. */
export function manifestRoundRecordSchemaOf(game: ManifestRoundGame) {
  return z.object({
    ...historyBase,
    game: z.literal(game.kind),
    fairness: roundBetFairnessSchema,
    outcome: z.object({ choice: game.bets.choiceSchema, outcome: game.bets.outcomeSchema }),
  });
}

/** The games whose bets the history lists besides the instant ones. */
export const OTHER_HISTORY_GAMES = ['case-unbox', 'crash', 'roulette', 'case-battle'] as const;
export type HistoryGame =
  InstantGame | (typeof OTHER_HISTORY_GAMES)[number] | RoomGame['kind'] | ManifestRoundKind;
export const HISTORY_GAMES: readonly HistoryGame[] = [
  ...INSTANT_GAMES,
  ...OTHER_HISTORY_GAMES,
  ...ROOM_GAMES.map((game) => game.kind),
  ...MANIFEST_ROUND_GAMES.map((game) => game.kind as ManifestRoundKind),
];
export const historyGameSchema = z.enum(HISTORY_GAMES as [HistoryGame, ...HistoryGame[]]);

const SITE_RECORDS = [
  betRecordSchema,
  caseOpeningRecordSchema,
  crashRecordSchema,
  rouletteRecordSchema,
  coinFlipRecordSchema,
  caseBattleRecordSchema,
] as const;
type SiteRecord = z.infer<(typeof SITE_RECORDS)[number]>;

/** Every record; a room seat's only once a game on the driver is registered (else never). */
export type HistoryBet =
  | SiteRecord
  | ([DriverRecordedKind] extends [never] ? never : RoomSeatRecord)
  | ([ManifestRoundKind] extends [never] ? never : ManifestRoundBetRecord);

/**
 * Any settled bet of the history. The driver's room games and the round games played from
 * their manifests join the union at run time, one record each; their types are
 * RoomSeatRecord and ManifestRoundBetRecord, which HistoryBet adds when there are any.
 */
export const historyBetSchema = z.discriminatedUnion('game', [
  ...SITE_RECORDS,
  ...(DRIVER_RECORDED.map(roomSeatRecordSchemaOf) as unknown as (typeof caseBattleRecordSchema)[]),
  ...(MANIFEST_ROUND_GAMES.map(
    manifestRoundRecordSchemaOf,
  ) as unknown as (typeof caseBattleRecordSchema)[]),
]) as unknown as z.ZodType<HistoryBet>;

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
