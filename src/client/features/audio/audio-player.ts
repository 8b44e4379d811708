import type { Howl } from 'howler';
import { reportWarning } from '../../lib/report-error';
import { audioSettingsStore } from './audio-settings';
import { findSound, soundFiles, type SoundName } from './sounds';
import { decidePlay, pickFile, type PlayDecision } from './volume';

/**
 * The app's sound player. Created by `initAudio()`; howler itself is only downloaded on the
 * first sound that may play, and each file loads the first time it plays.
 */
let initialized = false;
let unlocked = false;
let howlerModule: Promise<typeof import('howler')> | null = null;
const howls = new Map<string, Howl>();

const UNLOCK_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

function unlock(): void {
  unlocked = true;
  for (const event of UNLOCK_EVENTS) window.removeEventListener(event, unlock, true);
}

/** Creates the player; the first user interaction unlocks audio (browsers' autoplay rule). */
export function initAudio(): void {
  if (initialized || typeof window === 'undefined') return;
  initialized = true;
  for (const event of UNLOCK_EVENTS) window.addEventListener(event, unlock, true);
}

/** What `playSound` would do now (exported for diagnostics and tests). */
export function playDecision(name: SoundName): PlayDecision {
  const settings = audioSettingsStore.getState();
  return decidePlay({
    pageHidden: typeof document !== 'undefined' && document.visibilityState === 'hidden',
    initialized,
    unlocked,
    sound: findSound(name),
    muted: settings.muted,
    mutedChannels: settings.mutedChannels,
    settings,
  });
}

/** Plays a sound by name (`ui.appear`, `game.plinko-bounce`, or a bare UI name like `error`). */
/** `gain` (0-1) scales this one play, e.g. a scene's softer late bounces. */
export function playSound(name: SoundName, gain = 1): void {
  const decision = playDecision(name);
  const sound = findSound(name);
  if (!decision.play || !sound) return;
  const file = pickFile(soundFiles(sound));
  howlerModule ??= import('howler');
  howlerModule
    .then(({ Howl }) => {
      let howl = howls.get(file);
      if (!howl) {
        howl = new Howl({ src: [file], preload: true });
        howls.set(file, howl);
      }
      const id = howl.play();
      howl.volume(decision.volume * Math.min(1, Math.max(0, gain)), id);
    })
    .catch((error: unknown) => {
      howlerModule = null;
      reportWarning('Sound could not play', error);
    });
}
