import { z } from 'zod';
import { betAmountSchema } from '../../src/shared/money';
import { PLINKO_RISKS, PLINKO_ROWS_MAX, PLINKO_ROWS_MIN } from './core/limits';

// Plinko's bet as a player sends it: the schema the server checks a bet with and the page
// checks it with before sending. Apart from the manifest (game.ts), so the bet page loads
// without the fair stream that settles a bet.

export const plinkoRiskSchema = z.enum(PLINKO_RISKS, {
  error: 'Risk must be "low", "medium" or "high"',
});

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
