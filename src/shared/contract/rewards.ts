import { z } from 'zod';
import { MAX_LEVEL } from '../levels';
import { amountSchema, balanceSchema, ledgerPositionSchema } from '../money';
import { caseOpeningSchema, caseSummarySchema } from './cases';
import { isoDateTimeSchema } from './common';
import { httpCall } from './define';
import { paceField } from './reveal';

// The rewards page (/rewards): rakeback, daily cases and level-up rewards. The rules
// (rates, tiers, what each level gives) are src/shared/rewards.ts.

const levelNumberSchema = z
  .number({ error: `Level must be a number from 1 to ${MAX_LEVEL}` })
  .int({ error: `Level must be a whole number from 1 to ${MAX_LEVEL}` })
  .min(1, { error: `Level must be from 1 to ${MAX_LEVEL}` })
  .max(MAX_LEVEL, { error: `Level must be from 1 to ${MAX_LEVEL}` });

export const rakebackStateSchema = z.object({
  /** Whole hundredths a claim pays now. */
  claimable: balanceSchema,
  /** What a claim leaves for later: hundredths x 10^-8, under one hundredth. */
  remainderE8: z.number().int().min(0).max(99_999_999),
  /** Hundredths every claim so far paid. */
  claimedTotal: balanceSchema,
});
export type RakebackState = z.infer<typeof rakebackStateSchema>;

/** 'rewards.rakeback': the player's claimable rakeback changed (wagers accrued, a token used). */
export const rewardsRakebackPayload = z.object({
  data: z.object({ claimable: rakebackStateSchema.shape.claimable }),
});

export const dailyCaseStateSchema = z.enum(['locked', 'available', 'opened']);
export type DailyCaseStateName = z.infer<typeof dailyCaseStateSchema>;

export const dailyCaseSchema = z.object({
  /** The level that unlocks this tier (its id). */
  level: levelNumberSchema,
  state: dailyCaseStateSchema,
  /** The case it opens; null while that case is not available. */
  case: caseSummarySchema.pick({ slug: true, name: true, image: true, price: true }).nullable(),
});
export type DailyCase = z.infer<typeof dailyCaseSchema>;

/** An inventory item a reward grants (src/shared/inventory-items.ts ids). */
export const rewardItemSchema = z.object({
  item: z.string().min(1).max(64),
  amount: z.number().int().min(1),
});

export const levelRewardSchema = z.object({
  level: levelNumberSchema,
  /** Hundredths. */
  gems: balanceSchema,
  items: z.array(rewardItemSchema),
  state: z.enum(['locked', 'claimable', 'claimed']),
});
export type LevelRewardEntry = z.infer<typeof levelRewardSchema>;

export const rewardsSummarySchema = z.object({
  level: z.number().int().min(0).max(MAX_LEVEL),
  rakeback: rakebackStateSchema.extend({
    /** The rate at the player's level, basis points of each wager's house edge. */
    rateBps: z.number().int().min(0).max(10_000),
  }),
  dailyCases: z.array(dailyCaseSchema),
  /** When the daily cases reset: the next 00:00 UTC. */
  nextDailyReset: isoDateTimeSchema,
  levelRewards: z.array(levelRewardSchema),
});
export type RewardsSummary = z.infer<typeof rewardsSummarySchema>;

export const openDailyCaseBodySchema = z
  .object({ level: levelNumberSchema, ...paceField })
  .strict();
export type OpenDailyCaseBody = z.infer<typeof openDailyCaseBodySchema>;

export const claimLevelRewardBodySchema = z.object({ level: levelNumberSchema }).strict();
export type ClaimLevelRewardBody = z.infer<typeof claimLevelRewardBodySchema>;

export const rewardsCalls = {
  getRewards: httpCall({
    method: 'POST',
    path: '/rewards/get',
    summary: 'Your rewards: claimable rakeback and its rate, daily cases and level rewards',
    auth: true,
    response: rewardsSummarySchema,
  }),
  claimRakeback: httpCall({
    method: 'POST',
    path: '/rewards/rakeback/claim',
    summary:
      'Claim your rakeback: pays the whole hundredths (from 0.01 gems) and keeps the rest for later',
    auth: true,
    response: z.object({
      amount: amountSchema,
      balance: balanceSchema,
      ledgerPosition: ledgerPositionSchema,
      rakeback: rakebackStateSchema,
    }),
  }),
  openDailyCase: httpCall({
    method: 'POST',
    path: '/rewards/daily-case/open',
    summary:
      "Open the day's free case of a tier your level has unlocked (once per UTC day); refused with NEEDS_PLAY unless the house edge of the player's last 24 h of bets covers it and the day's other free rewards",
    auth: true,
    body: openDailyCaseBodySchema,
    response: z.object({
      openings: z.array(caseOpeningSchema).length(1),
      balance: balanceSchema,
      ledgerPosition: ledgerPositionSchema,
    }),
  }),
  claimLevelReward: httpCall({
    method: 'POST',
    path: '/rewards/level/claim',
    summary: "Claim a level's reward once you have reached it (once per level)",
    auth: true,
    body: claimLevelRewardBodySchema,
    response: z.object({
      level: levelNumberSchema,
      gems: balanceSchema,
      items: z.array(rewardItemSchema),
      balance: balanceSchema,
      ledgerPosition: ledgerPositionSchema,
    }),
  }),
};
