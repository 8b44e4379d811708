import { Button } from '../../ui/Button';
import { closeModalById, resolveModal } from '../modals/modal-store';
import { ModalFrame } from '../modals/ModalFrame';
import type { ModalViewProps } from '../modals/views/view-props';
import type { ExitProps } from './use-leave-guard';

/** EXIT: leaving a page with a game or an auto-bet going asks first; Stay is the safe choice. */
export default function ExitView({ modal, title }: ModalViewProps) {
  const { reason } = modal.props as unknown as ExitProps;
  const stay = () => closeModalById(modal.modalId);
  return (
    <ModalFrame title={title} description={reason} onClose={stay}>
      <div className="modal-actions">
        <Button variant="primary" size="lg" onClick={stay}>
          Stay
        </Button>
        <Button variant="ghost" size="lg" onClick={() => resolveModal(modal.modalId, 'confirm')}>
          Leave
        </Button>
      </div>
    </ModalFrame>
  );
}
