import { expect, test } from '@playwright/test';
import { ownClientAddress } from './client-address';
import { horizontalOverflow } from './layout-check';
import { twoFactorAdmin } from './operator';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';

// The users screen's journey: an operator with 2FA on finds a player by name, credits
// their balance with a reason and a code from their authenticator, and finds the
// adjustment in the audit log with its before, after and reason.
test('an operator finds a player, adjusts their balance with a 2FA code, and sees the audit row', async ({
  browser,
}) => {
  // A code may wait for the clock's next 30 s step.
  test.setTimeout(120_000);
  const playerContext = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  const player = await registerThroughApi(playerContext.request, `au${uniqueId()}`.slice(0, 16));
  const balance = async () =>
    (
      (await (await playerContext.request.get('/api/users/me')).json()) as {
        user: { balance: number };
      }
    ).user.balance;
  const before = await balance();
  const { context, twoFactor } = await twoFactorAdmin(browser, `aud${uniqueId()}`.slice(0, 16));
  const page = await context.newPage();
  const errors = watchForErrors(page);

  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Users' })
    .click();
  await page.getByLabel('Find a user').fill(player.username);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users\\?q=${player.username}$`));
  await page
    .getByRole('table', { name: 'Accounts' })
    .getByRole('link', { name: player.username })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(player.username);

  await page.getByRole('button', { name: 'Adjust balance' }).click();
  const form = page.getByRole('form', { name: `Adjust the balance of ${player.username}` });
  await form.getByLabel('Amount in gems').fill('12.50');
  await form.getByLabel('Reason').fill('Refund of a lost bet');
  await form.getByLabel('Two-factor code').fill(await twoFactor.next());
  await form.getByRole('button', { name: 'Adjust' }).click();
  await expect(page.getByTestId('user-action-done')).toHaveText('Balance adjusted.');
  expect(await balance()).toBe(before + 1_250);

  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await page.getByLabel('Target').fill(player.username);
  await page.getByLabel('Action').fill('wallet.adjust');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?target=.+&action=wallet\.adjust$/);
  const row = page.getByRole('table', { name: 'Audit rows' }).getByTestId('audit-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Refund of a lost bet');
  await expect(row).toContainText(`{"balance":${before + 1_250}}`);
  // Sorting by a header asks the server, keeps the filters and says the order.
  const table = page.getByRole('table', { name: 'Audit rows' });
  await table.getByRole('button', { name: 'Action' }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?target=.+&action=wallet\.adjust&sort=action\.asc$/);
  await expect(table.getByRole('columnheader', { name: 'Action' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(row).toHaveCount(1);
  // At 320 px the wide log scrolls sideways inside its own frame, never the page.
  await page.setViewportSize({ width: 320, height: 800 });
  const frame = page.getByRole('region', { name: 'Audit rows' });
  await expect(frame).toBeVisible();
  const { scrollWidth, innerWidth } = await horizontalOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  expect(await frame.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(errors).toEqual([]);
  await playerContext.close();
  await context.close();
});
