import { z } from 'zod';
import { CASE_TICKETS_TOTAL } from '../../../games/case-unbox/core/tickets';
import { amountSchema, balanceSchema } from '../money';
import { httpCall } from './define';
import {
  entityIdSchema,
  hex64Schema,
  imageUrlSchema,
  isoDateTimeSchema,
  textSchema,
  userIdSchema,
} from './common';
import {
  caseBattleModeSchema,
  caseBattleSpecialOptionSchema,
  caseBattleStateSchema,
  visibilitySchema,
} from './battleEnums';
import { channelSchema } from './channels';
import { publicUserSchema } from './users';

/** Case tickets are drawn from 1..100,000 (the case-ticket core owns the number). */
export { CASE_TICKETS_TOTAL };
export const CASE_BATTLE_ROUNDS_MAX = 50;
export const CASE_BATTLE_CASES_AMOUNT_MAX = 4;

export const caseItemSchema = z.object({
  name: textSchema(),
  price: balanceSchema,
  /** Chance out of CASE_TICKETS_TOTAL. */
  tickets: z.number().int().positive().max(CASE_TICKETS_TOTAL),
  image: imageUrlSchema.nullable(),
});
export type CaseItem = z.infer<typeof caseItemSchema>;

export const battleCaseSchema = z.object({
  _id: entityIdSchema,
  name: textSchema(),
  image: imageUrlSchema.nullable(),
  price: amountSchema,
  /** How many times every seat opens this case. */
  amount: z.number().int().positive().max(CASE_BATTLE_ROUNDS_MAX),
  items: z.array(caseItemSchema),
});
export type BattleCase = z.infer<typeof battleCaseSchema>;

export const battlePlayerSchema = publicUserSchema.extend({ isBot: z.boolean() });
export type BattlePlayer = z.infer<typeof battlePlayerSchema>;

export const battleTeamSchema = z.object({
  number: z.number().int().positive(),
  /** User ids, in seat order. */
  players: z.array(userIdSchema),
});

export const battleOutcomeEntrySchema = z.object({
  userId: userIdSchema,
  itemsWon: z.array(caseItemSchema),
});
export type BattleOutcomeEntry = z.infer<typeof battleOutcomeEntrySchema>;

/** What each winner is credited: ties and team modes split. */
export const battleWinnerSchema = z.object({ userId: userIdSchema, amount: balanceSchema });

export const BEACONS = ['eos', 'drand', 'local'] as const;

/**
 * Provable fairness of one battle: the seed hash at creation; blockNumber and
 * publicServerSeed when the last seat fills; beaconValue and serverSeed once the
 * beacon round is public.
 */
export const battleFairnessSchema = z.object({
  beacon: z.enum(BEACONS),
  serverSeedHash: hex64Schema,
  blockNumber: z.number().int().min(0).nullable(),
  publicServerSeed: hex64Schema.nullable(),
  beaconValue: textSchema()
    .regex(/^[0-9a-f]{1,256}$/)
    .nullable(),
  serverSeed: hex64Schema.nullable(),
});
export type BattleFairness = z.infer<typeof battleFairnessSchema>;

export const caseBattleSchema = z.object({
  _id: entityIdSchema,
  createdAt: isoDateTimeSchema,
  creatorId: userIdSchema,
  state: caseBattleStateSchema,
  mode: caseBattleModeSchema,
  visibility: visibilitySchema,
  specialOptions: z.array(caseBattleSpecialOptionSchema),
  cases: z.array(battleCaseSchema),
  /** Price of one seat: the sum of its cases' prices times their amounts. */
  price: amountSchema,
  playerAmount: z.number().int().min(2).max(4),
  players: z.array(battlePlayerSchema),
  teams: z.array(battleTeamSchema),
  outcome: z.array(battleOutcomeEntrySchema),
  winners: z.array(battleWinnerSchema),
  fairness: battleFairnessSchema,
  /** Milliseconds one round's spin lasts (halved by FAST_SPIN). */
  spinDuration: z.number().int().positive(),
  /** When the last round was rolled. */
  lastRoll: isoDateTimeSchema.nullable(),
});
export type CaseBattle = z.infer<typeof caseBattleSchema>;

export const teamSummarySchema = z.object({
  teamNumber: z.number().int().positive(),
  players: z.array(userIdSchema),
  itemsWon: z.array(caseItemSchema),
  /** Sum of the won items' prices. */
  winAmount: balanceSchema,
});
export type TeamSummary = z.infer<typeof teamSummarySchema>;

export const spectatorDataSchema = z.object({
  amount: z.number().int().min(0),
  users: z.array(publicUserSchema),
});

// Socket payloads. Each names the battle by _id so list and detail pages can apply it.
export const caseBattleCreatedPayload = z.object({
  data: z.object({ caseBattle: caseBattleSchema }),
});
export const caseBattleJoinedPayload = z.object({
  data: z.object({
    _id: entityIdSchema,
    teamNumber: z.number().int().positive(),
    player: battlePlayerSchema,
  }),
});
export const caseBattleStartingPayload = z.object({
  data: z.object({
    _id: entityIdSchema,
    fairness: battleFairnessSchema.pick({ blockNumber: true, publicServerSeed: true }),
  }),
});
export const caseBattleStartedPayload = z.object({
  data: z.object({ _id: entityIdSchema, fairness: battleFairnessSchema }),
});
/** itemsWon holds only this round's pulls, to append. */
export const caseBattleRoundPayload = z.object({
  data: z.object({
    _id: entityIdSchema,
    round: z.number().int().positive(),
    lastRoll: isoDateTimeSchema,
    outcome: z.array(battleOutcomeEntrySchema),
  }),
});
export const caseBattleCompletedPayload = z.object({
  data: z.object({ _id: entityIdSchema, winners: z.array(battleWinnerSchema) }),
});
/** The channel tells which battle (or game) is being watched. */
export const spectatorDataPayload = z.object({
  data: spectatorDataSchema.extend({ channel: channelSchema }),
});

export const battlesCalls = {
  listCaseBattles: httpCall({
    method: 'GET',
    path: '/case-battles',
    summary: 'Public case battles that are open or running',
    response: z.object({ caseBattles: z.array(caseBattleSchema) }),
  }),
  getCaseBattle: httpCall({
    method: 'GET',
    path: '/case-battles/:id',
    summary: 'One case battle (private ones by link)',
    params: z.object({ id: entityIdSchema }).strict(),
    response: z.object({ caseBattle: caseBattleSchema }),
  }),
};
