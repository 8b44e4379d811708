import type { PlinkoCommands } from '../bus';
import { afterglowPace, pacedOnly, type DurationScale } from '../../engine/pacing';
import { BoardFalls } from './falls';
import {
  contactsBy,
  createBall,
  fallTiming,
  placeBall,
  type Ball,
  type FallTiming,
} from './flight';
import { plinkoGeometry, type PlinkoGeometry, type PlinkoTuning } from './geometry';
import type { PlinkoLibrary } from './library';

// The plinko board's state without Phaser: the board in use, every ball in flight, and
// what happened this frame (balls landed, pegs hit). PlinkoScene draws it; the tests step
// it at several frame rates with many balls at once.

export class PlinkoModel {
  geometry: PlinkoGeometry;
  multipliers: readonly number[] = [];
  /** Balls in flight or fading out after landing, oldest first. */
  readonly balls: Ball[] = [];
  /** Ms since each bucket last caught a ball (Infinity: not recently). */
  pulses: number[] = [];
  /** Each bucket's pulse length, at the pace of the ball that started it. */
  private pulseLength: number[] = [];
  /** This frame's events, emptied by the scene once it has shown the frame. */
  readonly done: string[] = [];
  readonly bounces: number[] = [];
  finishes = 0;
  /** Bumped when the board is rebuilt, so the scene knows to redraw pegs and buckets. */
  boardVersion = 0;
  /** Shared by every ball dropped under the same settings; rebuilt when they change. */
  private timing: FallTiming;
  /** The main and afterglow scales the shared timing was built for. */
  private timingScale = '';

  /** The recorded falls of each board used so far, decoded once. */
  private readonly falls = new Map<number, BoardFalls>();

  constructor(
    private readonly tuning: PlinkoTuning,
    private readonly library: PlinkoLibrary,
    /** Scales a duration by the pace (prefers-reduced-motion shortens them too). */
    private readonly duration: DurationScale = pacedOnly,
  ) {
    this.geometry = plinkoGeometry(tuning.factors.defaultRows, tuning);
    this.timing = fallTiming(tuning, (ms) => duration(ms));
    this.timingScale = `${duration(1000)}/${duration(1000)}`;
    this.resetPulses();
  }

  /** A new board. Balls still falling on the old one have nothing to land on: they end now. */
  setBoard({ rows, multipliers }: PlinkoCommands['plinko:board']): void {
    for (const ball of this.balls) if (!ball.landed) this.done.push(ball.id);
    this.balls.length = 0;
    this.geometry = plinkoGeometry(rows, this.tuning);
    this.multipliers = multipliers.slice();
    this.resetPulses();
    this.boardVersion += 1;
  }

  /** Drops a ball into the bucket the server chose (a real fall takes its own pegs there). */
  drop({ id, bucket, pace = 'normal' }: PlinkoCommands['plinko:drop']): Ball {
    const scale = `${this.duration(1000, pace)}/${this.duration(1000, afterglowPace(pace))}`;
    if (scale !== this.timingScale) {
      this.timing = fallTiming(
        this.tuning,
        (ms) => this.duration(ms, pace),
        (ms) => this.duration(ms, afterglowPace(pace)),
      );
      this.timingScale = scale;
    }
    const g = this.geometry;
    const into = Math.min(Math.max(Math.round(bucket), 0), g.rows);
    const fall = this.boardFalls().pick(into, id);
    const ball = createBall(id, into, fall.trajectory, fall.mirror, g, this.timing);
    placeBall(ball, 0, g);
    this.balls.push(ball);
    return ball;
  }

  step(dt: number): void {
    const g = this.geometry;
    for (let i = 0; i < this.pulses.length; i++) this.pulses[i] = (this.pulses[i] as number) + dt;
    let keep = 0;
    for (let i = 0; i < this.balls.length; i++) {
      const ball = this.balls[i] as Ball;
      ball.elapsed += dt;
      if (!ball.landed) {
        this.hearBounces(ball);
        if (placeBall(ball, ball.elapsed, g)) {
          ball.landed = true;
          ball.landedAt = ball.elapsed;
          this.done.push(ball.id);
          this.finishes += 1;
          this.pulses[ball.bucket] = 0;
          this.pulseLength[ball.bucket] = ball.pulse;
        }
      }
      // A landed ball stays in its bucket while it fades, then leaves the list.
      if (!ball.landed || ball.elapsed - ball.landedAt < ball.fade) {
        this.balls[keep++] = ball;
      }
    }
    this.balls.length = keep;
  }

  /** 1 while a landed ball is fading out in its bucket, falling to 0. */
  ballAlpha(ball: Ball): number {
    if (!ball.landed) return 1;
    const { fade } = ball;
    const since = ball.elapsed - ball.landedAt;
    return fade <= 0 ? 0 : Math.max(0, 1 - since / fade);
  }

  /** 0..1 progress of a bucket's landing pulse (1: at rest). */
  pulseProgress(bucket: number): number {
    const length = this.pulseLength[bucket] ?? 0;
    const since = this.pulses[bucket] ?? Infinity;
    return length <= 0 ? 1 : Math.min(since / length, 1);
  }

  /** Ms until every ball in flight rests in its bucket (0 when none falls). */
  remaining(): number {
    let left = 0;
    for (const ball of this.balls) {
      if (!ball.landed) left = Math.max(left, ball.duration - ball.elapsed);
    }
    return Math.max(0, left);
  }

  /** Lands every ball in flight now, as its last frame would. */
  skip(): void {
    if (this.balls.some((ball) => !ball.landed)) this.step(this.remaining());
  }

  /** No ball falls or fades and no bucket pulses. */
  still(): boolean {
    if (this.balls.length > 0) return false;
    for (let b = 0; b < this.pulses.length; b++) {
      if (this.pulseProgress(b) < 1) return false;
    }
    return true;
  }

  /**
   * A bounce sound as loud as the recorded impact, one per frame per ball at most: a long
   * frame should not fire a burst.
   */
  private hearBounces(ball: Ball): void {
    const touched = contactsBy(ball, ball.elapsed);
    if (touched <= ball.heard) return;
    const contact = ball.trajectory.contacts[touched - 1]!;
    this.bounces.push(Math.max(this.tuning.factors.minGain, contact.gain));
    ball.heard = touched;
  }

  private boardFalls(): BoardFalls {
    const { rows } = this.geometry;
    let falls = this.falls.get(rows);
    if (!falls) {
      falls = new BoardFalls(this.library, rows);
      this.falls.set(rows, falls);
    }
    return falls;
  }

  private resetPulses(): void {
    this.pulses = Array.from({ length: this.geometry.rows + 1 }, () => Infinity);
    this.pulseLength = this.pulses.map(() => 0);
  }
}
