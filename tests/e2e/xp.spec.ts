import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { ARTIFACTS, horizontalOverflow } from './layout-check';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';
import { keepScreenshot } from './artifact-shot';
import { openAccountMenu } from './account-menu';

// The header's level bar moves live when a wager settles (no reload), a wager that reaches
// level 1 raises the "Level up!" notice (with its "To Rewards" button), and the bar opens the levels table, on a 320 px phone.
test('the level bar follows settled wagers live and opens the levels table', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 700 } });
  await registerThroughApi(context.request, `xp${uniqueId()}`.slice(0, 16));
  const page = await context.newPage();
  const errors = watchForErrors(page);
  await page.goto('/');
  // A phone's header shows the progress as a strip; the account menu names the level.
  await expect(page.locator('.xp-strip')).toBeVisible();
  // Live updates need the socket logged in; the chat's hint is gone once it is.
  await expect(page.getByText('Connecting to chat…')).toHaveCount(0);
  const { scrollWidth, innerWidth } = await horizontalOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);

  let reloads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads++;
  });
  // The sign-up gems, 1,000.00, wagered at once: 1,000 XP, exactly level 1.
  const me = await (await page.request.get('/api/users/me')).json();
  expect(me.user.balance).toBe(100_000);
  const bet = await page.request.post('/api/games/dice/bet', {
    data: { amount: 100_000, target: 5000, direction: 'over' },
  });
  expect(bet.status(), await bet.text()).toBe(200);
  const corner = page.getByTestId('notification-corner');
  await expect(
    corner.getByText('You reached level 1. Your level reward is ready to claim.'),
  ).toBeVisible();
  // Level 1 has a level reward: the notice's button leads to where it is claimed.
  await expect(corner.getByRole('link', { name: 'To Rewards' })).toHaveAttribute(
    'href',
    '/rewards',
  );
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Levels (you are level 1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top levels' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText('You are level 1 with 1,000 XP: 2,364 XP to level 2.'),
  ).toBeVisible();
  await expect(dialog.getByRole('row')).toHaveCount(101);
  await keepScreenshot(page, { path: resolve(ARTIFACTS, 'top-levels-320.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Wider, the header has room for the level button, which opens the same table.
  await page.setViewportSize({ width: 1440, height: 900 });
  const bar = page.getByTestId('header-xp');
  await expect(bar).toHaveAccessibleName('Level 1, 0% to the next level. Show all levels');
  await bar.click();
  await expect(dialog).toBeVisible();
  expect(reloads).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});
