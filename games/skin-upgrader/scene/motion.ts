import type { SkinUpgraderCommands } from '../bus';
import { advanceGlide, createGlide, glideTo, lerp, snapGlide } from '../../engine/glide';
import { afterglowPace, pacedOnly, type DurationScale } from '../../engine/pacing';
import type { Tuning } from '../../engine/tuning';
import type { Pace } from '../../pace';
import { UPGRADE_CHANCE_SCALE } from '../core/limits';
import type skinUpgraderTuningFile from '../tuning.json';

// The Skin Upgrader gauge without Phaser: where the needle and the winning arc are at any
// moment, given the commands so far and the frame time that passed. Positions are in
// turns, clockwise from the top (a full turn is the 2^32 rolls). SkinUpgraderScene draws this
// state; the tests step it at several frame rates to prove every spin stops on its roll.

export type SkinUpgraderTuning = Tuning<typeof skinUpgraderTuningFile>;
export type UpgradeDirection = 'under' | 'over';

/** A roll or a chance (units of 2^-32) as a share of the gauge's turn. */
export function turnsOf(units: number): number {
  return units / UPGRADE_CHANCE_SCALE;
}

/** The fraction of a turn a position shows (positions keep counting up as the needle spins). */
export function fractionOf(turns: number): number {
  return turns - Math.floor(turns);
}

/** The winning arc as turns from the top: under [0, c), over [1 - c, 1). */
export function arcOf(size: number, direction: UpgradeDirection): { from: number; to: number } {
  return direction === 'under' ? { from: 0, to: size } : { from: 1 - size, to: 1 };
}

/** Is a needle at `needle` (0..1) inside [from, to)? */
export function insideArc(needle: number, arc: { from: number; to: number }): boolean {
  return needle >= arc.from && needle < arc.to;
}

/**
 * One spin's path: the main spin from `from` to `mid` with its ease-out, then (on a near
 * miss) a slow creep from `mid` to `to`. Without a creep `mid` is `to`. Time-based, so the
 * same path is drawn at any frame rate and lands exactly on `to` at `total`.
 */
export interface SpinPath {
  from: number;
  mid: number;
  to: number;
  /** Ms of the main spin; the creep takes the rest of `total`. */
  split: number;
  total: number;
}

/** Where a path is `elapsed` ms in. */
export function pathAt(path: SpinPath, elapsed: number, tuning: SkinUpgraderTuning): number {
  if (elapsed >= path.total) return path.to;
  if (elapsed < path.split) {
    return lerp(path.from, path.mid, tuning.easings.spin(elapsed / path.split));
  }
  const creep = path.total - path.split;
  return lerp(path.mid, path.to, tuning.easings.creep((elapsed - path.split) / creep));
}

/** The arc edge nearest a point of the gauge, as a distance in turns (wrapping at the top). */
export function nearestEdgeDistance(point: number, arc: { from: number; to: number }): number {
  let best = 1;
  for (const edge of [arc.from, arc.to]) {
    const d = Math.abs(point - edge);
    best = Math.min(best, d, 1 - d);
  }
  return best;
}

/**
 * The path of a spin from `start` onto `roll`: whole turns first (none under reduced
 * motion, which only sweeps to the roll), always clockwise, then a creep over the last
 * stretch when the roll lies within the near-miss window of an edge of the arc.
 */
export function planSpin(
  start: number,
  roll: number,
  arc: { from: number; to: number },
  total: number,
  tuning: SkinUpgraderTuning,
  reduced: boolean,
): SpinPath {
  const { turns, nearMissWindow, creepShare, creepDistance } = tuning.factors;
  const landing = turnsOf(roll);
  const base = Math.floor(start);
  let to = base + (reduced ? 0 : Math.round(turns)) + landing;
  // Clockwise and at least a quarter turn (the sweep alone may need the next turn).
  while (to < start + 0.25) to += 1;
  const nearMiss = !reduced && nearestEdgeDistance(landing, arc) < nearMissWindow;
  if (!nearMiss || total <= 0) return { from: start, mid: to, to, split: total, total };
  const split = total * (1 - creepShare);
  return { from: start, mid: to - creepDistance, to, split, total };
}

export class SkinUpgraderModel {
  /** The needle's position in turns (keeps counting as it spins; the drawing wraps it). */
  needle = 0;
  /** The winning arc's size in turns (0 .. 0.75). */
  readonly arcSize = createGlide(0);
  direction: UpgradeDirection = 'under';
  /** The chance shown in the middle (units of 2^-32), null when no target is chosen. */
  chance: number | null = null;
  /** The spin under way. */
  private spin: { id: string; path: SpinPath; elapsed: number; win: boolean } | null = null;
  /** The landed spin on show, from its landing until the next spin starts. */
  shown: { id: string; win: boolean } | null = null;
  /** Time since the spin landed (drives the flash and the label's pop). */
  sinceLanding = 0;
  /** Ids whose spin landed since the scene last emptied this list. */
  readonly done: string[] = [];
  private afterPace: Pace = 'normal';

