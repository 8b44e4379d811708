import { useState } from 'react';
import { Amount } from '../../../src/client/ui/Amount';
import { Button } from '../../../src/client/ui/Button';
import { closeModalById, resolveModal } from '../../../src/client/features/modals/modal-store';
import { ModalFrame } from '../../../src/client/features/modals/ModalFrame';
import type { ModalViewProps } from '../../../src/client/features/modals/views/view-props';
import type { MinesConfirmProps } from './mines-confirm';
import './mines-confirm.css';

/** MINES_START_CONFIRM: a large stake asks once more; "don't ask again" is the confirm's value. */
export default function MinesStartConfirmView({ modal, title }: ModalViewProps) {
  const { amount, mines } = modal.props as unknown as MinesConfirmProps;
  const [skip, setSkip] = useState(false);
  const close = () => closeModalById(modal.modalId);
  return (
    <ModalFrame
      title={title}
      description={
        <>
          You are about to stake <Amount value={amount} size="sm" /> on a grid with {mines}{' '}
          {mines === 1 ? 'mine' : 'mines'}.
        </>
      }
      onClose={close}
    >
      <div className="modal-form">
        <label className="mines-confirm__skip">
          <input
            type="checkbox"
            checked={skip}
            onChange={(event) => setSkip(event.target.checked)}
          />
          <span>Don’t ask me again for large bets</span>
        </label>
        <div className="modal-actions">
          <Button variant="ghost" size="lg" onClick={close}>
            Cancel
          </Button>
          <Button
            variant="primary"
            size="lg"
            onClick={() => resolveModal(modal.modalId, 'confirm', skip)}
          >
            Start game
          </Button>
        </div>
      </div>
    </ModalFrame>
  );
}
