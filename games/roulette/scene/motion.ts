import type { RouletteSound } from '../sounds';
import { lerp } from '../../engine/glide';
import { pacedOnly, type DurationScale } from '../../engine/pacing';
import type { Tuning } from '../../engine/tuning';
import type { RouletteCommands } from '../bus';
import { rollingInText } from '../core/countdown';
import { ROULETTE_BETTING_MS, ROULETTE_ROLLING_MS } from '../core/limits';
import type rouletteTuningFile from '../tuning.json';
import {
  landingEdge,
  landingPosition,
  planSpin,
  slotAt,
  spinPosition,
  wrapPosition,
  type SpinPlan,
} from './spin';

// Roulette without Phaser: where the strip is, what the countdown shows and how the result
// glows, given the commands so far and the frame time that passed. The roll's length is
// the round's rolling phase (6 s, a rule, not a tuning): every watcher's strip stops
// together, whatever their frame rate. Under reduced motion the strip does not travel: it
// waits, fades out, jumps to the result and fades back in, done at the same moment.
// RouletteScene draws this state; the tests step it at several frame rates.

export type RouletteTuning = Tuning<typeof rouletteTuningFile>;

interface Spin {
  id: string;
  slot: number;
  plan: SpinPlan;
  /** Where the strip stood when the roll came (a reduced-motion roll waits there). */
  start: number;
  /** Ms since the roll began (a late joiner starts past 0). */
  t: number;
  reduced: boolean;
}

export class RouletteModel {
  /** The strip coordinate under the marker, in slot units. */
  position: number;
  /** False until a roll or a result placed the strip: the strip then rests where it was. */
  placed = false;
  /** The running countdown: ms left of the betting phase, or null when none shows. */
  countdown: number | null = null;
  /** The result on show and the time since it landed. */
  shown: { slot: number; since: number } | null = null;
  /** Ids whose spin stopped since the scene last emptied this list. */
  readonly done: string[] = [];
  /** Sounds to play once the current frame is drawn. */
  readonly sounds: RouletteSound[] = [];
  private spin: Spin | null = null;
  private sinceTick = Infinity;

  constructor(
    private readonly tuning: RouletteTuning,
    /** Scales the result's glow by the motion preference (the spin's length never scales). */
    private readonly duration: DurationScale = pacedOnly,
  ) {
    // Before any round the strip shows green under the marker, centred.
    this.position = landingPosition(0, 0.5, this.edge());
  }

  get spinning(): boolean {
    return this.spin !== null;
  }

  /** The slot under the marker now. */
  get under(): number {
    return slotAt(this.position);
  }

  betting({ endsInMs }: RouletteCommands['roulette:betting']): void {
    this.finishSpin();
    this.shown = null;
    this.countdown = Math.min(Math.max(endsInMs, 0), ROULETTE_BETTING_MS);
  }

  roll(
    { id, slot, landingOffset, elapsedMs }: RouletteCommands['roulette:roll'],
    reduced: boolean,
  ): void {
    // A roll that starts before the last one stopped replaces it: that one is over now.
    if (this.spin) this.done.push(this.spin.id);
    this.countdown = null;
    this.shown = null;
    const landing = landingPosition(slot, landingOffset, this.edge());
    const plan = planSpin(this.placed ? this.position : null, landing, this.tuning.factors.turns);
    const t = Math.max(0, Number.isFinite(elapsedMs) ? elapsedMs : 0);
    this.spin = { id, slot, plan, start: this.position, t, reduced };
    this.placed = true;
    this.position = this.spinAt(this.spin);
    this.sinceTick = 0;
    this.sounds.push('game.wheel-tick');
  }

  result({ slot, landingOffset }: RouletteCommands['roulette:result']): void {
    this.countdown = null;
    // The roll under way stops there by itself, in step with every other watcher.
    if (this.spin && this.spin.slot === slot) return;
    this.finishSpin();
    if (this.shown?.slot === slot && this.under === slot) return;
    this.position = landingPosition(slot, landingOffset ?? 0.5, this.edge());
    this.placed = true;
    this.shown = { slot, since: 0 };
  }

  idle(): void {
    this.finishSpin();
    this.countdown = null;
    this.shown = null;
  }

  /** Stops the roll under way now, as its last frame would. */
  skip(): void {
    if (this.spin) this.step(Math.max(0, ROULETTE_ROLLING_MS - this.spin.t));
  }

