import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { closeModalById, resolveModal } from '../modals/modal-store';
import { ModalFrame } from '../modals/ModalFrame';
import type { ModalViewProps } from '../modals/views/view-props';
import type { TurnstileProps } from './human-check';
import { loadTurnstile } from './turnstile-script';
import './human-check.css';

/** TURNSTILE: Cloudflare's widget; its token goes with the login or sign-up it guards. */
export default function TurnstileView({ modal, title }: ModalViewProps) {
  const { siteKey } = modal.props as unknown as TurnstileProps;
  const container = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let widget: string | null = null;
    let gone = false;
    loadTurnstile().then(
      (turnstile) => {
        if (gone || !container.current) return;
        widget = turnstile.render(container.current, {
          sitekey: siteKey,
          theme: 'dark',
          callback: (token) => resolveModal(modal.modalId, 'confirm', token),
          'error-callback': () => setProblem('The check failed. Try again.'),
          'expired-callback': () => setProblem('The check expired. Try again.'),
        });
      },
      () => {
        if (!gone) setProblem('The security check could not load. Check your connection.');
      },
    );
    return () => {
      gone = true;
      if (widget !== null) window.turnstile?.remove(widget);
    };
  }, [siteKey, modal.modalId, attempt]);

  const retry = () => {
    setProblem(null);
    setAttempt((n) => n + 1);
  };

  return (
    <ModalFrame
      title={title}
      description="A quick check that you are a person, not a script."
      onClose={() => closeModalById(modal.modalId)}
    >
      <div className="modal-form">
        <div ref={container} className="human-check__widget" data-testid="turnstile-widget" />
        {problem && (
          <>
            <p className="modal-form__error" role="alert">
              {problem}
            </p>
            <Button variant="secondary" onClick={retry}>
              Try again
            </Button>
          </>
        )}
      </div>
    </ModalFrame>
  );
}
