import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { FRAME_RATES, frameClock } from '../../engine/testing/frames';
import { resolveTuning } from '../../engine/tuning';
import { crashCurve, crashCurveMsFor } from '../core';
import tuningFile from '../tuning.json';
import {
  axisSpans,
  chartX,
  chartY,
  crashPlot,
  formatGridMultiplier,
  formatSeconds,
  gridValues,
  niceStep,
  softMax,
} from './axes';
import { CrashModel } from './model';
import { CrashView } from './view';

const tuning = resolveTuning(tuningFile);
const plot = crashPlot(tuning);
const bottom = plot.y + plot.height;

/** The multiplier and round ms a drawn point stands for, read back through the axes. */
function readPoint(x: number, y: number, spans: { ms: number; multiplier: number }) {
  return {
    ms: ((x - plot.x) / plot.width) * spans.ms,
    multiplier: 1 + ((bottom - y) / plot.height) * spans.multiplier,
  };
}

function running(elapsedMs: number, reduced = false) {
  const model = new CrashModel(tuning);
  const view = new CrashView(tuning, { reduced });
  model.at({ roundId: 'r', elapsedMs });
  view.update(model);
  return { model, view };
}

describe('the axes', () => {
  it('start at their set reach and grow smoothly, keeping the tip inside the plot', () => {
    expect(axisSpans(0, 1, tuning)).toEqual({
      ms: tuning.durations.axisMs,
      multiplier: tuning.factors.axisMultiplier,
    });
    let previous = axisSpans(0, 1, tuning);
    for (let ms = 0; ms <= 370_000; ms += 50) {
      const spans = axisSpans(ms, crashCurve(ms), tuning);
      expect(spans.ms).toBeGreaterThanOrEqual(previous.ms);
      expect(spans.multiplier).toBeGreaterThanOrEqual(previous.multiplier);
      // no jumps: 50 ms later the reach has grown by at most a small share
      expect(spans.ms / previous.ms).toBeLessThan(1.01);
      expect(chartX(ms, spans, plot)).toBeLessThanOrEqual(plot.x + plot.width);
      expect(chartY(crashCurve(ms), spans, plot)).toBeGreaterThanOrEqual(plot.y);
      previous = spans;
    }
  });

  it('softMax is never below either value and meets the larger far from the crossing', () => {
    expect(softMax(10, 0, 6)).toBe(10);
    expect(softMax(10, 10, 6)).toBeCloseTo(10 * 2 ** (1 / 6), 12);
    expect(softMax(10, 100, 6)).toBeCloseTo(100, 4);
    expect(softMax(100, 10, 6)).toBeGreaterThanOrEqual(100);
  });

  it('picks round grid steps and labels them', () => {
    expect(niceStep(1, 4)).toBe(0.2);
    expect(niceStep(10_000, 5)).toBe(2_000);
    expect(niceStep(37, 4)).toBe(10);
    expect(niceStep(1_800, 4)).toBe(500);
    const out = new Array<number>(12).fill(0);
    expect(gridValues(out, 1, 1, 0.2)).toBe(5);
    expect(out.slice(0, 5).map((v) => formatGridMultiplier(v, 0.2))).toEqual([
      '1.2x',
      '1.4x',
      '1.6x',
      '1.8x',
      '2.0x',
    ]);
    expect(gridValues(new Array<number>(3).fill(0), 0, 10_000, 1_000)).toBe(3); // capped
    expect(formatGridMultiplier(2_001, 500)).toBe('2,001x');
    expect(formatGridMultiplier(1.05, 0.05)).toBe('1.05x');
    expect(formatSeconds(12_000)).toBe('12s');
  });
});

