import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { formatAmount } from '../../src/client/ui/amount';
import { ownClientAddress } from './client-address';
import { ARTIFACTS } from './layout-check';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';
import { asGranter } from './operator';
import { keepScreenshot } from './artifact-shot';
import { openAccountMenu } from './account-menu';

// Items reach the inventory (here from an operator's promo code), the open INVENTORY modal
// follows them live, a boost shows on the XP bar and boosts the next wager, and a free case
// opens for free, paying the item it drops.
test('the inventory lists items live, starts an XP boost and opens a free case', async ({
  browser,
}) => {
  const code = `INV${uniqueId()}`.toUpperCase().slice(0, 20);
  // A code's reward is value waiting to be claimed: made by staff with a fresh 2FA.
  await asGranter(browser, async (request) => {
    const created = await request.post('/api/admin/promo-codes', {
      data: {
        code,
        amount: 0,
        items: [
          { item: 'xp-boost-2x-1h', count: 1 },
          { item: 'free-case', count: 1 },
        ],
        maxUses: 1,
        minLevel: 0,
        expiresAt: null,
      },
    });
    expect(created.status(), await created.text()).toBe(200);
  });

  const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  await registerThroughApi(context.request, `inv${uniqueId()}`.slice(0, 16));
  const page = await context.newPage();
  const errors = watchForErrors(page);
  await page.goto('/');
  // Live updates need the socket logged in; the chat's hint is gone once it is.
  await expect(page.getByText('Connecting to chat…')).toHaveCount(0);

  await openAccountMenu(page);
  await page.getByTestId('menu-inventory').click();
  const dialog = page.getByRole('dialog', { name: 'Inventory' });
  await expect(dialog.getByText('Your inventory is empty.', { exact: false })).toBeVisible();

  // The code's items arrive over the socket while the modal is open.
  const redeemed = await page.request.post('/api/promo-codes/redeem', { data: { data: { code } } });
  expect(redeemed.status(), await redeemed.text()).toBe(200);
  const boostRow = dialog.getByTestId('inventory-item-xp-boost-2x-1h');
  await expect(boostRow).toContainText('XP boost 2x (1 hour)');
  await expect(boostRow).toContainText('×1');
  await expect(dialog.getByTestId('inventory-item-free-case')).toContainText('Free case');

  await dialog.getByRole('button', { name: 'Use XP boost 2x (1 hour)' }).click();
  await expect(boostRow).toHaveCount(0);
  const boostBadge = page.getByTestId('header-xp-boost');
  await expect(boostBadge).toHaveText('2x');
  await expect(page.getByTestId('header-xp')).toHaveAccessibleName(
    /XP boost 2x until \d\d:\d\d( [AP]M)?\. Show all levels$/,
  );

  // The free case: promotions pay its price, the bet pays the item's value.
  const before = (await (await page.request.get('/api/users/me')).json()).user.balance as number;
  const opened = page.waitForResponse((r) => r.url().endsWith('/api/user/inventory/consume'));
  await dialog.getByRole('button', { name: 'Use Free case' }).click();
  const { freeCase } = await (await opened).json();
  const won = freeCase.openings[0].item;
  const result = dialog.getByTestId('inventory-free-case');
  await expect(result).toContainText(`and won ${won.name}`);
  await expect(result).toContainText(formatAmount(won.price));
  // the item's value, or a hundredth more: the price's rounding up given back fairly
  const paid = freeCase.openings[0].payout as number;
  expect([won.price, won.price + 1]).toContain(paid);
  await expect(page.getByTestId('header-balance')).toContainText(formatAmount(before + paid));
  await expect(dialog.getByText('Your inventory is empty.', { exact: false })).toBeVisible();
  // A 320 px phone: the modal and the won item fit without sideways scrolling.
  await page.setViewportSize({ width: 320, height: 700 });
  await expect(result).toBeVisible();
  const panel = dialog.locator('.dialog__panel');
  expect(await panel.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await keepScreenshot(page, { path: resolve(ARTIFACTS, 'inventory-320.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The boost doubles the next wager's XP: 10 whole gems, 20 XP (on top of the case's).
  const xpBefore = (await (await page.request.get('/api/users/me')).json()).user.xp.total as number;
  const bet = await page.request.post('/api/games/dice/bet', {
    data: { amount: 1_000, target: 5000, direction: 'over' },
  });
  expect(bet.status(), await bet.text()).toBe(200);
  const xpAfter = (await (await page.request.get('/api/users/me')).json()).user.xp.total as number;
  expect(xpAfter - xpBefore).toBe(20);
  expect(errors).toEqual([]);
  await context.close();
});
