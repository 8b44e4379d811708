import { lerp } from '../../engine/glide';
import { restY, type PlinkoGeometry, type PlinkoTuning } from './geometry';
import { sampleCount, type Trajectory } from './library';

// Where a plinko ball is at any moment of its fall, without Phaser: a recorded matter-js
// fall (./library.ts) replayed by elapsed time, stretched to the fall's fixed length (the
// reveal time the server holds the payout for) and read between samples, so it looks the
// same at any frame rate. A fall recorded into the mirror bucket plays mirrored.

/** Durations (ms) of one fall at its pace; reduced motion passes shorter durations. */
export interface FallTiming {
  /** From release to rest, by row count (the reveal time at this pace). */
  fall: (rows: number) => number;
  /** After landing: the ball's fade and its bucket's pulse. */
  fade: number;
  pulse: number;
}

export interface Ball {
  id: string;
  bucket: number;
  trajectory: Trajectory;
  mirror: boolean;
  /** Ms from release to rest as played: the recording is stretched to fit it. */
  duration: number;
  /** Ms of the recording up to where it meets the rest line, and where that is (board terms). */
  recorded: number;
  endX: number;
  endY: number;
  /** Fixed at the drop: a setting changed mid-fall must not make it jump. */
  fade: number;
  pulse: number;
  elapsed: number;
  /** Contacts already announced with a bounce sound. */
  heard: number;
  landed: boolean;
  /** `elapsed` on the frame it landed: the fade starts there, so that frame shows it whole. */
  landedAt: number;
  x: number;
  y: number;
  /** Radians: the recorded spin. */
  angle: number;
}

export function fallTiming(
  tuning: PlinkoTuning,
  scale: (ms: number) => number,
  /** Scales the fade and pulse after landing (the same as `scale` unless told). */
  after: (ms: number) => number = scale,
): FallTiming {
  const { release, hop, land, fade, pulse } = tuning.durations;
  return {
    fall: (rows) => scale(release + (rows - 1) * hop + land),
    fade: after(fade),
    pulse: after(pulse),
  };
}

/** Where (board terms) and when (recorded ms) the fall first meets the rest line of `g`. */
export function landing(t: Trajectory, g: PlinkoGeometry): { ms: number; x: number; y: number } {
  const line = (restY(g) - g.startY) / g.rowGap;
  const { samples } = t;
  const count = sampleCount(t);
  for (let i = 1; i < count; i++) {
    const y = samples[i * 3 + 1] as number;
    if (y < line) continue;
    const y0 = samples[i * 3 - 2] as number;
    const f = y === y0 ? 1 : (line - y0) / (y - y0);
    const x = lerp(samples[i * 3 - 3] as number, samples[i * 3] as number, f);
    return { ms: (i - 1 + f) * t.sampleMs, x, y: line };
  }
  const last = count - 1;
  return {
    ms: last * t.sampleMs,
    x: samples[last * 3] as number,
    y: samples[last * 3 + 1] as number,
  };
}

export function createBall(
  id: string,
  bucket: number,
  trajectory: Trajectory,
  mirror: boolean,
  g: PlinkoGeometry,
  timing: FallTiming,
): Ball {
  const end = landing(trajectory, g);
  return {
    id,
    bucket,
    trajectory,
    mirror,
    duration: timing.fall(g.rows),
    recorded: end.ms,
    endX: end.x,
    endY: end.y,
    fade: timing.fade,
    pulse: timing.pulse,
    elapsed: 0,
    heard: 0,
    landed: false,
    landedAt: 0,
    x: 0,
    y: 0,
    angle: 0,
  };
}

/** The recording's time at `elapsed` ms of play. */
function recordedAt(ball: Ball, elapsed: number): number {
  return ball.duration <= 0 ? ball.recorded : (elapsed * ball.recorded) / ball.duration;
}

/** How many pegs the ball has touched by `elapsed`. */
export function contactsBy(ball: Ball, elapsed: number): number {
  if (elapsed >= ball.duration) return ball.trajectory.contacts.length;
  const at = recordedAt(ball, elapsed);
  let n = 0;
  for (const contact of ball.trajectory.contacts) if (contact.ms <= at) n += 1;
  return n;
}

/**
 * Puts the ball where it is `elapsed` ms after release (into ball.x / y / angle) and
 * returns true once it rests on its bucket. Writes in place: called every frame for every ball.
 */
export function placeBall(ball: Ball, elapsed: number, g: PlinkoGeometry): boolean {
  const side = ball.mirror ? -1 : 1;
  const { samples, sampleMs } = ball.trajectory;
  let x: number;
  let y: number;
  let angle: number;
  const done = elapsed >= ball.duration;
  if (done) {
    x = ball.endX;
    y = ball.endY;
    const last = sampleCount(ball.trajectory) - 1;
    angle = samples[last * 3 + 2] as number;
  } else {
    const at = recordedAt(ball, elapsed) / sampleMs;
    const i = Math.min(Math.floor(at), sampleCount(ball.trajectory) - 2);
    const f = at - i;
    x = lerp(samples[i * 3] as number, samples[i * 3 + 3] as number, f);
    y = lerp(samples[i * 3 + 1] as number, samples[i * 3 + 4] as number, f);
    angle = lerp(samples[i * 3 + 2] as number, samples[i * 3 + 5] as number, f);
  }
  ball.x = g.centreX + side * x * g.spacing;
  ball.y = g.startY + y * g.rowGap;
  ball.angle = side * angle;
  return done;
}
