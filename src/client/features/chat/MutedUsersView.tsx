import { useEffect, useState } from 'react';
import { messageOf } from '../../lib/api-error';
import { formatDuration } from '../../lib/time/duration';
import { Button } from '../../ui/Button';
import type { MutedUser } from '../../../shared/contract/moderation';
import { closeModalById } from '../modals/modal-store';
import { ModalFrame } from '../modals/ModalFrame';
import type { ModalViewProps } from '../modals/views/view-props';
import { chatApi } from './chat-api';
import './chat.css';

const UNMUTE_REASON = 'Unmuted from the muted players list';

/** MUTED_USERS: who is muted now, for how long and why; a moderator can lift each mute. */
export default function MutedUsersView({ modal }: ModalViewProps) {
  const [muted, setMuted] = useState<MutedUser[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const close = () => closeModalById(modal.modalId);

  useEffect(() => {
    let current = true;
    chatApi
      .mutedUsers()
      .then(({ users }) => current && setMuted(users))
      .catch((failure: unknown) => current && setError(messageOf(failure)));
    return () => {
      current = false;
    };
  }, []);

  const unmute = async (userId: string) => {
    setBusyId(userId);
    setError(null);
    try {
      await chatApi.mute(userId, null, UNMUTE_REASON);
      setMuted((list) => list?.filter((m) => m.user.id !== userId) ?? null);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <ModalFrame title="Muted players" onClose={close}>
      <p className="modal-form__error" role="alert">
        {error}
      </p>
      {muted === null && !error && <p aria-busy="true">Loading…</p>}
      {muted?.length === 0 && <p>Nobody is muted right now.</p>}
      {muted && muted.length > 0 && (
        <ul className="muted-list" aria-label="Muted players">
          {muted.map((entry) => (
            <li key={entry.user.id} className="muted-list__item">
              <div className="muted-list__who">
                <p className="muted-list__name">{entry.user.username}</p>
                <p className="muted-list__detail">
                  For {formatDuration(Date.parse(entry.mutedUntil) - Date.now())}
                  {entry.mutedBy ? `, by ${entry.mutedBy}` : ''}
                  {entry.reason ? `: ${entry.reason}` : ''}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                busy={busyId === entry.user.id}
                aria-label={`Unmute ${entry.user.username}`}
                onClick={() => void unmute(entry.user.id)}
              >
                Unmute
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="primary" size="lg" block onClick={close}>
        Done
      </Button>
    </ModalFrame>
  );
}
