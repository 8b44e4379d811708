import type { DiceCommands } from '../bus';
import { advanceGlide, createGlide, glideTo, lerp, snapGlide } from '../../engine/glide';
import { afterglowPace, pacedOnly, type DurationScale } from '../../engine/pacing';
import type { Pace } from '../../pace';
import type { Tuning } from '../../engine/tuning';
import type diceTuningFile from '../tuning.json';

// Dice motion without Phaser: where the marker and the win-zone boundary are at any
// moment, given the commands so far and the frame time that passed. DiceScene draws this
// state; the tests step it at several frame rates to prove every roll lands on its value.

export type DiceTuning = Tuning<typeof diceTuningFile>;
export type DiceDirection = 'over' | 'under';

/** The scale: 0.00 .. 100.00 in hundredths. */
export const ROLL_MAX = 10_000;
/** Where the marker waits before the first roll. */
const START_VALUE = 5_000;

export interface DiceTrack {
  /** Left end of the track (the 0.00 mark) and its length, in board units. */
  x: number;
  width: number;
  y: number;
}

export function diceTrack(tuning: DiceTuning): DiceTrack {
  const { width, trackInset, trackY } = tuning.sizes;
  return { x: trackInset, width: width - 2 * trackInset, y: trackY };
}

/** The x of a value in hundredths on the track; values outside the scale stay at its ends. */
export function valueToX(value: number, track: DiceTrack): number {
  const clamped = Math.min(Math.max(value, 0), ROLL_MAX);
  return lerp(track.x, track.x + track.width, clamped / ROLL_MAX);
}

/** 6321 -> "63.21". */
export function formatRoll(roll: number): string {
  return (roll / 100).toFixed(2);
}

export class DiceModel {
  /** The marker's position in hundredths. */
  readonly marker = createGlide(START_VALUE);
  /** The win-zone boundary (the target) in hundredths. */
  readonly boundary = createGlide(START_VALUE);
  direction: DiceDirection = 'over';
  /** False until the first roll: the marker is not shown before there is a roll. */
  hasRolled = false;
  /** The settled roll on show, from its landing until the next roll starts. */
  shown: { roll: number; win: boolean } | null = null;
  /** Time since the roll landed (drives the label pop and the glow). */
  sinceLanding = 0;
  /** Ids whose animation landed since the scene last emptied this list. */
  readonly done: string[] = [];
  private pending: { id: string; roll: number; win: boolean } | null = null;
  /** The pace of what follows the landing of the roll on show (its label pop and glow). */
  private afterPace: Pace = 'normal';

  constructor(
    private readonly tuning: DiceTuning,
    /** Scales a duration by the pace (prefers-reduced-motion shortens them too). */
    private readonly duration: DurationScale = pacedOnly,
  ) {}

  preview({ target, direction }: DiceCommands['dice:preview']): void {
    this.direction = direction;
    if (target !== this.boundary.to) {
      glideTo(
        this.boundary,
        target,
        this.duration(this.tuning.durations.zone),
        this.tuning.easings.zone,
      );
    }
  }

  roll({ id, roll, target, direction, win, pace = 'normal' }: DiceCommands['dice:roll']): void {
    // A roll that starts before the last one landed replaces it: that one is over now.
    if (this.pending) this.done.push(this.pending.id);
    this.afterPace = afterglowPace(pace);
    this.direction = direction;
    // The zone moves at the roll's pace too, so it never lands after the marker.
    if (target !== this.boundary.to || this.boundary.moving) {
      glideTo(
        this.boundary,
        target,
        this.duration(this.tuning.durations.zone, pace),
        this.tuning.easings.zone,
      );
    }
    this.pending = { id, roll, win };
    this.shown = null;
    if (!this.hasRolled) snapGlide(this.marker, START_VALUE);
    this.hasRolled = true;
    glideTo(
      this.marker,
      roll,
      this.duration(this.tuning.durations.roll, pace),
      this.tuning.easings.roll,
    );
  }

  /** Ms until the roll on its way lands (0 when none is). */
  remaining(): number {
    const left = (glide: typeof this.marker) =>
      glide.moving ? Math.max(0, glide.duration - glide.elapsed) : 0;
    return Math.max(left(this.marker), left(this.boundary));
  }

  /** Lands the roll on its way now, as its last frame would. */
  skip(): void {
    if (this.marker.moving || this.boundary.moving) this.step(this.remaining());
  }

  /** Nothing moves, pops or fades any more. */
  still(): boolean {
    if (this.marker.moving || this.boundary.moving) return false;
    if (!this.shown) return true;
    const { label, glow } = this.tuning.durations;
    const after = Math.max(
      this.duration(label, this.afterPace),
      this.shown.win ? this.duration(glow, this.afterPace) : 0,
    );
    return this.sinceLanding >= after;
  }

  step(dt: number): void {
    advanceGlide(this.boundary, dt);
    this.sinceLanding += dt;
    if (advanceGlide(this.marker, dt) && this.pending) {
      this.shown = { roll: this.pending.roll, win: this.pending.win };
      this.sinceLanding = 0;
      this.done.push(this.pending.id);
      this.pending = null;
    }
  }

  /** 0..1 progress of the result label's pop after landing. */
  labelProgress(): number {
    const length = this.duration(this.tuning.durations.label, this.afterPace);
    return length <= 0 ? 1 : Math.min(this.sinceLanding / length, 1);
  }

  /** The win glow's opacity: bright on landing, easing to a steady rest level. */
  glowAlpha(): number {
    if (!this.shown?.win) return 0;
    const { glowAlpha, glowRest } = this.tuning.factors;
    const length = this.duration(this.tuning.durations.glow, this.afterPace);
    const fade = length <= 0 ? 1 : Math.min(this.sinceLanding / length, 1);
    return glowAlpha * lerp(1, glowRest, fade);
  }
}
