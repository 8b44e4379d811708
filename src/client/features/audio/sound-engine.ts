import type { Howl } from 'howler';
import { reportWarning } from '../../lib/report-error';
import { audioSettingsStore } from './audio-settings';
import { findSound, soundFiles, type SoundName } from './sounds';
import { decidePlay, pickFile, type PlayDecision } from './volume';

/**
 * What plays a sound once the page may: the settings, the sound list, the volume rules and
 * howler. Its own chunk, loaded by `playSound` (audio-player.ts) on the first sound that
 * may play, so the lobby's first paint does without it; howler is a further chunk.
 */
let howlerModule: Promise<typeof import('howler')> | null = null;
const howls = new Map<string, Howl>();

/** The page's state when the sound was asked for (audio-player.ts keeps it). */
export interface PlayGate {
  pageHidden: boolean;
  initialized: boolean;
  unlocked: boolean;
}

/** What playing `name` would do with these settings (exported for diagnostics and tests). */
export function playDecision(name: SoundName, gate: PlayGate): PlayDecision {
  const settings = audioSettingsStore.getState();
  return decidePlay({
    ...gate,
    sound: findSound(name),
    muted: settings.muted,
    mutedChannels: settings.mutedChannels,
    settings,
  });
}

/** Plays `name` at `gain` (0-1) when the settings allow it. */
export function play(name: SoundName, gain: number, gate: PlayGate): void {
  const decision = playDecision(name, gate);
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
