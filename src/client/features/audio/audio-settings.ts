import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  clampVolume,
  DEFAULT_VOLUMES,
  settingKey,
  type VolumeChannel,
  type VolumeSettings,
} from './volume';

export const AUDIO_SETTINGS_KEY = 'gemdrop.audio';

export interface AudioSettingsState extends VolumeSettings {
  /** Per-sound mute overrides (`category.name` -> muted); absent means the sound's default. */
  muted: Record<string, boolean>;
  /** Muted sliders ('all' is master); the volume is kept for when it is unmuted. */
  mutedChannels: Partial<Record<VolumeChannel, boolean>>;
  setVolume(channel: VolumeChannel, value: number): void;
  setMuted(sound: string, muted: boolean): void;
  setChannelMuted(channel: VolumeChannel, muted: boolean): void;
  reset(): void;
}

type Persisted = VolumeSettings & {
  muted: Record<string, boolean>;
  mutedChannels: Partial<Record<VolumeChannel, boolean>>;
};

const CHANNELS: readonly VolumeChannel[] = ['all', 'game', 'chat', 'ui'];

/** The part of Web Storage used here (absent in tests and private modes that throw). */
export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

function readSaved(storage: SettingsStorage | undefined): Partial<Persisted> {
  try {
    const raw = storage?.getItem(AUDIO_SETTINGS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (typeof parsed !== 'object' || parsed === null) return {};
    const saved = parsed as Record<string, unknown>;
    const result: Partial<Persisted> = {};
    for (const key of Object.keys(DEFAULT_VOLUMES) as (keyof VolumeSettings)[]) {
      const value = saved[key];
      if (typeof value === 'number') result[key] = clampVolume(value);
    }
    if (typeof saved.muted === 'object' && saved.muted !== null) {
      result.muted = Object.fromEntries(
        Object.entries(saved.muted).filter(([, value]) => typeof value === 'boolean'),
      ) as Record<string, boolean>;
    }
    if (typeof saved.mutedChannels === 'object' && saved.mutedChannels !== null) {
      const channels = saved.mutedChannels as Record<string, unknown>;
      result.mutedChannels = Object.fromEntries(
        CHANNELS.filter((channel) => typeof channels[channel] === 'boolean').map((channel) => [
          channel,
          channels[channel] as boolean,
        ]),
      );
    }
    return result;
  } catch {
    return {};
  }
}

export function createAudioSettingsStore(
  storage: SettingsStorage | undefined,
): StoreApi<AudioSettingsState> {
  const store = createStore<AudioSettingsState>()((set) => ({
    ...DEFAULT_VOLUMES,
    muted: {},
    mutedChannels: {},
    ...readSaved(storage),
    setVolume: (channel, value) => set({ [settingKey(channel)]: clampVolume(value) }),
    setMuted: (sound, muted) => set((state) => ({ muted: { ...state.muted, [sound]: muted } })),
    setChannelMuted: (channel, muted) =>
      set((state) => ({ mutedChannels: { ...state.mutedChannels, [channel]: muted } })),
    reset: () => set({ ...DEFAULT_VOLUMES, muted: {}, mutedChannels: {} }),
  }));
  store.subscribe((state) => {
    const saved: Persisted = {
      masterVolume: state.masterVolume,
      uiVolume: state.uiVolume,
      chatVolume: state.chatVolume,
      gameVolume: state.gameVolume,
      muted: state.muted,
      mutedChannels: state.mutedChannels,
    };
    try {
      storage?.setItem(AUDIO_SETTINGS_KEY, JSON.stringify(saved));
    } catch {
      // Storage full or forbidden: the settings still apply for this visit.
    }
  });
  return store;
}

function browserStorage(): SettingsStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export const audioSettingsStore = createAudioSettingsStore(browserStorage());

export function useAudioSettings<T>(selector: (state: AudioSettingsState) => T): T {
  return useStore(audioSettingsStore, selector);
}
