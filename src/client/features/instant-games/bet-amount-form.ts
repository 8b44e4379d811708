import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { betAmountSchema, type Hundredths } from '../../../shared/money';
import { VALIDATION_MODES } from '../../lib/validation/react-hook-form';
import { sessionStore } from '../session/session-store';
import { doubleAmount, formatGemsInput, halfAmount, maxBet, parseGemsInput } from './bet-amount';

/** The amount as typed ("12.50") checked against the shared bet limits, giving hundredths. */
export const betAmountFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .min(1, { error: 'Enter an amount' })
    .refine((text) => parseGemsInput(text) !== null, {
      error: 'Enter an amount in gems, e.g. 1.50',
    })
    .transform((text) => parseGemsInput(text) ?? 0)
    .pipe(betAmountSchema),
});

export type BetAmountInput = z.input<typeof betAmountFormSchema>;
export type BetAmountOutput = z.output<typeof betAmountFormSchema>;

export const DEFAULT_BET_TEXT = '1.00';

/**
 * The bet panel's form: the amount field and its ½, ×2 and max helpers. A game whose stake
 * is more than the gems typed (the Skin Upgrader's skins) gives its own schema of the same shape.
 */
export function useBetAmountForm(
  schema: z.ZodType<BetAmountOutput, BetAmountInput> = betAmountFormSchema,
) {
  const form = useForm<BetAmountInput, unknown, BetAmountOutput>({
    ...VALIDATION_MODES,
    resolver: zodResolver(schema),
    defaultValues: { amount: DEFAULT_BET_TEXT },
  });

  // Read at click time, so a moving balance never re-renders the panel.
  const balance = () => sessionStore.getState().user?.balance ?? null;
  const current = () => parseGemsInput(form.getValues('amount'));
  const set = (amount: Hundredths) =>
    form.setValue('amount', formatGemsInput(amount), { shouldValidate: true, shouldDirty: true });

  return {
    form,
    half: () => set(halfAmount(current())),
    double: () => set(doubleAmount(current(), balance())),
    max: () => set(maxBet(balance())),
  };
}
