import { useEffect, useState } from 'react';
import { Popover } from '../../ui/Popover';
import { openModal } from '../modals/modal-store';
import { chatApi } from './chat-api';
import { useChat } from './chat-store';
import type { PublicUser } from './chat-types';
import { PlayerName } from '../streamer/Private';

const numberFormat = new Intl.NumberFormat('en-US');

/** The button's words: a dash until the server has told the count (null), never a false 0. */
export const onlineLabel = (count: number | null) =>
  `${count === null ? '–' : numberFormat.format(count)} online`;

/** Users online right now (user.online-count); opens who they are (GET /users/online). */
export function OnlineCount() {
  const count = useChat((s) => s.onlineCount);
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<PublicUser[] | null>(null);

  useEffect(() => {
    if (!open) return;
    let current = true;
    chatApi
      .online()
      .then(({ list: users }) => current && setList(users))
      .catch(() => current && setList([]));
    return () => {
      current = false;
    };
  }, [open]);

  return (
    <div className="chat-online">
      <Popover
        open={open}
        onOpenChange={setOpen}
        label="Players online"
        placement="bottom-start"
        className="chat-online__list"
        trigger={(props) => (
          <button type="button" className="chat-online__button" {...props()}>
            <span className="chat-online__dot" aria-hidden="true" />
            {onlineLabel(count)}
          </button>
        )}
      >
        {list === null && <p className="chat-online__note">Loading…</p>}
        {list?.length === 0 && <p className="chat-online__note">No players signed in.</p>}
        {list && list.length > 0 && (
          <ul aria-label="Players online">
            {list.map((user) => (
              <li key={user.id}>
                <button
                  type="button"
                  onClick={() => {
                    setOpen(false);
                    void openModal('USER_STATS', { userId: user.id, username: user.username });
                  }}
                >
                  <span className="chat-message__level">{user.level}</span>{' '}
                  <PlayerName id={user.id} name={user.username} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </Popover>
    </div>
  );
}
