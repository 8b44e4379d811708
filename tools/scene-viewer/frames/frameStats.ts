// The frame-time graph's numbers: the last frames' intervals (start to start) and work (the
// step and render, up to the GPU finishing it), as the probe's live measure takes them, and
// their p50 / p95.

/** A gap this long between two frames is the loop asleep while nothing moved, not a frame. */
export const SLEEP_GAP_MS = 1_000;

export interface FrameSample {
  /** Ms since the previous frame started; null for the first frame after a sleep. */
  interval: number | null;
  work: number;
}

/** The sample at `p` percent of the sorted values (NaN when there are none). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export interface FrameSummary {
  frames: number;
  interval: { p50: number; p95: number };
  work: { p50: number; p95: number };
}

export function summarize(samples: readonly FrameSample[]): FrameSummary {
  const intervals = samples.flatMap((s) => (s.interval === null ? [] : [s.interval]));
  const works = samples.map((s) => s.work);
  return {
    frames: samples.length,
    interval: { p50: percentile(intervals, 50), p95: percentile(intervals, 95) },
    work: { p50: percentile(works, 50), p95: percentile(works, 95) },
  };
}

/** Collects the last `size` frames from the stage's step and render timestamps. */
export class FrameRecorder {
  private readonly samples: FrameSample[] = [];
  private start = -1;
  private interval: number | null = null;

  constructor(private readonly size = 180) {}

  /** A frame starts (Phaser's pre-step). */
  stepStarted(now: number): void {
    const gap = this.start < 0 ? Infinity : now - this.start;
    this.interval = gap < SLEEP_GAP_MS ? gap : null;
    this.start = now;
  }

  /** The frame is drawn (Phaser's post-render). */
  rendered(now: number): void {
    if (this.start < 0) return;
    this.samples.push({ interval: this.interval, work: now - this.start });
    if (this.samples.length > this.size) this.samples.shift();
  }

  recent(): readonly FrameSample[] {
    return this.samples;
  }
}
