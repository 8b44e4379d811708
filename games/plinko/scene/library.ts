// The recorded falls (games/plinko/trajectories/library.json, built by
// tools/plinko-trajectories): real matter-js drops, kept as samples at a fixed rate and
// decoded here without Phaser. Positions are in board terms, not pixels: x in peg spacings
// from the centre, y in row gaps below the release point, so a recorded fall fits the board
// it is played on. Positions are whole 1/scale units, stored as the change of each step
// (second differences): in free flight those are near constant, so the file is small and
// compresses well, and decoding sums whole numbers, so nothing drifts. Each difference is
// one printable character (see DIGITS), so gzip sees them byte for byte.

export const LIBRARY_VERSION = 1;

/** One recorded drop as stored. */
export interface StoredTrajectory {
  /** The bucket the simulation ended in. */
  bucket: number;
  /** The drop's start: x0, vx0, spin0 (see tools/plinko-trajectories/physics.ts). */
  input: readonly number[];
  /** Peg contacts as text (encodeContacts): samples since the last contact, and loudness. */
  contacts: string;
  /** Second differences (from rest at 0) as text: every x, then every y, then every angle. */
  data: string;
}

export interface PlinkoLibrary {
  version: number;
  /** Ms between samples. */
  sampleMs: number;
  /** Units per spacing (x), per row gap (y) and per turn (angle). */
  scale: number;
  /** The board sizes and factors it was recorded on (a test keeps them equal to the tuning). */
  board: Record<string, number>;
  physics: Record<string, number>;
  /** Per row count, every recorded drop. */
  boards: Record<string, StoredTrajectory[]>;
}

/** A decoded drop, in board terms (see above). */
export interface Trajectory {
  bucket: number;
  sampleMs: number;
  /** x, y, angle (radians) per sample. */
  samples: Float32Array;
  /** When (ms) the ball touches a peg, and how loud (0..1), in order. */
  contacts: { ms: number; gain: number }[];
}

export function sampleCount(t: Trajectory): number {
  return t.samples.length / 3;
}

/** '#' .. '}' without the backslash: JSON keeps them as they are. */
const DIGITS = Array.from({ length: 91 }, (_, i) => String.fromCharCode(35 + i))
  .filter((c) => c !== '\\')
  .join('');
/** A difference from -ZERO to DIGITS.length - 1 - ZERO is one digit; any other is ESCAPE and two. */
const ZERO = 44;
const ESCAPE = '~';
const BASE = DIGITS.length;

function toDifferences(text: string): number[] {
  const values: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === ESCAPE) {
      const high = DIGITS.indexOf(text[i + 1] as string);
      const low = DIGITS.indexOf(text[i + 2] as string);
      values.push(high * BASE + low - (BASE * BASE) / 2);
      i += 2;
    } else {
      values.push(DIGITS.indexOf(text[i] as string) - ZERO);
    }
  }
  return values;
}

function fromDifferences(values: readonly number[]): string {
  let text = '';
  for (const v of values) {
    const digit = v + ZERO;
    if (digit >= 0 && digit < BASE) {
      text += DIGITS[digit];
    } else {
      const shifted = v + (BASE * BASE) / 2;
      text += ESCAPE + DIGITS[Math.floor(shifted / BASE)] + DIGITS[shifted % BASE];
    }
  }
  return text;
}

export function decodeTrajectory(stored: StoredTrajectory, library: PlinkoLibrary): Trajectory {
  const steps = toDifferences(stored.data);
  const samples = new Float32Array(steps.length);
  const unit = 1 / library.scale;
  const turn = (2 * Math.PI) / library.scale;
  const count = steps.length / 3;
  for (let axis = 0; axis < 3; axis++) {
    const size = axis === 2 ? turn : unit;
    let position = 0;
    let step = 0;
    for (let i = 0; i < count; i++) {
      step += steps[axis * count + i] as number;
      position += step;
      samples[i * 3 + axis] = position * size;
    }
  }
  return {
    bucket: stored.bucket,
    sampleMs: library.sampleMs,
    samples,
    contacts: decodeContacts(stored.contacts, library.sampleMs),
  };
}

/** Loudness steps of a contact: 0 (silent) .. GAIN_STEPS (full). */
export const GAIN_STEPS = 40;

/** Contacts ([sample, gain 0..1] in order) as text: the gap in samples, then the gain step. */
export function encodeContacts(contacts: readonly [number, number][]): string {
  let previous = 0;
  const values: number[] = [];
  for (const [sample, gain] of contacts) {
    values.push(sample - previous, Math.round(gain * GAIN_STEPS));
    previous = sample;
  }
  return fromDifferences(values);
}

function decodeContacts(text: string, sampleMs: number): Trajectory['contacts'] {
  const values = toDifferences(text);
  const contacts: Trajectory['contacts'] = [];
  let sample = 0;
  for (let i = 0; i < values.length; i += 2) {
    sample += values[i] as number;
    contacts.push({ ms: sample * sampleMs, gain: (values[i + 1] as number) / GAIN_STEPS });
  }
  return contacts;
}

/**
 * Samples (x, y, angle per sample, in board terms) as text, or null when a difference is
 * out of what two digits hold (the generator then drops the fall).
 */
export function encodeSamples(samples: readonly number[], scale: number): string | null {
  const steps: number[] = Array.from({ length: samples.length }, () => 0);
  const limit = (BASE * BASE) / 2;
  const count = samples.length / 3;
  for (let axis = 0; axis < 3; axis++) {
    const units = axis === 2 ? scale / (2 * Math.PI) : scale;
    let position = 0;
    let step = 0;
    for (let i = 0; i < count; i++) {
      const q = Math.round((samples[i * 3 + axis] as number) * units);
      const change = q - position - step;
      if (change < -limit || change >= limit) return null;
      steps[axis * count + i] = change;
      step = q - position;
      position = q;
    }
  }
  return fromDifferences(steps);
}