  constructor(
    private readonly tuning: SkinUpgraderTuning,
    /** Scales a duration by the pace (prefers-reduced-motion shortens them too). */
    private readonly duration: DurationScale = pacedOnly,
  ) {}

  /** The winning arc as drawn now. */
  arc(): { from: number; to: number } {
    return arcOf(this.arcSize.value, this.direction);
  }

  get spinning(): boolean {
    return this.spin !== null;
  }

  preview({ chance, direction }: SkinUpgraderCommands['skin-upgrader:preview']): void {
    // A spin shows its own bet's arc until it lands.
    if (this.spin) return;
    // A new choice after a landing: the gauge is about the next bet now, not the last one.
    if (this.shown && (chance !== this.chance || direction !== this.direction)) this.shown = null;
    this.direction = direction;
    this.chance = chance;
    const size = chance === null ? 0 : turnsOf(chance);
    if (size !== this.arcSize.to) {
      glideTo(
        this.arcSize,
        size,
        this.duration(this.tuning.durations.arc),
        this.tuning.easings.arc,
      );
    }
  }

  /** Under reduced motion the needle sweeps to the roll without whole turns or a creep. */
  spinTo(
    {
      id,
      roll,
      chance,
      direction,
      win,
      pace = 'normal',
    }: SkinUpgraderCommands['skin-upgrader:spin'],
    reduced = false,
  ): void {
    // A spin that starts before the last one landed replaces it: that one is over now.
    if (this.spin) this.done.push(this.spin.id);
    this.afterPace = afterglowPace(pace);
    this.direction = direction;
    this.chance = chance;
    // The bet's arc shows at once: the near miss is judged against what the player sees.
    snapGlide(this.arcSize, turnsOf(chance));
    this.shown = null;
    const start = fractionOf(this.needle);
    this.needle = start;
    const total = this.duration(this.tuning.durations.spin, pace);
    this.spin = {
      id,
      win,
      elapsed: 0,
      path: planSpin(start, roll, this.arc(), total, this.tuning, reduced),
    };
  }

  /** Ms until the spin under way lands (0 when none is). */
  remaining(): number {
    const arc = this.arcSize.moving ? this.arcSize.duration - this.arcSize.elapsed : 0;
    const spin = this.spin ? this.spin.path.total - this.spin.elapsed : 0;
    return Math.max(0, arc, spin);
  }

  /** Lands what moves now, as its last frame would. */
  skip(): void {
    const left = this.remaining();
    if (left > 0 || this.spin) this.step(left);
  }

  /** Nothing moves, pops or fades any more. */
  still(): boolean {
    if (this.spin || this.arcSize.moving) return false;
    if (!this.shown) return true;
    const { label, flash } = this.tuning.durations;
    const after = Math.max(
      this.duration(label, this.afterPace),
      this.duration(flash, this.afterPace),
    );
    return this.sinceLanding >= after;
  }

  step(dt: number): void {
    advanceGlide(this.arcSize, dt);
    this.sinceLanding += dt;
    const spin = this.spin;
    if (!spin) return;
    spin.elapsed += dt;
    this.needle = pathAt(spin.path, spin.elapsed, this.tuning);
    if (spin.elapsed >= spin.path.total) {
      this.shown = { id: spin.id, win: spin.win };
      this.sinceLanding = 0;
      this.done.push(spin.id);
      this.spin = null;
    }
  }

  /** Is the needle in its slow last stretch (a near miss being decided)? */
  creeping(): boolean {
    const spin = this.spin;
    return spin !== null && spin.path.mid !== spin.path.to && spin.elapsed >= spin.path.split;
  }

  /** 0..1 progress of the centre label's pop after landing. */
  labelProgress(): number {
    const length = this.duration(this.tuning.durations.label, this.afterPace);
    return length <= 0 ? 1 : Math.min(this.sinceLanding / length, 1);
  }

  /** The ring's win or loss flash: bright on landing, easing to a steady rest level. */
  flashAlpha(): number {
    if (!this.shown) return 0;
    const { flashAlpha, flashRest } = this.tuning.factors;
    const length = this.duration(this.tuning.durations.flash, this.afterPace);
    const fade = length <= 0 ? 1 : Math.min(this.sinceLanding / length, 1);
    return lerp(flashAlpha, flashRest, fade);
  }
}
