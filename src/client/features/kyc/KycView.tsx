import { closeModalById } from '../modals/modal-store';
import { ModalFrame } from '../modals/ModalFrame';
import type { ModalViewProps } from '../modals/views/view-props';
import { KycPanel } from './KycPanel';

/** KYC: the verification panel in a modal. */
export default function KycView({ modal, title }: ModalViewProps) {
  return (
    <ModalFrame
      title={title}
      description="Verification unlocks withdrawals; documents are seen only by our staff."
      onClose={() => closeModalById(modal.modalId)}
    >
      <KycPanel />
    </ModalFrame>
  );
}
