import { advanceGlide, createGlide, glideTo, snapGlide } from '../../engine/glide';
import type { CrashTuning } from './axes';

// The round's time as the scene shows it. It follows the server: each command sets where
// the server is, and between commands time moves on by the frame delta. A small drift
// between what is shown and the server is eased away (the curve speeds up or slows down a
// little, never runs backwards); a large one (a hidden tab, a late join) jumps.

/** Frame times add up with float error: this much below a whole step counts as the step. */
export const TIME_EPSILON = 1e-6;

/**
 * Smoothstep: its steepest slope is 1.5, so easing a drift d over at least 3|d| ms keeps
 * the shown time moving at between 0.5x and 1.5x real speed.
 */
export const driftEase = (t: number): number => (t <= 0 ? 0 : t >= 1 ? 1 : t * t * (3 - 2 * t));

export class RoundClock {
  /** Where the server is now, in round ms (negative while betting: ms until the start). */
  server = 0;
  /** What is shown minus the server's time, eased back to 0 after a sync. */
  private readonly drift = createGlide(0);
  /** Set once the round has crashed: the shown time stays there. */
  private frozenAt: number | null = null;

  constructor(private readonly tuning: CrashTuning) {}

  /** The round time on screen. */
  get shown(): number {
    return this.frozenAt ?? this.server + this.drift.value;
  }

  /** True while a drift is being eased away. */
  get easing(): boolean {
    return this.drift.moving;
  }

  /** Jumps to the server's time. */
  snap(serverMs: number): void {
    this.server = serverMs;
    this.frozenAt = null;
    snapGlide(this.drift, 0);
  }

  /** The server is at `serverMs`: keep what is shown and ease the difference away. */
  sync(serverMs: number): void {
    if (this.frozenAt !== null) return;
    const drift = this.shown - serverMs;
    const { driftMin, driftSnap } = this.tuning.durations;
    if (Math.abs(drift) >= driftSnap) {
      this.snap(serverMs);
      return;
    }
    this.server = serverMs;
    snapGlide(this.drift, drift);
    const length = Math.max(driftMin, this.tuning.factors.driftStretch * Math.abs(drift));
    glideTo(this.drift, 0, length, driftEase);
  }

  /** Stops the shown time at `ms` (the bust). */
  freeze(ms: number): void {
    this.frozenAt = ms;
  }

  step(dt: number): void {
    this.server += dt;
    advanceGlide(this.drift, dt);
  }
}
