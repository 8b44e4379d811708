import { z } from 'zod';
import { CASE_TICKETS_TOTAL } from '../../../games/case-unbox/core/tickets';
import {
  CASE_BATTLE_CASES_AMOUNT_MAX,
  CASE_BATTLE_ROUNDS_MAX,
} from '../../../games/case-battle/core/limits';
import { amountSchema, balanceSchema, ledgerPositionSchema } from '../money';
import { beaconEvidenceSchema } from './beaconEvidence';
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
  CASE_BATTLE_SPECIAL_OPTIONS,
  caseBattleModeSchema,
  caseBattleSpecialOptionSchema,
  caseBattleStateSchema,
  visibilitySchema,
} from './battleEnums';
import { channelSchema } from './channels';
import { publicUserSchema } from './users';
import { caseSlugSchema } from './cases';

/** Case tickets are drawn from 1..100,000 (the case-ticket core owns the number). */
export { CASE_TICKETS_TOTAL };
/** Battle limits (the case-battle core owns them). */
export { CASE_BATTLE_CASES_AMOUNT_MAX, CASE_BATTLE_ROUNDS_MAX };

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

export const battlePlayerSchema = publicUserSchema.extend({
  isBot: z.boolean(),
  /** Where the player sits (0-based): seats may fill out of order, so the list has gaps. */
  seat: z.number().int().min(0).max(3),
});
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
 * publicServerSeed when the last seat fills; beaconValue once the beacon round is public;
 * serverSeed when the battle completes (earlier, it would replay rounds not yet told).
 */
