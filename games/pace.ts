// How fast a game animates its outcome: the player's choice per game. The server uses the
// same numbers to know when the betting tab's animation has landed, so no other view (a
// second tab, the live-drops feed, a notice) reveals an outcome before it.

export const PACES = ['normal', 'turbo', 'instant'] as const;
export type Pace = (typeof PACES)[number];

export const DEFAULT_PACE: Pace = 'normal';

/** The share of each normal duration a pace keeps: instant shows the landed state at once. */
export const PACE_FACTORS: Readonly<Record<Pace, number>> = {
  normal: 1,
  turbo: 0.35,
  instant: 0,
};

/**
 * Added to every reveal time the server computes: the answer's trip to the betting tab and
 * its first frame, so another view never runs ahead of the tab that bet.
 */
export const REVEAL_SLACK_MS = 400;

/** A normal duration at a pace (whole milliseconds). */
export function paced(ms: number, pace: Pace): number {
  return Math.round(ms * PACE_FACTORS[pace]);
}
