import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { ARTIFACTS, horizontalOverflow } from './layout-check';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';
import { keepScreenshot } from './artifact-shot';

// /race on a 320 px phone: a bet placed while the page is open puts the player on the
// daily and weekly leaderboards without a reload (the accrual step, then race.update).
test('a wager puts the player on the live race leaderboard', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 700 } });
  const user = await registerThroughApi(context.request, `race${uniqueId()}`.slice(0, 16));
  const page = await context.newPage();
  const errors = watchForErrors(page);
  let reloads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads++;
  });
  await page.goto('/race');
  await expect(page.getByRole('heading', { level: 1, name: 'Race' })).toBeVisible();
  const daily = page.getByRole('tab', { name: 'Daily' });
  await expect(daily).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('race-my-rank')).toHaveText('Wager to enter');
  const firstPrize = page.getByRole('list', { name: 'Prizes' }).getByRole('listitem').first();
  await expect(firstPrize).toHaveText(/^#1\s*30\.00/);
  // Live updates need the socket logged in; the chat's hint is gone once it is.
  await expect(page.getByText('Connecting to chat…')).toHaveCount(0);
  const { scrollWidth, innerWidth } = await horizontalOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  reloads = 0;

  // The whole sign-up balance, 1,000.00, in one dice bet.
  const bet = await page.request.post('/api/games/dice/bet', {
    data: { amount: 100_000, target: 5000, direction: 'over' },
  });
  expect(bet.status(), await bet.text()).toBe(200);

  const myRank = page.getByTestId('race-my-rank');
  await expect(myRank).toHaveText(/^#\d+$/);
  // In the top 10 the row is marked; further down, the place is pinned under the table.
  const mine = page.getByTestId('race-my-row').or(page.getByTestId('race-my-place'));
  await expect(mine).toContainText('1,000.00');
  if (await page.getByTestId('race-my-row').isVisible())
    await expect(page.getByTestId('race-my-row')).toContainText(user.username);
  // The leaderboard fits the phone with a full row, prize column included.
  const board = page.locator('.race-board').first();
  const fits = await board.evaluate((element) => element.scrollWidth <= element.clientWidth);
  expect(fits).toBe(true);
  await keepScreenshot(page, { path: resolve(ARTIFACTS, 'race-320.png'), fullPage: true });

  // The keyboard moves between the tabs; the weekly race counts the same wager.
  await daily.focus();
  await page.keyboard.press('ArrowRight');
  const weekly = page.getByRole('tab', { name: 'Weekly' });
  await expect(weekly).toHaveAttribute('aria-selected', 'true');
  await expect(weekly).toBeFocused();
  await expect(firstPrize).toHaveText(/^#1\s*150\.00/);
  await expect(mine).toContainText('1,000.00');
  expect(reloads).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});
