import type { Page } from '@playwright/test';
import { expect, test } from './probePage';
import { crashCurve, crashMultiplierE2At, formatCrashMultiplier } from '../../games/crash/core';
import type { CrashProbe } from '../../games/crash/scene/probe';
import type { ProbeResult, ProbeScript } from '../../tools/scene-viewer/probeTypes';
import { crashRoundScript, testRounds, type CrashRound } from './crashOutcomes';

// The crash chart in Chromium, driven as a page drives it: on the server's clock, stepped
// at 30, 60 and 144 fps with a long frame. Every round ends on its crash point in the same
// state at each rate, the marker sits on the core's curve at the server's time, and the
// cash-outs land on the curve.

const FRAME_RATES = [30, 60, 144];
const BUST_RED = 0xe5606a;

async function openProbe(page: Page): Promise<void> {
  await page.evaluate(() => window.__sceneProbe!.show('crash'));
}

async function run(page: Page, script: ProbeScript): Promise<ProbeResult> {
  const result = await page.evaluate((s) => window.__sceneProbe!.run(s), script);
  expect(result.error).toBeNull();
  return result;
}

/** The round ms and multiplier a drawn point stands for, read back through the axes. */
function readPoint(probe: CrashProbe, x: number, y: number) {
  const { plot, spans } = probe;
  return {
    ms: ((x - plot.x) / plot.width) * spans.ms,
    multiplier: 1 + ((plot.y + plot.height - y) / plot.height) * spans.multiplier,
  };
}

/** Every cash-out mark is on the curve, at its own multiplier. */
function expectOnCurve(probe: CrashProbe, round: CrashRound): void {
  for (const mark of probe.cashouts) {
    const entry = round.cashouts.find((c) => c.id === mark.id)!;
    const point = readPoint(probe, mark.x, mark.y);
    expect(point.multiplier).toBeCloseTo(entry.multiplierE2 / 100, 6);
    expect(crashCurve(point.ms)).toBeCloseTo(entry.multiplierE2 / 100, 6);
    expect(mark.mine).toBe(entry.mine);
  }
}

/** Equal apart from float noise in the last digits (each rate sums its frame times itself). */
function expectSame(actual: unknown, expected: unknown, path = 'probe'): void {
  if (typeof expected === 'number') {
    expect(Math.abs((actual as number) - expected), path).toBeLessThan(1e-6);
  } else if (expected && typeof expected === 'object') {
    expect(Object.keys(actual as object).sort(), path).toEqual(Object.keys(expected).sort());
    for (const [key, value] of Object.entries(expected)) {
      expectSame((actual as Record<string, unknown>)[key], value, `${path}.${key}`);
    }
  } else {
    expect(actual, path).toEqual(expected);
  }
}

test('rounds end on their crash points in the same state at 30, 60 and 144 fps', async ({
  page,
}) => {
  await openProbe(page);
  for (const round of testRounds()) {
    const finals: CrashProbe[] = [];
    for (const fps of FRAME_RATES) {
      const result = await run(page, crashRoundScript(round, fps));
      const landed = Object.fromEntries(result.landings.map((l) => [l.id, l.probe as CrashProbe]));
      const crashed = formatCrashMultiplier(round.crashPointE2);

      // the cash-outs land on the curve, the player's own highlighted and named
      const cashed = landed[round.cashoutBatch]!;
      expect(cashed.phase).toBe('running'); // the bust is not known yet
      expect(cashed.cashouts.map((c) => c.id).sort()).toEqual(
        round.cashouts.map((c) => c.id).sort(),
      );
      expectOnCurve(cashed, round);
      const mine = round.cashouts.find((c) => c.mine);
      if (mine) {
        expect(cashed.labels).toContain(`You ${formatCrashMultiplier(mine.multiplierE2)}`);
      }

      // the bust: on the crash point, red, "Crashed @ ..."
      const bust = landed[round.bustId]!;
      expect(bust.phase).toBe('crashed');
      expect(bust.multiplier?.text).toBe(crashed);
      expect(bust.status).toBe(`Crashed @ ${crashed}`);
      expect(bust.curve.colour).toBe(BUST_RED);
      expect(bust.marker.colour).toBe(BUST_RED);
      const tip = readPoint(bust, bust.marker.x, bust.marker.y);
      expect(tip.multiplier).toBeCloseTo(round.crashPointE2 / 100, 6);
      expect(crashCurve(tip.ms)).toBeCloseTo(round.crashPointE2 / 100, 6);
      expect([bust.curve.tipX, bust.curve.tipY]).toEqual([bust.marker.x, bust.marker.y]);
      expect(bust.flash).toBeGreaterThan(0); // full motion: the bust flashes
      expectOnCurve(bust, round);

      const { serverMs: _server, ...final } = result.final as CrashProbe;
      finals.push(final as CrashProbe);
    }
    // what the server's clock says is the same at every frame rate; the scene's own estimate
    // of it (serverMs) ran on by each rate's last frame, so it is left out
    expectSame(finals[1], finals[0]);
    expectSame(finals[2], finals[0]);
  }
});

