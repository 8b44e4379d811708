import { z } from 'zod';
import { balanceSchema } from '../money';
import { httpCall } from './define';
import { dataBody, entityIdSchema, isoDateTimeSchema, okSchema, textSchema } from './common';

export const CHALLENGE_STATES = ['ACTIVE', 'FINISHED'] as const;
export const challengeStateSchema = z.enum(CHALLENGE_STATES);

export const CHALLENGE_CATEGORIES = [
  'MISC',
  'DAILY',
  'WEEKLY',
  'MISSION',
  'ACHIEVEMENT',
  'LEVEL',
  'EVENT',
] as const;
export const challengeCategorySchema = z.enum(CHALLENGE_CATEGORIES);
export type ChallengeCategory = (typeof CHALLENGE_CATEGORIES)[number];

/** How goal and progress read: a count (bets, cases, a level) or gems in hundredths. */
export const CHALLENGE_GOAL_UNITS = ['COUNT', 'GEMS'] as const;
export const challengeGoalUnitSchema = z.enum(CHALLENGE_GOAL_UNITS);

/** A tracker's progress state, in order: ACTIVE, then COMPLETED, then CLAIMED. */
export const CHALLENGE_PROGRESS_STATES = ['ACTIVE', 'COMPLETED', 'CLAIMED'] as const;
export const challengeProgressStateSchema = z.enum(CHALLENGE_PROGRESS_STATES);

export const challengeSchema = z.object({
  _id: entityIdSchema,
  state: challengeStateSchema,
  category: challengeCategorySchema,
  /** null for challenges without an end (missions, achievements). */
  endsAt: isoDateTimeSchema.nullable(),
  title: textSchema(),
  description: textSchema(),
  /** Progress needed to complete it. */
  goal: z.number().int().positive(),
  /** GEMS: goal and progress are hundredths of a gem (a wager goal); COUNT otherwise. */
  goalUnit: challengeGoalUnitSchema,
  /** Gems credited on claim, hundredths. */
  reward: balanceSchema,
});
export type Challenge = z.infer<typeof challengeSchema>;

/** One user's progress on one challenge; no tracker means ACTIVE with progress 0. */
export const challengeTrackerSchema = z.object({
  challenge: entityIdSchema,
  state: challengeProgressStateSchema,
  progress: z.number().int().min(0),
  updatedAt: isoDateTimeSchema,
});
export type ChallengeTracker = z.infer<typeof challengeTrackerSchema>;

export const challengeTrackerUpdatePayload = z.object({
  data: z.object({ tracker: challengeTrackerSchema }),
});

export const challengesCalls = {
  listChallenges: httpCall({
    method: 'POST',
    path: '/challenge/get-many',
    summary: 'All current challenges',
    response: z.object({ challenges: z.array(challengeSchema) }),
  }),
  listChallengeTrackers: httpCall({
    method: 'POST',
    path: '/challenge/tracker/get-many',
    summary: "The user's progress on challenges",
    auth: true,
    response: z.object({ trackers: z.array(challengeTrackerSchema) }),
  }),
  claimChallenge: httpCall({
    method: 'POST',
    path: '/challenge/claim',
    summary: "Claim a completed challenge's reward",
    auth: true,
    body: dataBody({ id: entityIdSchema }),
    response: okSchema,
  }),
};
