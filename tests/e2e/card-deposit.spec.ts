import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { ownClientAddress } from './client-address';
import { ARTIFACTS, horizontalOverflow } from './layout-check';
import { enableTwoFactor } from './operator';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';
import { keepScreenshot } from './artifact-shot';

// A card deposit in the demo's sandbox: the Card tab sends the player to the sandbox's
// hosted checkout, its pay button posts the signed webhook, the return page says what was
// credited and the balance shows it; the deposit must then be wagered before a withdrawal,
// and once wagered it can be withdrawn.
test('a card deposit through the sandbox checkout credits once, then is wagered and withdrawn', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  await registerThroughApi(context.request, `card${uniqueId()}`.slice(0, 16));
  const twoFactor = await enableTwoFactor(context.request);
  const page = await context.newPage();
  const errors = watchForErrors(page);
  await page.goto('/');
  const balance = page.getByTestId('header-balance');
  await expect(balance).toContainText('1,000.00');

  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await dialog.getByRole('tab', { name: 'Deposit' }).focus();
  await page.keyboard.press('ArrowRight');
  const card = page.getByRole('dialog', { name: 'Card deposit' });
  await card.getByLabel('Amount (USD)').fill('25');
  await expect(card.getByTestId('card-gems')).toHaveText('You receive 35.00 gems');
  await card.getByRole('button', { name: 'Pay by card' }).click();

  await expect(page.getByText('Card checkout sandbox: no card is charged.')).toBeVisible();
  await page.getByRole('button', { name: 'Pay 25.00 USD' }).click();
  await expect(page).toHaveURL(/\/cashier\/card\/return\?payment=[0-9a-f-]+&result=success$/);
  await expect(page.getByTestId('card-return')).toHaveText('Credited 35.00 gems.');
  await expect(balance).toContainText('1,035.00');

  // At 320 px the return page fits without sideways scrolling.
  await page.setViewportSize({ width: 320, height: 640 });
  const { scrollWidth, innerWidth } = await horizontalOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await keepScreenshot(page, { path: resolve(ARTIFACTS, 'card-return-320.png') });

  // The card's gems must be wagered before a withdrawal, as a crypto deposit's must.
  const code = await twoFactor.next();
  const refused = await context.request.post('/api/cashier/crypto/withdraw', {
    data: {
      amount: 3_500,
      symbol: 'BTC',
      blockchain: 'BTC',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      code,
    },
  });
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    'Wager 35.00 more gems before withdrawing (every deposit must be wagered 1x)',
  );

  // Wagered once against the house (one 35.00 dice bet), the same withdrawal goes through
  // to the operators' approval, with the same code: a refused withdrawal spends nothing, its
  // code included (the spend is in its transaction), so no wait for the next 30 s step.
  const wager = await context.request.post('/api/games/dice/bet', {
    data: { amount: 3_500, target: 5_000, direction: 'over' },
  });
  expect(wager.status(), await wager.text()).toBe(200);
  const accepted = await context.request.post('/api/cashier/crypto/withdraw', {
    data: {
      amount: 3_500,
      symbol: 'BTC',
      blockchain: 'BTC',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      code,
    },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  expect(errors).toEqual([]);
  await context.close();
});
