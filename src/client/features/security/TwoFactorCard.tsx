import { useEffect, useRef, useState } from 'react';
import type { TwoFactorSetup as Setup } from '../../../shared/contract/twoFactor';
import { messageOf } from '../../lib/api-error';
import { Button } from '../../ui/Button';
import { FormError, FormNotice } from '../session/FormError';
import { selectUser, sessionStore, useSession } from '../session/session-store';
import { BackupCodes } from './BackupCodes';
import { CodeActionForm } from './CodeActionForm';
import { securityApi } from './security-api';
import { StatusBadge } from './StatusBadge';
import { TwoFactorSetup } from './TwoFactorSetup';

type Step =
  | { kind: 'idle' }
  | { kind: 'setup'; setup: Setup }
  /** `then`: what the card says once the player has put the codes away. */
  | { kind: 'codes'; codes: string[]; then: string }
  | { kind: 'disable' }
  | { kind: 'regenerate' };

/**
 * Two-factor authentication: set it up (QR code, key, first code), then the backup codes
 * once; turn it off or replace the backup codes with a code. Turning it on or off signs
 * the other devices out, so the device list is told.
 */
export function TwoFactorCard({ onOtherSessionsEnded }: { onOtherSessionsEnded: () => void }) {
  const user = useSession(selectUser);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Back from a step, the step's controls are gone: focus returns to the card's title.
  const title = useRef<HTMLHeadingElement>(null);
  const returning = useRef(false);
  useEffect(() => {
    if (step.kind !== 'idle' || !returning.current) return;
    returning.current = false;
    title.current?.focus();
  }, [step]);
  if (!user) return null;
  const enabled = user.twoFactorEnabled === true;

  const go = (next: Step) => {
    returning.current = next.kind === 'idle' && step.kind !== 'idle';
    setError(null);
    setNotice(null);
    setStep(next);
  };

  async function start() {
    setStarting(true);
    go({ kind: 'idle' });
    try {
      go({ kind: 'setup', setup: await securityApi.setupTwoFactor() });
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setStarting(false);
    }
  }

  return (
    <section className="settings-card security-card" aria-labelledby="two-factor-title">
      <div className="security-card__head">
        <h2 id="two-factor-title" ref={title} tabIndex={-1} className="settings-card__title">
          Two-factor authentication
        </h2>
        <StatusBadge on={enabled} onText="On" offText="Off" />
      </div>
      <p className="settings-card__text">
        A code from an authenticator app on your phone, asked at login and before withdrawals, tips
        and changes to your account.
      </p>
      <FormNotice message={notice} />
      <FormError message={error} />

      {step.kind === 'idle' && !enabled && (
        <Button variant="primary" busy={starting} onClick={() => void start()}>
          Set up two-factor
        </Button>
      )}
      {step.kind === 'setup' && (
        <TwoFactorSetup
          setup={step.setup}
          onCancel={() => go({ kind: 'idle' })}
          onEnabled={(codes) => {
            sessionStore.getState().patchUser({ twoFactorEnabled: true });
            onOtherSessionsEnded();
            go({ kind: 'codes', codes, then: 'Two-factor authentication is on.' });
          }}
        />
      )}
      {step.kind === 'codes' && (
        <BackupCodes
          codes={step.codes}
          username={user.username}
          onDone={() => {
            go({ kind: 'idle' });
            setNotice(step.then);
          }}
        />
      )}
      {step.kind === 'idle' && enabled && (
        <div className="security-card__actions">
          <Button onClick={() => go({ kind: 'regenerate' })}>New backup codes</Button>
          <Button variant="ghost" onClick={() => go({ kind: 'disable' })}>
            Turn off two-factor
          </Button>
        </div>
      )}
      {step.kind === 'regenerate' && (
        <CodeActionForm
          label="New backup codes"
          submitLabel="Make new backup codes"
          action={securityApi.regenerateBackupCodes}
          onDone={(codes) =>
            go({
              kind: 'codes',
              codes,
              then: 'New backup codes saved; the old ones no longer work.',
            })
          }
          onCancel={() => go({ kind: 'idle' })}
        />
      )}
      {step.kind === 'disable' && (
        <CodeActionForm
          label="Turn off two-factor"
          submitLabel="Turn off two-factor"
          danger
          action={securityApi.disableTwoFactor}
          onDone={() => {
            sessionStore.getState().patchUser({ twoFactorEnabled: false });
            onOtherSessionsEnded();
            go({ kind: 'idle' });
            setNotice('Two-factor authentication is off. Your backup codes no longer work.');
          }}
          onCancel={() => go({ kind: 'idle' })}
        />
      )}
    </section>
  );
}
