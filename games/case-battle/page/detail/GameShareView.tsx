import { CopyButton } from '../../../../src/client/features/fairness/CopyButton';
import { closeModalById } from '../../../../src/client/features/modals/modal-store';
import { ModalFrame } from '../../../../src/client/features/modals/ModalFrame';
import type { ModalViewProps } from '../../../../src/client/features/modals/views/view-props';
import { shareOf } from './battle-share';
import './battle-detail.css';

/**
 * GAME_SHARE: the link to a game (a case battle's page), to copy and send. A private battle
 * is reached only through it, so the view says so.
 */
export default function GameShareView({ modal, title }: ModalViewProps) {
  const close = () => closeModalById(modal.modalId);
  const share = shareOf(modal.props, window.location.origin);
  return (
    <ModalFrame title={title} onClose={close}>
      {share ? (
        <div className="arena-share">
          <p>
            {share.private
              ? 'This battle is private: only players with this link can find it.'
              : 'Anyone with this link can watch the battle, or join a free seat.'}
          </p>
          <label className="arena-share__field">
            <span>Battle link</span>
            <input
              type="text"
              readOnly
              value={share.url}
              data-testid="battle-share-link"
              onFocus={(event) => event.currentTarget.select()}
            />
          </label>
          <CopyButton value={share.url} label="battle link" />
        </div>
      ) : (
        <p role="alert">There is nothing to share.</p>
      )}
    </ModalFrame>
  );
}
