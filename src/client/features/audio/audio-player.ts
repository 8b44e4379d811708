import { reportWarning } from '../../lib/report-error';
import type { SoundName } from './sounds';

/**
 * The app's sound player. Created by `initAudio()`; the rest (settings, the sound list,
 * volumes: sound-engine.ts) downloads with the first sound that may play, howler after it,
 * and each file loads the first time it plays.
 */
let initialized = false;
let unlocked = false;
let engine: Promise<typeof import('./sound-engine')> | null = null;

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

/** Plays a sound by name (`ui.appear`, `game.plinko-bounce`, or a bare UI name like `error`). */
/** `gain` (0-1) scales this one play, e.g. a scene's softer late bounces. */
export function playSound(name: SoundName, gain = 1): void {
  const gate = {
    pageHidden: typeof document !== 'undefined' && document.visibilityState === 'hidden',
    initialized,
    unlocked,
  };
  // Nothing may play yet (hidden, or no interaction): nothing downloads either.
  if (gate.pageHidden || !gate.initialized || !gate.unlocked) return;
  engine ??= import('./sound-engine');
  engine
    .then((loaded) => loaded.play(name, gain, gate))
    .catch((error: unknown) => {
      engine = null;
      reportWarning('Sound could not play', error);
    });
}
