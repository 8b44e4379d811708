import { useRulesForm } from '../../lib/validation/react-hook-form';
import { Button } from '../../ui/Button';
import { authApi } from './auth-api';
import { resetRules, type ResetValues } from './auth-rules';
import { FormError } from './FormError';
import { PasswordField } from './PasswordField';
import { useServerError } from './use-server-error';

export const PASSWORD_CHANGED = 'Your password has been changed. Log in with your new password.';

interface ResetPasswordFormProps {
  token: string;
  autoFocus: boolean;
  /** The password is set: show the login tab with the confirmation. */
  onChanged: () => void;
}

export function ResetPasswordForm({ token, autoFocus, onChanged }: ResetPasswordFormProps) {
  const { field, handleSubmit, formState } = useRulesForm(resetRules, {
    password: '',
    confirmation: '',
  });
  const { errors, isSubmitting } = formState;
  const server = useServerError();

  const onSubmit = handleSubmit(async ({ password }: ResetValues) => {
    server.clear();
    try {
      await authApi.resetPassword(token, password);
      onChanged();
    } catch (caught) {
      server.fail(caught);
    }
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} aria-busy={isSubmitting} noValidate>
      <PasswordField
        label="New password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        error={errors.password?.message}
        {...field('password')}
      />
      <PasswordField
        label="Repeat new password"
        autoComplete="new-password"
        error={errors.confirmation?.message}
        {...field('confirmation')}
      />
      <FormError message={server.error} />
      <Button type="submit" variant="primary" size="lg" block busy={isSubmitting}>
        Set new password
      </Button>
    </form>
  );
}
