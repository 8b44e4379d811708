import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { messageOf } from '../../../lib/api-error';
import { VALIDATION_MODES } from '../../../lib/validation/react-hook-form';
import { formatAmount } from '../../../ui/amount';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { type CashierAction, actionNoun } from './cashier-actions';
import type { CashierTableRow } from './cashier-rows';
import { SkinDepositFacts } from './SkinDepositFacts';

interface FormText {
  reason: string;
  code: string;
}

/** Empty fields are fields left out: the contract's optional note and code. */
const dropEmpty = (values: unknown) =>
  Object.fromEntries(
    Object.entries(values as Record<string, string>).filter(([, value]) => value.trim() !== ''),
  );

/**
 * The form of one decision on one row: the reason (or an optional note), and the operator's
 * 2FA code, checked with the contract's own body schema before it is sent. The server's
 * answer decides: nothing shows done until it says so.
 */
export function CashierActionForm({
  action,
  row,
  onDone,
  onCancel,
}: {
  action: CashierAction;
  row: CashierTableRow;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = z.preprocess(dropEmpty, action.schema.omit({ id: true }));
  const form = useForm<FormText>({
    ...VALIDATION_MODES,
    // The preprocess step reads the form's strings, so its input type is unknown to the resolver.
    resolver: zodResolver(schema as never) as unknown as Resolver<FormText>,
    defaultValues: { reason: '', code: '' },
  });
  // The form takes the focus when it opens, so keyboard and screen reader users land on it.
  useEffect(() => heading.current?.focus(), []);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await action.send({ id: row.id, ...dropEmpty(values) } as never, row);
      onDone(action.done);
    } catch (caught) {
      setServerError(messageOf(caught));
      form.setValue('code', '');
    }
  });

  const gems = action.noun === 'deposit' ? (row.held ?? 0) : row.amount;
  return (
    <form
      className="admin-cashier__form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3 id={titleId} ref={heading} tabIndex={-1} className="admin-cashier__form-title">
        {action.label} {actionNoun(action, row)} of {formatAmount(gems)} gems by {row.user.username}
      </h3>
      {row.method === 'SKINS' && <SkinDepositFacts deposit={row} />}
      <TextField
        label={action.needsReason ? 'Reason' : 'Note (optional)'}
        hint="Kept in the audit log."
        autoComplete="off"
        maxLength={200}
        aria-invalid={errors.reason ? true : undefined}
        {...form.register('reason')}
      />
      {errors.reason?.message && (
        <p className="modal-form__error" role="alert">
          {errors.reason.message}
        </p>
      )}
      <TextField
        label="Two-factor code"
        hint="From your authenticator app, or a backup code. Not needed if you entered one in the last 10 minutes."
        autoComplete="one-time-code"
        inputMode="text"
        maxLength={20}
        aria-invalid={errors.code ? true : undefined}
        {...form.register('code')}
      />
      {errors.code?.message && (
        <p className="modal-form__error" role="alert">
          {errors.code.message}
        </p>
      )}
      {serverError && (
        <p className="modal-form__error" role="alert" data-testid="cashier-action-error">
          {serverError}
        </p>
      )}
      <div className="admin-cashier__form-buttons">
        <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
          {action.label}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
