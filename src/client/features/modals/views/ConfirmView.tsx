import { Button } from '../../../ui/Button';
import type { ConfirmProps } from '../modal-views';
import { closeModalById, resolveModal } from '../modal-store';
import { ModalFrame } from '../ModalFrame';
import type { ModalViewProps } from './view-props';

export default function ConfirmView({ modal }: ModalViewProps) {
  const props = modal.props as unknown as ConfirmProps;
  const close = () => closeModalById(modal.modalId);
  return (
    <ModalFrame title={props.title} description={props.message} onClose={close}>
      <div className="modal-actions">
        <Button variant="ghost" size="lg" onClick={close}>
          {props.cancelLabel ?? 'Cancel'}
        </Button>
        <Button variant="primary" size="lg" onClick={() => resolveModal(modal.modalId, 'confirm')}>
          {props.confirmLabel ?? 'Confirm'}
        </Button>
      </div>
    </ModalFrame>
  );
}
