import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TwoFactorSetup as Setup } from '../../../shared/contract/twoFactor';
import { messageOf } from '../../lib/api-error';
import { VALIDATION_MODES } from '../../lib/validation/react-hook-form';
import { Button } from '../../ui/Button';
import { Field } from '../session/Field';
import { FormError, FormNotice } from '../session/FormError';
import { copyText } from './backup-codes-file';
import { securityApi } from './security-api';
import { enableFormSchema, type EnableForm } from './security-forms';

interface TwoFactorSetupProps {
  setup: Setup;
  onEnabled: (backupCodes: string[]) => void;
  onCancel: () => void;
}

/** The key in groups of four, easier to type into an app that cannot scan. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Scan (or type) the new secret, then prove it with a first code. The QR code is the
 * server's SVG shown as an image, so no markup from an answer enters the page.
 */
export function TwoFactorSetup({ setup, onEnabled, onCancel }: TwoFactorSetupProps) {
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<EnableForm>({
    ...VALIDATION_MODES,
    resolver: zodResolver(enableFormSchema),
    defaultValues: { code: '' },
  });

  // The setup replaces the button that asked for it: lead focus (and the reader) to step 1.
  const steps = useRef<HTMLOListElement>(null);
  useEffect(() => steps.current?.focus(), []);

  const onSubmit = handleSubmit(async ({ code }) => {
    setError(null);
    try {
      onEnabled(await securityApi.enableTwoFactor(code));
    } catch (caught) {
      setError(messageOf(caught));
    }
  });

  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCodeSvg)}`;
  return (
    <div className="two-factor-setup">
      <ol
        ref={steps}
        tabIndex={-1}
        className="two-factor-setup__steps"
        aria-label="Set up two-factor authentication"
      >
        <li>
          Scan this QR code with an authenticator app (Google Authenticator, Authy, 1Password…).
          <img
            className="two-factor-setup__qr"
            src={qr}
            alt="QR code of your two-factor key"
            width={176}
            height={176}
          />
          <a className="two-factor-setup__app-link" href={setup.otpauthUrl}>
            Open in an authenticator app on this device
          </a>
        </li>
        <li>
          Or type this key into the app:
          <span className="two-factor-setup__secret">
            <code data-testid="two-factor-secret" aria-label="Two-factor key">
              {grouped(setup.secret)}
            </code>
            <Button
              size="sm"
              variant="ghost"
              onClick={() =>
                void copyText(setup.secret).then((copied) =>
                  setNotice(copied ? 'Key copied.' : 'Your browser did not allow copying.'),
                )
              }
            >
              Copy key
            </Button>
          </span>
        </li>
        <li>Enter the 6-digit code the app shows to finish.</li>
      </ol>
      <FormNotice message={notice} />
      <form
        className="security-form"
        onSubmit={onSubmit}
        noValidate
        aria-busy={formState.isSubmitting}
      >
        <Field
          label="Code from your app"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={formState.errors.code?.message}
          {...register('code')}
        />
        <FormError message={error} />
        <div className="security-card__actions">
          <Button type="submit" variant="primary" busy={formState.isSubmitting}>
            Turn on two-factor
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={formState.isSubmitting}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
