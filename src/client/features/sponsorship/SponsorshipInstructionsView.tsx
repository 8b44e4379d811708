import { Button } from '../../ui/Button';
import { closeModalById } from '../modals/modal-store';
import { ModalFrame } from '../modals/ModalFrame';
import type { ModalViewProps } from '../modals/views/view-props';
import { SPONSORSHIP_FORM_ID } from './sponsorship-anchor';
import './sponsorship.css';

const steps = [
  'Send the form below: your channel or team page, the platform, your audience size, a contact e-mail and your idea.',
  'Our partnerships team reads every application and replies by e-mail within a week.',
  'If it is a fit, we agree the terms and set up your affiliate code and giveaway gems.',
  'Every sponsored video or stream says it is sponsored, and never promises easy wins.',
];

/** SPONSORSHIP_INSTRUCTIONS: how an application goes, then on to the form. */
export default function SponsorshipInstructionsView({ modal, title }: ModalViewProps) {
  const close = () => closeModalById(modal.modalId);
  const toForm = () => {
    close();
    // After the dialog has closed and handed focus back, so the form keeps it.
    setTimeout(() => {
      const form = document.getElementById(SPONSORSHIP_FORM_ID);
      form?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
      form?.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
    }, 0);
  };
  return (
    <ModalFrame title={title} description="How applying works." onClose={close}>
      <div className="modal-form">
        <ol className="sponsorship-steps">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <div className="modal-actions">
          <Button variant="ghost" size="lg" onClick={close}>
            Close
          </Button>
          <Button variant="primary" size="lg" onClick={toForm}>
            Go to the form
          </Button>
        </div>
      </div>
    </ModalFrame>
  );
}
