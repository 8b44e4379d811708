import { expect, test, type Page } from '@playwright/test';
import { demoCaseItems, demoCasePrice, demoOpening } from '../../games/case-unbox/scene/demoCase';
import type { ProbeCommand, SceneName } from '../../games/registry.client';
import { percentile } from '../../tools/scene-viewer/frames/frameStats';
import type { FrameStats } from '../../tools/scene-viewer/probeTypes';

// The frame loop sleeps when nothing moves (a phone keeps its battery) and wakes for a
// command, a resize and the page showing again; a countdown alone runs it at 30 frames a
// second: counted on the real animation-frame loop.

async function openLive(page: Page, scene: SceneName): Promise<void> {
  await page.goto('/?probe&live');
  await page.waitForFunction(() => window.__sceneProbe !== undefined);
  await page.evaluate((name) => window.__sceneProbe!.show(name), scene);
}

const measure = (page: Page, ms: number): Promise<FrameStats> =>
  page.evaluate((t) => window.__sceneProbe!.measure(t), ms);
const send = (page: Page, commands: ProbeCommand[]) =>
  page.evaluate((c) => window.__sceneProbe!.send(c), commands);

/** Waits until the loop has gone to sleep (no frame drawn for 300 ms). */
async function settle(page: Page): Promise<void> {
  await expect.poll(async () => (await measure(page, 300)).renders, { timeout: 10_000 }).toBe(0);
}

for (const scene of ['plinko', 'dice', 'mines', 'case-unbox'] as const) {
  test(`${scene} draws nothing while idle`, { tag: '@frames' }, async ({ page }) => {
    await openLive(page, scene);
    await settle(page);
    const idle = await measure(page, 1_000);
    console.log(`${scene} idle: ${idle.renders} frames in 1 s`);
    expect(idle.renders).toBe(0);
  });
}

test(
  'a plinko drop wakes the loop, which sleeps again once the ball has faded',
  { tag: '@frames' },
  async ({ page }) => {
    await openLive(page, 'plinko');
    await settle(page);
    await send(page, [
      {
        type: 'plinko:board',
        payload: { rows: 8, multipliers: [9, 3, 1, 0.5, 0.3, 0.5, 1, 3, 9] },
      },
      { type: 'plinko:drop', payload: { id: 'wake', path: [1, 0, 1, 0, 1, 0, 1, 0], bucket: 4 } },
    ]);
    const falling = await measure(page, 2_500); // the fall takes 1.6 s, then the fade
    console.log(`plinko falling: ${falling.renders} frames in 2.5 s`);
    expect(falling.done).toEqual(['wake']);
    // Drawing all the fall: the bound allows 4 fps, as a loaded machine's software renderer.
    expect(falling.renders).toBeGreaterThanOrEqual(10);
    await settle(page);
    expect((await measure(page, 1_000)).renders).toBe(0);
  },
);

test(
  'a resize draws the new size, then the loop sleeps again',
  { tag: '@frames' },
  async ({ page }) => {
    await openLive(page, 'dice');
    await settle(page);
    const resized = measure(page, 600);
    await page.evaluate(() => {
      document.getElementById('probe-host')!.style.width = '360px';
    });
    expect((await resized).renders).toBeGreaterThanOrEqual(1);
    await settle(page);
  },
);

test(
  'a case spin keeps drawing until every reel stopped, a skip ends it at once',
  { tag: '@frames' },
  async ({ page }) => {
    await openLive(page, 'case-unbox');
    await send(page, [{ type: 'case-unbox:reels', payload: { items: demoCaseItems, count: 3 } }]);
    await settle(page);
    const reels = Array.from({ length: 3 }, (_, k) => ({
      openingId: `live-${k}`,
      item: demoOpening('server-live', k),
    }));
    await send(page, [
      { type: 'case-unbox:spin', payload: { id: 'live', price: demoCasePrice, reels } },
    ]);
    const spinning = await measure(page, 500);
    // Still drawing: an idle scene draws no frame; the bound allows a slow software renderer.
    expect(spinning.renders).toBeGreaterThanOrEqual(3);
    expect(spinning.done).toEqual([]);
    const skipped = measure(page, 1_500);
    await send(page, [{ type: 'scene:skip', payload: undefined }]);
    expect((await skipped).done).toEqual(['live']);
    await settle(page);
  },
);

for (const [scene, betting, moving] of [
  [
    'roulette',
    { type: 'roulette:betting', payload: { roundId: 'r', endsInMs: 9_000 } },
    {
      type: 'roulette:roll',
      payload: { id: 'roll', roundId: 'r', slot: 3, landingOffset: 0.5, elapsedMs: 0 },
    },
  ],
  [
    'crash',
    { type: 'crash:betting', payload: { roundId: 'c', endsInMs: 9_000 } },
    { type: 'crash:run', payload: { roundId: 'c', elapsedMs: 0 } },
  ],
] as const) {
  test(
    `${scene}: a countdown alone draws 30 frames a second, the round every frame`,
    { tag: '@frames' },
    async ({ page }) => {
      await openLive(page, scene);
      await settle(page);
      await send(page, [betting as ProbeCommand]);
      await page.waitForTimeout(300); // the frames that draw the command itself run at full rate
      const counting = await measure(page, 1_500);
      const gap = percentile(counting.intervals, 50);
      console.log(
        `${scene} counting down: ${counting.renders} frames in 1.5 s, p50 gap ${gap.toFixed(1)} ms`,
      );
      expect(counting.frameLimit).toBe(30);
      // Still drawn: the bar creeps on (the bound allows 4 fps, a loaded software renderer).
      expect(counting.renders).toBeGreaterThanOrEqual(6);
      expect(gap).toBeGreaterThanOrEqual(30);

      await send(page, [moving as ProbeCommand]);
      const running = await measure(page, 500);
      expect(running.frameLimit).toBe(0);
      expect(running.renders).toBeGreaterThanOrEqual(2);
    },
  );
}
