import { advanceGlide, type Glide } from '../../engine/glide';
import type { ReelStrip } from './strip';

// One reel of cards as the case pages and the battles spin it: it waits out its delay (reels
// start one after another), glides its strip to the stop, then counts the time since it
// landed (the win's flash and label follow that count).

export interface Reel {
  strip: ReelStrip;
  /** The strip coordinate under the marker, in board units. */
  readonly position: Glide;
  /** Frame time before this reel starts. */
  delay: number;
  /** Time since this reel stopped. */
  sinceLanding: number;
  landed: boolean;
  /** The reel stops on a pull (its flash and label show); false for an idle reel. */
  result: boolean;
}

/** Moves a reel on by `dt` ms of frame time: what is left of its delay first, then its glide. */
export function advanceReel(reel: Reel, dt: number): void {
  if (reel.landed) {
    reel.sinceLanding += dt;
    return;
  }
  let left = dt;
  if (reel.delay > 0) {
    const waited = Math.min(reel.delay, left);
    reel.delay -= waited;
    left -= waited;
    if (reel.delay > 0) return;
  }
  if (!reel.position.moving || advanceGlide(reel.position, left)) {
    reel.landed = true;
    // Time already spent past the stop counts towards the flash.
    reel.sinceLanding = Math.max(0, reel.position.elapsed - reel.position.duration);
  }
}
