import type { FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import type { AuthFormProps } from './auth-form-props';
import { FormError } from './FormError';
import { PasswordField } from './PasswordField';
import { sessionStore } from './session-store';
import { useSubmit } from './use-submit';

export function LoginForm({ autoFocus, onDone, onSwitch }: AuthFormProps) {
  const { busy, error, submit } = useSubmit(sessionStore.getState().login, onDone);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void submit({
      login: String(form.get('login') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    });
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} aria-busy={busy}>
      <TextField
        label="Username or email"
        name="login"
        autoComplete="username"
        required
        autoFocus={autoFocus}
      />
      <PasswordField name="password" autoComplete="current-password" />
      <FormError message={error} />
      <Button type="submit" variant="primary" size="lg" block busy={busy}>
        Log in
      </Button>
      <p className="auth-form__switch">
        New here?{' '}
        <button type="button" className="auth-form__link" onClick={onSwitch}>
          Create an account
        </button>
      </p>
    </form>
  );
}