test('the marker sits on the core curve at the server elapsed time', async ({ page }) => {
  await openProbe(page);
  for (const elapsedMs of [0, 1_000, 11_553, 30_000, 90_000]) {
    // A late joiner's snapshot: shown at once, no frame needed.
    const result = await run(page, {
      fps: 60,
      steps: [[{ type: 'crash:run', payload: { roundId: `at-${elapsedMs}`, elapsedMs } }]],
    });
    const probe = result.final as CrashProbe;
    expect(probe.shownMs).toBe(elapsedMs);
    const tip = readPoint(probe, probe.marker.x, probe.marker.y);
    expect(tip.ms).toBeCloseTo(elapsedMs, 4);
    expect(tip.multiplier / crashCurve(elapsedMs)).toBeCloseTo(1, 9);
    expect(probe.multiplier?.text).toBe(formatCrashMultiplier(crashMultiplierE2At(elapsedMs)));
    expect(probe.marker.visible).toBe(true);
  }
  for (const fps of FRAME_RATES) {
    // The server says 300 ms more than the scene shows: it eases there and stays on the curve.
    const result = await run(page, {
      fps,
      limitMs: 20_000,
      steps: [
        [{ type: 'crash:run', payload: { roundId: `drift-${fps}`, elapsedMs: 5_000 } }],
        [
          { type: 'crash:sync', payload: { roundId: `drift-${fps}`, elapsedMs: 5_300 } },
          {
            type: 'crash:cashouts',
            payload: {
              id: `drift-${fps}-c`,
              roundId: `drift-${fps}`,
              entries: [
                { id: 'x', username: 'x', multiplierE2: crashMultiplierE2At(6_500), mine: false },
              ],
            },
          },
        ],
      ],
    });
    const probe = result.landings[0]!.probe as CrashProbe;
    expect(probe.serverMs).toBeCloseTo(5_300 + result.landings[0]!.elapsed, 6);
    // caught up by then (the ease lasts max(300, 3 x 300) ms)
    expect(probe.shownMs).toBeCloseTo(probe.serverMs, 6);
    const tip = readPoint(probe, probe.marker.x, probe.marker.y);
    expect(tip.multiplier / crashCurve(probe.shownMs)).toBeCloseTo(1, 9);
    expect(probe.multiplier?.text).toBe(
      formatCrashMultiplier(crashMultiplierE2At(Math.floor(probe.shownMs + 1e-6))),
    );
  }
});

test('the betting countdown shows the time the server has left', async ({ page }) => {
  await openProbe(page);
  const result = await run(page, {
    fps: 60,
    steps: [[{ type: 'crash:betting', payload: { roundId: 'bet', endsInMs: 4_250 } }]],
  });
  const probe = result.final as CrashProbe;
  expect(probe.phase).toBe('betting');
  expect(probe.status).toBe('Starting in 4.3s');
  expect(probe.countdown.visible).toBe(true);
  expect(probe.countdown.fraction).toBeCloseTo(4_250 / 6_000, 9);
  expect(probe.marker.visible).toBe(false);
  expect(probe.multiplier).toBeNull();
  await run(page, { fps: 60, steps: [[{ type: 'crash:reset', payload: undefined }]] });
  const reset = (await run(page, { fps: 60, steps: [] })).final as CrashProbe;
  expect(reset.status).toBe('Waiting for the next round');
});

test('reduced motion shows the same bust without flash or shake', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openProbe(page);
  const round = testRounds()[2]!;
  const result = await run(page, crashRoundScript(round, 60));
  const bust = result.landings.find((l) => l.id === round.bustId)!.probe as CrashProbe;
  expect(bust.status).toBe(`Crashed @ ${formatCrashMultiplier(round.crashPointE2)}`);
  expect(bust.flash).toBe(0);
  expect(bust.shake).toEqual({ x: 0, y: 0 });
  expect(bust.multiplier?.scale).toBe(1);
  expectOnCurve(bust, round);
});
