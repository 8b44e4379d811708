import TermsModal from './TermsModal';
import { closeModalById } from '../modals/modal-store';
import type { ModalViewProps } from '../modals/views/view-props';

/** ACCEPT_TOS: the real terms modal (not closable); the entry closes once the player accepts. */
export default function AcceptTosView({ modal }: ModalViewProps) {
  return <TermsModal onAccepted={() => closeModalById(modal.modalId)} />;
}
