// The core's files one by one: the scene's chunk needs no hashing.
import { crashCurve } from '../core/curve';
import { CRASH_BETTING_MS } from '../core/limits';
import { lerp } from '../../engine/glide';
import { pacedOnly, type DurationScale } from '../../engine/pacing';
import type { MotionPreference } from '../../engine/sceneTypes';
import {
  axisSpans,
  chartX,
  chartY,
  crashPlot,
  gridValues,
  niceStep,
  type CrashTuning,
  type Plot,
  type Spans,
} from './axes';
import { TIME_EPSILON } from './clock';
import type { CrashModel } from './model';

// What one frame of the crash chart shows, worked out from the model without Phaser: the
// curve's points, the marker, the texts, the cash-out marks and the bust's effects. It is
// a function of the model's state only (the round time on show, the time since the bust),
// so the same moment looks the same at any frame rate. Reused frame to frame: no garbage.

export type StatusKind = 'none' | 'waiting' | 'countdown' | 'starting' | 'crashed';

export interface CashoutMark {
  id: string;
  username: string;
  multiplierE2: number;
  mine: boolean;
  x: number;
  y: number;
  /** Its pop-in: 0 when it arrives, 1 once settled (always 1 under reduced motion). */
  scale: number;
  /** Whether it carries a name label (the player's own always does). */
  labelled: boolean;
}

const GRID_LINES = 12;

/** Progress of an effect `elapsed` ms into its `length`, in [0, 1]. */
function progress(elapsed: number, length: number): number {
  return length <= 0 ? 1 : Math.min(Math.max(elapsed / length, 0), 1);
}

export class CrashView {
  readonly plot: Plot;
  spans: Spans = { ms: 1, multiplier: 1 };
  /** x0, y0, x1, y1, ... of the curve from 1.00x to its tip; `curveCount` points in use. */
  readonly curve: Float64Array;
  curveCount = 0;
  busted = false;
  tipX = 0;
  tipY = 0;
  markerVisible = false;
  multiplierVisible = false;
  multiplierE2 = 100;
  multiplierScale = 1;
  status: StatusKind = 'waiting';
  /** Betting left in tenths of a second, rounded up (so 0 only once it is over). */
  countdownTenths = 0;
  /** The share of the betting time left, 1 to 0. */
  countdownFraction = 0;
  readonly xGrid: number[] = new Array<number>(GRID_LINES).fill(0);
  readonly yGrid: number[] = new Array<number>(GRID_LINES).fill(0);
  xCount = 0;
  yCount = 0;
  yStep = 1;
  readonly marks: CashoutMark[] = [];
  markCount = 0;
  flashAlpha = 0;
  shakeX = 0;
  shakeY = 0;

  constructor(
    private readonly tuning: CrashTuning,
    private readonly motion: MotionPreference = { reduced: false },
    private readonly duration: DurationScale = pacedOnly,
  ) {
    this.plot = crashPlot(tuning);
    this.curve = new Float64Array((tuning.factors.curveSegments + 1) * 2);
  }

  update(model: CrashModel): void {
    const charted = model.phase === 'running' || model.phase === 'crashed';
    const tipMs = charted ? model.shownMs : 0;
    const tipMultiplier = model.multiplier();
    this.spans = axisSpans(tipMs, tipMultiplier, this.tuning);
    this.busted = model.phase === 'crashed';
    this.updateCurve(charted, tipMs, tipMultiplier);
    this.updateTexts(model);
    this.updateGrid();
    this.updateMarks(model, tipMs);
    this.updateEffects(model);
  }

  private updateCurve(charted: boolean, tipMs: number, tipMultiplier: number): void {
    const { spans, plot } = this;
    this.tipX = chartX(tipMs, spans, plot);
    this.tipY = chartY(tipMultiplier, spans, plot);
    this.markerVisible = charted;
    if (!charted) {
      this.curveCount = 0;
      return;
    }
    const segments = tipMs > 0 ? this.tuning.factors.curveSegments : 0;
    for (let i = 0; i < segments; i++) {
      const ms = (tipMs * i) / segments;
      this.curve[2 * i] = chartX(ms, spans, plot);
      this.curve[2 * i + 1] = chartY(crashCurve(ms), spans, plot);
    }
    // The last point is the tip itself, so the curve ends exactly under the marker.
    this.curve[2 * segments] = this.tipX;
    this.curve[2 * segments + 1] = this.tipY;
    this.curveCount = segments + 1;
  }

