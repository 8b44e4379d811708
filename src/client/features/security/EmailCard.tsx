import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messageOf } from '../../lib/api-error';
import { VALIDATION_MODES } from '../../lib/validation/react-hook-form';
import { Button } from '../../ui/Button';
import { Field } from '../session/Field';
import { FormError, FormNotice } from '../session/FormError';
import { PasswordField } from '../session/PasswordField';
import { selectUser, sessionStore, useSession } from '../session/session-store';
import { securityApi } from './security-api';
import { emailFormSchema, type EmailForm } from './security-forms';
import { StatusBadge } from './StatusBadge';
import { failureMessage } from './two-factor-failure';
import { Private } from '../streamer/Private';

/**
 * The account e-mail (where password resets go): whether it is verified, a new link when
 * it is not, and changing it (the password and, with 2FA on, a recent code first).
 */
export function EmailCard() {
  const user = useSession(selectUser);
  const hasPassword = user?.hasPassword !== false;
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm<EmailForm>({
    ...VALIDATION_MODES,
    resolver: zodResolver(emailFormSchema(hasPassword)),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setError(null);
    setNotice(null);
    try {
      await securityApi.changeEmail(email, hasPassword ? password : undefined);
      sessionStore.getState().patchUser({ email: email.toLowerCase(), emailVerified: false });
      reset();
      setNotice(`We sent a link to ${email}: open it to verify your new address.`);
    } catch (caught) {
      setError(failureMessage(caught, 'your e-mail address is unchanged'));
    }
  });

  async function resend() {
    setError(null);
    setNotice(null);
    setResending(true);
    try {
      await securityApi.resendEmailVerification();
      setNotice('Verification e-mail sent. Check your inbox and spam folder.');
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setResending(false);
    }
  }

  if (!user) return null;
  const verified = user.emailVerified === true;
  return (
    <section className="settings-card security-card" aria-labelledby="email-title">
      <div className="security-card__head">
        <h2 id="email-title" className="settings-card__title">
          E-mail
        </h2>
        {user.email && <StatusBadge on={verified} onText="Verified" offText="Not verified" />}
      </div>
      <p className="settings-card__text security-card__value" data-testid="current-email">
        {user.email ? (
          <Private what="E-mail">{user.email}</Private>
        ) : (
          'No e-mail address yet. Add one to receive password resets.'
        )}
      </p>
      {user.email && !verified && (
        <Button busy={resending} onClick={() => void resend()}>
          Resend verification link
        </Button>
      )}
      <form
        className="security-form"
        onSubmit={onSubmit}
        noValidate
        aria-label="Change e-mail"
        aria-busy={isSubmitting}
      >
        <Field
          label="New e-mail address"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          data-private-input=""
          {...register('email')}
        />
        {hasPassword && (
          <PasswordField
            label="Password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
        )}
        <FormNotice message={notice} />
        <FormError message={error} />
        <Button type="submit" variant="primary" busy={isSubmitting}>
          Change e-mail
        </Button>
      </form>
    </section>
  );
}
