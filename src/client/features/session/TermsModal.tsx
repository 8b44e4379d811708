import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../../lib/api-error';
import { Button } from '../../ui/Button';
import { authApi } from './auth-api';
import { FormError } from './FormError';
import { sessionStore } from './session-store';
import '../../ui/dialog.css';
import './terms-modal.css';

export const TERMS_PATH = '/policies/terms-of-service';

/**
 * The spec's ACCEPT_TOS modal: not closable (no close button, Escape and backdrop do nothing)
 * until the player accepts. A native modal <dialog> keeps the page behind inert.
 */
export default function TermsModal() {
  const ref = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  async function accept() {
    setBusy(true);
    setError(null);
    try {
      const tosAcceptance = await authApi.acceptTerms();
      sessionStore.getState().patchUser({ tosAcceptance });
    } catch (caught) {
      setError(messageOf(caught));
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={ref}
      className="dialog terms-modal"
      aria-labelledby="terms-modal-title"
      aria-describedby="terms-modal-text"
      onCancel={(event) => event.preventDefault()}
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.preventDefault();
      }}
      onClose={(event) => {
        // Browsers may force a dialog closed on a repeated Escape: open it again.
        if (sessionStore.getState().user?.tosAcceptance === null) event.currentTarget.showModal();
      }}
    >
      <div className="dialog__panel">
        <div className="dialog__header">
          <h2 id="terms-modal-title" className="dialog__title">
            Terms of Service
          </h2>
        </div>
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
