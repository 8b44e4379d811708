import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { VALIDATION_MODES } from '../../lib/validation/react-hook-form';
import { Button } from '../../ui/Button';
import { FormError, FormNotice } from '../session/FormError';
import { PasswordField } from '../session/PasswordField';
import { selectUser, useSession } from '../session/session-store';
import { securityApi } from './security-api';
import { passwordFormSchema, type PasswordForm } from './security-forms';
import { failureMessage } from './two-factor-failure';

/**
 * Change the password: the current one, the new one twice. With 2FA on and not proved
 * lately, the server asks for a code first (the two-factor prompt), then it goes through.
 */
export function PasswordCard({ onOtherSessionsEnded }: { onOtherSessionsEnded: () => void }) {
  const user = useSession(selectUser);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<PasswordForm>({
    ...VALIDATION_MODES,
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmation: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setError(null);
    setNotice(null);
    try {
      await securityApi.changePassword(currentPassword, newPassword);
      reset();
      onOtherSessionsEnded();
      setNotice('Your password is changed. Your other devices were signed out.');
    } catch (caught) {
      setError(failureMessage(caught, 'your password is unchanged'));
    }
  });

  if (!user) return null;
  return (
    <section className="settings-card security-card" aria-labelledby="password-title">
      <h2 id="password-title" className="settings-card__title">
        Password
      </h2>
      {user.hasPassword === false ? (
        <p className="settings-card__text">
          Your account signs in with Steam and has no password. To add one, set an e-mail address
          below, then use “Forgot password?” in the login window.
        </p>
      ) : (
        <form
          className="security-form"
          onSubmit={onSubmit}
          noValidate
          aria-label="Change password"
          aria-busy={isSubmitting}
        >
          {/* Lets password managers file the new password under the right account. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={user.username}
            readOnly
            hidden
          />
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            hint="At least 8 characters."
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordField
            label="Repeat new password"
            autoComplete="new-password"
            error={errors.confirmation?.message}
            {...register('confirmation')}
          />
          <FormNotice message={notice} />
          <FormError message={error} />
          <Button type="submit" variant="primary" busy={isSubmitting}>
            Change password
          </Button>
        </form>
      )}
    </section>
  );
}
