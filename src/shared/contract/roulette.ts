import { z } from 'zod';
import { balanceSchema } from '../money';

/** What a roulette roll lands on; the baits are the red and black slots beside green. */
export const ROULETTE_OUTCOMES = [
  'RED',
  'BLACK',
  'GREEN',
  'RED_BAIT',
  'BLACK_BAIT',
  'TRIPLE_GREEN',
] as const;
export const rouletteOutcomeSchema = z.enum(ROULETTE_OUTCOMES);
export type RouletteOutcome = z.infer<typeof rouletteOutcomeSchema>;

/** What a player can bet on (games.md): BAIT covers either bait slot. */
export const ROULETTE_OPTIONS = ['RED', 'BLACK', 'GREEN', 'BAIT'] as const;
export const rouletteOptionSchema = z.enum(ROULETTE_OPTIONS);
export type RouletteOption = z.infer<typeof rouletteOptionSchema>;

export const TRIPLE_GREEN_STREAK_MAX = 3;

/** Inputs of the Triple Green Jackpot display. */
export const rouletteJackpotSchema = z.object({
  amount: balanceSchema,
  greenStreak: z.number().int().min(0).max(TRIPLE_GREEN_STREAK_MAX),
});
export type RouletteJackpot = z.infer<typeof rouletteJackpotSchema>;
