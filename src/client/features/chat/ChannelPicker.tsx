import { useId } from 'react';
import type { ChatChannelInfo } from './chat-types';

/** The channel to read and write; a native select, so keyboards and readers know it. */
export function ChannelPicker({
  channels,
  selected,
  onSelect,
}: {
  channels: readonly ChatChannelInfo[];
  selected: string;
  onSelect: (channel: string) => void;
}) {
  const id = useId();
  return (
    <div className="chat-channel-picker">
      <label className="visually-hidden" htmlFor={id}>
        Channel
      </label>
      <select
        id={id}
        className="chat-channel-picker__select"
        value={selected}
        onChange={(event) => onSelect(event.target.value)}
      >
        {channels.map((c) => (
          <option key={c.channel} value={c.channel}>
            {c.minLevel > 0 ? `${c.name} (level ${c.minLevel}+)` : c.name}
          </option>
        ))}
      </select>
    </div>
  );
}
