// Frame deltas as a browser hands them out, for the landing tests of the motion modules:
// a steady rate plus one long frame (a stalled tab, a GC pause) at a random moment.

export const FRAME_RATES = [30, 60, 144] as const;

export interface FrameClock {
  /** The next frame's delta in ms. */
  next(): number;
  /** Total ms handed out so far. */
  readonly elapsed: number;
}

/**
 * `rng` picks when the long frame falls (within the first `longFrameWithin` frames) and how
 * long it is (150-700 ms), so a seed reproduces the exact frame sequence.
 */
export function frameClock(fps: number, rng: () => number, longFrameWithin = 90): FrameClock {
  const delta = 1000 / fps;
  const longAt = Math.floor(rng() * longFrameWithin);
  const longMs = 150 + rng() * 550;
  let frame = 0;
  let elapsed = 0;
  return {
    next() {
      const d = frame === longAt ? longMs : delta;
      frame += 1;
      elapsed += d;
      return d;
    },
    get elapsed() {
      return elapsed;
    },
  };
}

/** Steps `step` with the clock's deltas until `finished()` or `limitMs` of frame time passes. */
export function runFrames(
  clock: FrameClock,
  step: (dt: number) => void,
  finished: () => boolean,
  limitMs = 60_000,
): number {
  let frames = 0;
  while (!finished() && clock.elapsed < limitMs) {
    step(clock.next());
    frames += 1;
  }
  return frames;
}
