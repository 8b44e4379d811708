import { openModal } from '../modals/modal-store';
import { selectUser, useSession } from '../session/session-store';
import { useChat } from './chat-store';
import { ChannelPicker } from './ChannelPicker';
import { ChatAnnouncer } from './ChatAnnouncer';
import { ChatPins } from './ChatPins';
import { Composer } from './Composer';
import { canModerate } from './moderation';
import { MessageList } from './MessageList';
import { OnlineCount } from './OnlineCount';
import { RainPanel } from '../tips/RainPanel';

const NO_MESSAGES: never[] = [];

/** The chat itself: channel and online count on top, pinned notices, the messages, the composer. */
export function ChatPanel() {
  const user = useSession(selectUser);
  const loaded = useChat((s) => s.loaded);
  const failed = useChat((s) => s.failed);
  const channels = useChat((s) => s.channels);
  const selected = useChat((s) => s.selected);
  const messages = useChat((s) => (s.selected ? s.messages[s.selected] : undefined));
  const emotes = useChat((s) => s.emotes);
  const maxLength = useChat((s) => s.maxLength);
  const select = useChat((s) => s.select);
  const moderator = canModerate(user);
  const channel = channels.find((c) => c.channel === selected);

  if (!loaded || !channel)
    return (
      <div className="chat-panel chat-panel--loading" aria-busy={!failed}>
        {failed ? (
          <p className="chat-panel__failed" role="alert">
            Chat is unavailable right now; it keeps trying to reconnect.
          </p>
        ) : (
          <div className="chat-skeleton" aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
        )}
      </div>
    );

  return (
    <div className="chat-panel">
      <div className="chat-panel__toolbar">
        <ChannelPicker channels={channels} selected={channel.channel} onSelect={select} />
        <OnlineCount />
        {moderator && (
          <button
            type="button"
            className="chat-panel__muted"
            onClick={() => void openModal('MUTED_USERS', {})}
          >
            Muted
          </button>
        )}
      </div>
      <ChatPins />
      <RainPanel />
      <MessageList
        messages={messages ?? NO_MESSAGES}
        channelName={channel.name}
        myUserId={user?.id ?? null}
        moderator={moderator}
      />
      <Composer
        key={channel.channel}
        channel={channel}
        user={user}
        moderator={moderator}
        emotes={emotes}
        maxLength={maxLength}
      />
      <ChatAnnouncer />
    </div>
  );
}