  step(dt: number): void {
    if (this.countdown !== null) this.countdown = Math.max(0, this.countdown - dt);
    if (this.shown) this.shown.since += dt;
    const spin = this.spin;
    if (!spin) return;
    spin.t += dt;
    if (spin.t >= ROULETTE_ROLLING_MS) {
      this.land(spin, spin.t - ROULETTE_ROLLING_MS);
      return;
    }
    const before = Math.floor(this.position);
    this.position = this.spinAt(spin);
    this.sinceTick += dt;
    // A tick as slots pass the marker, spaced so a fast strip does not buzz.
    if (Math.floor(this.position) !== before && this.sinceTick >= this.tuning.durations.tickGap) {
      this.sinceTick = 0;
      this.sounds.push('game.wheel-tick');
    }
  }

  /** Ms until the roll under way stops (0 when none runs). */
  remaining(): number {
    return this.spin ? Math.max(0, ROULETTE_ROLLING_MS - this.spin.t) : 0;
  }

  /** Nothing moves, counts down or fades any more. */
  still(): boolean {
    if (this.spin) return false;
    if (this.countdown !== null && this.countdown > 0) return false;
    return !this.shown || this.shown.since >= this.highlightLength();
  }

  /** The betting countdown runs, and no roll or result glow moves beside it. */
  countingDownOnly(): boolean {
    return this.spin === null && this.shown === null && (this.countdown ?? 0) > 0;
  }

  /** The bar's label, the page's status text for the same time left; null when none shows. */
  countdownText(): string | null {
    return this.countdown === null ? null : rollingInText(this.countdown);
  }

  /** The countdown bar's fill, 1 at the start of betting, 0 when it closes. */
  countdownFraction(): number {
    return this.countdown === null ? 0 : this.countdown / ROULETTE_BETTING_MS;
  }

  /** 0..1: how far the result's glow has settled (0 on the stop, 1 at rest). */
  highlightProgress(): number {
    if (!this.shown) return 0;
    const length = this.highlightLength();
    return length <= 0 ? 1 : Math.min(this.shown.since / length, 1);
  }

  /** The result's glow: bright on the stop, easing to a steady rest level. */
  highlightAlpha(): number {
    if (!this.shown) return 0;
    const { highlightAlpha, highlightRest } = this.tuning.factors;
    const eased = this.tuning.easings.highlight(this.highlightProgress());
    return highlightAlpha * lerp(1, highlightRest, eased);
  }

  /** Opacity of the slots that did not come up: they dim as the result settles. */
  othersAlpha(): number {
    if (!this.shown) return 1;
    return lerp(1, this.tuning.factors.dim, this.highlightProgress());
  }

  /** The strip's opacity: 1, except through a reduced-motion roll's fade out and back in. */
  stripAlpha(): number {
    const spin = this.spin;
    if (!spin?.reduced) return 1;
    const fade = Math.min(this.tuning.durations.reducedFade, ROULETTE_ROLLING_MS);
    const half = fade / 2;
    const left = ROULETTE_ROLLING_MS - spin.t;
    if (left >= fade) return 1;
    return left >= half ? (left - half) / half : 1 - left / half;
  }

  private spinAt(spin: Spin): number {
    if (spin.reduced) {
      // Still until halfway through the fade, when it is invisible: then the result.
      const jumpAt =
        ROULETTE_ROLLING_MS - Math.min(this.tuning.durations.reducedFade, ROULETTE_ROLLING_MS) / 2;
      return spin.t >= jumpAt ? spin.plan.to : spin.start;
    }
    return spinPosition(spin.plan, spin.t, ROULETTE_ROLLING_MS, this.tuning.easings.roll);
  }

  private land(spin: Spin, over: number): void {
    this.spin = null;
    this.position = wrapPosition(spin.plan.to);
    // Time already spent past the stop counts towards the glow.
    this.shown = { slot: spin.slot, since: over };
    this.done.push(spin.id);
    this.sounds.push('game.wheel-end');
  }

  private finishSpin(): void {
    if (this.spin) this.land(this.spin, 0);
  }

  private highlightLength(): number {
    return this.duration(this.tuning.durations.highlight);
  }

  private edge(): number {
    const { slotWidth, slotGap } = this.tuning.sizes;
    return landingEdge(slotWidth, slotGap, this.tuning.factors.landingMargin);
  }
}
