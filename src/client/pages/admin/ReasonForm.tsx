import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { messageOf } from '../../lib/api-error';
import { VALIDATION_MODES } from '../../lib/validation/react-hook-form';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

/**
 * One back office action with the reason typed for it (the audit log keeps it): checked here
 * with the contract's rule for that reason, and the server's refusal shown under the field.
 */
export function ReasonForm({
  label,
  action,
  reason,
  onSubmit,
  testId,
}: {
  /** The field's label, naming what the action is on ("Why pause Dice?"). */
  label: string;
  /** The button's text. */
  action: string;
  /** The contract's rule for this reason. */
  reason: z.ZodType<string, string>;
  onSubmit: (reason: string) => Promise<void>;
  testId?: string;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<{ reason: string }, unknown, { reason: string }>({
    ...VALIDATION_MODES,
    resolver: zodResolver(z.object({ reason })),
    defaultValues: { reason: '' },
  });
  const error = form.formState.errors.reason?.message ?? serverError;
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(values.reason);
      form.reset();
    } catch (caught) {
      setServerError(messageOf(caught));
    }
  });
  return (
    <form
      className="admin-reason"
      noValidate
      data-testid={testId}
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        label={label}
        autoComplete="off"
        maxLength={500}
        aria-invalid={error ? true : undefined}
        {...form.register('reason')}
      />
      {error && (
        <p className="admin-reason__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" variant="secondary" size="sm" busy={form.formState.isSubmitting}>
        {action}
      </Button>
    </form>
  );
}
