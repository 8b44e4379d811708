import { resolve } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { goInApp, requestWatch } from './in-app';
import { AT_REST, ARTIFACTS, horizontalOverflow } from './layout-check';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';
import { keepScreenshot } from './artifact-shot';

// Layouts are judged at rest (layout-check.ts).
test.use(AT_REST);

// The catalogue without a picture source (the suite's server sets none) still looks like
// CS2: every official case its own drawing, items drawn as their weapon model in their
// rarity colour, and the Skin Upgrader shows the skin to win. One page load per size; the case
// page and the Skin Upgrader are reached inside the app. Screenshots are kept as artifacts.

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** The rarity colours of the design tokens, as computed styles write them. */
const RARITY_RGB = {
  'rare-special': 'rgb(228, 174, 57)',
  white: 'rgb(255, 255, 255)',
};

/** The colour a drawn silhouette is filled with (its first part's). */
const fillOf = (art: Locator) =>
  art
    .locator('path')
    .first()
    .evaluate((path) => getComputedStyle(path).fill);

async function shoot(page: Page, name: string, width: number, fullPage = false) {
  const { scrollWidth, innerWidth } = await horizontalOverflow(page);
  expect(scrollWidth, `${name} at ${width}px`).toBeLessThanOrEqual(innerWidth);
  await keepScreenshot(page, {
    path: resolve(ARTIFACTS, `catalogue-${name}-${width}.png`),
    fullPage,
  });
}

for (const size of SIZES) {
  test(`cases, items and the Skin Upgrader look like CS2 without pictures at ${size.width}px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchForErrors(page);
    await page.setViewportSize(size);
    await registerThroughApi(page.request, `ca${uniqueId()}`.slice(0, 16));
    const requests = requestWatch(page);

    await test.step('the 42 official cases, each its own drawing', async () => {
      await page.goto('/case-opening');
      const tiles = page.getByTestId('case-tile');
      // The first list a fresh server prices may take a while on a loaded machine.
      await expect(tiles).toHaveCount(42, { timeout: 30_000 });
      const drawings = tiles.locator('img.case-art--drawing');
      await expect(drawings).toHaveCount(42);
      const sources = await drawings.evaluateAll((images) =>
        images.map((image) => (image as HTMLImageElement).src),
      );
      expect(new Set(sources).size).toBe(42);
      for (const source of sources) expect(source).toMatch(/\/assets\/[^/]+\.svg$/);
      // The first row's drawings have loaded (the rest load as they scroll in).
      await drawings.first().scrollIntoViewIfNeeded();
      await expect
        .poll(() => drawings.first().evaluate((image) => (image as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      await requests.quiet();
      await shoot(page, 'case-list', size.width);
    });

    await test.step('a case page: its drawing, and its knives drawn as knives in gold', async () => {
      await goInApp(page, '/case-opening/chroma-case');
      await expect(page.getByRole('heading', { level: 1, name: 'Chroma Case' })).toBeVisible();
      await expect(page.locator('.case-head img.case-art--drawing')).toHaveAttribute(
        'src',
        /chroma-case[^/]*\.svg$/,
      );
      const inside = page.getByRole('region', { name: /What's inside/ });
      const karambit = inside
        .getByRole('listitem')
        .filter({ hasText: 'Karambit' })
        .first()
        .locator('svg[data-weapon-model]');
      await expect(karambit).toHaveAttribute('data-weapon-model', 'karambit');
      expect(await fillOf(karambit)).toBe(RARITY_RGB['rare-special']);
      await requests.quiet();
      await shoot(page, 'case-page', size.width);
    });

    await test.step('the Skin Upgrader: silhouettes in rarity colour, and the skin to win shown', async () => {
      await goInApp(page, '/skin-upgrader');
      await expect(page.getByRole('heading', { level: 1, name: 'Skin Upgrader' })).toBeVisible();
      await page.getByLabel('Search skins').fill('Karambit');
      const option = page.getByTestId('upgrade-option').filter({ hasText: '★ Karambit' }).first();
      await expect(option).toBeVisible();
      const optionArt = option.locator('svg[data-weapon-model]');
      await expect(optionArt).toHaveAttribute('data-weapon-model', 'karambit');
      const optionFill = await fillOf(optionArt);
      expect(optionFill).not.toBe(RARITY_RGB.white);
      expect(optionFill).toBe(RARITY_RGB['rare-special']);
      await page.getByLabel('Bet amount').fill('5.00');
      await option.click();
      const target = page.getByTestId('upgrade-target');
      await expect(target).toContainText('★ Karambit');
      const targetArt = target.locator('svg[data-weapon-model]');
      await expect(targetArt).toHaveAttribute('data-weapon-model', 'karambit');
      expect(await fillOf(targetArt)).toBe(RARITY_RGB['rare-special']);
      // The skin beside the gauge covers neither the canvas nor the Upgrade button.
      const canvas = await page.locator('.game-stage canvas').first().boundingBox();
      const shown = await target.boundingBox();
      const button = await page.getByRole('button', { name: 'Upgrade', exact: true }).boundingBox();
      expect(canvas && shown && button).toBeTruthy();
      const overlaps = (a: typeof canvas, b: typeof canvas) =>
        !!a &&
        !!b &&
        a.x < b.x + b.width &&
        b.x < a.x + a.width &&
        a.y < b.y + b.height &&
        b.y < a.y + a.height;
      expect(overlaps(canvas, shown)).toBe(false);
      expect(overlaps(button, shown)).toBe(false);
      await requests.quiet();
      // The gauge and the panel with the skin to win (under the gauge on phones).
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, 'skin-upgrader', size.width, true);
    });

    expect(errors).toEqual([]);
  });
}
