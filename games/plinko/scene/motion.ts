import { lerp } from '../../engine/glide';
import {
  bucketCentreX,
  contactX,
  contactY,
  restY,
  type PlinkoGeometry,
  type PlinkoTuning,
} from './geometry';

// Where a plinko ball is at any moment of its fall, without Phaser. The fall is a chain of
// timed segments: the release onto the top peg, one hop per row onto the peg the path
// names, and the last drop into the given bucket. Each segment starts and ends exactly on
// its contact point; the small per-ball wobble and bounce height vanish at both ends, so a
// ball can look loose but never leaves its path, and always rests in its bucket.

/** Durations (ms) and curves of one fall at its pace; reduced motion passes shorter durations. */
export interface FallTiming {
  release: number;
  hop: number;
  land: number;
  /** After landing: the ball's fade and its bucket's pulse. */
  fade: number;
  pulse: number;
  easings: PlinkoTuning['easings'];
  /** Sideways wobble, as a share of the peg spacing. */
  wobble: number;
  /** Extra bounce height, as a share of the row gap. */
  lift: number;
}

export interface Ball {
  id: string;
  path: readonly (0 | 1)[];
  bucket: number;
  /** Pegs the ball touches: one per row of the board (as far as the path goes). */
  contacts: number;
  /** Its timing, fixed at the drop: a setting changed mid-fall must not make it jump. */
  timing: FallTiming;
  /** Seed of this ball's wobble (from its id, so a replay looks the same). */
  seed: number;
  elapsed: number;
  /** Contacts already announced with a bounce sound. */
  heard: number;
  landed: boolean;
  /** `elapsed` on the frame it landed: the fade starts there, so that frame shows it whole. */
  landedAt: number;
  x: number;
  y: number;
}

export function fallTiming(
  tuning: PlinkoTuning,
  scale: (ms: number) => number,
  /** Scales the fade and pulse after landing (the same as `scale` unless told). */
  after: (ms: number) => number = scale,
): FallTiming {
  const { durations, easings, factors } = tuning;
  return {
    release: scale(durations.release),
    hop: scale(durations.hop),
    land: scale(durations.land),
    fade: after(durations.fade),
    pulse: after(durations.pulse),
    easings,
    wobble: factors.wobble,
    lift: factors.lift,
  };
}

/** FNV-1a of the id: a stable 32-bit seed. */
export function seedOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A deterministic value in [-1, 1] for (seed, index): integer hashing, no state, no allocation. */
export function noise(seed: number, index: number): number {
  let h = (seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h = (h ^ (h >>> 16)) >>> 0;
  return (h / 0xffffffff) * 2 - 1;
}

export function createBall(
  id: string,
  path: readonly (0 | 1)[],
  bucket: number,
  g: PlinkoGeometry,
  timing: FallTiming,
): Ball {
  return {
    id,
    path,
    bucket: Math.min(Math.max(Math.round(bucket), 0), g.rows),
    contacts: Math.max(1, Math.min(path.length, g.rows)),
    timing,
    seed: seedOf(id),
    elapsed: 0,
    heard: 0,
    landed: false,
    landedAt: 0,
    x: g.centreX,
    y: g.startY,
  };
}

/** Total time from release to rest. */
export function fallDuration(ball: Ball): number {
  const { timing } = ball;
  return timing.release + (ball.contacts - 1) * timing.hop + timing.land;
}

/** When the ball touches the peg of `row` (0-based). */
export function contactTime(row: number, timing: FallTiming): number {
  return timing.release + row * timing.hop;
}

/** How many pegs the ball has touched by `elapsed`. */
export function contactsBy(ball: Ball, elapsed: number): number {
  const { timing } = ball;
  if (elapsed < timing.release) return 0;
  if (timing.hop <= 0) return ball.contacts;
  return Math.min(ball.contacts, 1 + Math.floor((elapsed - timing.release) / timing.hop));
}

/** Rights taken in the first `rows` decisions of the path. */
function rightsBefore(path: readonly (0 | 1)[], rows: number): number {
  let rights = 0;
  for (let i = 0; i < rows; i++) rights += path[i] === 1 ? 1 : 0;
  return rights;
}

/** A bump that is 0 at both ends and 1 in the middle (exactly 0 at t = 0 and t = 1). */
function bump(t: number): number {
  return 4 * t * (1 - t);
}

/**
 * Puts the ball where it is `elapsed` ms after release (into ball.x / ball.y) and returns
 * true once it rests in its bucket. Writes in place: called every frame for every ball.
 */
export function placeBall(ball: Ball, elapsed: number, g: PlinkoGeometry): boolean {
  const { timing } = ball;
  const { easings } = timing;
  if (elapsed < timing.release) {
    // Released a touch off-centre, falling onto the top peg.
    const t = timing.release > 0 ? elapsed / timing.release : 1;
    const startX = g.centreX + noise(ball.seed, 0) * timing.wobble * g.spacing;
    ball.x = lerp(startX, g.centreX, easings.drift(t));
    ball.y = lerp(g.startY, contactY(g, 0), easings.release(t));
    return false;
  }
  const afterRelease = elapsed - timing.release;
  const hop = timing.hop > 0 ? Math.floor(afterRelease / timing.hop) + 1 : ball.contacts;
  // Segment `hop` runs from the contact on row hop - 1 to row hop, or into the bucket.
  const from = Math.min(hop, ball.contacts) - 1;
  const rights = rightsBefore(ball.path, from);
  const xa = contactX(g, from, rights);
  const ya = contactY(g, from);
  let xb: number;
  let yb: number;
  let t: number;
  let fall = easings.hop;
  if (hop < ball.contacts) {
    xb = contactX(g, hop, rights + (ball.path[from] === 1 ? 1 : 0));
    yb = contactY(g, hop);
    t = (afterRelease - (hop - 1) * timing.hop) / timing.hop;
  } else {
    const landStart = (ball.contacts - 1) * timing.hop;
    const landTime = afterRelease - landStart;
    xb = bucketCentreX(g, ball.bucket);
    yb = restY(g);
    fall = easings.land;
    if (timing.land <= 0 || landTime >= timing.land) {
      ball.x = xb;
      ball.y = yb;
      return true;
    }
    t = landTime / timing.land;
  }
  const shape = bump(t);
  ball.x =
    lerp(xa, xb, easings.drift(t)) + noise(ball.seed, 2 * hop) * timing.wobble * g.spacing * shape;
  ball.y =
    lerp(ya, yb, fall(t)) -
    (1 + noise(ball.seed, 2 * hop + 1)) * 0.5 * timing.lift * g.rowGap * shape;
  return false;
}
