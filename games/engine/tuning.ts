import { easingsWith, type Easing, type EasingTable } from './easings';

// A game's tuning.json: the constants designers tune in the scene viewer. Every file has
// the same five sections so the viewer can build its controls from any of them, and the
// same checks guard both the scene that reads a file and the viewer endpoint that writes it.

export const TUNING_SECTIONS = ['durations', 'easings', 'colours', 'sizes', 'factors'] as const;
export type TuningSection = (typeof TUNING_SECTIONS)[number];

export interface TuningFile {
  /** Milliseconds. */
  durations: Record<string, number>;
  /** Names of curves: the engine's (games/engine/easings.ts) or the game's own. */
  easings: Record<string, string>;
  /** `#rrggbb`. */
  colours: Record<string, string>;
  /** Board units (each scene fits its board to the canvas). */
  sizes: Record<string, number>;
  /** Unitless: ratios, gains, counts. */
  factors: Record<string, number>;
}

/** A tuning file made ready to use: curves looked up, colours as numbers for Phaser. */
export interface Tuning<T extends TuningFile> {
  durations: { readonly [K in keyof T['durations']]: number };
  easings: { readonly [K in keyof T['easings']]: Easing };
  /** `0xrrggbb`, for fills and strokes. */
  colours: { readonly [K in keyof T['colours']]: number };
  /** The same colours as CSS text, for text styles. */
  css: { readonly [K in keyof T['colours']]: string };
  sizes: { readonly [K in keyof T['sizes']]: number };
  factors: { readonly [K in keyof T['factors']]: number };
}

const COLOUR = /^#[0-9a-f]{6}$/i;
/** Ranges that keep a typo from freezing a scene (an hour-long flip) or blowing it up. */
const LIMITS: Record<Exclude<TuningSection, 'easings' | 'colours'>, [number, number]> = {
  durations: [0, 60_000],
  sizes: [0, 10_000],
  factors: [0, 1_000],
};

export function parseColour(hex: string): number {
  if (!COLOUR.test(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return Number.parseInt(hex.slice(1), 16);
}

function mapValues<V, W>(record: Record<string, V>, f: (v: V, key: string) => W) {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, f(v, k)]));
}

/**
 * Looks up every easing (the engine's curves and `own`, the game's) and colour; throws on a
 * value the checks would refuse.
 */
export function resolveTuning<T extends TuningFile>(file: T, own?: EasingTable): Tuning<T> {
  const errors = validateTuning(file, file, own);
  if (errors.length > 0) throw new Error(`Bad tuning: ${errors.join('; ')}`);
  const easings = easingsWith(own);
  return {
    durations: { ...file.durations },
    easings: mapValues(file.easings, (name) => easings[name] as Easing),
    colours: mapValues(file.colours, parseColour),
    css: mapValues(file.colours, (hex) => hex.toLowerCase()),
    sizes: { ...file.sizes },
    factors: { ...file.factors },
  } as Tuning<T>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks `candidate` against the shape of `reference` (a game's current tuning file):
 * the same sections with the same keys, every value in range, and every easing a curve of
 * the engine's or of `own` (the game's). Returns the problems, none when it is fine.
 */
export function validateTuning(
  candidate: unknown,
  reference: TuningFile,
  own?: EasingTable,
): string[] {
  if (!isRecord(candidate)) return ['tuning must be an object'];
  const easings = easingsWith(own);
  const errors: string[] = [];
  for (const key of Object.keys(candidate)) {
    if (!(TUNING_SECTIONS as readonly string[]).includes(key))
      errors.push(`unknown section ${key}`);
  }
  for (const section of TUNING_SECTIONS) {
    const values = candidate[section];
    if (!isRecord(values)) {
      errors.push(`${section} must be an object`);
      continue;
    }
    const expected = Object.keys(reference[section]);
    for (const key of Object.keys(values)) {
      if (!expected.includes(key)) errors.push(`${section}.${key} is not a known setting`);
    }
    for (const key of expected) {
      const value = values[key];
      const where = `${section}.${key}`;
      if (value === undefined) {
        errors.push(`${where} is missing`);
      } else if (section === 'easings') {
        if (typeof value !== 'string' || !Object.hasOwn(easings, value)) {
          errors.push(`${where} must be one of ${Object.keys(easings).join(', ')}`);
        }
      } else if (section === 'colours') {
        if (typeof value !== 'string' || !COLOUR.test(value)) {
          errors.push(`${where} must be a #rrggbb colour`);
        }
      } else {
        const [min, max] = LIMITS[section];
        if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
          errors.push(`${where} must be a number from ${min} to ${max}`);
        }
      }
    }
  }
  return errors;
}
