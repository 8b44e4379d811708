import { floorScaledGrowth, GROWTH_MAX_MS } from './growth';

// The multiplier's curve: e^(0.00006 * ms) from 1.00x at the round's start
// (docs/games/crash.md, "Round"). The server settles in whole ms and whole hundredths
// (crashMultiplierE2At, exact); the scene draws the continuous curve (crashCurve) with the same
// rate.

/** Growth per ms of the exponent. */
export const CRASH_GROWTH_PER_MS = 0.00006;
/** The longest whole ms the exact functions accept (past the longest possible round). */
export const CRASH_ELAPSED_MAX_MS = GROWTH_MAX_MS;

/** The continuous curve at `ms` (any real ms >= 0), for drawing. */
export function crashCurve(ms: number): number {
  return Math.exp(CRASH_GROWTH_PER_MS * Math.max(0, ms));
}

/** When the continuous curve reaches `multiplier` (>= 1), in real ms, for drawing. */
export function crashCurveMsFor(multiplier: number): number {
  return multiplier <= 1 ? 0 : Math.log(multiplier) / CRASH_GROWTH_PER_MS;
}

/** The multiplier the server shows and settles at after `ms` whole ms: floored hundredths. */
export function crashMultiplierE2At(ms: number): number {
  return Number(floorScaledGrowth(ms, 100n));
}

/**
 * The first whole ms at which the multiplier reaches `targetE2` hundredths: when an auto
 * cash-out at that target fires, and (for the crash point) when the round busts.
 */
export function crashElapsedMsFor(targetE2: number): number {
  if (!Number.isSafeInteger(targetE2)) {
    throw new RangeError('A multiplier must be a whole number of hundredths');
  }
  if (targetE2 <= 100) return 0;
  if (targetE2 > crashMultiplierE2At(CRASH_ELAPSED_MAX_MS)) {
    throw new RangeError('That multiplier is beyond the longest possible round');
  }
  // The float estimate is within a ms or two; the exact function decides.
  let ms = Math.min(CRASH_ELAPSED_MAX_MS, Math.ceil(crashCurveMsFor(targetE2 / 100)));
  while (ms > 0 && crashMultiplierE2At(ms - 1) >= targetE2) ms -= 1;
  while (crashMultiplierE2At(ms) < targetE2) ms += 1;
  return ms;
}
