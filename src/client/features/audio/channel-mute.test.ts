import { describe, expect, it } from 'vitest';
import { AUDIO_SETTINGS_KEY, createAudioSettingsStore } from './audio-settings';
import { findSound } from './sounds';
import { decidePlay, DEFAULT_VOLUMES, type PlayContext } from './volume';

function memoryStorage(initial?: string) {
  const data = new Map<string, string>(initial ? [[AUDIO_SETTINGS_KEY, initial]] : []);
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const context = (overrides: Partial<PlayContext>): PlayContext => ({
  pageHidden: false,
  initialized: true,
  unlocked: true,
  sound: findSound('game.wheel-end'),
  muted: {},
  settings: DEFAULT_VOLUMES,
  ...overrides,
});

describe('channel mutes', () => {
  it('a muted category silences its sounds only; muting master silences all', () => {
    const wheel = findSound('game.wheel-end');
    const appear = findSound('ui.appear');
    expect(decidePlay(context({ mutedChannels: { game: true } }))).toEqual({
      play: false,
      reason: 'muted',
    });
    expect(decidePlay(context({ sound: appear, mutedChannels: { game: true } })).play).toBe(true);
    for (const sound of [wheel, appear]) {
      expect(decidePlay(context({ sound, mutedChannels: { all: true } })).play).toBe(false);
    }
    expect(decidePlay(context({ mutedChannels: { game: false } })).play).toBe(true);
  });

  it('are saved, keep the volume for unmuting, and survive a reload', () => {
    const storage = memoryStorage();
    const store = createAudioSettingsStore(storage);
    store.getState().setVolume('game', 70);
    store.getState().setChannelMuted('game', true);
    store.getState().setChannelMuted('all', true);
    const reloaded = createAudioSettingsStore(storage);
    expect(reloaded.getState()).toMatchObject({
      gameVolume: 70,
      mutedChannels: { game: true, all: true },
    });
    reloaded.getState().setChannelMuted('all', false);
    expect(createAudioSettingsStore(storage).getState().mutedChannels).toEqual({
      game: true,
      all: false,
    });
  });

  it('ignore unknown channels and non-boolean values in saved settings', () => {
    const store = createAudioSettingsStore(
      memoryStorage('{"mutedChannels":{"game":true,"voice":true,"chat":"yes"}}'),
    );
    expect(store.getState().mutedChannels).toEqual({ game: true });
  });

  it('are cleared by reset, with the volumes', () => {
    const store = createAudioSettingsStore(memoryStorage());
    store.getState().setChannelMuted('chat', true);
    store.getState().setVolume('all', 5);
    store.getState().reset();
    expect(store.getState()).toMatchObject({ mutedChannels: {}, masterVolume: 33 });
  });
});
