import { expect, test } from '@playwright/test';

// A scene's start loads the engine and its textures: seconds when the machine is busy.
const STARTED = { timeout: 20_000 };

// The designers' viewer on the real animation-frame loop: a scene runs in real time from
// its buttons, follows live tuning, and pauses while the tab is hidden.

test('the viewer lists every game and rolls the dice in real time', async ({ page }) => {
  await page.goto('/?game=dice');
  await expect(page.getByRole('navigation', { name: 'Games' }).getByRole('link')).toHaveText([
    'case-battle',
    'case-unbox',
    'coin-flip',
    'crash',
    'dice',
    'mines',
    'plinko',
    'roulette',
    'skin-upgrader',
  ]);
  const log = page.getByLabel('Scene events');
  await expect(log).toContainText('ready', STARTED);
  await page.getByLabel('Roll', { exact: true }).fill('12.34');
  await page.getByLabel('Target', { exact: true }).fill('50.00');
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(log).toContainText('done viewer-1', { timeout: 5_000 });
  await expect(page.locator('[data-game-host] canvas')).toHaveAttribute('aria-label', 'Dice scene');
});

test('a live tuning change restarts the scene with it', async ({ page }) => {
  await page.goto('/?game=plinko');
  const log = page.getByLabel('Scene events');
  await expect(log).toContainText('ready', STARTED);
  await page.locator('#tuning-durations-hop').fill('40');
  await expect.poll(async () => (await log.textContent())?.match(/ready/g)?.length ?? 0).toBe(2);
  await page.locator('#tuning-durations-hop').fill('-5');
  await expect(page.getByRole('status')).toContainText('durations.hop must be a number');
  await expect(page.getByRole('button', { name: 'Save tuning.json' })).toBeDisabled();
});

test('a hidden tab pauses the scene, which resumes where it was', async ({ page }) => {
  await page.goto('/?game=dice');
  const log = page.getByLabel('Scene events');
  await expect(log).toContainText('ready', STARTED);
  const setHidden = (hidden: boolean) =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  await setHidden(true);
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await page.waitForTimeout(1_500); // longer than a roll
  await expect(log).not.toContainText('done viewer-1');
  await setHidden(false);
  await expect(log).toContainText('done viewer-1', { timeout: 5_000 });
});

test('the viewer plays outcomes at the chosen pace, and Skip lands a spin at once', async ({
  page,
}) => {
  await page.goto('/?game=case-unbox');
  const log = page.getByLabel('Scene events');
  await expect(log).toContainText('ready', STARTED);
  // a normal spin is 5.5 s: Skip right after Open lands it well before
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await page.getByRole('button', { name: 'Skip', exact: true }).click();
  await expect(log).toContainText(/done viewer-\d+/, { timeout: 2_000 });
  // instant: the next spin is done on its first frame
  await page.getByLabel('pace').selectOption('instant');
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect
    .poll(async () => (await log.textContent())?.match(/done/g)?.length ?? 0, {
      timeout: 1_500,
    })
    .toBe(2);
});
