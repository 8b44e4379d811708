import { useId, useRef, useState } from 'react';
import { messageOf } from '../../lib/api-error';
import { Button } from '../../ui/Button';
import { DialogHeader } from '../../ui/DialogHeader';
import { useNativeDialog } from '../../ui/use-native-dialog';
import { authApi } from './auth-api';
import { FormError } from './FormError';
import { sessionStore } from './session-store';
import '../../ui/dialog.css';
import './terms-modal.css';

export const TERMS_PATH = '/policies/terms-of-service';

interface TermsModalProps {
  /** Runs once the server recorded the acceptance (the ACCEPT_TOS view closes itself here). */
  onAccepted?: () => void;
}

/**
 * The spec's ACCEPT_TOS modal: not closable (no close button, Escape and backdrop do nothing)
 * until the player accepts. A native modal <dialog> keeps the page behind inert.
 */
export default function TermsModal({ onAccepted }: TermsModalProps) {
  const { ref, ...dismiss } = useNativeDialog({});
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const accepted = useRef(false);

  async function accept() {
    setBusy(true);
    setError(null);
    try {
      const tosAcceptance = await authApi.acceptTerms();
      accepted.current = true;
      sessionStore.getState().patchUser({ tosAcceptance });
      onAccepted?.();
    } catch (caught) {
      setError(messageOf(caught));
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={ref}
      className="dialog terms-modal"
      aria-labelledby={titleId}
      aria-describedby="terms-modal-text"
      {...dismiss}
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.preventDefault();
      }}
      onClose={(event) => {
        // Browsers may force a dialog closed on a repeated Escape: open it again.
        if (!accepted.current && event.currentTarget.isConnected) event.currentTarget.showModal();
      }}
    >
      <div className="dialog__panel">
        <DialogHeader titleId={titleId} title="Terms of Service" />
        <div className="terms-modal__body">
          <p id="terms-modal-text">
            Before you play, please read and accept our Terms of Service. You must be 18 or older
            and allowed to play in your country.
          </p>
          <p>
            <a href={TERMS_PATH} target="_blank" rel="noopener" className="terms-modal__link">
              Read the Terms of Service
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
          <FormError message={error} />
          <Button variant="primary" size="lg" block busy={busy} onClick={() => void accept()}>
            I accept
          </Button>
        </div>
      </div>
    </dialog>
  );
}
