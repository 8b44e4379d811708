import { Button } from '../../../ui/Button';
import type { ConfirmProps } from '../modal-views';
import { closeModalById, resolveModal } from '../modal-store';
import { ModalFrame } from '../ModalFrame';
import type { ModalViewProps } from './view-props';

/**
 * The yes/no question before an action that cannot be undone (`confirmModal()`). Focus
 * starts on the safe choice, so Enter or Space right away never runs the action; Escape,
 * the backdrop and the close button all cancel.
 */
export default function ConfirmView({ modal }: ModalViewProps) {
  const props = modal.props as unknown as ConfirmProps;
  const close = () => closeModalById(modal.modalId);
  return (
    <ModalFrame role="alertdialog" title={props.title} description={props.message} onClose={close}>
      <div className="modal-actions">
        <Button variant="ghost" size="lg" onClick={close} data-autofocus="always">
          {props.cancelLabel ?? 'Cancel'}
        </Button>
        <Button variant="primary" size="lg" onClick={() => resolveModal(modal.modalId, 'confirm')}>
          {props.confirmLabel ?? 'Confirm'}
        </Button>
      </div>
    </ModalFrame>
  );
}
