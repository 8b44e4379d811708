import { Popover } from '../../ui/Popover';
import { Tooltip } from '../../ui/Tooltip';
import type { Emote } from './chat-types';

/** A button opening a grid of emotes; picking one hands its `:name:` to the composer. */
export function EmotePicker({
  emotes,
  onPick,
}: {
  emotes: readonly Emote[];
  onPick: (name: string) => void;
}) {
  return (
    <Popover
      label="Emotes"
      placement="top-end"
      className="emote-picker__grid"
      trigger={(props) => (
        <button
          type="button"
          className="chat-icon-button"
          aria-label="Emotes"
          disabled={emotes.length === 0}
          {...props()}
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
      )}
    >
      {(close) =>
        emotes.map((emote) => (
          <Tooltip key={emote._id} content={`:${emote.name}:`}>
            {(tip) => (
              <button
                type="button"
                className="emote-picker__emote"
                aria-label={`:${emote.name}:`}
                {...tip({
                  onClick: () => {
                    close();
                    onPick(emote.name);
                  },
                })}
              >
                <img src={emote.image} alt="" width={28} height={28} />
              </button>
            )}
          </Tooltip>
        ))
      }
    </Popover>
  );
}
