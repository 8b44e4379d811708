import { z } from 'zod';
import {
  ROULETTE_BET_MAX,
  ROULETTE_BET_MIN,
  ROULETTE_MAX_BETS_PER_ROUND,
  ROULETTE_SLOT_COUNT,
} from '../../../games/roulette/core';
import { balanceSchema, formatGems, ledgerPositionSchema } from '../money';
import { httpCall } from './define';
import { hex64Schema, isoDateTimeSchema } from './common';

// Roulette: one round at a time for everyone (docs/games/roulette.md). The slot comes from the
// round's hash in the published chain and the salt, so it is known to the server from the
// start and public once rolling begins; bets settle when rolling ends (the strip landed).
// Amounts are hundredths of a gem.

/** What a roulette roll lands on; the baits are the red and black slots beside green. */
export const ROULETTE_OUTCOMES = [
  'RED',
  'BLACK',
  'GREEN',
  'RED_BAIT',
  'BLACK_BAIT',
  'TRIPLE_GREEN',
] as const;
export const rouletteOutcomeSchema = z.enum(ROULETTE_OUTCOMES);
export type RouletteOutcome = z.infer<typeof rouletteOutcomeSchema>;

/** What a player can bet on (docs/games/roulette.md, "Bets"): BAIT covers either bait slot. */
export const ROULETTE_OPTIONS = ['RED', 'BLACK', 'GREEN', 'BAIT'] as const;
export const rouletteOptionSchema = z.enum(ROULETTE_OPTIONS, {
  error: 'Option must be RED, BLACK, GREEN or BAIT',
});
export type RouletteOption = z.infer<typeof rouletteOptionSchema>;

export const TRIPLE_GREEN_STREAK_MAX = 3;

/** Inputs of the Triple Green Jackpot display. */
export const rouletteJackpotSchema = z.object({
  amount: balanceSchema,
  greenStreak: z.number().int().min(0).max(TRIPLE_GREEN_STREAK_MAX),
});
export type RouletteJackpot = z.infer<typeof rouletteJackpotSchema>;

export const rouletteBetBodySchema = z
  .object({
    option: rouletteOptionSchema,
    amount: z
      .number({ error: 'Amount must be a number' })
      .int({ error: 'Amount must be a whole number of hundredths' })
      .min(ROULETTE_BET_MIN, { error: `The minimum bet is ${formatGems(ROULETTE_BET_MIN)}` })
      .max(ROULETTE_BET_MAX, { error: `The maximum bet is ${formatGems(ROULETTE_BET_MAX)}` }),
  })
  .strict();
export type RouletteBetBody = z.infer<typeof rouletteBetBodySchema>;

export const roulettePhaseSchema = z.enum(['betting', 'rolling', 'ended']);
export type RoulettePhase = z.infer<typeof roulettePhaseSchema>;

export const rouletteBetSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  option: rouletteOptionSchema,
  amount: z.number().int(),
  /** The win (amount x the option's multiplier): null until the round ends, 0 when lost. */
  payout: z.number().int().nullable(),
  /** Its share of the pool on a TRIPLE_GREEN (on top of payout), 0 otherwise; null until ended. */
  jackpot: z.number().int().nullable(),
});
export type RouletteBet = z.infer<typeof rouletteBetSchema>;

export const rouletteSlotSchema = z
  .number()
  .int()
  .min(0)
  .max(ROULETTE_SLOT_COUNT - 1);

