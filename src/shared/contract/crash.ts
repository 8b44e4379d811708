import { z } from 'zod';
import {
  CRASH_AUTO_CASHOUT_MAX_E2,
  CRASH_AUTO_CASHOUT_MIN_E2,
  CRASH_BET_MAX,
  CRASH_BET_MIN,
} from '../../../games/crash/core';
import { balanceSchema, formatGems, ledgerPositionSchema } from '../money';
import { httpCall } from './define';
import { hex64Schema, isoDateTimeSchema } from './common';

// Crash: one round at a time for everyone (docs/games/crash.md). Multipliers are hundredths
// (250 = 2.50x), amounts hundredths of a gem. The server settles every cash-out at its own
// multiplier when it handles the request; the round's hash and crash point are public only
// once it has crashed.

export const crashBetBodySchema = z
  .object({
    amount: z
      .number({ error: 'Amount must be a number' })
      .int({ error: 'Amount must be a whole number of hundredths' })
      .min(CRASH_BET_MIN, { error: `The minimum bet is ${formatGems(CRASH_BET_MIN)}` })
      .max(CRASH_BET_MAX, { error: `The maximum bet is ${formatGems(CRASH_BET_MAX)}` }),
    /** Cash out automatically at this multiplier (hundredths); null: by hand. */
    autoCashout: z
      .number({ error: 'Auto cash-out must be a number' })
      .int({ error: 'Auto cash-out must be a whole number of hundredths (250 = 2.50x)' })
      .min(CRASH_AUTO_CASHOUT_MIN_E2, { error: 'Auto cash-out is at least 1.01x' })
      .max(CRASH_AUTO_CASHOUT_MAX_E2, { error: 'Auto cash-out is at most 1,000,000.00x' })
      .nullable(),
  })
  .strict();
export type CrashBetBody = z.infer<typeof crashBetBodySchema>;

export const crashPhaseSchema = z.enum(['betting', 'running', 'ended']);

export const crashBetSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  amount: z.number().int(),
  autoCashout: z.number().int().nullable(),
  /** The multiplier it was cashed out at; null while riding, or lost. */
  cashedOutAt: z.number().int().nullable(),
  /** What it paid: null while open, 0 when lost. */
  payout: z.number().int().nullable(),
});
export type CrashBet = z.infer<typeof crashBetSchema>;

export const crashRoundSchema = z.object({
  id: z.number().int(),
  /** The k-th round of the published chain. */
  number: z.number().int(),
  phase: crashPhaseSchema,
  /** The server's clock when this snapshot was taken: pages derive their clock offset. */
  serverTime: isoDateTimeSchema,
  bettingEndsAt: isoDateTimeSchema,
  /** Ms since the multiplier left 1.00x (running, ended); null while betting. */
  elapsedMs: z.number().int().nullable(),
  /** The multiplier now (running) or where it crashed (ended). */
  multiplier: z.number().int().nullable(),
  /** Once crashed: the round's hash (chain element length - number) and crash point. */
  hash: hex64Schema.nullable(),
  crashPoint: z.number().int().nullable(),
  bets: z.array(crashBetSchema),
});
export type CrashRound = z.infer<typeof crashRoundSchema>;

export const crashHistoryEntrySchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  crashPoint: z.number().int(),
  hash: hex64Schema,
  endedAt: isoDateTimeSchema,
});
export type CrashHistoryEntry = z.infer<typeof crashHistoryEntrySchema>;

const balanceAnswer = { balance: balanceSchema, ledgerPosition: ledgerPositionSchema };

export const crashCalls = {
  getCrashRound: httpCall({
    method: 'GET',
    path: '/games/crash/round',
    summary:
      'The current crash round: phase, server time, bets so far and (running) the multiplier',
    response: z.object({ round: crashRoundSchema.nullable() }),
  }),
  listCrashHistory: httpCall({
    method: 'GET',
    path: '/games/crash/history',
    summary: 'The last crashed rounds, newest first: crash point and hash of each',
    response: z.object({ rounds: z.array(crashHistoryEntrySchema) }),
  }),
  placeCrashBet: httpCall({
    method: 'POST',
    path: '/games/crash/bet',
    summary: 'Bet on the crash round that is taking bets, with an auto cash-out or null (by hand)',
    auth: true,
    body: crashBetBodySchema,
    response: z.object({ bet: crashBetSchema, roundId: z.number().int(), ...balanceAnswer }),
  }),
  cashOutCrash: httpCall({
    method: 'POST',
    path: '/games/crash/cashout',
    summary:
      "Cash out the player's bet in the running round at the server's multiplier now; too late once it crashed",
    auth: true,
    response: z.object({
      bet: crashBetSchema,
      roundId: z.number().int(),
      ...balanceAnswer,
    }),
  }),
};

export const crashRoundPayload = z.object({ data: z.object({ round: crashRoundSchema }) });
export const crashBetPayload = z.object({
  data: z.object({ roundId: z.number().int(), bet: crashBetSchema }),
});
export const crashCashoutsPayload = z.object({
  data: z.object({ roundId: z.number().int(), bets: z.array(crashBetSchema) }),
});
