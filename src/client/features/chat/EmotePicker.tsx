import { useEffect, useId, useRef, useState } from 'react';
import type { Emote } from './chat-types';

/** A button opening a grid of emotes; picking one hands its `:name:` to the composer. */
export function EmotePicker({
  emotes,
  onPick,
}: {
  emotes: readonly Emote[];
  onPick: (name: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const gridId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLButtonElement>('.emote-picker__emote')?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <div
      ref={root}
      className="emote-picker"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={trigger}
        type="button"
        className="chat-icon-button"
        aria-label="Emotes"
        aria-expanded={open}
        aria-controls={gridId}
        disabled={emotes.length === 0}
        onClick={() => setOpen((value) => !value)}
      >
        <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth={2} />
          <path
            d="M8.5 14.5c1.8 2 5.2 2 7 0M9 9.5h.01M15 9.5h.01"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
          />
        </svg>
      </button>
      {open && (
        <div id={gridId} className="emote-picker__grid" role="group" aria-label="Emotes">
          {emotes.map((emote) => (
            <button
              key={emote._id}
              type="button"
              className="emote-picker__emote"
              aria-label={`:${emote.name}:`}
              title={`:${emote.name}:`}
              onClick={() => {
                setOpen(false);
                onPick(emote.name);
              }}
            >
              <img src={emote.image} alt="" width={28} height={28} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
