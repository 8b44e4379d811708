import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { ownClientAddress } from './client-address';
import { ARTIFACTS, horizontalOverflow } from './layout-check';
import { enableTwoFactor } from './operator';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';
import { keepScreenshot } from './artifact-shot';

// A skin deposit in the demo's sandbox, at phone width: the Skins tab lists the sandbox
// inventory with each skin's value and gems, a skin chosen by keyboard is deposited, the
// sandbox's player accepts the offer, the gems arrive once, and no withdrawal leaves while
// Steam may still reverse the trade.
test('a skin deposit through the sandbox credits once at 320 px, then withdrawals wait', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({
    extraHTTPHeaders: ownClientAddress(),
    viewport: { width: 320, height: 640 },
  });
  await registerThroughApi(context.request, `skin${uniqueId()}`.slice(0, 16));
  const twoFactor = await enableTwoFactor(context.request);
  const partner = 100_000_000 + Math.floor(Math.random() * 800_000_000);
  const saved = await context.request.post('/api/steam/trade-url', {
    data: {
      data: {
        tradeUrl: `https://steamcommunity.com/tradeoffer/new/?partner=${partner}&token=P2YkRJOk`,
      },
    },
  });
  expect(saved.ok()).toBe(true);
  const page = await context.newPage();
  const errors = watchForErrors(page);
  await page.goto('/');
  const balance = page.getByTestId('header-balance');
  await expect(balance).toContainText('1,000.00');

  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await dialog.getByRole('tab', { name: 'Deposit' }).focus();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  const skins = page.getByRole('dialog', { name: 'Skin deposit' });
  const list = skins.getByRole('group', { name: 'Your tradable skins' });
  await expect(list).toBeVisible();
  await expect(
    skins.getByText(/Each skin brings 90% of its catalogue value in gems/),
  ).toBeVisible();
  const first = list.getByRole('checkbox').first();
  const label = (await first.locator('xpath=..').innerText()).replace(/\s+/g, ' ');
  const gems = /\+([\d,]+\.\d\d) gems/.exec(label)![1]!;
  await first.focus();
  await page.keyboard.press('Space');
  await expect(skins.getByTestId('skin-gems')).toHaveText(
    `1 skin chosen: you receive ${gems} gems`,
  );
  const { scrollWidth, innerWidth } = await horizontalOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await keepScreenshot(page, { path: resolve(ARTIFACTS, 'skin-deposit-320.png') });

  await skins.getByRole('button', { name: 'Deposit skins' }).click();
  await expect(skins.getByTestId('skin-deposit-status')).toContainText(`Credited ${gems} gems.`, {
    timeout: 20_000,
  });
  const credited = 1_000 + Number(gems.replace(/,/g, ''));
  await expect(balance).toContainText(
    credited.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );

  // The trade can be reversed for days: withdrawals wait until then, saying until when.
  const code = await twoFactor.next();
  const refused = await context.request.post('/api/cashier/crypto/withdraw', {
    data: {
      amount: 1_000,
      symbol: 'BTC',
      blockchain: 'BTC',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      code,
    },
  });
  expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
    /^Withdrawals wait until \d{4}-\d\d-\d\d \d\d:\d\d UTC, when Steam's trade protection/,
  );
  expect(errors).toEqual([]);
  await context.close();
});
