import type { FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import type { AuthFormProps } from './auth-form-props';
import { FormError } from './FormError';
import { PasswordField } from './PasswordField';
import { sessionStore } from './session-store';
import { useSubmit } from './use-submit';

export function RegisterForm({ autoFocus, onDone, onSwitch }: AuthFormProps) {
  const { busy, error, submit } = useSubmit(sessionStore.getState().register, onDone);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void submit({
      username: String(form.get('username') ?? '').trim(),
      email: String(form.get('email') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    });
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} aria-busy={busy}>
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        required
        autoFocus={autoFocus}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
      />
      <PasswordField name="password" autoComplete="new-password" />
      <label className="auth-form__check">
        <input type="checkbox" name="acceptTerms" required />
        <span>I am 18 or older and accept the Terms of Service.</span>
      </label>
      <FormError message={error} />
      <Button type="submit" variant="primary" size="lg" block busy={busy}>
        Create account
      </Button>
      <p className="auth-form__switch">
        Already have an account?{' '}
        <button type="button" className="auth-form__link" onClick={onSwitch}>
          Log in
        </button>
      </p>
    </form>
  );
}
