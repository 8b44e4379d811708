import type { SharedSceneSound } from '../../engine/sounds';
import { lerp } from '../../engine/glide';
import { afterglowPace, pacedOnly, type DurationScale } from '../../engine/pacing';
import type { Tuning } from '../../engine/tuning';
import type { Pace } from '../../pace';
import type { CoinFlipCommands, CoinFlipPlayer } from '../bus';
import type { CoinFlipState, CoinSide } from '../core';
import type coinFlipTuningFile from '../tuning.json';
import { flipPose, planFlip, restPose, type CoinPose, type FlipPlan } from './spin';

// Coin flip without Phaser: the game on show, where the coin is and what glows, given the
// commands so far and the frame time that passed. A flip lasts the tuning's flip duration
// at the pace it carries; under reduced motion the coin does not spin or rise: its face
// cross-fades to the result over the (shortened) flip instead. CoinFlipScene draws this
// state; the tests step it at several frame rates.

export type CoinFlipTuning = Tuning<typeof coinFlipTuningFile>;

export interface ShownGame {
  gameId: string;
  state: CoinFlipState;
  /** The seats by side: whoever sits on CT and on T (null while empty). */
  seats: Record<CoinSide, CoinFlipPlayer | null>;
}

interface Flip {
  id: string;
  gameId: string;
  plan: FlipPlan;
  /** Ms since the flip began (a page opened mid-flip starts past 0). */
  t: number;
  /** Its length at its pace and the motion preference. */
  length: number;
  reduced: boolean;
  pace: Pace;
}

export class CoinFlipModel {
  game: ShownGame | null = null;
  /** The coin now; at rest it lies on `pose.face`. */
  pose: CoinPose = restPose('CT');
  /** A reduced-motion flip's cross-fade: 0 shows `from` alone, 1 `to` alone. */
  fade: { from: CoinSide; to: CoinSide; progress: number } | null = null;
  /** The landed side on show and the time since it landed. */
  result: { side: CoinSide; since: number } | null = null;
  /** Ids whose flip landed since the scene last emptied this list. */
  readonly done: string[] = [];
  /** Sounds to play once the current frame is drawn. */
  readonly sounds: SharedSceneSound[] = [];
  private flipping: Flip | null = null;
  private afterPace: Pace = 'normal';

  constructor(
    private readonly tuning: CoinFlipTuning,
    /** Scales a duration by the pace (prefers-reduced-motion shortens them too). */
    private readonly duration: DurationScale = pacedOnly,
  ) {}

  get spinning(): boolean {
    return this.flipping !== null;
  }

  show({ gameId, creator, joiner, state, winningSide }: CoinFlipCommands['coin-flip:show']): void {
    const seats: ShownGame['seats'] = { CT: null, T: null };
    seats[creator.side] = creator;
    if (joiner && joiner.side !== creator.side) seats[joiner.side] = joiner;
    const sameGame = this.game?.gameId === gameId;
    this.game = { gameId, state, seats };
    // The flip under way lands by itself, in step with everyone watching it.
    if (this.flipping?.gameId === gameId) return;
    this.finishFlip();
    if (winningSide) {
      // Opened after the flip: landed and settled already, no pop.
      if (!(sameGame && this.result?.side === winningSide)) {
        this.pose = restPose(winningSide);
        this.result = { side: winningSide, since: Number.POSITIVE_INFINITY };
      }
      return;
    }
    this.result = null;
    // While it waits the coin shows the creator's side.
    this.pose = restPose(creator.side);
  }

  flip(
    { id, gameId, winningSide, elapsedMs, pace = 'normal' }: CoinFlipCommands['coin-flip:flip'],
    reduced: boolean,
  ): void {
    // A flip that starts before the last one landed replaces it: that one is over now.
    if (this.flipping) this.done.push(this.flipping.id);
    this.flipping = null;
    this.result = null;
    this.fade = null;
    this.afterPace = afterglowPace(pace);
    const from = this.pose.face;
    const plan = planFlip(from, winningSide, this.tuning.factors.turns);
    const t = Math.max(0, Number.isFinite(elapsedMs) ? elapsedMs : 0);
    const length = this.duration(this.tuning.durations.flip, pace);
    this.flipping = { id, gameId, plan, t, length, reduced, pace };
    if (t < length) this.sounds.push('ui.tactile');
    this.place(this.flipping);
  }

