import { useLayoutEffect, useRef, useState } from 'react';
import type { ChatMessage } from './chat-types';
import { ChatMessageRow } from './ChatMessageRow';

interface MessageListProps {
  messages: readonly ChatMessage[];
  channelName: string;
  myUserId: string | null;
  moderator: boolean;
}

/** How close to the bottom still counts as "reading the latest" (px). */
const STICKY_PX = 48;

/**
 * The channel's messages, newest at the bottom. It follows new messages while the reader
 * is at the bottom; scrolled up, it stays put and offers a jump back instead. The list is
 * bounded (100 per channel, chat-state.ts), and rows have varying heights, so it renders
 * them all rather than through the fixed-height VirtualList.
 */
export function MessageList({ messages, channelName, myUserId, moderator }: MessageListProps) {
  const ref = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);
  const [unseen, setUnseen] = useState(0);
  const shown = useRef(messages);
  const lastId = messages.at(-1)?._id;

  useLayoutEffect(() => {
    const list = ref.current;
    // A removal can also change the last message; only one not shown before is new.
    const isNew = !shown.current.some((m) => m._id === lastId);
    shown.current = messages;
    if (!list || !lastId) return;
    if (atBottom.current) list.scrollTop = list.scrollHeight;
    else if (isNew) setUnseen((n) => n + 1);
  }, [lastId, messages]);

  // A new channel starts at its latest message.
  useLayoutEffect(() => {
    const list = ref.current;
    if (list) list.scrollTop = list.scrollHeight;
    atBottom.current = true;
    setUnseen(0);
  }, [channelName]);

  const onScroll = () => {
    const list = ref.current;
    if (!list) return;
    atBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < STICKY_PX;
    if (atBottom.current) setUnseen(0);
  };

  const jump = () => {
    const list = ref.current;
    if (list) list.scrollTop = list.scrollHeight;
    atBottom.current = true;
    setUnseen(0);
  };

  return (
    <div className="chat-messages">
      <ol
        ref={ref}
        className="chat-messages__list"
        // A log, but announced by the throttled live region instead, so a busy channel
        // does not drown a screen reader.
        role="log"
        aria-live="off"
        aria-label={`Messages in ${channelName}`}
        tabIndex={0}
        onScroll={onScroll}
      >
        {messages.length === 0 && (
          <li className="chat-messages__empty">No messages yet. Say hello!</li>
        )}
        {messages.map((message) => (
          <ChatMessageRow
            key={message._id}
            message={message}
            myUserId={myUserId}
            moderator={moderator}
          />
        ))}
      </ol>
      {unseen > 0 && (
        <button type="button" className="chat-messages__jump" onClick={jump}>
          {unseen === 1 ? '1 new message' : `${unseen} new messages`} ↓
        </button>
      )}
    </div>
  );
}
