import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { tipRainBodySchema } from '../../../shared/contract/rain';
import { messageOf } from '../../lib/api-error';
import { VALIDATION_MODES } from '../../lib/validation/react-hook-form';
import { Button } from '../../ui/Button';
import { parseGemsInput } from '../instant-games/bet-amount';
import { createSubmitKeys } from './submit-key';

/** The amount as typed ("12.50"), checked by the contract's own tip schema, giving hundredths. */
const tipFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .min(1, { error: 'Enter an amount' })
    .refine((text) => parseGemsInput(text) !== null, {
      error: 'Enter an amount in gems, e.g. 1.50',
    })
    .transform((text) => parseGemsInput(text) ?? 0)
    .pipe(tipRainBodySchema.shape.amount),
});
type TipFormInput = z.input<typeof tipFormSchema>;
type TipFormOutput = z.output<typeof tipFormSchema>;

/**
 * One amount field and a submit button; the caller decides where the gems go. Each submit
 * carries an idempotency key, the same one when the same amount is sent again after the
 * first try got no clear answer, so a retry never tips twice.
 */
export function TipAmountForm(props: {
  label: string;
  submitLabel: string;
  onTip: (amount: number, idempotencyKey: string) => Promise<void>;
}) {
  const id = useId();
  const [keys] = useState(() => createSubmitKeys());
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<
    TipFormInput,
    unknown,
    TipFormOutput
  >({ ...VALIDATION_MODES, resolver: zodResolver(tipFormSchema), defaultValues: { amount: '' } });
  const error = formState.errors.amount?.message ?? serverError;

  const onSubmit = handleSubmit(async ({ amount }) => {
    setServerError(null);
    try {
      await props.onTip(amount, keys.keyFor(String(amount)));
      keys.settle();
      reset({ amount: '' });
    } catch (caught) {
      keys.settle(caught);
      setServerError(messageOf(caught));
    }
  });

  return (
    <form className="tip-form" onSubmit={onSubmit} noValidate aria-label={props.label}>
      <label className="tip-form__label" htmlFor={`${id}-amount`}>
        {props.label}
      </label>
      <div className="tip-form__row">
        <input
          id={`${id}-amount`}
          className="game-input tip-form__input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register('amount')}
        />
        <Button type="submit" variant="primary" busy={formState.isSubmitting}>
          {props.submitLabel}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="tip-form__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
