import { PACE_FACTORS, type Pace } from '../pace';

// How long a scene's animations run: the normal durations of its tuning, shortened by the
// pace the outcome was played at, and by the player's reduced-motion setting. The shorter
// of the two wins, so turbo under reduced motion is never slower than either alone.

/** A duration as a scene plays it: `ms` (normal) at `pace`, under the current motion setting. */
export type DurationScale = (ms: number, pace?: Pace) => number;

/** The share of each normal duration kept at `pace`, with reduced motion's factor when it is on. */
export function timeFactor(pace: Pace, reducedFactor: number | null): number {
  return Math.min(PACE_FACTORS[pace], reducedFactor ?? 1);
}

/** The scale models use when no scene hands them one: normal durations at the given pace. */
export const pacedOnly: DurationScale = (ms, pace = 'normal') => ms * timeFactor(pace, null);

/**
 * The pace of what follows a landing (a label's pop, a glow, a fade): instant keeps turbo's
 * short trace, so the landed state is seen arriving instead of flashing for one frame.
 */
export function afterglowPace(pace: Pace): Pace {
  return pace === 'instant' ? 'turbo' : pace;
}
