import { z } from 'zod';
import { BET_MAX, balanceSchema, formatGems } from '../../../src/shared/money';
import { parseGemsInput } from '../../../src/client/features/instant-games/bet-amount';
import type {
  BetAmountInput,
  BetAmountOutput,
} from '../../../src/client/features/instant-games/bet-amount-form';

/**
 * The Skin Upgrader's gems field: 0 is allowed, since skins may make the whole stake; the page
 * asks for gems when no skin is picked, and the bet's contract checks the minimum then.
 */
export const skinUpgraderAmountFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .min(1, { error: 'Enter an amount' })
    .refine((text) => parseGemsInput(text) !== null, {
      error: 'Enter an amount in gems, e.g. 1.50',
    })
    .transform((text) => parseGemsInput(text) ?? 0)
    .pipe(
      balanceSchema.refine((n) => n <= BET_MAX, {
        error: `The maximum bet is ${formatGems(BET_MAX)}`,
      }),
    ),
}) satisfies z.ZodType<BetAmountOutput, BetAmountInput>;
