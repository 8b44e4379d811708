import { curve, type EasingTable } from '../engine/easings';

// Plinko's own curves, for its tuning file (registered through its client manifest).

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

export const plinkoEasings: EasingTable = Object.freeze({
  plinkoEase,
  plinkoEase1,
  plinkoEase2,
  plinkoEase3,
});
