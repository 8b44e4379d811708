// The named easing curves every scene shares. Tuning files refer to them by name, so a
// designer can swap one curve for another without touching code. Each maps progress
// t in [0, 1] to eased progress with f(0) = 0 and f(1) = 1 exactly, so an animation that
// reaches its end lands exactly on its target.

export type Easing = (t: number) => number;

/** Clamps to [0, 1] and pins both ends, so float error can never move a landing. */
function curve(shape: Easing): Easing {
  return (t) => (t <= 0 ? 0 : t >= 1 ? 1 : shape(t));
}

const EXPO_FLOOR = 2 ** -10;

/** Dice marker: leaves fast and settles on the roll with a long, calm tail; never overshoots. */
export const rollSliderEase = curve((t) => (1 - 2 ** (-10 * t)) / (1 - EXPO_FLOOR));

/** Plinko sideways drift during a hop: pushed off the peg, slowing as it falls. */
export const plinkoEase = curve((t) => t * (2 - t));

/** PLINKO_LIFT sets how high a ball bounces off a peg, as a share of the row gap. */
const PLINKO_LIFT = 1.2;
/**
 * Plinko fall between rows: a true parabola (constant gravity). It first dips below zero
 * (the bounce up off the peg), then accelerates down onto the next row.
 */
export const plinkoEase1 = curve((t) => t * ((1 + PLINKO_LIFT) * t - PLINKO_LIFT));

/** Plinko release: a free fall from rest onto the first peg. */
export const plinkoEase2 = curve((t) => t * t);

/** PLINKO_SETTLE_AT is when the ball first touches the bucket floor. */
const PLINKO_SETTLE_AT = 0.7;
const PLINKO_SETTLE_HOP = 0.08;
/** Plinko last drop: falls into the bucket, then one small hop that settles back on the floor. */
export const plinkoEase3 = curve((t) => {
  if (t < PLINKO_SETTLE_AT) {
    const u = t / PLINKO_SETTLE_AT;
    return u * u;
  }
  const u = (t - PLINKO_SETTLE_AT) / (1 - PLINKO_SETTLE_AT);
  return 1 - PLINKO_SETTLE_HOP * 4 * u * (1 - u);
});

/** Mines tile flip: symmetric ease-in-out, so the edge-on moment sits at the middle. */
export const flipEase = curve((t) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2));

const POP_OVERSHOOT = 1.4;
/** Pop-in scale: overshoots a little, then comes back to exactly full size. */
export const scaleEase = curve((t) => {
  const u = t - 1;
  return 1 + (POP_OVERSHOOT + 1) * u * u * u + POP_OVERSHOOT * u * u;
});

/** Upgrader needle: spins off at full speed and brakes to a dead stop (quartic ease-out). */
export const needleEase = curve((t) => 1 - (1 - t) ** 4);

/**
 * Upgrader near miss: the needle creeps the last stretch from rest to rest, slowest at both
 * ends (smoothstep), so the edge of the arc is passed, or not, in slow motion.
 */
export const creepEase = curve((t) => t * t * (3 - 2 * t));

const REEL_OVERSHOOT = 0.5;
/**
 * Battle reels: rush off, brake, run a hair past the stop and ease back onto it (a gentle
 * back-out: with a long strip the pass is a few percent of a card, like a real reel's catch).
 */
export const reelSettleEase = curve((t) => {
  const u = t - 1;
  return 1 + (REEL_OVERSHOOT + 1) * u * u * u + REEL_OVERSHOOT * u * u;
});

/** Battle tie roll: a light hopping over the tied seats, each hop slower (quintic ease-out). */
export const tieRollEase = curve((t) => 1 - (1 - t) ** 5);

/** Constant speed, for progress bars and fades. */
export const linearEase = curve((t) => t);

/** The registry: every curve a tuning file may name. Built once, frozen. */
export const EASINGS = Object.freeze({
  rollSliderEase,
  plinkoEase,
  plinkoEase1,
  plinkoEase2,
  plinkoEase3,
  flipEase,
  scaleEase,
  needleEase,
  creepEase,
  linearEase,
  reelSettleEase,
  tieRollEase,
});

export type EasingName = keyof typeof EASINGS;
export const EASING_NAMES = Object.keys(EASINGS) as EasingName[];

export function isEasingName(name: unknown): name is EasingName {
  return typeof name === 'string' && Object.hasOwn(EASINGS, name);
}
