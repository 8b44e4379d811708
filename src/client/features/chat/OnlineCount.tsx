import { useEffect, useId, useRef, useState } from 'react';
import { openModal } from '../modals/modal-store';
import { chatApi } from './chat-api';
import { useChat } from './chat-store';
import type { PublicUser } from './chat-types';

const numberFormat = new Intl.NumberFormat('en-US');

/** Users online right now (user.online-count); opens who they are (GET /users/online). */
export function OnlineCount() {
  const count = useChat((s) => s.onlineCount);
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<PublicUser[] | null>(null);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    let current = true;
    chatApi
      .online()
      .then(({ list: users }) => current && setList(users))
      .catch(() => current && setList([]));
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => {
      current = false;
      document.removeEventListener('pointerdown', outside);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className="chat-online"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button
        type="button"
        className="chat-online__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="chat-online__dot" aria-hidden="true" />
        {numberFormat.format(count)} online
      </button>
      {open && (
        <div id={listId} className="chat-online__list">
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
                    <span className="chat-message__level">{user.level}</span> {user.username}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
