import { useState } from 'react';
import { useRulesForm } from '../../lib/validation/react-hook-form';
import { Button } from '../../ui/Button';
import { authApi } from './auth-api';
import type { AuthFormProps } from './auth-form-props';
import { forgotRules, type ForgotValues } from './auth-rules';
import { Field } from './Field';
import { FormError, FormNotice } from './FormError';
import { useServerError } from './use-server-error';

/** The same answer whether or not the address has an account (no account probing). */
export const FORGOT_CONFIRMATION =
  'If an account exists for that email, we have sent a link to reset the password. Check your inbox.';

export function ForgotPasswordForm({ autoFocus, onSwitch }: AuthFormProps) {
  const { field, handleSubmit, formState } = useRulesForm(forgotRules, { email: '' });
  const { errors, isSubmitting } = formState;
  const server = useServerError();
  const [sent, setSent] = useState(false);

  const onSubmit = handleSubmit(async ({ email }: ForgotValues) => {
    server.clear();
    setSent(false);
    try {
      await authApi.forgotPassword(email.trim());
      setSent(true);
    } catch (caught) {
      server.fail(caught);
    }
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} aria-busy={isSubmitting} noValidate>
      <p className="auth-form__intro">
        Enter the email of your account and we will send you a link to set a new password.
      </p>
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoFocus={autoFocus}
        error={errors.email?.message}
        {...field('email')}
      />
      <FormNotice message={sent ? FORGOT_CONFIRMATION : null} />
      <FormError message={server.error} />
      <Button type="submit" variant="primary" size="lg" block busy={isSubmitting}>
        Send reset link
      </Button>
      <p className="auth-form__switch">
        Remembered it?{' '}
        <button type="button" className="auth-form__link" onClick={() => onSwitch('login')}>
          Log in
        </button>
      </p>
    </form>
  );
}
