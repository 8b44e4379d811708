import type { SoundCategory, SoundItem } from './sounds';

export interface VolumeSettings {
  masterVolume: number;
  uiVolume: number;
  chatVolume: number;
  gameVolume: number;
}

export const DEFAULT_VOLUMES: VolumeSettings = {
  masterVolume: 33,
  uiVolume: 50,
  chatVolume: 50,
  gameVolume: 50,
};

/** 'all' is the master slider. */
export type VolumeChannel = SoundCategory | 'all';

export function settingKey(channel: VolumeChannel): keyof VolumeSettings {
  return channel === 'all' ? 'masterVolume' : `${channel}Volume`;
}

/** Keeps a slider value in 0-100 (NaN counts as 0). */
export function clampVolume(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/** item/100 × master/100 × category/100, in 0-1 for howler. */
export function computeVolume(
  item: Pick<SoundItem, 'volume' | 'category'>,
  settings: VolumeSettings,
): number {
  return (
    (clampVolume(item.volume) / 100) *
    (clampVolume(settings.masterVolume) / 100) *
    (clampVolume(settings[settingKey(item.category)]) / 100)
  );
}

export type SkipReason = 'hidden' | 'uninitialized' | 'locked' | 'unknown' | 'muted' | 'silent';

export interface PlayContext {
  pageHidden: boolean;
  initialized: boolean;
  /** The browser allows audio: the player has interacted with the page. */
  unlocked: boolean;
  sound: SoundItem | undefined;
  /** Per-sound mute overrides from the settings (name -> muted). */
  muted: Readonly<Record<string, boolean>>;
  /** Muted sliders: 'all' silences everything, a category its sounds. */
  mutedChannels?: Readonly<Partial<Record<VolumeChannel, boolean>>>;
  settings: VolumeSettings;
}

export type PlayDecision = { play: true; volume: number } | { play: false; reason: SkipReason };

/** Whether a sound may play now, and how loud (spec: hidden page, uninitialised, unknown, 0 volume). */
export function decidePlay(context: PlayContext): PlayDecision {
  if (context.pageHidden) return { play: false, reason: 'hidden' };
  if (!context.initialized) return { play: false, reason: 'uninitialized' };
  const { sound } = context;
  if (!sound) return { play: false, reason: 'unknown' };
  if (!context.unlocked) return { play: false, reason: 'locked' };
  const key = `${sound.category}.${sound.name}`;
  if (context.muted[key] ?? sound.isMuted) return { play: false, reason: 'muted' };
  if (context.mutedChannels?.all || context.mutedChannels?.[sound.category])
    return { play: false, reason: 'muted' };
  const volume = computeVolume(sound, context.settings);
  if (volume <= 0) return { play: false, reason: 'silent' };
  return { play: true, volume };
}

/** Picks the file for one play: a random variant when there are several. */
export function pickFile(files: readonly string[], random: () => number = Math.random): string {
  const index = Math.min(files.length - 1, Math.floor(random() * files.length));
  return files[index] ?? '';
}
