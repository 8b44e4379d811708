import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messageOf } from '../../lib/api-error';
import { VALIDATION_MODES } from '../../lib/validation/react-hook-form';
import { Button } from '../../ui/Button';
import { Field } from '../session/Field';
import { FormError, FormNotice } from '../session/FormError';
import { runWithCode } from './fresh-code-action';
import { securityApi } from './security-api';
import { codeFormSchema, type CodeForm } from './security-forms';

interface CodeActionFormProps<T> {
  /** The form's accessible name, e.g. "Turn off two-factor". */
  label: string;
  submitLabel: string;
  /** Destructive actions get the plain look, so the safe choice is not the loud one. */
  danger?: boolean;
  action: (code: string) => Promise<T>;
  onDone: (value: T) => void;
  onCancel: () => void;
}

/** An action on 2FA itself that a code confirms: turning it off, new backup codes. */
export function CodeActionForm<T>(props: CodeActionFormProps<T>) {
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset, setFocus } = useForm<CodeForm>({
    ...VALIDATION_MODES,
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    setError(null);
    setNotice(null);
    try {
      const outcome = await runWithCode(code, props.action, securityApi.verifyTwoFactor);
      if (outcome.status === 'done') return props.onDone(outcome.value);
      reset({ code: '' });
      setFocus('code');
      setNotice(
        'Code accepted: this device is verified. To confirm, enter the next code your app shows, or a backup code.',
      );
    } catch (caught) {
      setError(messageOf(caught));
    }
  });

  return (
    <form
      className="security-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={props.label}
      aria-busy={formState.isSubmitting}
    >
      <Field
        label="Authenticator or backup code"
        autoComplete="one-time-code"
        maxLength={20}
        autoFocus
        error={formState.errors.code?.message}
        {...register('code')}
      />
      <FormNotice message={notice} />
      <FormError message={error} />
      <div className="security-card__actions">
        <Button
          type="submit"
          variant={props.danger ? 'secondary' : 'primary'}
          busy={formState.isSubmitting}
        >
          {props.submitLabel}
        </Button>
        <Button variant="ghost" onClick={props.onCancel} disabled={formState.isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