describe('CrashView', () => {
  it.each([0, 800, 11_553, 60_000, 250_000])(
    'draws the core curve from 1.00x to the marker at %i ms',
    (elapsedMs) => {
      const { view } = running(elapsedMs);
      const { spans } = view;
      expect(view.curve[0]).toBe(plot.x);
      expect(view.curve[1]).toBe(bottom);
      const last = view.curveCount - 1;
      expect(view.curve[2 * last]).toBe(view.tipX);
      expect(view.curve[2 * last + 1]).toBe(view.tipY);
      const tip = readPoint(view.tipX, view.tipY, spans);
      expect(tip.ms).toBeCloseTo(elapsedMs, 6);
      expect(tip.multiplier / crashCurve(elapsedMs)).toBeCloseTo(1, 10);
      for (let i = 0; i < view.curveCount; i++) {
        const point = readPoint(view.curve[2 * i]!, view.curve[2 * i + 1]!, spans);
        expect(point.multiplier / crashCurve(point.ms)).toBeCloseTo(1, 9);
      }
      expect(view.markerVisible).toBe(true);
      expect(view.multiplierVisible).toBe(true);
    },
  );

  it('puts every cash-out on the curve, names the latest and always the own one', () => {
    const { model, view } = running(0);
    const entries = Array.from({ length: 10 }, (_, i) => ({
      id: `c${i}`,
      username: `p${i}`,
      multiplierE2: 110 + i * 13,
      mine: i === 0,
    }));
    model.addCashouts({ id: 'batch', roundId: 'r', entries });
    model.step(crashCurveMsFor(3));
    view.update(model);
    expect(view.markCount).toBe(10);
    for (const mark of view.marks.slice(0, view.markCount)) {
      const point = readPoint(mark.x, mark.y, view.spans);
      expect(point.multiplier).toBeCloseTo(mark.multiplierE2 / 100, 9);
      expect(crashCurve(point.ms)).toBeCloseTo(mark.multiplierE2 / 100, 9);
    }
    const labelled = view.marks.slice(0, view.markCount).filter((m) => m.labelled);
    expect(labelled.map((m) => m.id)).toEqual(['c9', 'c8', 'c7', 'c6', 'c5', 'c4', 'c0']);
  });

  it('counts the betting down in tenths', () => {
    const model = new CrashModel(tuning);
    const view = new CrashView(tuning);
    model.betting({ roundId: 'b', endsInMs: 4_250 });
    view.update(model);
    expect(view.status).toBe('countdown');
    expect(view.countdownTenths).toBe(43);
    expect(view.countdownFraction).toBeCloseTo(4_250 / 6_000, 12);
    expect(view.markerVisible).toBe(false);
    expect(view.multiplierVisible).toBe(false);
    model.step(4_250);
    view.update(model);
    expect(view.status).toBe('starting');
    expect(view.countdownTenths).toBe(0);
  });

  it('turns red on the bust with a flash and a shake, and neither under reduced motion', () => {
    const bust = (reduced: boolean) => {
      const { model, view } = running(0, reduced);
      model.addCashouts({
        id: 'c',
        roundId: 'r',
        entries: [{ id: 'me', username: 'me', multiplierE2: 180, mine: true }],
      });
      model.bust({ id: 'b', roundId: 'r', crashPointE2: 200 });
      model.step(crashCurveMsFor(2) + 5);
      model.step(40);
      view.update(model);
      return view;
    };
    const normal = bust(false);
    const reduced = bust(true);
    expect(normal.busted).toBe(true);
    expect(normal.status).toBe('crashed');
    expect(normal.multiplierE2).toBe(200);
    expect(normal.flashAlpha).toBeGreaterThan(0);
    expect(Math.hypot(normal.shakeX, normal.shakeY)).toBeGreaterThan(0);
    expect(reduced.flashAlpha).toBe(0);
    expect(reduced.shakeX).toBe(0);
    expect(reduced.shakeY).toBe(0);
    expect(reduced.multiplierScale).toBe(1);
    expect(reduced.marks[0]!.scale).toBe(1);
    // the same information either way
    for (const key of ['tipX', 'tipY', 'multiplierE2', 'status', 'busted', 'markCount'] as const) {
      expect(reduced[key]).toEqual(normal[key]);
    }
    expect(reduced.marks[0]!.x).toBe(normal.marks[0]!.x);
    expect(reduced.marks[0]!.y).toBe(normal.marks[0]!.y);
  });

  it('shows a round that was over before it joined without a flash', () => {
    const model = new CrashModel(tuning);
    const view = new CrashView(tuning);
    model.bust({ id: 'b', roundId: 'old', crashPointE2: 333 });
    model.step(16);
    view.update(model);
    expect(view.status).toBe('crashed');
    expect(view.multiplierE2).toBe(333);
    expect(view.flashAlpha).toBe(0);
    expect(view.multiplierScale).toBe(1);
  });

  it('lets the bust effects fade out completely', () => {
    const { model, view } = running(0);
    model.bust({ id: 'b', roundId: 'r', crashPointE2: 150 });
    model.step(crashCurveMsFor(1.5) + 1);
    model.step(model.afterBustMs());
    view.update(model);
    expect(view.flashAlpha).toBe(0);
    expect(Math.abs(view.shakeX) + Math.abs(view.shakeY)).toBe(0);
    expect(view.multiplierScale).toBe(1);
  });

  it.each(FRAME_RATES)(
    'shows the same frame for the same server time at %i fps as at 1 ms steps',
    (fps) => {
      // Commands arrive at fixed server times; frames come at `fps` with one long frame,
      // cut at each event so both runs see the commands at the same moment.
      const script: [number, (model: CrashModel) => void][] = [
        [0, (m) => m.betting({ roundId: 'r', endsInMs: 2_000 })],
        [2_040, (m) => m.at({ roundId: 'r', elapsedMs: 40 })],
        [3_000, (m) => m.at({ roundId: 'r', elapsedMs: 1_180 })], // 220 ms ahead: eases
        [
          4_000,
          (m) =>
            m.addCashouts({
              id: 'c',
              roundId: 'r',
              entries: [
                { id: 'a', username: 'a', multiplierE2: 110, mine: false },
                { id: 'b', username: 'b', multiplierE2: 118, mine: true },
              ],
            }),
        ],
        [4_500, (m) => m.bust({ id: 'bust', roundId: 'r', crashPointE2: 131 })],
      ];
      const reads = [1_000, 2_500, 3_100, 3_500, 4_200, 5_000, 6_000, 6_100];
      const run = (next: () => number) => {
        const model = new CrashModel(tuning);
        const view = new CrashView(tuning);
        const frames: unknown[] = [];
        const events = [...new Set([...script.map(([at]) => at), ...reads])].sort((a, b) => a - b);
        let time = 0;
        for (const at of events) {
          while (time < at) {
            const dt = Math.min(next(), at - time);
            model.step(dt);
            time += dt;
          }
          for (const [when, command] of script) if (when === at) command(model);
          if (reads.includes(at)) {
            view.update(model);
            frames.push(snapshot(view));
          }
        }
        return frames;
      };
      const reference = run(() => 1);
      const clock = frameClock(fps, seedrandom(`view-${fps}`), 100);
      const seen = run(() => clock.next());
      expect(seen).toHaveLength(reference.length);
      seen.forEach((frame, i) => expectClose(frame, reference[i]));
    },
  );
});

