import type { EasingTable } from '../../../games/engine/easings';
import { validateTuning, type TuningFile } from '../../../games/engine/tuning';

// Presets: named sets of a game's tuning values, applied live in the viewer. Three are
// built in (the game's tuning.json, and it played faster or slower by scaling every
// duration); the designers' own are kept per game in the browser's localStorage.

export interface Preset {
  name: string;
  tuning: TuningFile;
  builtIn: boolean;
}

export type PresetStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The longest duration a tuning may hold (games/engine/tuning.ts refuses longer). */
const MAX_DURATION_MS = 60_000;

/** Built-in presets: the name and the factor every duration is scaled by. */
export const BUILT_IN_SCALES: readonly (readonly [string, number])[] = [
  ['Default', 1],
  ['Snappy', 0.6],
  ['Cinematic', 1.6],
];

/** `tuning` with every duration scaled by `factor` (whole ms, within the allowed range). */
export function scaleDurations(tuning: TuningFile, factor: number): TuningFile {
  const durations = Object.fromEntries(
    Object.entries(tuning.durations).map(([key, ms]) => [
      key,
      Math.min(MAX_DURATION_MS, Math.max(0, Math.round(ms * factor))),
    ]),
  );
  return { ...structuredClone(tuning), durations };
}

export function builtInPresets(tuning: TuningFile): Preset[] {
  return BUILT_IN_SCALES.map(([name, factor]) => ({
    name,
    tuning: scaleDurations(tuning, factor),
    builtIn: true,
  }));
}

const keyOf = (game: string) => `scene-viewer:presets:${game}`;

function readAll(storage: PresetStorage, game: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyOf(game)) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * The designer's presets for `game`, each checked against its tuning.json as it is now:
 * one saved before a setting was added or removed is left out and named in `stale`. `own`:
 * the game's own curves, which a preset may name besides the engine's.
 */
export function userPresets(
  storage: PresetStorage,
  game: string,
  reference: TuningFile,
  own: EasingTable,
): { presets: Preset[]; stale: string[] } {
  const presets: Preset[] = [];
  const stale: string[] = [];
  for (const [name, tuning] of Object.entries(readAll(storage, game))) {
    if (validateTuning(tuning, reference, own).length > 0) stale.push(name);
    else presets.push({ name, tuning: tuning as TuningFile, builtIn: false });
  }
  return { presets: presets.sort((a, b) => a.name.localeCompare(b.name)), stale };
}

/** Saves (or replaces) a preset; returns the problem instead when there is one. */
export function saveUserPreset(
  storage: PresetStorage,
  game: string,
  name: string,
  tuning: TuningFile,
  reference: TuningFile,
  own: EasingTable,
): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Name the preset first';
  if (BUILT_IN_SCALES.some(([builtIn]) => builtIn.toLowerCase() === trimmed.toLowerCase())) {
    return `${trimmed} is a built-in preset`;
  }
  const errors = validateTuning(tuning, reference, own);
  if (errors.length > 0) return errors.join('; ');
  storage.setItem(keyOf(game), JSON.stringify({ ...readAll(storage, game), [trimmed]: tuning }));
  return null;
}

export function deleteUserPreset(storage: PresetStorage, game: string, name: string): void {
  const all = readAll(storage, game);
  delete all[name];
  storage.setItem(keyOf(game), JSON.stringify(all));
}
