import { useRulesForm } from '../../lib/validation/react-hook-form';
import { askHumanCheck } from '../human-check/human-check';
import { Button } from '../../ui/Button';
import type { AuthFormProps } from './auth-form-props';
import { registerRules, type RegisterValues } from './auth-rules';
import { Field } from './Field';
import { FormError } from './FormError';
import { PasswordField } from './PasswordField';
import { sessionStore } from './session-store';
import { useServerError } from './use-server-error';

export function RegisterForm({ autoFocus, onDone, onSwitch }: AuthFormProps) {
  const { field, handleSubmit, formState } = useRulesForm(registerRules, {
    username: '',
    email: '',
    password: '',
    acceptTerms: false,
  });
  const { errors, isSubmitting } = formState;
  const server = useServerError();

  const onSubmit = handleSubmit(async ({ username, email, password }: RegisterValues) => {
    server.clear();
    try {
      const turnstileToken = await askHumanCheck();
      if (turnstileToken === null) return; // the player closed the check
      await sessionStore.getState().register({
        username: username.trim(),
        email: email.trim(),
        password,
        ...(turnstileToken ? { turnstileToken } : {}),
      });
      onDone();
    } catch (caught) {
      server.fail(caught);
    }
  });

  const termsError = errors.acceptTerms?.message;
  return (
    <form className="auth-form" onSubmit={onSubmit} aria-busy={isSubmitting} noValidate>
      <Field
        label="Username"
        autoComplete="username"
        autoFocus={autoFocus}
        error={errors.username?.message}
        {...field('username')}
      />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...field('email')}
      />
      <PasswordField
        autoComplete="new-password"
        error={errors.password?.message}
        {...field('password')}
      />
      <div>
        <label className="auth-form__check">
          <input
            type="checkbox"
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? 'register-terms-error' : undefined}
            {...field('acceptTerms')}
          />
          <span>I am 18 or older and accept the Terms of Service.</span>
        </label>
        {termsError && (
          <p id="register-terms-error" className="field-error">
            {termsError}
          </p>
        )}
      </div>
      <FormError message={server.error} />
      <Button type="submit" variant="primary" size="lg" block busy={isSubmitting}>
        Create account
      </Button>
      <p className="auth-form__switch">
        Already have an account?{' '}
        <button type="button" className="auth-form__link" onClick={() => onSwitch('login')}>
          Log in
        </button>
      </p>
    </form>
  );
}
