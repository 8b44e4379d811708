import type { Tuning } from '../../engine/tuning';
import type crashTuningFile from '../tuning.json';

// The chart's geometry without Phaser: the plot area, how far each axis reaches at a given
// moment of the round, and where a (time, multiplier) point is drawn. The axes are pure
// functions of the round time shown, so the same moment draws the same chart at any frame
// rate, and they grow smoothly: each span is a soft maximum of its starting reach and the
// tip's value with some headroom, so the tip settles at a steady place as the chart zooms out.

export type CrashTuning = Tuning<typeof crashTuningFile>;

export interface Plot {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Spans {
  /** Round ms across the whole width. */
  ms: number;
  /** Multiplier above 1.00x across the whole height. */
  multiplier: number;
}

export function crashPlot({ sizes }: CrashTuning): Plot {
  return {
    x: sizes.plotLeft,
    y: sizes.plotTop,
    width: sizes.width - sizes.plotLeft - sizes.plotRight,
    height: sizes.height - sizes.plotTop - sizes.plotBottom,
  };
}

/** A smooth maximum: never below either, and it rises without a corner where they cross. */
export function softMax(a: number, b: number, power: number): number {
  if (b <= 0) return a;
  const top = Math.max(a, b);
  return top * ((a / top) ** power + (b / top) ** power) ** (1 / power);
}

/** The axes' reach when the tip is at `ms` round time and `multiplier`. */
export function axisSpans(ms: number, multiplier: number, tuning: CrashTuning): Spans {
  const { headroom, softness, axisMultiplier } = tuning.factors;
  return {
    ms: softMax(tuning.durations.axisMs, Math.max(0, ms) * headroom, softness),
    multiplier: softMax(axisMultiplier, Math.max(0, multiplier - 1) * headroom, softness),
  };
}

/** Where the point (round ms, multiplier) is drawn. */
export function chartX(ms: number, spans: Spans, plot: Plot): number {
  return plot.x + (ms / spans.ms) * plot.width;
}

export function chartY(multiplier: number, spans: Spans, plot: Plot): number {
  return plot.y + plot.height - ((multiplier - 1) / spans.multiplier) * plot.height;
}

/** A round step (1, 2 or 5 times a power of ten) that splits `span` into about `parts`. */
export function niceStep(span: number, parts: number): number {
  const rough = span / parts;
  const power = 10 ** Math.floor(Math.log10(rough));
  const scaled = rough / power;
  const unit = scaled < 1.5 ? 1 : scaled < 3.5 ? 2 : scaled < 7.5 ? 5 : 10;
  return unit * power;
}

/**
 * Writes the grid values above `from` up to `from + span`, `step` apart, into `out` (at
 * most its length, so a frame allocates nothing) and returns how many there are.
 */
export function gridValues(out: number[], from: number, span: number, step: number): number {
  let count = 0;
  while (count < out.length) {
    const value = from + (count + 1) * step;
    if (value > from + span + step * 1e-9) break;
    out[count++] = value;
  }
  return count;
}

/** A time grid label: whole seconds. */
export function formatSeconds(ms: number): string {
  return `${Math.round(ms / 1000)}s`;
}

/** A multiplier grid label with as many decimals as its step needs. */
export function formatGridMultiplier(multiplier: number, step: number): string {
  const decimals = step >= 1 ? 0 : step >= 0.1 ? 1 : 2;
  const text = multiplier.toFixed(decimals);
  return `${decimals === 0 ? Number(text).toLocaleString('en-US') : text}x`;
}
