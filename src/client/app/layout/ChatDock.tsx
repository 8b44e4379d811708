import { useEffect, useId, useRef, useState } from 'react';
import { chatStore, useChat } from '../../features/chat/chat-store';
import { ChatPanel, preloadChatRoom } from '../../features/chat/ChatPanel';
import { useMediaQuery } from '../../features/chat/use-media-query';
import { recoverChunk } from '../../features/build-watch/build-watch';
import { reportWarning } from '../../lib/report-error';
import { minWidthQuery } from '../../ui/tokens';
import '../../features/chat/chat.css';

const WIDE = minWidthQuery('xl');

const CHAT_RETRY_MS = 5000;

// The chat's events and first reads (history, emotes, the online count) are a chunk of
// their own, started as the dock mounts: the dock's frame and badge paint without them.
// A failed download reloads onto a new build if one explains it, else shows the chat as
// unavailable and tries again.
function startChatLater(): void {
  import('../../features/chat/chat-events')
    .then((module) => module.startChat())
    .catch(async (error: unknown) => {
      reportWarning('Chat could not load', error);
      if (await recoverChunk(error)) return;
      chatStore.getState().setFailed(true);
      setTimeout(startChatLater, CHAT_RETRY_MS);
    });
}

function Chevron({ pointsRight }: { pointsRight: boolean }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {pointsRight ? <path d="m9 6 6 6-6 6" /> : <path d="m15 6-6 6 6 6" />}
    </svg>
  );
}

/** Unread messages while the chat is out of sight; a mention makes it stand out. */
function UnreadBadge() {
  const count = useChat((s) => s.newMessageCount);
  const mentioned = useChat((s) => s.mentioned);
  if (count === 0) return null;
  return (
    <span className={`chat-badge${mentioned ? ' chat-badge--mention' : ''}`}>
      {count > 99 ? '99+' : count}
      <span className="visually-hidden">
        {mentioned ? ' new messages, one mentions you' : ' new messages'}
      </span>
    </span>
  );
}

/**
 * The chat: a collapsible dock on the right from 1280 px, a drawer opened from a floating
 * button below that (phones and tablets).
 */
export function ChatDock() {
  const wide = useMediaQuery(WIDE);
  const [docked, setDocked] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const panelId = useId();
  const launcher = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const visible = wide ? docked : drawerOpen;

  useEffect(() => {
    startChatLater();
    // The room's code downloads beside the chat's first read, so opening it shows no wait.
    preloadChatRoom();
  }, []);
  useEffect(() => chatStore.getState().setVisible(visible), [visible]);
  useEffect(() => {
    if (!wide && drawerOpen) closeButton.current?.focus();
  }, [wide, drawerOpen]);

  const closeDrawer = () => {
    setDrawerOpen(false);
    launcher.current?.focus();
  };

  const classes = [
    'chat-dock',
    wide && !docked && 'chat-dock--collapsed',
    !wide && drawerOpen && 'chat-dock--drawer-open',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      {!wide && (
        <button
          ref={launcher}
          type="button"
          className="chat-launcher"
          aria-expanded={drawerOpen}
          aria-controls={panelId}
          onClick={() => setDrawerOpen(true)}
        >
          <svg width={22} height={22} viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M4 5h16v11H9l-5 4z"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinejoin="round"
            />
          </svg>
          <span className="visually-hidden">Open chat</span>
          <UnreadBadge />
        </button>
      )}
      <aside
        className={classes}
        aria-label="Chat"
        onKeyDown={(event) => {
          if (!wide && drawerOpen && event.key === 'Escape') closeDrawer();
        }}
      >
        <div className="chat-dock__bar">
          {visible && <h2 className="chat-dock__title">Chat</h2>}
          {wide ? (
            <button
              type="button"
              className="chat-dock__toggle"
              aria-expanded={docked}
              aria-controls={panelId}
              aria-label={docked ? 'Collapse chat' : 'Expand chat'}
              onClick={() => setDocked((value) => !value)}
            >
              <Chevron pointsRight={docked} />
              {!docked && <UnreadBadge />}
            </button>
          ) : (
            <button
              ref={closeButton}
              type="button"
              className="chat-dock__toggle"
              aria-label="Close chat"
              onClick={closeDrawer}
            >
              <Chevron pointsRight />
            </button>
          )}
        </div>
        <div id={panelId} className="chat-dock__content" hidden={!visible}>
          {visible && <ChatPanel />}
        </div>
      </aside>
    </>
  );
}
