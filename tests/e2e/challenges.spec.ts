import { resolve } from 'node:path';
import { expect, test, type Response } from '@playwright/test';
import { ARTIFACTS, horizontalOverflow } from './layout-check';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';
import { keepScreenshot } from './artifact-shot';
import { openAccountMenu } from './account-menu';

/** 123456 -> "1,234.56", as the header shows it. */
function gems(hundredths: number): string {
  const whole = Math.floor(hundredths / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(hundredths % 100).toString().padStart(2, '0')}`;
}

const isCall = (path: string) => (response: Response) =>
  response.url().endsWith(`/api${path}`) && response.request().method() === 'POST';

// A new player rolls dice until the daily "Wager 5.00 gems on Dice" completes (the socket
// tells the header), is told to play more before its reward is covered, plays, claims it,
// and sees the balance rise by exactly the reward and the level bar moved by the wagers'
// XP; on a phone the account menu opens the same panel.
test('play dice until a daily challenge completes, then claim it', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await registerThroughApi(context.request, `ch${uniqueId()}`.slice(0, 16));
  const page = await context.newPage();
  const errors = watchForErrors(page);
  await page.goto('/dice');
  await expect(page.getByRole('heading', { level: 1, name: 'Dice' })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toContainText('1,000.00');
  // Live updates need the socket logged in; the chat's hint is gone once it is.
  await expect(page.getByText('Connecting to chat…')).toHaveCount(0);
  const xpFill = page.getByTestId('header-xp').locator('.xp-bar__fill');
  await expect(xpFill).toHaveAttribute('style', /scaleX\(0\)/);

  const { challenges } = await (await page.request.post('/api/challenge/get-many')).json();
  const daily = (challenges as { _id: string; title: string; reward: number }[]).find(
    (challenge) => challenge.title === 'Wager 5.00 gems on Dice',
  );
  if (!daily) throw new Error('no dice challenge listed');

  const entry = page.getByTestId('challenges-entry');
  await expect(entry).toHaveAccessibleName('Challenges');
  await entry.click();
  const popover = page.getByRole('dialog', { name: 'Challenges' });
  await expect(popover.getByTestId('challenges-featured')).toContainText('Place your first bet');
  const card = popover.locator(`[data-challenge-id="${daily._id}"]`);
  await expect(card).toHaveAttribute('data-progress-state', 'ACTIVE');
  await expect(card).toContainText('0.00 / 5.00');
  await expect(card.getByRole('button', { name: `Claim ${daily.title}` })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);

  // 1.25 gems a roll: the fourth completes the 5.00 goal. A 75% chance pays under 2x, so
  // "Win 2x three times" cannot complete as well, whatever the rolls.
  const panel = page.getByRole('form', { name: 'Dice bet' });
  await panel.getByLabel('Win chance').fill('75');
  await panel.getByLabel('Win chance').blur();
  await expect(panel.getByLabel('Multiplier')).toHaveValue('1.3201'); // 0.99 x 10001 / 7500
  await panel.getByLabel('Bet amount').fill('1.25');
  let balance = 100_000;
  for (let roll = 1; roll <= 4; roll++) {
    const answered = page.waitForResponse(isCall('/games/dice/bet'));
    await panel.getByRole('button', { name: 'Roll' }).click();
    const answer = (await (await answered).json()) as { balance: number };
    balance = answer.balance;
    await expect(page.getByTestId('header-balance')).toContainText(gems(balance));
  }

  // The accrual step takes each wager once its roll could have landed (0.9 s + the slack),
  // on its next pass; the socket tells the header.
  // Two are ready: the daily and "Place your first bet".
  await expect(entry).toHaveAccessibleName('Challenges, 2 ready to claim');
  await expect(page.getByTestId('challenges-unclaimed')).toHaveText('2');
  // The wagers' XP (1 per whole gem of each stake: 4 of the 1,000 for level 1) moved the bar.
  const { user } = await (await page.request.get('/api/users/me')).json();
  expect(user.xp.total).toBe(4);
  await expect(xpFill).toHaveAttribute('style', `transform: scaleX(${user.xp.progress});`);

  await entry.click();
  await expect(card).toHaveAttribute('data-progress-state', 'COMPLETED');
  await expect(card).toContainText('5.00 / 5.00');
  await keepScreenshot(page, { path: resolve(ARTIFACTS, 'challenges-1440.png') });
  // The reward is free value: it needs play whose edge covers it (rewards/playCover.ts).
  // 5.00 gems on dice keep 0.03, short of the 0.15 reward: the notice says how much more.
  const refused = page.waitForResponse(isCall('/challenge/claim'));
  await card.getByRole('button', { name: `Claim ${daily.title}` }).click();
  expect((await refused).status()).toBe(403);
  // On the dice page the notice tray is one line, the newest notice first.
  await expect(
    page
      .getByTestId('notification-summary')
      .getByText('Play first: wager 20.00 more gems to claim this challenge'),
  ).toBeVisible();
  await expect(card).toHaveAttribute('data-progress-state', 'COMPLETED');
  await expect(page.getByTestId('header-balance')).toContainText(gems(balance));
  await page.keyboard.press('Escape');

  // 20.00 gems more on dice cover it.
  await panel.getByLabel('Bet amount').fill('20.00');
  const rolled = page.waitForResponse(isCall('/games/dice/bet'));
  await panel.getByRole('button', { name: 'Roll' }).click();
  balance = ((await (await rolled).json()) as { balance: number }).balance;
  await expect(page.getByTestId('header-balance')).toContainText(gems(balance));

  await entry.click();
  const claimed = page.waitForResponse(isCall('/challenge/claim'));
  await card.getByRole('button', { name: `Claim ${daily.title}` }).click();
  expect((await claimed).status()).toBe(200);
  await expect(page.getByTestId('header-balance')).toContainText(gems(balance + daily.reward));
  await expect(card).toHaveAttribute('data-progress-state', 'CLAIMED');
  await expect(card.getByRole('button', { name: 'Claimed' })).toBeDisabled();
  await expect(
    page
      .getByTestId('notification-summary')
      .getByText(`${daily.title}: +${gems(daily.reward)} gems`),
  ).toBeVisible();
  await expect(entry).toHaveAccessibleName('Challenges, 1 ready to claim');
  const me = await (await page.request.get('/api/users/me')).json();
  expect(me.user.balance).toBe(balance + daily.reward);
  await page.keyboard.press('Escape');

  // A phone: the header has no room for the trophy; the account menu opens the panel.
  // A fresh load, so the trackers come from the server's list this time.
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(entry).toBeHidden();
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Challenges (1 to claim)' }).click();
  await expect(popover).toBeVisible();
  await expect(popover.locator(`[data-challenge-id="${daily._id}"]`)).toHaveAttribute(
    'data-progress-state',
    'CLAIMED',
  );
  const { scrollWidth, innerWidth } = await horizontalOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await keepScreenshot(page, { path: resolve(ARTIFACTS, 'challenges-320.png') });
  expect(errors).toEqual([]);
  await context.close();
});
