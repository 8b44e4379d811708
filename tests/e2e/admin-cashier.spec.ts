import { expect, test } from '@playwright/test';
import { ownClientAddress } from './client-address';
import { horizontalOverflow } from './layout-check';
import { enableTwoFactor, twoFactorAdmin } from './operator';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';

const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

// The cashier screen's journey: a player's withdrawal above the approval threshold waits;
// an operator with 2FA on approves it at /admin/cashier, at 320 px and from the keyboard,
// with a code from their authenticator; the player's withdrawal moves on.
test('an operator approves a withdrawal with a 2FA code, and the player sees it approved', async ({
  browser,
}) => {
  // Codes may wait for the clock's next 30 s step.
  test.setTimeout(150_000);
  const playerContext = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  const player = await registerThroughApi(playerContext.request, `wd${uniqueId()}`.slice(0, 16));
  const playerCodes = await enableTwoFactor(playerContext.request);
  const asked = await playerContext.request.post('/api/cashier/crypto/withdraw', {
    data: {
      amount: 60_000,
      symbol: 'BTC',
      blockchain: 'BTC',
      address: ADDRESS,
      code: await playerCodes.next(),
    },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const withdrawal = ((await asked.json()) as { transaction: { id: string; status: string } })
    .transaction;
  expect(withdrawal.status).toBe('PENDING_APPROVAL');

  const { context, twoFactor } = await twoFactorAdmin(browser, `cad${uniqueId()}`.slice(0, 16));
  // The code typed in the form is verified and spent by the approval itself.
  const page = await context.newPage();
  await page.setViewportSize({ width: 320, height: 900 });
  const errors = watchForErrors(page);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Cashier' })
    .click();
  await expect(page).toHaveURL(/\/admin\/cashier$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cashier');
  const { scrollWidth, innerWidth } = await horizontalOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);

  const queue = page.getByRole('table', { name: 'Withdrawals waiting for approval' });
  const approve = queue.getByRole('button', {
    name: `Approve the withdrawal of 600.00 gems by ${player.username}`,
  });
  await approve.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', {
    name: `Approve withdrawal of 600.00 gems by ${player.username}`,
  });
  await expect(form.getByRole('heading')).toBeFocused();
  await form.getByLabel('Note (optional)').fill('Known player');
  await form.getByLabel('Two-factor code').fill(await twoFactor.next());
  await form.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('cashier-done')).toHaveText(
    'Withdrawal approved: it is on its way to the provider.',
  );
  await expect(approve).toHaveCount(0);

  // The player's own list: no longer waiting, it went to the provider.
  const mine = await playerContext.request.get('/api/cashier/crypto/transactions');
  const row = (
    (await mine.json()) as { transactions: Array<{ id: string; status: string }> }
  ).transactions.find((t) => t.id === withdrawal.id);
  expect(row?.status).toMatch(/^(PROCESSING|COMPLETED)$/);

  // The search finds it by its id, filters kept in the address.
  await page.getByLabel('Player or reference').fill(withdrawal.id);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${withdrawal.id}`));
  await expect(page.getByRole('table', { name: 'Results' }).getByTestId('cashier-row')).toHaveCount(
    1,
  );
  expect(errors).toEqual([]);
  await context.close();
  await playerContext.close();
});
