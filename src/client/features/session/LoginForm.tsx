import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-error';
import { useRulesForm } from '../../lib/validation/react-hook-form';
import { askHumanCheck } from '../human-check/human-check';
import { Button } from '../../ui/Button';
import type { AuthFormProps } from './auth-form-props';
import { loginRules, type LoginValues } from './auth-rules';
import { Field } from './Field';
import { FormError, FormNotice } from './FormError';
import { PasswordField } from './PasswordField';
import { sessionStore } from './session-store';
import { useServerError } from './use-server-error';

export const TWO_FACTOR_REQUIRED = 'TWO_FACTOR_CODE_REQUIRED';

interface LoginFormProps extends AuthFormProps {
  /** A confirmation to show above the form, e.g. after a password reset. */
  notice?: string | null;
}

export function LoginForm({ autoFocus, onDone, onSwitch, notice = null }: LoginFormProps) {
  const { field, handleSubmit, formState, setError, setFocus } = useRulesForm(loginRules, {
    login: '',
    password: '',
    code: '',
  });
  const { errors, isSubmitting } = formState;
  const server = useServerError();
  // Set once the server asks for the second factor; its message explains the field.
  const [codePrompt, setCodePrompt] = useState<string | null>(null);

  useEffect(() => {
    if (codePrompt) setFocus('code');
  }, [codePrompt, setFocus]);

  const onSubmit = handleSubmit(async ({ login, password, code }: LoginValues) => {
    server.clear();
    if (codePrompt && !code) {
      setError('code', { type: 'rule', message: 'Enter the 6-digit code or a backup code' });
      return;
    }
    try {
      const turnstileToken = await askHumanCheck();
      if (turnstileToken === null) return; // the player closed the check
      await sessionStore.getState().login({
        login: login.trim(),
        password,
        ...(codePrompt ? { code: code.trim() } : {}),
        ...(turnstileToken ? { turnstileToken } : {}),
      });
      onDone();
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === TWO_FACTOR_REQUIRED && !codePrompt) {
        setCodePrompt(caught.message);
        return;
      }
      server.fail(caught);
    }
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} aria-busy={isSubmitting} noValidate>
      <FormNotice message={notice} />
      <Field
        label="Username or email"
        autoComplete="username"
        autoFocus={autoFocus}
        error={errors.login?.message}
        readOnly={Boolean(codePrompt)}
        {...field('login')}
      />
      <PasswordField
        autoComplete="current-password"
        error={errors.password?.message}
        readOnly={Boolean(codePrompt)}
        {...field('password')}
      />
      {codePrompt && (
        <Field
          label="Authentication code"
          hint={`${codePrompt}, or one of your backup codes.`}
          autoComplete="one-time-code"
          maxLength={20}
          error={errors.code?.message}
          {...field('code')}
        />
      )}
      <FormError message={server.error} />
      <Button type="submit" variant="primary" size="lg" block busy={isSubmitting}>
        {codePrompt ? 'Verify and log in' : 'Log in'}
      </Button>
      <p className="auth-form__switch">
        <button type="button" className="auth-form__link" onClick={() => onSwitch('forgot')}>
          Forgot password?
        </button>
        <span aria-hidden="true"> · </span>
        New here?{' '}
        <button type="button" className="auth-form__link" onClick={() => onSwitch('register')}>
          Create an account
        </button>
      </p>
    </form>
  );
}
