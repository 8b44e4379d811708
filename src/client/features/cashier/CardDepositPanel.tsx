import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { messageOf } from '../../lib/api-error';
import { VALIDATION_MODES } from '../../lib/validation/react-hook-form';
import { amountLabel } from '../../ui/amount';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { cardApi } from './cashier-api';
import { parseGems } from './conversion';
import {
  type CardDepositFormText,
  type CardDepositFormValues,
  cardDepositFormSchema,
  gemsForCents,
} from './card-deposit-schema';

/** Leaves the site for the processor's hosted page (tests pass their own). */
export type Redirect = (url: string) => void;
const leaveFor: Redirect = (url) => window.location.assign(url);

/**
 * The Card tab: an amount in dollars, then the processor's hosted checkout, where the card is
 * typed (never here). The gems arrive when the processor confirms the payment.
 */
export function CardDepositPanel({ redirect = leaveFor }: { redirect?: Redirect }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const form = useForm<CardDepositFormText, unknown, CardDepositFormValues>({
    ...VALIDATION_MODES,
    resolver: zodResolver(cardDepositFormSchema),
    defaultValues: { amount: '' },
  });
  const typed = parseGems(useWatch({ control: form.control, name: 'amount' }) ?? '');
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ amount }) => {
    setServerError(null);
    try {
      const answer = await cardApi.checkout(amount);
      setLeaving(true);
      redirect(answer.redirectUrl);
    } catch (caught) {
      setServerError(messageOf(caught));
    }
  });

  return (
    <form className="cashier-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label="Amount (USD)"
        inputMode="decimal"
        autoComplete="off"
        hint="You pay on the card processor's secure page; your card is never typed here."
        aria-invalid={errors.amount ? true : undefined}
        {...form.register('amount')}
      />
      {errors.amount && <p className="cashier-error">{errors.amount.message}</p>}
      <p className="cashier-muted" data-testid="card-gems" aria-live="polite">
        {typed
          ? `You receive ${amountLabel(gemsForCents(typed))}`
          : 'You receive 1.40 gems a dollar'}
      </p>
      {serverError && (
        <p className="cashier-error" role="alert">
          {serverError}
        </p>
      )}
      <Button type="submit" disabled={isSubmitting || leaving}>
        {isSubmitting || leaving ? 'Opening the checkout…' : 'Pay by card'}
      </Button>
    </form>
  );
}
