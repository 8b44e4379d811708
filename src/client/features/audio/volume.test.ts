import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAudioSettingsStore, AUDIO_SETTINGS_KEY } from './audio-settings';
import { findSound, SOUNDS, soundFiles } from './sounds';
import { computeVolume, decidePlay, DEFAULT_VOLUMES, pickFile, type PlayContext } from './volume';

const publicDir = resolve(import.meta.dirname, '../../../../public');
const gamesDir = resolve(import.meta.dirname, '../../../../games');

/** Every `'game.…'` or `'ui.…'` name written in the games' code (tests left out). */
function soundNamesInGames(): string[] {
  const files = readdirSync(gamesDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  const names = files.flatMap((file) =>
    [...readFileSync(join(gamesDir, file), 'utf8').matchAll(/'((?:game|ui)\.[a-z0-9-]+)'/g)].map(
      (match) => match[1] as string,
    ),
  );
  return [...new Set(names)].sort();
}

function context(overrides: Partial<PlayContext> = {}): PlayContext {
  return {
    pageHidden: false,
    initialized: true,
    unlocked: true,
    sound: findSound('appear'),
    muted: {},
    settings: DEFAULT_VOLUMES,
    ...overrides,
  };
}

describe('sound catalogue', () => {
  it('has every sound of the spec with its volume, variants and default mute', () => {
    expect(SOUNDS).toHaveLength(14 + 5 + 13);
    expect(findSound('game.plinko-bounce')).toMatchObject({ volume: 20, variants: 5 });
    expect(findSound('game.roulette-bet')).toMatchObject({ volume: 20, variants: 2 });
    expect(findSound('game.wheel-end')?.volume).toBe(50);
    expect(findSound('chat.message')).toMatchObject({ volume: 30, isMuted: true });
    expect(findSound('chat.open-mute-menu')?.volume).toBe(70);
    expect(findSound('ui.cashier')?.volume).toBe(75);
    expect(findSound('error')).toBe(findSound('ui.error'));
    expect(findSound('nope')).toBeUndefined();
  });

  it('takes each game sound from the game that declares it, none lost or added', () => {
    const game = SOUNDS.filter((sound) => sound.category === 'game').map((sound) => sound.name);
    expect(game.sort()).toEqual(
      [
        'wheel-tick',
        'wheel-end',
        'case-open',
        'case-rare-win',
        'case-big-win',
        'plinko-bounce',
        'plinko-finish',
        'mines-explosion',
        'mines-reveal',
        'battle-start',
        'battle-end',
        'roulette-bet',
        'roulette-spin',
        'roulette-end',
      ].sort(),
    );
  });

  it('has every sound a scene names', () => {
    const names = soundNamesInGames();
    expect(names).toContain('game.plinko-bounce');
    expect(names.filter((name) => !findSound(name))).toEqual([]);
  });

  it('has a generated file for every sound and variant', () => {
    const missing = SOUNDS.flatMap(soundFiles).filter((src) => !existsSync(publicDir + src));
    expect(missing).toEqual([]);
  });
});

describe('volume maths', () => {
  it('multiplies item, master and category percentages', () => {
    const appear = findSound('ui.appear')!;
    expect(computeVolume(appear, DEFAULT_VOLUMES)).toBeCloseTo(0.2 * 0.33 * 0.5);
    expect(
      computeVolume(findSound('game.wheel-end')!, { ...DEFAULT_VOLUMES, gameVolume: 100 }),
    ).toBeCloseTo(0.5 * 0.33);
    expect(computeVolume(appear, { ...DEFAULT_VOLUMES, masterVolume: 0 })).toBe(0);
    expect(computeVolume(appear, { ...DEFAULT_VOLUMES, uiVolume: 250 })).toBeCloseTo(0.2 * 0.33);
  });
});

describe('play guard', () => {
  it('plays a known sound on a visible page once initialised and unlocked', () => {
    expect(decidePlay(context())).toEqual({ play: true, volume: 0.2 * 0.33 * 0.5 });
  });

  it.each([
    [{ pageHidden: true }, 'hidden'],
    [{ initialized: false }, 'uninitialized'],
    [{ sound: undefined }, 'unknown'],
    [{ unlocked: false }, 'locked'],
    [{ settings: { ...DEFAULT_VOLUMES, uiVolume: 0 } }, 'silent'],
    [{ sound: findSound('chat.message') }, 'muted'],
    [{ muted: { 'ui.appear': true } }, 'muted'],
  ] as const)('skips when %o', (overrides, reason) => {
    expect(decidePlay(context(overrides))).toEqual({ play: false, reason });
  });

  it('lets a player unmute a sound that is muted by default', () => {
    const decision = decidePlay(
      context({ sound: findSound('chat.message'), muted: { 'chat.message': false } }),
    );
    expect(decision.play).toBe(true);
  });

  it('picks a random variant within range', () => {
    const files = soundFiles(findSound('game.plinko-bounce')!);
    expect(files).toEqual([1, 2, 3, 4, 5].map((n) => `/audio/game/plinko-bounce-${n}.wav`));
    expect(pickFile(files, () => 0)).toBe(files[0]);
    expect(pickFile(files, () => 0.9999)).toBe(files[4]);
  });
});

describe('audio settings', () => {
  function memoryStorage(initial?: string) {
    const data = new Map<string, string>(initial ? [[AUDIO_SETTINGS_KEY, initial]] : []);
    return {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      data,
    };
  }

  it('starts at the spec defaults and persists changes', () => {
    const storage = memoryStorage();
    const store = createAudioSettingsStore(storage);
    expect(store.getState()).toMatchObject({
      masterVolume: 33,
      uiVolume: 50,
      chatVolume: 50,
      gameVolume: 50,
    });
    store.getState().setVolume('all', 80);
    store.getState().setVolume('chat', 120);
    store.getState().setMuted('chat.message', false);
    const reloaded = createAudioSettingsStore(storage);
    expect(reloaded.getState()).toMatchObject({
      masterVolume: 80,
      chatVolume: 100,
      muted: { 'chat.message': false },
    });
  });

  it('ignores corrupt saved settings', () => {
    const store = createAudioSettingsStore(memoryStorage('{"masterVolume":"loud",'));
    expect(store.getState().masterVolume).toBe(33);
    expect(createAudioSettingsStore(undefined).getState().gameVolume).toBe(50);
  });
});
