import { z } from 'zod';
import { betAmountSchema } from '../../src/shared/money';
import type { InstantGameManifest } from '../manifest';
import { paced } from '../pace';
import tuning from './tuning.json';
import {
  DICE_CHANCE_MAX,
  DICE_CHANCE_MIN,
  DICE_DIRECTIONS,
  DICE_TARGET_MAX,
  DICE_TARGET_MIN,
  diceChance,
  diceMultiplierE4,
  dicePayout,
  diceRoundingFloat,
  diceWins,
  rollDice,
} from './core';

// Dice's pure manifest: the bet and outcome schemas built from the core's numbers.

export const diceDirectionSchema = z.enum(DICE_DIRECTIONS, {
  error: 'Direction must be "over" or "under"',
});

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
  .strict()
  .refine(
    ({ target, direction }) => {
      const chance = diceChance(target, direction);
      return chance >= DICE_CHANCE_MIN && chance <= DICE_CHANCE_MAX;
    },
    { path: ['target'], error: 'Win chance must be between 0.01% and 98.00%' },
  );
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
export type DiceOutcome = z.infer<typeof diceOutcomeSchema>;

/** Dice (docs/games/dice.md): roll 0.00-100.00 over or under a target, 1% house edge. */
export const diceGame: InstantGameManifest<'dice', DiceBetBody, DiceOutcome> = {
  kind: 'dice',
  name: 'Dice',
  houseEdgeBps: 100,
  play: 'instant',
  summary: 'Roll the dice: win when the roll is over (or under) the target',
  bet: diceBetBodySchema,
  outcomeSchema: diceOutcomeSchema,
  outcome(seeds, { target, direction }) {
    const roll = rollDice(seeds);
    const chance = diceChance(target, direction);
    return { roll, target, direction, chance, win: diceWins(roll, target, direction) };
  },
  settle(amount, outcome, seeds) {
    if (!outcome.win) return { payout: 0, multiplierE4: 0 };
    return {
      payout: dicePayout(amount, outcome.chance, diceRoundingFloat(seeds)),
      multiplierE4: diceMultiplierE4(outcome.chance),
    };
  },
  // A float of 0 rounds up: the most a win can pay.
  bestPayout: (amount, { target, direction }) =>
    dicePayout(amount, diceChance(target, direction), 0),
  // The scene lands when the marker reaches the roll.
  revealMs: (_outcome, pace) => paced(tuning.durations.roll, pace),
  longestRevealMs: tuning.durations.roll,
  exampleChoice: { target: 5000, direction: 'over' },
};
