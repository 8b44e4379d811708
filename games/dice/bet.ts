import { z } from 'zod';
import { betAmountSchema } from '../../src/shared/money';
import { diceChance } from './core/choice';
import {
  DICE_CHANCE_MAX,
  DICE_CHANCE_MIN,
  DICE_DIRECTIONS,
  DICE_TARGET_MAX,
  DICE_TARGET_MIN,
} from './core/limits';

// Dice's bet as a player sends it: the schema the server checks a bet with and the page
// checks it with before sending. Apart from the manifest (game.ts), so the bet page loads
// the rules of a choice but not the fair stream that settles one.

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
