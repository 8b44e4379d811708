import { memo, useState } from 'react';
import { messageOf as errorMessageOf } from '../../lib/api-error';
import { openModal } from '../modals/modal-store';
import { notify } from '../notifications/notifications';
import { chatApi } from './chat-api';
import { mentionsUser } from './chat-state';
import type { ChatMessage } from './chat-types';
import { ChatRichText } from './ChatRichText';
import { Tooltip } from '../../ui/Tooltip';
import { PlayerName } from '../streamer/Private';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

interface ChatMessageRowProps {
  message: ChatMessage;
  myUserId: string | null;
  moderator: boolean;
}

function ModeratorActions({ message }: { message: ChatMessage }) {
  const [busy, setBusy] = useState(false);
  const author = message.user;
  const remove = async () => {
    setBusy(true);
    try {
      await chatApi.removeMessage(message._id);
    } catch (error) {
      notify({ title: 'Error', message: errorMessageOf(error), severity: 'ERROR' });
      setBusy(false);
    }
  };
  return (
    <div className="chat-message__actions">
      <Tooltip content="Remove message">
        {(tip) => (
          <button
            type="button"
            className="chat-icon-button"
            disabled={busy}
            aria-label={`Remove message from ${author?.username ?? 'the system'}`}
            {...tip({ onClick: () => void remove() })}
          >
            <svg width={16} height={16} viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M5 7h14M10 11v6M14 11v6M6 7l1 12h10l1-12M9 7V4h6v3"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        )}
      </Tooltip>
      {author && (
        <Tooltip content="Mute player">
          {(tip) => (
            <button
              type="button"
              className="chat-icon-button"
              aria-label={`Mute ${author.username}`}
              {...tip({
                onClick: () =>
                  void openModal('MUTE_USER', { userId: author.id, username: author.username }),
              })}
            >
              <svg width={16} height={16} viewBox="0 0 24 24" aria-hidden="true">
                <path
                  d="M4 9h4l5-4v14l-5-4H4zM17 9l4 6M21 9l-4 6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
          )}
        </Tooltip>
      )}
    </div>
  );
}

/** One message: author (opens their stats), level, time, the text; moderators get actions. */
export const ChatMessageRow = memo(function ChatMessageRow({
  message,
  myUserId,
  moderator,
}: ChatMessageRowProps) {
  const author = message.user;
  const mentionsMe = mentionsUser(message, myUserId);
  const sent = new Date(message.createdAt);
  return (
    <li
      className={`chat-message${mentionsMe ? ' chat-message--mention' : ''}`}
      data-message-id={message._id}
    >
      <div className="chat-message__meta">
        {author ? (
          <>
            <span className="chat-message__level" title={`Level ${author.level}`}>
              <span className="visually-hidden">Level </span>
              {author.level}
            </span>
            <button
              type="button"
              className="chat-message__author"
              onClick={() =>
                void openModal('USER_STATS', { userId: author.id, username: author.username })
              }
            >
              <PlayerName id={author.id} name={author.username} />
            </button>
          </>
        ) : (
          <span className="chat-message__author chat-message__author--system">Gemdrop</span>
        )}
        <time
          className="chat-message__time"
          dateTime={message.createdAt}
          title={sent.toLocaleString()}
        >
          {timeFormat.format(sent)}
        </time>
        {moderator && <ModeratorActions message={message} />}
      </div>
      <p className="chat-message__body">
        {mentionsMe && <span className="visually-hidden">Mentions you: </span>}
        <ChatRichText blocks={message.blocks} myUserId={myUserId} />
      </p>
    </li>
  );
});
