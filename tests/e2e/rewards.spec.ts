import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { ARTIFACTS, horizontalOverflow } from './layout-check';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';
import { keepScreenshot } from './artifact-shot';

// A wager's rakeback reaches the rewards page once the accrual step has run, and claiming
// it pays the whole hundredths into the balance; the open page shows the next bet's rakeback
// live, on a 320 px phone.
test('rakeback from a settled bet is claimed on the rewards page', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 800 } });
  await registerThroughApi(context.request, `rb${uniqueId()}`.slice(0, 16));
  const page = await context.newPage();
  const errors = watchForErrors(page);

  // 500.00 gems at dice's 1% edge, level 0's 5% of it: 0.25 gems of rakeback.
  const bet = await page.request.post('/api/games/dice/bet', {
    data: { amount: 50_000, target: 5000, direction: 'over' },
  });
  expect(bet.status(), await bet.text()).toBe(200);
  const answer = await bet.json();
  await expect
    .poll(async () => (await (await page.request.post('/api/rewards/get')).json()).rakeback)
    .toMatchObject({ claimable: 25, rateBps: 500 });

  await page.goto('/rewards');
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  const rakeback = page.getByRole('region', { name: 'Rakeback' });
  await expect(rakeback.getByText('5% of the house edge', { exact: true })).toBeVisible();
  await expect(rakeback.getByText('0.25', { exact: true })).toBeVisible();
  const daily = page.getByRole('region', { name: 'Daily cases' });
  await expect(daily.getByText('Locked until level 1', { exact: true })).toBeVisible();
  await expect(daily.getByRole('timer')).toHaveText(/^\d+h \d{2}m \d{2}s$/);
  const { scrollWidth, innerWidth } = await horizontalOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await keepScreenshot(page, { path: resolve(ARTIFACTS, 'rewards-320.png'), fullPage: true });

  const claim = rakeback.getByRole('button', { name: 'Claim rakeback' });
  await claim.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByTestId('notification-corner').getByText('0.25 gems added to your balance.'),
  ).toBeVisible();
  await expect(claim).toBeDisabled();
  const me = await (await page.request.get('/api/users/me')).json();
  expect(me.user.balance).toBe((answer.balance as number) + 25);

  // The open page follows the accrual step: the next bet's rakeback shows without a reload.
  let reloads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads++;
  });
  await expect(page.getByText('Connecting to chat…')).toHaveCount(0);
  const next = await page.request.post('/api/games/dice/bet', {
    data: { amount: 20_000, target: 5000, direction: 'over' },
  });
  expect(next.status(), await next.text()).toBe(200);
  // 200.00 gems x 1% x 5% = 0.10 gems.
  await expect(rakeback.getByText('0.10', { exact: true })).toBeVisible();
  await expect(claim).toBeEnabled();
  expect(reloads).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('a daily case opens once with its reel, after reaching level 1', async ({ browser }) => {
  const context = await browser.newContext();
  await registerThroughApi(context.request, `dc${uniqueId()}`.slice(0, 16));
  const page = await context.newPage();
  const errors = watchForErrors(page);
  // The sign-up gems, 1,000.00, wagered at once: exactly level 1, and today's play whose
  // kept edge (6.00) covers the case (playCover.ts).
  const bet = await page.request.post('/api/games/dice/bet', {
    data: { amount: 100_000, target: 5000, direction: 'over' },
  });
  expect(bet.status(), await bet.text()).toBe(200);

  await page.goto('/rewards');
  const daily = page.getByRole('region', { name: 'Daily cases' });
  const open = daily.getByRole('button', { name: /^Open the free level 1 case/ });
  await expect(daily.getByText('Locked until level 10', { exact: true })).toBeVisible();
  const before = (await (await page.request.get('/api/users/me')).json()).user.balance as number;
  await open.click();
  const result = daily.getByTestId('game-result');
  await expect(result).toHaveText(/^Your free .+ dropped .+ worth [\d,.]+ gems?$/, {
    timeout: 20_000,
  });
  await expect(daily.getByText('Opened today')).toBeVisible();
  await keepScreenshot(page, { path: resolve(ARTIFACTS, 'rewards-1440.png'), fullPage: true });
  await expect(open).toHaveCount(0);
  const worth = Number(
    /worth ([\d,.]+)/.exec((await result.textContent()) ?? '')![1]!.replaceAll(',', ''),
  );
  const after = (await (await page.request.get('/api/users/me')).json()).user.balance as number;
  // The item's worth, plus the hundredth an opening gives back when its float says so.
  expect([0, 1]).toContain(after - before - Math.round(worth * 100));

  const again = await page.request.post('/api/rewards/daily-case/open', { data: { level: 1 } });
  expect(again.status()).toBe(409);
  expect(errors).toEqual([]);
  await context.close();
});

test('visitors see what the rewards are and a way to sign in', async ({ page }) => {
  await page.goto('/rewards');
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  await expect(page.getByText('Sign in to claim your rakeback')).toBeVisible();
  await expect(page.getByText('Unlocks at level 75')).toBeVisible();
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
