import { useId, useState, type FormEvent } from 'react';
import { twoFactorCodeSchema } from '../../../shared/contract/auth';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

interface UnlockEarlyFormProps {
  busy: boolean;
  /** Sends the code; true once the vault is unlocked. */
  onUnlock: (code: string) => Promise<boolean>;
}

/**
 * Unlocking early asks for a code typed for it (the server spends it, so a session's recent
 * code is not enough). Enter in the field submits; a refused code is cleared, since each
 * works once and the app shows a new one every 30 s.
 */
export function UnlockEarlyForm({ busy, onUnlock }: UnlockEarlyFormProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = twoFactorCodeSchema.safeParse(code);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Enter the 6-digit code or a backup code');
      return;
    }
    setInvalid(null);
    if (!(await onUnlock(parsed.data))) setCode('');
  }

  return (
    <form
      className="vault__unlock"
      noValidate
      aria-label="Unlock early"
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        id={`${id}-code`}
        label="Two-factor code"
        hint="From your authenticator app, or a backup code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={20}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={`${invalid ? `${id}-code-error ` : ''}${id}-code-hint`}
      />
      {invalid && (
        <p id={`${id}-code-error`} className="modal-form__error" role="alert">
          {invalid}
        </p>
      )}
      <Button type="submit" variant="secondary" busy={busy}>
        Unlock early
      </Button>
    </form>
  );
}