  idle(): void {
    this.finishFlip();
    this.game = null;
    this.result = null;
    this.pose = restPose(this.pose.face);
  }

  /** Lands the flip under way now, as its last frame would. */
  skip(): void {
    if (this.flipping) this.step(this.remaining());
  }

  /** Ms until the flip under way lands (0 when none runs). */
  remaining(): number {
    return this.flipping ? Math.max(0, this.flipping.length - this.flipping.t) : 0;
  }

  step(dt: number): void {
    if (this.result) this.result.since += dt;
    const flip = this.flipping;
    if (!flip) return;
    flip.t += dt;
    if (flip.t >= flip.length) {
      this.land(flip, flip.t - flip.length);
      return;
    }
    this.place(flip);
  }

  /** Nothing moves or fades any more. */
  still(): boolean {
    if (this.flipping) return false;
    return !this.result || this.result.since >= this.highlightLength();
  }

  /** 0..1: how far the result's highlight has settled (0 on landing, 1 at rest). */
  highlightProgress(): number {
    if (!this.result) return 0;
    const length = this.highlightLength();
    return length <= 0 ? 1 : Math.min(this.result.since / length, 1);
  }

  /** The winner's glow: bright on landing, easing to a steady rest level. */
  glowAlpha(): number {
    if (!this.result) return 0;
    const { glowAlpha, glowRest } = this.tuning.factors;
    const eased = this.tuning.easings.highlight(this.highlightProgress());
    return glowAlpha * lerp(1, glowRest, eased);
  }

  /** The result ring's scale: pops in on landing and comes back to exactly 1. */
  popScale(): number {
    return this.result ? this.tuning.easings.pop(this.highlightProgress()) : 0;
  }

  /** Opacity of a seat: the loser's dims as the result settles. */
  seatAlpha(side: CoinSide): number {
    if (!this.result || this.result.side === side) return 1;
    const eased = this.tuning.easings.highlight(this.highlightProgress());
    return lerp(1, this.tuning.factors.dim, eased);
  }

  /** The line under the coin: what the game is waiting for, or who won. */
  status(): string {
    if (this.flipping) return 'Flipping…';
    if (this.result) return `${this.result.side} wins`;
    switch (this.game?.state) {
      case undefined:
        return '';
      case 'OPEN':
        return 'Waiting for an opponent';
      case 'JOINED':
      case 'BOT_JOINED':
        return 'Naming the beacon round';
      case 'WAITING_FOR_BEACON':
        return 'Waiting for the beacon';
      case 'FLIPPED':
        return 'Flipped';
      case 'CANCELLED':
        return 'Cancelled';
      case 'REFUNDED':
        return 'Refunded';
    }
  }

  private place(flip: Flip): void {
    const progress = flip.length <= 0 ? 1 : flip.t / flip.length;
    if (flip.reduced) {
      // No spin, no toss: the face fades from the one up to the result.
      this.pose = restPose(progress < 0.5 ? flip.plan.from : flip.plan.to);
      this.fade = { from: flip.plan.from, to: flip.plan.to, progress: Math.min(progress, 1) };
      return;
    }
    this.pose = flipPose(flip.plan, progress, this.tuning.factors);
  }

  private land(flip: Flip, over: number): void {
    this.flipping = null;
    this.fade = null;
    this.pose = restPose(flip.plan.to);
    // Time already spent past the landing counts towards the highlight.
    this.result = { side: flip.plan.to, since: over };
    if (this.game?.gameId === flip.gameId) this.game.state = 'FLIPPED';
    this.done.push(flip.id);
    this.sounds.push('game.wheel-end');
  }

  private finishFlip(): void {
    if (this.flipping) this.land(this.flipping, 0);
  }

  private highlightLength(): number {
    return this.duration(this.tuning.durations.highlight, this.afterPace);
  }
}
