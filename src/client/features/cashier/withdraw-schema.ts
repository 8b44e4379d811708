import { z } from 'zod';
import { twoFactorCodeSchema } from '../../../shared/contract/auth';
import { cryptoAddressSchema } from '../../../shared/contract/cashierCrypto';
import { amountSchema, formatGems, type Hundredths } from '../../../shared/money';
import { parseGems } from './conversion';

/**
 * The withdraw form: the contract's address and 2FA code rules, and the amount typed in gems
 * (two decimals) read as hundredths. Within the balance and above the fee is checked here for
 * a quick answer; the server checks everything again.
 */
export function withdrawFormSchema(balance: Hundredths, fee: Hundredths | null) {
  return z.object({
    address: cryptoAddressSchema,
    amount: z
      .string()
      .transform((text, ctx) => {
        const amount = parseGems(text);
        if (amount === null) {
          ctx.addIssue({ code: 'custom', message: 'Enter gems with at most two decimals' });
          return z.NEVER;
        }
        return amount;
      })
      .pipe(amountSchema)
      // Zod runs these after a failed pipe too: a non-positive amount has its message already.
      .refine((amount) => amount <= balance, {
        error: `You have ${formatGems(balance)} gems`,
      })
      .refine((amount) => fee === null || amount <= 0 || amount > fee, {
        error: `The amount must be more than the ${formatGems(fee ?? 0)} gem fee`,
      }),
    code: twoFactorCodeSchema,
  });
}

export type WithdrawFormText = z.input<ReturnType<typeof withdrawFormSchema>>;
export type WithdrawFormValues = z.output<ReturnType<typeof withdrawFormSchema>>;
