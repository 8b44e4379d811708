import { useId, useState } from 'react';

/** Right-hand chat dock from 1280 px: a collapsible placeholder until chat ships. */
export function ChatDock() {
  const [open, setOpen] = useState(true);
  const panelId = useId();
  return (
    <aside className={`chat-dock${open ? '' : ' chat-dock--collapsed'}`} aria-label="Chat">
      <div className="chat-dock__bar">
        {open && <h2 className="chat-dock__title">Chat</h2>}
        <button
          type="button"
          className="chat-dock__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={open ? 'Collapse chat' : 'Expand chat'}
          onClick={() => setOpen((value) => !value)}
        >
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
            {open ? <path d="m9 6 6 6-6 6" /> : <path d="m15 6-6 6 6 6" />}
          </svg>
        </button>
      </div>
      <div id={panelId} className="chat-dock__panel" hidden={!open}>
        <div className="chat-dock__bubble" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
        <p className="chat-dock__headline">Chat arrives soon</p>
        <p className="chat-dock__text">
          Talk with other players, share big pulls and catch rain drops, right here beside every
          game.
        </p>
      </div>
    </aside>
  );
}
