import { z } from 'zod';
import { balanceSchema } from '../money';
import { isoDateTimeSchema } from './common';
import { httpCall } from './define';
import { publicUserSchema } from './users';

export const RACE_KINDS = ['daily', 'weekly'] as const;
export const raceKindSchema = z.enum(RACE_KINDS, { error: 'kind must be daily or weekly' });
export type RaceKind = z.infer<typeof raceKindSchema>;

/** A race: its period (UTC), its pool and the prize of each paid rank (rank 1 first). */
export const raceSchema = z.object({
  /** `daily:2026-11-25`, `weekly:2026-11-23` (the Monday it starts). */
  id: z.string().regex(/^(daily|weekly):\d{4}-\d{2}-\d{2}$/),
  kind: raceKindSchema,
  startsAt: isoDateTimeSchema,
  endsAt: isoDateTimeSchema,
  pool: balanceSchema,
  prizes: z.array(balanceSchema),
  state: z.enum(['running', 'paid']),
});
export type Race = z.infer<typeof raceSchema>;

/** One place on a leaderboard: the player, what they wagered in the race, their prize. */
export const raceLeaderSchema = z.object({
  rank: z.number().int().min(1),
  user: publicUserSchema,
  wagered: balanceSchema,
  prize: balanceSchema,
});
export type RaceLeader = z.infer<typeof raceLeaderSchema>;

/** The caller's own place (any rank, not only the paid ones). */
export const raceStandingSchema = z.object({
  rank: z.number().int().min(1),
  wagered: balanceSchema,
  prize: balanceSchema,
});
export type RaceStanding = z.infer<typeof raceStandingSchema>;

/** A race with its top places and, signed in, the caller's (null before their first wager). */
export const raceBoardSchema = z.object({
  race: raceSchema,
  leaders: z.array(raceLeaderSchema),
  me: raceStandingSchema.nullable(),
});
export type RaceBoard = z.infer<typeof raceBoardSchema>;

export const finishedRaceSchema = z.object({
  race: raceSchema,
  paidAt: isoDateTimeSchema,
  winners: z.array(raceLeaderSchema),
});
export type FinishedRace = z.infer<typeof finishedRaceSchema>;

export const raceHistoryBodySchema = z
  .object({
    /** One kind only; both when absent. */
    kind: raceKindSchema.optional(),
    limit: z
      .number({ error: 'limit must be a number' })
      .int({ error: 'limit must be a whole number' })
      .min(1, { error: 'limit must be at least 1' })
      .max(20, { error: 'limit must be at most 20' })
      .optional(),
  })
  .strict();
export type RaceHistoryBody = z.infer<typeof raceHistoryBodySchema>;

/** To the `race` channel, at most about once a second per race while wagers change it. */
export const raceUpdatePayload = z.object({
  data: z.object({ race: raceSchema, leaders: z.array(raceLeaderSchema) }),
});

export const racesCalls = {
  getRaces: httpCall({
    method: 'POST',
    path: '/race/get',
    summary:
      "The daily and weekly races running now: period, pool, prizes, the top 10 and (signed in) the caller's place",
    response: z.object({ races: z.array(raceBoardSchema) }),
  }),
  getRaceHistory: httpCall({
    method: 'POST',
    path: '/race/history',
    summary: 'The last paid races (newest first) with their winners and prizes',
    body: raceHistoryBodySchema,
    response: z.object({ races: z.array(finishedRaceSchema) }),
  }),
};
