// The physics the library was recorded with. Changing any of it changes every trajectory:
// run the generator again (the library's version says which physics it holds).

export const PHYSICS = {
  /** Matter steps of this many ms; a sample is kept every stepsPerSample steps. */
  stepMs: 8,
  stepsPerSample: 2,
  /** Gravity per ms², as a share of the row gap (matter's gravity.scale). */
  gravity: 0.00007,
  restitution: 0.35,
  friction: 0.08,
  frictionAir: 0.02,
  /** A peg touched again within this many steps (the ball rolling on it) makes no sound. */
  quietSteps: 8,
  /** Longest fall simulated before the drop counts as stuck. */
  maxMs: 6000,
  /** Start conditions are whole numbers of 1/inputScale spacing (per second). */
  inputScale: 1000,
} as const;

/**
 * What a drop starts from, in whole numbers so a run can be repeated exactly: release x
 * from the board's centre (spacings / inputScale), sideways speed (spacings per second /
 * inputScale) and spin (radians per second / inputScale).
 */
export type DropInput = [x0: number, vx0: number, spin0: number];
