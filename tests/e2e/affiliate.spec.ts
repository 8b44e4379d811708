import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { ownClientAddress } from './client-address';
import { ARTIFACTS, horizontalOverflow } from './layout-check';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';
import { keepScreenshot } from './artifact-shot';

const uniqueName = (prefix: string) => `${prefix}${uniqueId()}`.slice(0, 16);

test('a referral link brings a new player 3 free cases, and the affiliate sees them', async ({
  browser,
  baseURL,
}) => {
  // The affiliate makes a code on /profile/affiliate.
  const affiliateName = uniqueName('af');
  const code = uniqueName('Ref-').replace(/[^A-Za-z0-9_-]/g, '');
  const affiliateContext = await browser.newContext({
    extraHTTPHeaders: ownClientAddress(),
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  await registerThroughApi(affiliateContext.request, affiliateName);
  const affiliate = await affiliateContext.newPage();
  const affiliateErrors = watchForErrors(affiliate);
  await affiliate.goto('/profile/affiliate');
  await affiliate.getByLabel('Choose your code').fill(code);
  await affiliate.getByRole('button', { name: 'Create code' }).click();
  const link = `${baseURL}/r/${code.toLowerCase()}`;
  await expect(affiliate.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(link);

  // The copy button's tooltip says what it does, then confirms the copy.
  const copy = affiliate.getByRole('button', { name: 'Copy link' });
  await affiliate.getByRole('textbox', { name: 'Your referral link' }).focus();
  await affiliate.keyboard.press('Tab');
  await expect(copy).toBeFocused();
  await expect(affiliate.getByRole('tooltip')).toHaveText('Copy link');
  await copy.press('Enter');
  await expect(affiliate.getByRole('tooltip')).toHaveText('Copied!');
  expect(await affiliate.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // A new visitor on a phone opens the link (any case), sees the banner and signs up from it.
  const visitorContext = await browser.newContext({
    extraHTTPHeaders: ownClientAddress(),
    viewport: { width: 320, height: 640 },
  });
  const visitor = await visitorContext.newPage();
  const visitorErrors = watchForErrors(visitor);
  await visitor.goto(`/r/${code.toUpperCase()}`);
  const banner = visitor.getByRole('region', { name: `${affiliateName} invited you` });
  await expect(banner).toContainText('3 free cases after signing in and a +5% deposit bonus.');
  const phone = await horizontalOverflow(visitor);
  expect(phone.scrollWidth).toBeLessThanOrEqual(phone.innerWidth);
  await keepScreenshot(visitor, { path: resolve(ARTIFACTS, 'referral-landing-320.png') });
  await banner.getByRole('button', { name: 'Sign Up' }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Create your account' });
  await expect(dialog).toBeVisible();
  const refereeName = uniqueName('rf');
  await dialog.getByLabel('Username').fill(refereeName);
  await dialog.getByLabel('Email').fill(`${refereeName}@example.com`);
  await dialog.getByLabel('Password', { exact: true }).fill('Correct-Horse-42');
  await dialog.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(visitor.getByRole('region', { name: 'Welcome aboard!' })).toContainText(
    'Your 3 free cases are in your inventory',
  );

  // The new player holds 3 free cases.
  const inventory = await visitorContext.request.post('/api/user/inventory/get');
  expect(inventory.status()).toBe(200);
  const { items } = (await inventory.json()).inventory as {
    items: { _id: string; amount: number }[];
  };
  expect(items.find((item) => item._id === 'free-case')?.amount).toBe(3);
  // They open once the player's own bets' house edge covers them: not before any play.
  const early = await visitorContext.request.post('/api/user/inventory/consume', {
    data: { data: { id: 'free-case' } },
  });
  expect(early.status()).toBe(403);
  expect((await early.json()).error.code).toBe('NEEDS_PLAY');

  // The affiliate sees one referee, in the cards and the table.
  await affiliate.reload();
  const stats = affiliate.getByRole('region', { name: 'Statistics' });
  await expect(stats.locator('.affiliate-stat').first()).toContainText('Referees1');
  const table = affiliate.getByRole('table', { name: 'Players who joined with your code' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('rowheader', { name: refereeName })).toBeVisible();
  // Once someone has joined, the code is fixed.
  await expect(affiliate.getByRole('button', { name: 'Change code' })).toHaveCount(0);
  // The tab fits a 320 px phone: the table scrolls inside its own box.
  await affiliate.setViewportSize({ width: 320, height: 800 });
  await expect(table).toBeVisible();
  const narrow = await horizontalOverflow(affiliate);
  expect(narrow.scrollWidth).toBeLessThanOrEqual(narrow.innerWidth);
  await keepScreenshot(affiliate, {
    path: resolve(ARTIFACTS, 'affiliate-320.png'),
    fullPage: true,
  });

  expect(affiliateErrors).toEqual([]);
  expect(visitorErrors).toEqual([]);
  await visitorContext.close();
  await affiliateContext.close();
});

test('the affiliate’s own link and a signed-in player’s visit link nothing', async ({
  browser,
}) => {
  const ownerName = uniqueName('ao');
  const code = uniqueName('own');
  const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  await registerThroughApi(context.request, ownerName);
  const created = await context.request.post('/api/affiliate/code/create', {
    data: { data: { code } },
  });
  expect(created.status()).toBe(200);
  const page = await context.newPage();
  const errors = watchForErrors(page);
  await page.goto(`/r/${code}`);
  await expect(page.getByRole('region', { name: 'This is your own referral link' })).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === 'referral')).toBe(false);

  const otherContext = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  await registerThroughApi(otherContext.request, uniqueName('ap'));
  const other = await otherContext.newPage();
  await other.goto(`/r/${code}`);
  await expect(other.getByRole('region', { name: 'You already have an account' })).toBeVisible();
  expect((await otherContext.cookies()).some((cookie) => cookie.name === 'referral')).toBe(false);
  expect(errors).toEqual([]);
  await otherContext.close();
  await context.close();
});
