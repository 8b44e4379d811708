import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ownClientAddress } from './client-address';
import { goInApp } from './in-app';
import {
  expectInView,
  overlaps,
  sceneReady,
  signedInPage,
  SIZES,
  smallTargets,
  underChatButton,
  usableBottom,
  type Size,
} from './in-view';
import { AT_REST, ARTIFACTS } from './layout-check';
import { keepScreenshot } from './artifact-shot';

// Layouts are judged at rest (layout-check.ts).
test.use(AT_REST);

// Every game page fits one screen: the canvas and its main button are both fully in view
// without scrolling, from a 360x640 phone to a 2560x1440 screen; the chat button covers no
// control; on phones every control is a 44 px touch target. A signed-in player, so each
// main button is the real one ("Roll", not "Log in to play").

/** Each game page, its canvas's label and its main button. */
const PAGES = [
  { path: '/dice', canvas: 'Dice roll track', button: /^Roll$/ },
  { path: '/plinko', canvas: 'Plinko board', button: /^Drop ball$/ },
  { path: '/mines', canvas: 'Mines board', button: /^Start game$/ },
  { path: '/skin-upgrader', canvas: 'Skin Upgrader gauge', button: /^Upgrade$/ },
  { path: '/case-opening/recoil-case', canvas: 'Recoil Case reels', button: /^Open 1 for/ },
] as const;

const SCREENSHOT_SIZES = new Set(['1280x720', '360x640']);
const DESKTOPS = SIZES.filter((size) => !size.phone);
const PHONES = SIZES.filter((size) => size.phone);

/** The page at `size`, laid out again: the stage follows on the next frames. */
async function resizeTo(page: Page, size: Size, canvasLabel: string) {
  await page.setViewportSize({ width: size.width, height: size.height });
  await sceneReady(page, canvasLabel);
  // A resize observer, then the scene: two frames.
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

// One page per device kind (a desktop, a touch phone), each game reached once and resized
// through that kind's sizes: a resize lays the page out again as a load at that size would,
// at a fraction of a sign-up, a load and a scene start per size.
for (const [kind, sizes] of [
  ['desktop', DESKTOPS],
  ['phone', PHONES],
] as const) {
  const labels = sizes.map((size) => `${size.width}x${size.height}`).join(', ');
  test(`${kind}: every game's canvas and main button fit one screen at ${labels}`, async ({
    browser,
  }) => {
    // The minute each size had as a test of its own.
    test.setTimeout(60_000 * sizes.length);
    const page = await signedInPage(browser, sizes[0]!);
    // The first game a full load, the others reached in the app as the game rail reaches them.
    for (const [index, game] of PAGES.entries()) {
      if (index === 0) await page.goto(game.path);
      else await goInApp(page, game.path);
      for (const size of sizes) {
        const label = `${size.width}x${size.height}`;
        const what = `${game.path} at ${label}`;
        await resizeTo(page, size, game.canvas);
        const bottom = await usableBottom(page);

        const canvas = page.locator(`main canvas[aria-label="${game.canvas}"]`);
        const button = page.getByRole('button', { name: game.button });
        await expect(button).toBeVisible();
        await expectInView(page, await canvas.boundingBox(), `${what} canvas`, bottom);
        await expectInView(page, await button.boundingBox(), `${what} button`, bottom);
        expect(await page.evaluate(() => window.scrollY), `${what} scrolled`).toBe(0);
        // Nothing, the header's account menu included, reaches past the right edge.
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(pageWidth, `${what}: page width`).toBeLessThanOrEqual(size.width);

        // Reels and bet panel do not overlap each other either.
        const stage = await page.locator('main .game-stage').first().boundingBox();
        expect(overlaps(stage!, (await button.boundingBox())!), `${what} overlap`).toBe(false);

        expect(await underChatButton(page), `${what}: under the chat button`).toEqual([]);
        if (size.phone) {
          expect(await smallTargets(page), `${what}: targets under 44 px`).toEqual([]);
          // Touch screens have no keys: no shortcut hints.
          await expect(page.getByText('Shortcuts')).toBeHidden();
        }
        // Kept as artifacts at the tightest desktop and phone sizes: a screenshot of a live
        // canvas costs about a second, and the sizes between add little to look at.
        if (SCREENSHOT_SIZES.has(label))
          await keepScreenshot(page, {
            path: resolve(ARTIFACTS, `play-layout${game.path.replace(/\//g, '-')}-${label}.png`),
          });
      }
    }
    await page.context().close();
  });
}

test('five case reels and the Open button fit one screen, before and after an opening', async ({
  browser,
}) => {
  for (const size of [SIZES[1]!, SIZES[4]!]) {
    const page = await signedInPage(browser, size);
    await page.goto('/case-opening/recoil-case');
    await sceneReady(page, 'Recoil Case reels');
    await page.getByRole('radio', { name: '5', exact: true }).check();
    const button = page.getByRole('button', { name: /^Open 5 for/ });
    await expect(button).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    const bottom = await usableBottom(page);
    const stage = page.locator('main .game-stage').first();
    // The board grows taller with five reels: it gives way in width, never the button.
    await expect
      .poll(async () => {
        const box = await stage.boundingBox();
        return box ? box.y + box.height : Infinity;
      })
      .toBeLessThanOrEqual(bottom);
    await expectInView(page, await stage.boundingBox(), 'five reels', bottom);
    await expectInView(page, await button.boundingBox(), 'Open 5', bottom);

    // Five items make a result sentence of several lines: the button stays where it was.
    const before = await button.boundingBox();
    await page.getByRole('radio', { name: 'Instant', exact: true }).check();
    await button.click();
    await expect(page.getByTestId('won-items').getByRole('listitem')).toHaveCount(5, {
      timeout: 20_000,
    });
    await expect(page.getByTestId('game-result')).toContainText('You opened 5');
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await button.boundingBox(), 'Open 5 after the opening').toEqual(before);
    await page.context().close();
  }
});

test('the phone bar offers only playable games; /games lists every game', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: ownClientAddress(),
  });
  const page = await context.newPage();
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Quick games' });
  await expect(bar.getByRole('link')).toHaveText(['Lobby', 'Cases', 'Mines', 'Plinko', 'Roulette']);

  await page.getByRole('link', { name: 'Browse games' }).click();
  await expect(page).toHaveURL(/\/games$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  const playNow = page.getByRole('region', { name: 'Play now' });
  // Every game is built: nothing is left to list as coming soon.
  await expect(playNow.getByRole('link')).toHaveCount(9);
  await expect(page.getByRole('region', { name: 'Coming soon' })).toHaveCount(0);
  await expect(playNow.getByRole('link', { name: /^Dice/ })).toHaveAttribute('href', '/dice');
  await expect(playNow.getByRole('link', { name: /^Skin Upgrader/ })).toHaveAttribute(
    'href',
    '/skin-upgrader',
  );

  await playNow.getByRole('link', { name: /^Case Battles/ }).click();
  await expect(page).toHaveURL(/\/case-battles$/);
  await expect(page.getByText('Coming soon', { exact: true })).toHaveCount(0);
  await context.close();
});
