import { openModal } from '../modals/modal-store';
import { selectUser, useSession } from '../session/session-store';
import type { ChatChannelInfo } from './chat-types';
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

/**
 * The loaded chat: channel and online count on top, pinned notices, the messages, the
 * composer. Its own chunk (ChatPanel loads it), so the lobby's first paint does without it.
 */
export default function ChatRoom({ channel }: { channel: ChatChannelInfo }) {
  const user = useSession(selectUser);
  const channels = useChat((s) => s.channels);
  const messages = useChat((s) => (s.selected ? s.messages[s.selected] : undefined));
  const emotes = useChat((s) => s.emotes);
  const maxLength = useChat((s) => s.maxLength);
  const select = useChat((s) => s.select);
  const moderator = canModerate(user);

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
