import { expect, test } from './probePage';
import type { DiceProbe } from '../../games/dice/scene/probe';
import type { MinesProbe } from '../../games/mines/scene/probe';

// The stage as pages use it: one canvas that moves between GameHosts as routes change,
// under React StrictMode, labelled for screen readers, sized to its host in device pixels.

test('the canvas follows the route back and forth, and each scene still works', async ({
  page,
}) => {
  for (const scene of ['dice', 'plinko', 'mines', 'dice'] as const) {
    await page.evaluate((name) => window.__sceneProbe!.show(name), scene);
    expect(await page.evaluate(() => window.__sceneProbe!.canvasHost())).toBe(scene);
    await expect(page.locator('canvas')).toHaveCount(1);
    await expect(page.locator('canvas')).toHaveAttribute('aria-label', `${scene} probe`);
    await expect(page.locator('canvas')).toHaveAttribute('role', 'img');
  }
  const result = await page.evaluate(() =>
    window.__sceneProbe!.run({
      fps: 60,
      steps: [
        [
          {
            type: 'dice:roll',
            payload: { id: 'again', roll: 7777, target: 5000, direction: 'over', win: true },
          },
        ],
      ],
    }),
  );
  expect(result.error).toBeNull();
  const probe = result.final as DiceProbe;
  expect(probe.label).toBe('77.77');
  expect(Math.abs(probe.markerX - (probe.track.x + probe.track.width * 0.7777))).toBeLessThan(1e-6);
});

test('a board command restores mines at once, with focus', async ({ page }) => {
  await page.evaluate(() => window.__sceneProbe!.show('mines'));
  const result = await page.evaluate(() =>
    window.__sceneProbe!.run({
      fps: 60,
      steps: [
        [
          {
            type: 'mines:board',
            payload: { revealed: [0, 6], minePositions: [6, 24], state: 'busted' },
          },
          { type: 'mines:focus', payload: { tile: 12 } },
        ],
      ],
    }),
  );
  expect(result.error).toBeNull();
  expect(result.frames).toBe(0); // nothing to wait for: instant
  const probe = result.final as MinesProbe;
  expect(probe.tiles[0]).toEqual({ face: 'gem', dim: false, exploded: false, scaleX: 1 });
  expect(probe.tiles[6]).toEqual({ face: 'mine', dim: false, exploded: true, scaleX: 1 });
  expect(probe.tiles[24]).toEqual({ face: 'mine', dim: true, exploded: false, scaleX: 1 });
  expect(probe.tiles.filter((t) => t.face === 'hidden')).toHaveLength(22);
  expect(probe.focus).toBe(12);
});

test('the canvas is sized in device pixels, capped at 2x', async ({ browser }) => {
  for (const deviceScaleFactor of [1, 2, 3]) {
    const context = await browser.newContext({ deviceScaleFactor });
    const page = await context.newPage();
    await page.goto('/?probe');
    await page.waitForFunction(() => window.__sceneProbe !== undefined);
    await page.evaluate(() => window.__sceneProbe!.show('plinko'));
    const size = await page.evaluate(() => {
      const canvas = document.querySelector('canvas')!;
      const box = canvas.getBoundingClientRect();
      return {
        width: canvas.width,
        height: canvas.height,
        cssWidth: box.width,
        cssHeight: box.height,
      };
    });
    const ratio = Math.min(deviceScaleFactor, 2);
    expect(size.cssWidth).toBe(480);
    expect(size.cssHeight).toBe(480);
    expect(size.width).toBe(480 * ratio);
    expect(size.height).toBe(480 * ratio);
    await context.close();
  }
});

test('the scenes render with WebGL where the browser has it', async ({ page }) => {
  expect(await page.evaluate(() => window.__sceneProbe!.renderer())).toBe('webgl');
});
