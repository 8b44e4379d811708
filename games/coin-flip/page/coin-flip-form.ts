import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  COIN_SIDES,
  coinFlipFee,
  coinFlipPayout,
  coinFlipStakeError,
  type CoinSide,
} from '../core';
import type { Hundredths } from '../../../src/shared/money';
import { VALIDATION_MODES } from '../../../src/client/lib/validation/react-hook-form';
import { parseGemsInput } from '../../../src/client/features/instant-games/bet-amount';

/** The create form: the stake as typed ("12.50"), checked against coin flip's own limits. */
export const coinFlipFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .min(1, { error: 'Enter an amount' })
    .refine((text) => parseGemsInput(text) !== null, {
      error: 'Enter an amount in gems, e.g. 1.50',
    })
    .transform((text) => parseGemsInput(text) ?? 0)
    // The core's words: the server refuses a stake with the same sentence.
    .superRefine((stake, context) => {
      const error = coinFlipStakeError(stake);
      if (error) context.addIssue({ code: 'custom', message: error });
    }),
  side: z.enum(COIN_SIDES, { error: 'Pick CT or T' }),
});

export type CoinFlipFormInput = z.input<typeof coinFlipFormSchema>;
export type CoinFlipFormOutput = z.output<typeof coinFlipFormSchema>;

export const DEFAULT_STAKE_TEXT = '1.00';

export function useCoinFlipForm() {
  return useForm<CoinFlipFormInput, unknown, CoinFlipFormOutput>({
    ...VALIDATION_MODES,
    resolver: zodResolver(coinFlipFormSchema),
    defaultValues: { amount: DEFAULT_STAKE_TEXT, side: 'CT' satisfies CoinSide },
  });
}

export interface PayoutPreview {
  stake: Hundredths;
  fee: Hundredths;
  payout: Hundredths;
}

/** What a win would pay for the stake as typed: 2x less the 5% fee; null for no valid stake. */
export function payoutPreview(text: string): PayoutPreview | null {
  const stake = parseGemsInput(text.trim());
  if (stake === null || coinFlipStakeError(stake) !== null) return null;
  // A float of 0 rounds the fee up: the most it can be, and the least the winner gets.
  return { stake, fee: coinFlipFee(stake, 0), payout: coinFlipPayout(stake, 0) };
}
