import { z } from 'zod';
import { cardCheckoutBodySchema } from '../../../shared/contract/cashierCard';
import { CONVERSION_FACTOR, type Hundredths } from '../../../shared/money';
import { parseGems } from './conversion';

/**
 * The card form: dollars typed with at most two decimals, read as cents and checked against
 * the contract's body (the server checks its own bounds, limits and KYC again).
 */
export const cardDepositFormSchema = z.object({
  amount: z
    .string()
    .transform((text, ctx) => {
      const cents = parseGems(text);
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: 'Enter dollars with at most two decimals' });
        return z.NEVER;
      }
      return cents;
    })
    .pipe(cardCheckoutBodySchema.shape.amount),
});

export type CardDepositFormText = z.input<typeof cardDepositFormSchema>;
export type CardDepositFormValues = z.output<typeof cardDepositFormSchema>;

/** Gems (hundredths) a charge of `cents` buys, rounded down as the server credits them. */
export function gemsForCents(cents: number): Hundredths {
  return Math.floor((cents * Math.round(CONVERSION_FACTOR * 100)) / 100);
}
