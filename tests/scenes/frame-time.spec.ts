import { expect, test } from '@playwright/test';
import { demoCaseItems, demoCasePrice, demoOpening } from '../../games/case-unbox/scene/demoCase';
import { percentile } from '../../tools/scene-viewer/frames/frameStats';
import type { FrameStats } from '../../tools/scene-viewer/probeTypes';

// What five case reels spinning at once cost per frame, on the real frame loop in software
// WebGL (the renderer a player without a GPU gets) at a desktop canvas size. Printed for the
// record; the bound only catches a scene that stops keeping up at all.

test(
  'five case reels spinning at once: frame time p50 / p95',
  { tag: '@frames' },
  async ({ page }) => {
    await page.goto('/?probe&live&w=960&h=900');
    await page.waitForFunction(() => window.__sceneProbe !== undefined);
    await page.evaluate(() => window.__sceneProbe!.show('case-unbox'));
    await page.evaluate(
      (items) =>
        window.__sceneProbe!.send([{ type: 'case-unbox:reels', payload: { items, count: 5 } }]),
      demoCaseItems,
    );
    const reels = Array.from({ length: 5 }, (_, k) => ({
      openingId: `bench-${k}`,
      item: demoOpening('server-bench', k),
    }));
    await page.waitForTimeout(500);
    const measured = page.evaluate(() => window.__sceneProbe!.measure(4_000));
    await page.evaluate(
      (payload) => window.__sceneProbe!.send([{ type: 'case-unbox:spin', payload }]),
      {
        id: 'bench',
        price: demoCasePrice,
        reels,
      },
    );
    const stats: FrameStats = await measured;
    const work = { p50: percentile(stats.frameMs, 50), p95: percentile(stats.frameMs, 95) };
    const interval = { p50: percentile(stats.intervals, 50), p95: percentile(stats.intervals, 95) };
    console.log(
      `5 reels, 960x900 canvas: ${stats.renders} frames in 4 s; ` +
        `frame work p50 ${work.p50.toFixed(2)} ms, p95 ${work.p95.toFixed(2)} ms; ` +
        `frame interval p50 ${interval.p50.toFixed(2)} ms, p95 ${interval.p95.toFixed(2)} ms`,
    );
    test.info().annotations.push({
      type: 'frame time (5 reels)',
      description: `work p50 ${work.p50.toFixed(2)} / p95 ${work.p95.toFixed(2)} ms; interval p50 ${interval.p50.toFixed(2)} / p95 ${interval.p95.toFixed(2)} ms; ${stats.renders} frames in 4 s`,
    });
    // It animates the whole spin: a scene that stopped would draw a frame or none. The bound
    // allows 5 fps, as a loaded machine's software renderer manages (9 fps seen).
    expect(stats.renders).toBeGreaterThanOrEqual(20);
    expect(work.p50).toBeLessThan(50);
  },
);
