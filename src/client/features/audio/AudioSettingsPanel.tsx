import { useId } from 'react';
import { Tooltip } from '../../ui/Tooltip';
import { audioSettingsStore, useAudioSettings } from './audio-settings';
import { settingKey, type VolumeChannel } from './volume';
import '../../ui/settings-card.css';
import './audio-settings-panel.css';

const CHANNELS: { channel: VolumeChannel; label: string; muteLabel: string }[] = [
  { channel: 'all', label: 'Master volume', muteLabel: 'Mute all sounds' },
  { channel: 'game', label: 'Games', muteLabel: 'Mute game sounds' },
  { channel: 'chat', label: 'Chat', muteLabel: 'Mute chat sounds' },
  { channel: 'ui', label: 'Interface', muteLabel: 'Mute interface sounds' },
];

/** Chat sounds a player may want on or off one by one (a message sound is off by default). */
const CHAT_SOUNDS: { key: string; label: string; mutedByDefault: boolean }[] = [
  { key: 'chat.message', label: 'Play a sound for every chat message', mutedByDefault: true },
  { key: 'chat.mention', label: 'Play a sound when someone mentions me', mutedByDefault: false },
];

function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {muted ? (
        <path d="m16 9 5 6m0-6-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path
          d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

function VolumeRow({ channel, label, muteLabel }: (typeof CHANNELS)[number]) {
  const id = useId();
  const volume = useAudioSettings((state) => state[settingKey(channel)]);
  const muted = useAudioSettings((state) => state.mutedChannels[channel] ?? false);
  const { setVolume, setChannelMuted } = audioSettingsStore.getState();
  return (
    <div className={`volume-row${muted ? ' volume-row--muted' : ''}`}>
      <label className="volume-row__label" htmlFor={id}>
        {label}
      </label>
      <Tooltip content={muteLabel}>
        {(tip) => (
          <button
            type="button"
            className="volume-row__mute"
            aria-pressed={muted}
            aria-label={muteLabel}
            {...tip({ onClick: () => setChannelMuted(channel, !muted) })}
          >
            <SpeakerIcon muted={muted} />
          </button>
        )}
      </Tooltip>
      <input
        id={id}
        className="volume-row__slider"
        type="range"
        min={0}
        max={100}
        step={1}
        value={volume}
        aria-valuetext={muted ? `${volume} percent, muted` : `${volume} percent`}
        onChange={(event) => setVolume(channel, Number(event.currentTarget.value))}
      />
      <output className="volume-row__value" htmlFor={id}>
        {volume}%
      </output>
    </div>
  );
}

/** Sound settings: master and per-category volumes, mutes, and the chat sounds; kept on this device. */
export function AudioSettingsPanel() {
  const muted = useAudioSettings((state) => state.muted);
  const { setMuted, reset } = audioSettingsStore.getState();
  return (
    <section className="settings-card audio-settings" aria-labelledby="audio-settings-title">
      <h2 id="audio-settings-title" className="settings-card__title">
        Sound
      </h2>
      <p className="settings-card__text">Saved on this device, for every account used on it.</p>
      <div className="audio-settings__rows">
        {CHANNELS.map((row) => (
          <VolumeRow key={row.channel} {...row} />
        ))}
      </div>
      <fieldset className="audio-settings__sounds">
        <legend className="audio-settings__legend">Chat sounds</legend>
        {CHAT_SOUNDS.map((sound) => {
          const on = !(muted[sound.key] ?? sound.mutedByDefault);
          return (
            <label key={sound.key} className="audio-settings__check">
              <input
                type="checkbox"
                checked={on}
                onChange={(event) => setMuted(sound.key, !event.currentTarget.checked)}
              />
              <span>{sound.label}</span>
            </label>
          );
        })}
      </fieldset>
      <button type="button" className="audio-settings__reset" onClick={reset}>
        Restore default sound settings
      </button>
    </section>
  );
}
