import { lazy, Suspense } from 'react';
import { useChat } from './chat-store';

// The loaded chat (messages, composer, pins, rain, emotes) is a chunk of its own: the
// lobby paints without it, and it downloads while the chat's first read is under way.
const loadChatRoom = () => import('./ChatRoom');
const ChatRoom = lazy(loadChatRoom);

/** Starts the loaded chat's download early (with the chat's start), so it is ready in time. */
export function preloadChatRoom(): void {
  void loadChatRoom().catch(() => undefined);
}

function ChatSkeleton({ failed }: { failed: boolean }) {
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
}

/** The chat: a skeleton until its messages (and its code) have arrived, then the room. */
export function ChatPanel() {
  const loaded = useChat((s) => s.loaded);
  const failed = useChat((s) => s.failed);
  const channel = useChat((s) => s.channels.find((c) => c.channel === s.selected));

  if (!loaded || !channel) return <ChatSkeleton failed={failed} />;
  return (
    <Suspense fallback={<ChatSkeleton failed={false} />}>
      <ChatRoom channel={channel} />
    </Suspense>
  );
}