export const rouletteRoundSchema = z.object({
  id: z.number().int(),
  /** The k-th round of the published chain. */
  number: z.number().int(),
  phase: roulettePhaseSchema,
  /** The server's clock when this snapshot was taken: pages derive their clock offset. */
  serverTime: isoDateTimeSchema,
  bettingEndsAt: isoDateTimeSchema,
  /** Set when rolling starts: the moment the strip lands and the bets settle. */
  rollingEndsAt: isoDateTimeSchema.nullable(),
  /** Null while betting; the scene spins onto it during rolling. */
  slot: rouletteSlotSchema.nullable(),
  outcome: rouletteOutcomeSchema.nullable(),
  /** The round's hash in the chain (null while betting). */
  hash: hex64Schema.nullable(),
  /** Where across the slot's face the strip stops (bytes 4..7 of h as a float); cosmetic. */
  landingOffset: z.number().min(0).max(1).nullable(),
  /** The pool and streak before this round's result (betting, rolling), after it (ended). */
  jackpot: rouletteJackpotSchema,
  /** Ended only: the pool paid out on this round, 0 if none. */
  jackpotPaid: z.number().int().nullable(),
  bets: z.array(rouletteBetSchema),
});
export type RouletteRound = z.infer<typeof rouletteRoundSchema>;

export const rouletteHistoryEntrySchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  slot: rouletteSlotSchema,
  outcome: rouletteOutcomeSchema,
  hash: hex64Schema,
  endedAt: isoDateTimeSchema,
});
export type RouletteHistoryEntry = z.infer<typeof rouletteHistoryEntrySchema>;

export const rouletteJackpotPayoutSchema = z.object({
  roundId: z.number().int(),
  number: z.number().int(),
  /** What the pool paid out. */
  amount: z.number().int(),
  /** The pool when the slot was drawn (what was paid plus what stayed). */
  pool: z.number().int(),
  /** All claims on it (stake x 225, 15 or 1 by round); null for rounds before claims. */
  claims: z.number().int().nullable(),
  /** Each player's part and claim, summed over their green bets of the streak. */
  winners: z.array(
    z.object({
      username: z.string(),
      amount: z.number().int(),
      claim: z.number().int().nullable(),
    }),
  ),
  endedAt: isoDateTimeSchema,
});
export type RouletteJackpotPayout = z.infer<typeof rouletteJackpotPayoutSchema>;

const balanceAnswer = { balance: balanceSchema, ledgerPosition: ledgerPositionSchema };

export const rouletteCalls = {
  getRouletteRound: httpCall({
    method: 'GET',
    path: '/games/roulette/round',
    summary:
      'The current roulette round: phase, server time, bets so far, the jackpot and (rolling, ended) the slot',
    response: z.object({ round: rouletteRoundSchema.nullable() }),
  }),
  listRouletteHistory: httpCall({
    method: 'GET',
    path: '/games/roulette/history',
    summary: 'The last 100 ended roulette rounds, newest first: slot, outcome and hash of each',
    response: z.object({ rounds: z.array(rouletteHistoryEntrySchema) }),
  }),
  listRouletteJackpots: httpCall({
    method: 'GET',
    path: '/games/roulette/jackpots',
    summary: 'The last 20 Triple Green jackpot payouts, newest first, with their winners',
    response: z.object({ jackpots: z.array(rouletteJackpotPayoutSchema) }),
  }),
  getRouletteJackpot: httpCall({
    method: 'GET',
    path: '/games/roulette/jackpot',
    summary: 'The Triple Green jackpot now: the pool and the green streak',
    response: z.object({ jackpot: rouletteJackpotSchema }),
  }),
  placeRouletteBet: httpCall({
    method: 'POST',
    path: '/games/roulette/bet',
    summary: `Bet on an option of the roulette round that is taking bets (at most ${ROULETTE_MAX_BETS_PER_ROUND} bets a round)`,
    auth: true,
    body: rouletteBetBodySchema,
    response: z.object({ bet: rouletteBetSchema, roundId: z.number().int(), ...balanceAnswer }),
  }),
};

export const rouletteRoundPayload = z.object({ data: z.object({ round: rouletteRoundSchema }) });
export const rouletteBetsPayload = z.object({
  data: z.object({
    roundId: z.number().int(),
    bets: z.array(rouletteBetSchema),
    jackpot: rouletteJackpotSchema,
  }),
});
export const rouletteJackpotPayload = z.object({ data: rouletteJackpotSchema });
