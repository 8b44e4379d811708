import { useEffect, useState } from 'react';
import { messageOf } from '../../lib/api-error';
import { Amount } from '../../ui/Amount';
import { useRedact } from '../streamer/redact';
import { Button } from '../../ui/Button';
import { closeModalById, openModal } from '../modals/modal-store';
import { ModalFrame } from '../modals/ModalFrame';
import type { ModalViewProps } from '../modals/views/view-props';
import { selectUser, useSession } from '../session/session-store';
import type { UserStats } from '../../../shared/contract';
import { chatApi } from './chat-api';
import { notify } from '../notifications/notifications';
import { TipAmountForm } from '../tips/TipAmountForm';
import { tipsApi } from '../tips/tips-api';
import type { ChatUserRef } from './chat-types';
import { canModerate } from './moderation';
import './chat.css';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const countFormat = new Intl.NumberFormat('en-US');

/** USER_STATS: a player's public profile, opened from their name in chat. */
export default function UserStatsView({ modal }: ModalViewProps) {
  const { userId, username } = modal.props as unknown as ChatUserRef;
  const viewer = useSession(selectUser);
  // Streamer mode: the player's own stats (opened from their name) show no name or sums.
  const own = viewer?.id === userId;
  const redact = useRedact();
  const [stats, setStats] = useState<UserStats | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => closeModalById(modal.modalId);

  useEffect(() => {
    let current = true;
    chatApi
      .userStats(userId)
      .then(({ stats: answer }) => current && setStats(answer))
      .catch((failure: unknown) => current && setError(messageOf(failure)));
    return () => {
      current = false;
    };
  }, [userId]);

  // An anonymous player shows their level only; the server sends nothing else.
  const items: Array<[string, React.ReactNode]> = !stats
    ? []
    : stats.anonymous
      ? [['Level', stats.user.level]]
      : [
          ['Level', stats.user.level],
          ['Joined', stats.joinedAt && dateFormat.format(new Date(stats.joinedAt))],
          ['Bets', stats.bets !== null && countFormat.format(stats.bets)],
          [
            'Wagered',
            stats.wagered !== null && <Amount personal={own} value={stats.wagered} size="sm" />,
          ],
        ];

  return (
    <ModalFrame title={redact(stats?.user.username ?? username)} onClose={close}>
      {error ? (
        <p className="modal-form__error" role="alert">
          {error}
        </p>
      ) : (
        <dl className="player-stats" aria-busy={!stats}>
          {(stats ? items : [['Level'], ['Joined'], ['Bets'], ['Wagered']]).map(
            ([label, value]) => (
              <div key={label as string} className="player-stats__item">
                <dt className="player-stats__label">{label}</dt>
                <dd className="player-stats__value">{stats ? value : '…'}</dd>
              </div>
            ),
          )}
        </dl>
      )}
      {viewer && viewer.id !== userId && (
        <TipAmountForm
          label={`Tip ${stats?.user.username ?? username} (gems)`}
          submitLabel="Tip"
          onTip={async (amount, idempotencyKey) => {
            const answer = await tipsApi.tipUser(userId, amount, idempotencyKey);
            notify({ title: 'Tip sent', message: `You tipped ${answer.recipient.username}.` });
          }}
        />
      )}
      <div className="modal-actions">
        {canModerate(viewer) && viewer?.id !== userId && (
          <Button
            variant="secondary"
            size="lg"
            onClick={() => {
              close();
              void openModal('MUTE_USER', { userId, username: stats?.user.username ?? username });
            }}
          >
            Mute
          </Button>
        )}
        <Button variant="primary" size="lg" onClick={close}>
          Done
        </Button>
      </div>
    </ModalFrame>
  );
}