export const battleFairnessSchema = z.object({
  beacon: z.enum(BEACONS),
  serverSeedHash: hex64Schema,
  blockNumber: z.number().int().min(0).nullable(),
  publicServerSeed: hex64Schema.nullable(),
  beaconValue: textSchema()
    .regex(/^[0-9a-f]{1,256}$/)
    .nullable(),
  /** What proves beaconValue without asking the beacon, shown with it. */
  beaconEvidence: beaconEvidenceSchema.nullable(),
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
/** A player left before the start: the seat is open again and its price refunded. */
export const caseBattleLeftPayload = z.object({
  data: z.object({
    _id: entityIdSchema,
    teamNumber: z.number().int().positive(),
    playerId: entityIdSchema,
    seat: z.number().int().min(0),
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
    /** A respin round: its pulls only decide the tie and add nothing to the pot. */
    respin: z.boolean().optional(),
    lastRoll: isoDateTimeSchema,
    outcome: z.array(battleOutcomeEntrySchema),
  }),
});
/**
 * The seed is revealed here, not at `started` (it would replay every later round before
 * its reels turn): the tie roll and the verifier read it from this event's fairness.
 */
export const caseBattleCompletedPayload = z.object({
  data: z.object({
    _id: entityIdSchema,
    winners: z.array(battleWinnerSchema),
    fairness: battleFairnessSchema,
  }),
});
/** The channel tells which battle (or game) is being watched. */
export const spectatorDataPayload = z.object({
  data: spectatorDataSchema.extend({ channel: channelSchema }),
});

// What players send. The rules (which combinations are allowed, the seat price) are the
// core's; these schemas only check the shape, so a refusal always names the rule broken.

/** A case of a new battle: by id or by slug, opened `amount` times by every seat. */
export const battleCaseInputSchema = z
  .object({
    caseId: z.uuid({ error: 'Case id must be a uuid' }).optional(),
    slug: caseSlugSchema.optional(),
    amount: z
      .number({ error: 'Amount must be a number' })
      .int({ error: 'Amount must be a whole number' })
      .min(1, { error: 'Each case is opened at least once' })
      .max(CASE_BATTLE_ROUNDS_MAX, {
        error: `Each case is opened at most ${CASE_BATTLE_ROUNDS_MAX} times`,
      }),
  })
  .strict()
  .refine((ref) => (ref.caseId === undefined) !== (ref.slug === undefined), {
    error: 'Name each case by its caseId or its slug (one of them)',
  });
export type BattleCaseInput = z.infer<typeof battleCaseInputSchema>;

const seatField = z
  .number({ error: 'Seat must be a number' })
  .int({ error: 'Seat must be a whole number' })
  .min(0, { error: 'Seats are numbered 0 to 3' })
  .max(3, { error: 'Seats are numbered 0 to 3' });
const teamField = z
  .number({ error: 'Team must be a number' })
  .int({ error: 'Team must be a whole number' })
  .min(1, { error: 'Teams are numbered 1 to 4' })
  .max(4, { error: 'Teams are numbered 1 to 4' });

/** Where to sit: a seat (0-based), a team (1-based), or neither for the first free seat. */
const placeFields = { seat: seatField.optional(), team: teamField.optional() };
const onePlace = (place: { seat?: number; team?: number }) =>
  place.seat === undefined || place.team === undefined;
const onePlaceError = { error: 'Choose a seat or a team, not both' };

export const createCaseBattleBodySchema = z
  .object({
    mode: caseBattleModeSchema,
    visibility: visibilitySchema.default('PUBLIC'),
    options: z
      .array(caseBattleSpecialOptionSchema)
      .max(CASE_BATTLE_SPECIAL_OPTIONS.length, { error: 'Each option can be chosen only once' })
      .default([]),
    playerAmount: z
      .number({ error: 'Players must be a number' })
      .int({ error: 'Players must be a whole number' })
      .min(2, { error: 'A battle has 2 to 4 seats' })
      .max(4, { error: 'A battle has 2 to 4 seats' }),
    cases: z
      .array(battleCaseInputSchema)
      .min(1, { error: 'Add at least one case' })
      .max(CASE_BATTLE_ROUNDS_MAX, {
        error: `A battle has at most ${CASE_BATTLE_ROUNDS_MAX} rounds`,
      }),
    ...placeFields,
  })
  .strict()
  .refine(onePlace, onePlaceError);
export type CreateCaseBattleBody = z.infer<typeof createCaseBattleBodySchema>;

export const joinCaseBattleBodySchema = z
  .object(placeFields)
  .strict()
  .refine(onePlace, onePlaceError);
export type JoinCaseBattleBody = z.infer<typeof joinCaseBattleBodySchema>;

const battleParams = z.object({ id: z.uuid({ error: 'Battle id must be a uuid' }) }).strict();
const battleWithBalance = z.object({
  caseBattle: caseBattleSchema,
  balance: balanceSchema,
  ledgerPosition: ledgerPositionSchema,
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
  createCaseBattle: httpCall({
    method: 'POST',
    path: '/case-battles',
    summary:
      "Create a case battle and take a seat (the first free one, or the chosen seat or team); the seat's price is taken now",
    auth: true,
    body: createCaseBattleBodySchema,
    response: battleWithBalance,
  }),
  joinCaseBattle: httpCall({
    method: 'POST',
    path: '/case-battles/:id/join',
    summary:
      "Take a free seat (the first, or the chosen seat or team) for the seat's price; the last seat names the beacon round",
    auth: true,
    params: battleParams,
    body: joinCaseBattleBodySchema,
    response: battleWithBalance,
  }),
  callCaseBattleBots: httpCall({
    method: 'POST',
    path: '/case-battles/:id/bots',
    summary:
      'The creator fills every empty seat with a bot (the house plays them); the beacon round is named',
    auth: true,
    params: battleParams,
    response: z.object({ caseBattle: caseBattleSchema }),
  }),
  leaveCaseBattle: httpCall({
    method: 'POST',
    path: '/case-battles/:id/leave',
    summary:
      "Leave before the last seat fills, with the seat price back: the creator's leaving closes the battle and refunds every seat; anyone else's opens their seat again",
    auth: true,
    params: battleParams,
    response: battleWithBalance,
  }),
};
