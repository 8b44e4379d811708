import { GAME_SOUNDS } from '../../../../games/registry.client';

/** Where a sound's volume comes from besides its own: the category slider and master. */
export type SoundCategory = 'game' | 'chat' | 'ui';

export interface SoundItem {
  name: string;
  category: SoundCategory;
  /** The file, or the pattern of its variants (`{n}` from 1). */
  src: string;
  /** 0-100, relative to the category and master volumes. */
  volume: number;
  /** How many files `src` has; one is picked at random per play. */
  variants?: number;
  isMuted: boolean;
}

type Entry = [name: string, volume: number, options?: { variants?: number; isMuted?: boolean }];

function category(name: SoundCategory, entries: Entry[]): SoundItem[] {
  return entries.map(([sound, volume, options = {}]) => ({
    name: sound,
    category: name,
    src: `/audio/${name}/${sound}${options.variants ? '-{n}' : ''}.wav`,
    volume,
    ...(options.variants ? { variants: options.variants } : {}),
    isMuted: options.isMuted ?? false,
  }));
}

/** Every sound of the spec (section 9) with its volume, variants and default mute. */
export const SOUNDS: readonly SoundItem[] = [
  // Each game declares its own (games/<game>/sounds.ts); the engine, the shared ones.
  ...category(
    'game',
    GAME_SOUNDS.map(({ name, volume, ...options }): Entry => [name, volume, options]),
  ),
  ...category('chat', [
    ['message', 30, { isMuted: true }],
    ['mention', 60],
    ['system', 40],
    ['open-mute-menu', 70],
    ['muted', 30],
  ]),
  ...category('ui', [
    ['tactile', 10],
    ['input', 20],
    ['bright', 10],
    ['dim', 10],
    ['epic', 20],
    ['appear', 20],
    ['disappear', 20],
    ['error', 40],
    ['clear', 20],
    ['collect', 30],
    ['collect-gift', 30],
    ['ping', 10],
    ['cashier', 75],
  ]),
];

/** A sound is named `category.name`, e.g. `ui.appear`; the UI sounds also answer to their bare name. */
export type SoundName = string;

const byName = new Map<string, SoundItem>();
for (const sound of SOUNDS) {
  byName.set(`${sound.category}.${sound.name}`, sound);
  if (sound.category === 'ui') byName.set(sound.name, sound);
}

export function findSound(name: SoundName): SoundItem | undefined {
  return byName.get(name);
}

/** Every file a sound can play (its variants expanded). */
export function soundFiles(sound: SoundItem): string[] {
  if (!sound.variants) return [sound.src];
  return Array.from({ length: sound.variants }, (_, i) => sound.src.replace('{n}', String(i + 1)));
}
