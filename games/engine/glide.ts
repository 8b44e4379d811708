import { linearEase, type Easing } from './easings';

// One animated number driven by frame time: where the scenes' motion comes from. Elapsed
// time accumulates the frame deltas it is given, so the same duration takes the same time
// at any frame rate, and a glide that reaches its end sits exactly on its target.

export interface Glide {
  from: number;
  to: number;
  elapsed: number;
  duration: number;
  ease: Easing;
  /** The current value; equals `to` exactly once landed. */
  value: number;
  moving: boolean;
}

/** Linear interpolation written so that t = 1 gives exactly b (a + (b - a) * t may not). */
export function lerp(a: number, b: number, t: number): number {
  return a * (1 - t) + b * t;
}

export function createGlide(value = 0): Glide {
  return {
    from: value,
    to: value,
    elapsed: 0,
    duration: 0,
    ease: linearEase,
    value,
    moving: false,
  };
}

/** Heads from the current value to `to`; a zero duration lands at the next advance. */
export function glideTo(glide: Glide, to: number, duration: number, ease: Easing): void {
  glide.from = glide.value;
  glide.to = to;
  glide.elapsed = 0;
  glide.duration = Math.max(0, duration);
  glide.ease = ease;
  glide.moving = true;
}

/** Jumps to `value` with no motion. */
export function snapGlide(glide: Glide, value: number): void {
  glide.from = value;
  glide.to = value;
  glide.value = value;
  glide.elapsed = 0;
  glide.duration = 0;
  glide.moving = false;
}

/** Moves time on by `dt` ms; true on the one advance where the glide lands. */
export function advanceGlide(glide: Glide, dt: number): boolean {
  if (!glide.moving) return false;
  glide.elapsed += dt;
  if (glide.elapsed >= glide.duration) {
    glide.value = glide.to;
    glide.moving = false;
    return true;
  }
  glide.value = lerp(glide.from, glide.to, glide.ease(glide.elapsed / glide.duration));
  return false;
}

/** Progress of a timed step that starts `delay` ms in and lasts `duration` ms, in [0, 1]. */
export function stepProgress(elapsed: number, delay: number, duration: number): number {
  if (elapsed <= delay) return 0;
  if (duration <= 0 || elapsed >= delay + duration) return 1;
  return (elapsed - delay) / duration;
}