/** Everything a frame draws, copied. */
function snapshot(view: CrashView) {
  return {
    spans: { ...view.spans },
    curve: Array.from(view.curve.slice(0, 2 * view.curveCount)),
    busted: view.busted,
    tip: [view.tipX, view.tipY, view.markerVisible],
    multiplier: [view.multiplierVisible, view.multiplierE2, view.multiplierScale],
    status: [view.status, view.countdownTenths, view.countdownFraction],
    grid: [view.xGrid.slice(0, view.xCount), view.yGrid.slice(0, view.yCount), view.yStep],
    marks: view.marks.slice(0, view.markCount).map((mark) => ({ ...mark })),
    effects: [view.flashAlpha, view.shakeX, view.shakeY],
  };
}

/** Deep equality, with numbers equal to 1e-6 (the two runs add their frame times differently). */
function expectClose(actual: unknown, expected: unknown, path = 'frame'): void {
  if (typeof expected === 'number') {
    expect(typeof actual, path).toBe('number');
    expect(Math.abs((actual as number) - expected), path).toBeLessThan(1e-6);
    return;
  }
  if (expected && typeof expected === 'object') {
    for (const key of Object.keys(expected)) {
      expectClose(
        (actual as Record<string, unknown>)[key],
        (expected as Record<string, unknown>)[key],
        `${path}.${key}`,
      );
    }
    return;
  }
  expect(actual, path).toEqual(expected);
}
