import { useEffect, useRef, useState } from 'react';
import { FrameRecorder, summarize, type FrameSample, type FrameSummary } from './frameStats';

// The frame-time graph under the stage: the last frames' intervals (line) and work (bars)
// against the 60 Hz frame budget, with their p50 and p95. The stage's loop sleeps while
// nothing moves, so the graph holds still then too.

const WIDTH = 360;
const HEIGHT = 72;
/** The graph's top, in ms. */
const TOP_MS = 40;
const BUDGET_MS = 1000 / 60;
const REDRAW_MS = 250;

function draw(canvas: HTMLCanvasElement, samples: readonly FrameSample[], size: number): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const y = (ms: number) => HEIGHT - (Math.min(ms, TOP_MS) / TOP_MS) * HEIGHT;
  const step = WIDTH / size;
  const left = WIDTH - samples.length * step;
  ctx.clearRect(0, 0, WIDTH, HEIGHT);
  ctx.fillStyle = '#ff8a1f';
  samples.forEach((s, i) =>
    ctx.fillRect(left + i * step, y(s.work), Math.max(1, step - 0.5), HEIGHT - y(s.work)),
  );
  ctx.strokeStyle = '#5e98d9';
  ctx.beginPath();
  samples.forEach((s, i) => {
    if (s.interval === null) return;
    ctx.lineTo(left + i * step + step / 2, y(s.interval));
  });
  ctx.stroke();
  ctx.strokeStyle = '#2fe39b';
  ctx.setLineDash([3, 3]);
  ctx.beginPath();
  ctx.moveTo(0, y(BUDGET_MS));
  ctx.lineTo(WIDTH, y(BUDGET_MS));
  ctx.stroke();
  ctx.setLineDash([]);
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '–');

export function FrameGraph() {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [summary, setSummary] = useState<FrameSummary | null>(null);

  useEffect(() => {
    const size = 180;
    const recorder = new FrameRecorder(size);
    let detach: (() => void) | null = null;
    let live = true;
    void Promise.all([import('../../../games/engine/stage'), import('./frameMeter')]).then(
      async ([{ getStage }, { meterFrames }]) => {
        const stage = await getStage();
        if (live) detach = meterFrames(stage, recorder);
      },
    );
    let drawn = -1;
    const timer = setInterval(() => {
      const samples = recorder.recent();
      const last = samples.at(-1);
      const key = samples.length + (last ? last.work : 0);
      if (key === drawn) return; // nothing new: the loop sleeps
      drawn = key;
      if (canvas.current) draw(canvas.current, samples, size);
      setSummary(summarize(samples));
    }, REDRAW_MS);
    return () => {
      live = false;
      detach?.();
      clearInterval(timer);
    };
  }, []);

  return (
    <figure className="frame-graph" aria-label="Frame times">
      <canvas ref={canvas} width={WIDTH} height={HEIGHT} />
      <figcaption>
        {summary && summary.frames > 0 ? (
          <>
            <span className="interval">
              interval p50 {ms(summary.interval.p50)} · p95 {ms(summary.interval.p95)}
            </span>
            <span className="work">
              work p50 {ms(summary.work.p50)} · p95 {ms(summary.work.p95)}
            </span>
            <span>{summary.frames} frames</span>
          </>
        ) : (
          'No frames yet: the loop sleeps while nothing moves'
        )}
      </figcaption>
    </figure>
  );
}
