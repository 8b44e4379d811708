import { z } from 'zod';
import type { InstantGameManifest } from '../manifest';
import { paced } from '../pace';
import { diceBetBodySchema, diceDirectionSchema, type DiceBetBody } from './bet';
import tuning from './tuning.json';
import {
  diceChance,
  diceMultiplierE4,
  dicePayout,
  diceRoundingFloat,
  diceWins,
  rollDice,
} from './core';
import { diceMoments } from './core/moments';

// Dice's pure manifest: the bet (bet.ts) and outcome schemas built from the core's numbers.

export { diceBetBodySchema, diceDirectionSchema, type DiceBetBody } from './bet';

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
  location: 'DICE',
  houseEdgeBps: 100,
  moments: diceMoments,
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
