import type { Easing } from '../../engine/easings';
import { lerp } from '../../engine/glide';
import { ROULETTE_SLOT_COUNT, slotAtStripIndex, stripIndexOf } from '../core/slots';

// One spin of the strip, as a function of time since the roll began. A position is the
// strip coordinate under the marker, in slot units: slot k of the strip's order covers
// [k, k + 1), repeating every 15. Time, not accumulated motion, decides where the strip
// is, so every frame rate, a stalled tab and a late joiner meet the same stop at 6 s.

const N = ROULETTE_SLOT_COUNT;

export interface SpinPlan {
  from: number;
  to: number;
}

/** The margin kept from each edge of a slot's face, in slot units (the gap and `margin`). */
export function landingEdge(slotWidth: number, slotGap: number, margin: number): number {
  const pitch = slotWidth + slotGap;
  return slotGap / 2 / pitch + Math.min(Math.max(margin, 0), 0.4) * (slotWidth / pitch);
}

/**
 * Where the marker stops for `slot` (in [0, 15)): `landingOffset` 0..1 across the slot's
 * face, kept `edge` away from both sides so the stop never sits on a gap.
 */
export function landingPosition(slot: number, landingOffset: number, edge: number): number {
  const offset = Number.isFinite(landingOffset) ? Math.min(Math.max(landingOffset, 0), 1) : 0.5;
  return stripIndexOf(slot) + edge + offset * (1 - 2 * edge);
}

/**
 * From where the strip rests to the first point at least `turns` whole strips ahead that
 * stops at `landing`. Without a rest (a first or a late joiner's roll) the spin starts
 * turns and a half strips back, the same for every watcher.
 */
export function planSpin(rest: number | null, landing: number, turns: number): SpinPlan {
  const whole = Math.max(1, Math.round(turns));
  if (rest === null) {
    const to = landing + N * (whole + 1);
    return { from: to - N * whole - N / 2, to };
  }
  const least = rest + N * whole;
  const ahead = (((landing - least) % N) + N) % N;
  return { from: rest, to: least + ahead };
}

/** The position `t` ms into a spin of `duration` ms; exactly `to` from `duration` on. */
export function spinPosition(plan: SpinPlan, t: number, duration: number, ease: Easing): number {
  if (duration <= 0 || t >= duration) return plan.to;
  return lerp(plan.from, plan.to, ease(Math.max(t, 0) / duration));
}

/** The same place on the strip, moved into [0, 15) so positions never grow. */
export function wrapPosition(position: number): number {
  return position - N * Math.floor(position / N);
}

/** The slot under the marker at `position`. */
export function slotAt(position: number): number {
  return slotAtStripIndex(Math.floor(position));
}