  private updateTexts(model: CrashModel): void {
    const { phase } = model;
    this.multiplierVisible = phase === 'running' || phase === 'crashed';
    this.multiplierE2 = model.multiplierE2();
    const countdown = model.countdownMs();
    // (a sum of frame times a hair past a tenth still shows that tenth)
    this.countdownTenths = Math.max(0, Math.ceil(countdown / 100 - TIME_EPSILON));
    this.countdownFraction = Math.min(countdown / CRASH_BETTING_MS, 1);
    this.status =
      phase === 'idle'
        ? 'waiting'
        : phase === 'betting'
          ? countdown > 0
            ? 'countdown'
            : 'starting'
          : phase === 'crashed'
            ? 'crashed'
            : 'none';
    const { bustPop } = this.tuning.durations;
    this.multiplierScale =
      phase === 'crashed' && model.bustLive && !this.motion.reduced
        ? lerp(
            this.tuning.factors.popFrom,
            1,
            this.tuning.easings.bustPop(progress(model.sinceBust, this.duration(bustPop))),
          )
        : 1;
  }

  private updateGrid(): void {
    this.yStep = niceStep(this.spans.multiplier, 4);
    this.yCount = gridValues(this.yGrid, 1, this.spans.multiplier, this.yStep);
    const xStep = Math.max(1000, niceStep(this.spans.ms, 5));
    this.xCount = gridValues(this.xGrid, 0, this.spans.ms, xStep);
  }

  private updateMarks(model: CrashModel, tipMs: number): void {
    const { spans, plot, tuning } = this;
    // After the bust the round time stands still; pops already started finish on their own.
    const popClock = model.phase === 'crashed' ? tipMs + model.sinceBust : tipMs;
    let count = 0;
    let othersLabelled = 0;
    const cashouts = model.cashouts;
    for (let i = cashouts.length - 1; i >= 0; i--) {
      const cashout = cashouts[i]!;
      if (!cashout.landed) continue;
      const mark = (this.marks[count] ??= {
        id: '',
        username: '',
        multiplierE2: 0,
        mine: false,
        x: 0,
        y: 0,
        scale: 1,
        labelled: false,
      });
      count += 1;
      mark.id = cashout.id;
      mark.username = cashout.username;
      mark.multiplierE2 = cashout.multiplierE2;
      mark.mine = cashout.mine;
      mark.x = chartX(cashout.atMs, spans, plot);
      mark.y = chartY(cashout.multiplierE2 / 100, spans, plot);
      mark.scale = this.motion.reduced
        ? 1
        : tuning.easings.cashoutPop(progress(popClock - cashout.atMs, tuning.durations.cashoutPop));
      // The latest few others are named; the player's own always is.
      mark.labelled = cashout.mine || othersLabelled < tuning.factors.cashoutLabels;
      if (!cashout.mine && mark.labelled) othersLabelled += 1;
    }
    this.markCount = count;
  }

  private updateEffects(model: CrashModel): void {
    if (model.phase !== 'crashed' || !model.bustLive || this.motion.reduced) {
      this.flashAlpha = 0;
      this.shakeX = 0;
      this.shakeY = 0;
      return;
    }
    const { durations, factors, sizes } = this.tuning;
    const since = model.sinceBust;
    this.flashAlpha =
      factors.flashAlpha * (1 - progress(since, this.duration(durations.bustFlash)));
    const fade = 1 - progress(since, this.duration(durations.bustShake));
    const phase = 2 * Math.PI * factors.shakeHz * (since / 1000);
    this.shakeX = sizes.shake * fade * Math.sin(phase);
    this.shakeY = sizes.shake * 0.5 * fade * Math.sin(phase * 1.7);
  }
}
