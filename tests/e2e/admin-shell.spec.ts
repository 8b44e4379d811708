import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { ownClientAddress } from './client-address';
import { ARTIFACTS, horizontalOverflow } from './layout-check';
import { operatorContext } from './operator';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';
import { keepScreenshot } from './artifact-shot';
import { openAccountMenu } from './account-menu';

// The back office's door: a player finds only the ordinary 404 page at every /admin path,
// and staff reach /admin from the account menu, on the narrowest screen too.

test('a player gets the 404 page at /admin and under it', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  await registerThroughApi(context.request, `adm${uniqueId()}`.slice(0, 16));
  const page = await context.newPage();
  const errors = watchForErrors(page);
  for (const path of ['/admin', '/admin/cashier']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByText(`Page not found: ${path}`)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
  }
  await openAccountMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Back office' })).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('staff reach the back office from the account menu, at 320 px', async ({ browser }) => {
  const context = await operatorContext(browser);
  const page = await context.newPage();
  await page.setViewportSize({ width: 320, height: 800 });
  const errors = watchForErrors(page);
  await page.goto('/');
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Back office' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The counts come from the server's staff lists, which answer the operator.
  await expect(page.getByText('Could not load')).toHaveCount(0);
  await expect(page.locator('.admin-dashboard__queue[aria-busy="false"]')).toHaveCount(5);
  // The site's figures: today, a chart per series scaled to the screen, the returns table.
  await expect(page.getByRole('heading', { level: 2, name: /^Today/ })).toBeVisible();
  await expect(page.locator('svg.day-chart__svg')).toHaveCount(7);
  const chart = await page.getByRole('img', { name: 'Deposits' }).boundingBox();
  expect(chart!.width).toBeGreaterThan(200);
  expect(chart!.width).toBeLessThanOrEqual(320);
  await expect(page.getByRole('heading', { name: 'Ledger check' })).toBeVisible();
  await keepScreenshot(page, {
    path: resolve(ARTIFACTS, 'admin-dashboard-320.png'),
    fullPage: true,
  });
  const { scrollWidth, innerWidth } = await horizontalOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  expect(errors).toEqual([]);
  await context.close();
});
