import { useState, type FormEvent } from 'react';
import { messageOf } from '../../lib/api-error';
import { apiRequest } from '../../lib/http';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { closeModalById, resolveModal } from '../modals/modal-store';
import { ModalFrame } from '../modals/ModalFrame';
import type { ModalViewProps } from '../modals/views/view-props';

/** Proves the second factor for this session: POST /api/auth/2fa/verify `{ code }`. */
export default function TwoFactorView({ modal }: ModalViewProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      await apiRequest('/auth/2fa/verify', { method: 'POST', body: { code } });
      resolveModal(modal.modalId, 'confirm');
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  }

  return (
    <ModalFrame
      title="Two-factor verification"
      description="Enter the 6-digit code from your authenticator app."
      onClose={() => closeModalById(modal.modalId)}
    >
      <form className="modal-form" onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
        <TextField
          label="Code"
          name="code"
          hint="Or one of your backup codes."
          autoComplete="one-time-code"
          pattern="\s*([0-9]{6}|[A-Za-z0-9\-]{8,20})\s*"
          maxLength={20}
          title="Six digits, or a backup code"
          required
          data-autofocus
        />
        <p className="modal-form__error" role="alert">
          {error}
        </p>
        <Button type="submit" variant="primary" size="lg" block busy={busy}>
          Verify
        </Button>
      </form>
    </ModalFrame>
  );
}
