import { z } from 'zod';
import { betAmountSchema } from '../money';
import { httpCall } from './define';
import { isoDateTimeSchema } from './common';
import { betFairnessSchema } from './fairness';

// Dice, Plinko and Mines (games.md). Amounts are integer hundredths of a gem; the server
// decides every outcome from the player's seed pair and answers with the settled balance.

export const INSTANT_GAMES = ['dice', 'plinko', 'mines'] as const;
export const instantGameSchema = z.enum(INSTANT_GAMES);
export type InstantGame = z.infer<typeof instantGameSchema>;

// --- Dice -------------------------------------------------------------------------------
/** Rolls and targets are hundredths of a point: 5050 is 50.50 on the 0.00-100.00 scale. */
export const DICE_TARGET_MIN = 1;
export const DICE_TARGET_MAX = 9999;
/** Win chance in hundredths of a percent: 0.01% .. 98.00%. */
export const DICE_CHANCE_MIN = 1;
export const DICE_CHANCE_MAX = 9800;

export const diceDirectionSchema = z.enum(['over', 'under'], {
  error: 'Direction must be "over" or "under"',
});
export type DiceDirection = z.infer<typeof diceDirectionSchema>;

export const diceBetBodySchema = z
  .object({
    amount: betAmountSchema,
    target: z
      .number({ error: 'Target must be a number of hundredths (5050 = 50.50)' })
      .int({ error: 'Target must be a whole number of hundredths (5050 = 50.50)' })
      .min(DICE_TARGET_MIN, { error: 'Target must be at least 0.01' })
      .max(DICE_TARGET_MAX, { error: 'Target must be at most 99.99' }),
    direction: diceDirectionSchema,
  })
  .strict();
export type DiceBetBody = z.infer<typeof diceBetBodySchema>;

export const diceOutcomeSchema = z.object({
  /** 0 .. 10000 (0.00 .. 100.00). */
  roll: z.number().int().min(0).max(10_000),
  target: z.number().int(),
  direction: diceDirectionSchema,
  /** Hundredths of a percent. */
  chance: z.number().int(),
  win: z.boolean(),
});

// --- Plinko -----------------------------------------------------------------------------
export const PLINKO_ROWS_MIN = 8;
export const PLINKO_ROWS_MAX = 16;
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export const plinkoRiskSchema = z.enum(PLINKO_RISKS, {
  error: 'Risk must be "low", "medium" or "high"',
});
export type PlinkoRisk = z.infer<typeof plinkoRiskSchema>;

export const plinkoBetBodySchema = z
  .object({
    amount: betAmountSchema,
    rows: z
      .number({ error: 'Rows must be a number from 8 to 16' })
      .int({ error: 'Rows must be a whole number from 8 to 16' })
      .min(PLINKO_ROWS_MIN, { error: 'Rows must be from 8 to 16' })
      .max(PLINKO_ROWS_MAX, { error: 'Rows must be from 8 to 16' }),
    risk: plinkoRiskSchema,
  })
  .strict();
export type PlinkoBetBody = z.infer<typeof plinkoBetBodySchema>;

export const plinkoOutcomeSchema = z.object({
  rows: z.number().int(),
  risk: plinkoRiskSchema,
  /** One decision per row, top to bottom: 0 = left, 1 = right. */
  path: z.array(z.union([z.literal(0), z.literal(1)])),
  /** 0 .. rows: the number of rights. */
  bucket: z.number().int().min(0),
});

// --- Mines ------------------------------------------------------------------------------
export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;

export const minesStartBodySchema = z
  .object({
    amount: betAmountSchema,
    mines: z
      .number({ error: 'Mines must be a number from 1 to 24' })
      .int({ error: 'Mines must be a whole number from 1 to 24' })
      .min(MINES_MIN, { error: 'Mines must be from 1 to 24' })
      .max(MINES_MAX, { error: 'Mines must be from 1 to 24' }),
  })
  .strict();
export const minesRevealBodySchema = z
  .object({
    tile: z
      .number({ error: 'Tile must be a number from 0 to 24' })
      .int({ error: 'Tile must be a whole number from 0 to 24' })
      .min(0, { error: 'Tile must be from 0 to 24' })
      .max(MINES_TILES - 1, { error: 'Tile must be from 0 to 24' }),
  })
  .strict();

