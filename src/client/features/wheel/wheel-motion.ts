// The wheel's motion, from elapsed time alone (no frames counted), so it lands on the same
// angle at any frame rate. Angles are degrees clockwise; the pointer sits at the top.

/** Whole turns the wheel makes before it slows onto the prize. */
export const WHEEL_TURNS = 6;

/**
 * Fast start, long soft finish: an ease-out whose tail is gentler than a cubic's, so the
 * last segments tick past slowly, as a real wheel's do. 0 -> 0, 1 -> 1, never decreasing.
 */
export function wheelEase(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return 1 - Math.pow(1 - x, 4) * (1 - 0.35 * x);
}

/** Where on the wheel (degrees from the first segment's start) a landing point sits. */
export function landingAngle(segment: number, within: number, segments: number): number {
  return ((segment + within) * 360) / segments;
}

/**
 * The rotation to end on: at least WHEEL_TURNS turns past `from`, with the landing point
 * under the pointer (rotation + angle = 0 modulo 360).
 */
export function finalRotation(from: number, angle: number): number {
  const base = from + WHEEL_TURNS * 360;
  const offset = (((-angle - base) % 360) + 360) % 360;
  return base + offset;
}

/** The rotation `elapsed` ms into a spin from `from` to `to` lasting `duration` ms. */
export function rotationAt(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return to;
  return from + (to - from) * wheelEase(elapsed / duration);
}

/** The segment under the pointer at a rotation. */
export function segmentAt(rotation: number, segments: number): number {
  const angle = (((-rotation % 360) + 360) % 360) as number;
  return Math.min(segments - 1, Math.floor((angle * segments) / 360));
}