export const minesStateSchema = z.enum(['active', 'cashed', 'busted']);
export const minesGameSchema = z.object({
  id: z.uuid(),
  amount: z.number().int(),
  mines: z.number().int(),
  /** Safe tiles revealed so far, in the order picked (and the mine that ended it, last). */
  revealed: z.array(z.number().int().min(0).max(24)),
  state: minesStateSchema,
  /** Multiplier now (after the safe picks so far), 4 decimals; 1 before the first pick. */
  multiplier: z.number(),
  /** Multiplier after one more safe pick; null when no safe tile is left or the game ended. */
  nextMultiplier: z.number().nullable(),
  /** What a cash-out pays now (or paid); 0 when busted. */
  payout: z.number().int(),
  /** Every mine, row-major tile indexes; only once the game has ended. */
  minePositions: z.array(z.number().int()).nullable(),
  fairness: betFairnessSchema,
  createdAt: isoDateTimeSchema,
});
export type MinesGame = z.infer<typeof minesGameSchema>;

export const minesOutcomeSchema = z.object({
  mines: z.number().int(),
  revealed: z.array(z.number().int()),
  minePositions: z.array(z.number().int()),
  state: minesStateSchema,
});

// --- Bets (history rows and answers) ---------------------------------------------------
const betBase = {
  id: z.uuid(),
  amount: z.number().int(),
  /** What was credited back (0 on a loss). */
  payout: z.number().int(),
  /** 4 decimals, for display; payout is authoritative. */
  multiplier: z.number(),
  fairness: betFairnessSchema,
  createdAt: isoDateTimeSchema,
};
export const betRecordSchema = z.discriminatedUnion('game', [
  z.object({ ...betBase, game: z.literal('dice'), outcome: diceOutcomeSchema }),
  z.object({ ...betBase, game: z.literal('plinko'), outcome: plinkoOutcomeSchema }),
  z.object({ ...betBase, game: z.literal('mines'), outcome: minesOutcomeSchema }),
]);
export type BetRecord = z.infer<typeof betRecordSchema>;

/** A settled bet with the balance after it. */
const betAnswer = <T extends z.ZodType>(bet: T) => z.object({ bet, balance: z.number().int() });
const minesAnswer = z.object({ game: minesGameSchema, balance: z.number().int() });

export const betHistoryQuerySchema = z.object({
  game: instantGameSchema.optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int({ error: 'Limit must be a whole number' })
    .min(1, { error: 'Limit must be from 1 to 100' })
    .max(100, { error: 'Limit must be from 1 to 100' })
    .optional(),
});

export const instantGamesCalls = {
  diceBet: httpCall({
    method: 'POST',
    path: '/games/dice/bet',
    summary: 'Roll the dice: win when the roll is over (or under) the target',
    auth: true,
    body: diceBetBodySchema,
    response: betAnswer(betRecordSchema.options[0]),
  }),
  plinkoBet: httpCall({
    method: 'POST',
    path: '/games/plinko/bet',
    summary: 'Drop one plinko ball',
    auth: true,
    body: plinkoBetBodySchema,
    response: betAnswer(betRecordSchema.options[1]),
  }),
  minesStart: httpCall({
    method: 'POST',
    path: '/games/mines/start',
    summary: 'Start a mines game (one active game per player)',
    auth: true,
    body: minesStartBodySchema,
    response: minesAnswer,
  }),
  minesReveal: httpCall({
    method: 'POST',
    path: '/games/mines/reveal',
    summary: 'Reveal a tile of the active mines game',
    auth: true,
    body: minesRevealBodySchema,
    response: minesAnswer,
  }),
  minesCashout: httpCall({
    method: 'POST',
    path: '/games/mines/cashout',
    summary: 'Cash out the active mines game (after at least one safe tile)',
    auth: true,
    response: minesAnswer,
  }),
  minesActive: httpCall({
    method: 'GET',
    path: '/games/mines/active',
    summary: "The player's active mines game, if any",
    auth: true,
    response: z.object({ game: minesGameSchema.nullable() }),
  }),
  listMyBets: httpCall({
    method: 'GET',
    path: '/games/bets',
    summary: "The player's settled bets, newest first",
    auth: true,
    query: betHistoryQuerySchema,
    response: z.object({ bets: z.array(betRecordSchema) }),
  }),
};
