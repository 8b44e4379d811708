import { expect, test, type Page } from '@playwright/test';
import { uniqueId } from './unique-id';

/** Collects console errors and uncaught exceptions for the whole test. */
function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A visitor's `GET /users/me` answers 401 by contract; Chromium logs every 4xx response.
    if (message.text().includes('status of 4')) return;
    errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  return errors;
}

function uniqueUser() {
  const id = uniqueId();
  return {
    username: `nt${id}`.slice(0, 16),
    email: `nt-${id}@example.com`,
    password: 'Correct-Horse-42',
  };
}

test('registering shows a Welcome corner alert with a countdown that closes itself', async ({
  page,
}) => {
  const errors = watchForErrors(page);
  const user = uniqueUser();
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Username').fill(user.username);
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();

  const corner = page.getByRole('region', { name: 'Notifications' });
  const alert = corner.getByTestId('notification-corner');
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText('Welcome');
  await expect(alert).toContainText(user.username);
  await expect(alert.getByTestId('notification-countdown')).toBeVisible();
  // Top right of the page, 310 px wide, above the page's heading: it moves the page down.
  const box = (await alert.boundingBox())!;
  const main = (await page.getByRole('main').boundingBox())!;
  expect(box.width).toBe(310);
  expect(box.x + box.width).toBeGreaterThan(main.x + main.width - 40);
  const heading = (await page.getByRole('heading', { level: 1 }).first().boundingBox())!;
  expect(heading.y).toBeGreaterThan(box.y + box.height);
  // Announced to screen readers.
  await expect(page.getByRole('status').filter({ hasText: 'Welcome' })).toHaveCount(1);

  // Client notifications live 6 s.
  await expect(alert).toBeHidden({ timeout: 9_000 });
  expect(errors).toEqual([]);
});

test('a corner alert can be dismissed with its close button', async ({ page }) => {
  const user = uniqueUser();
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByLabel('Username').fill(user.username);
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  const alert = page.getByTestId('notification-corner');
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Dismiss Welcome' }).click();
  await expect(alert).toBeHidden();
});

test('no modal shows unless asked; Escape and a path change close the auth modal', async ({
  page,
}) => {
  const errors = watchForErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Nothing opened a modal, so none is shown (an unknown view never renders either).
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Welcome back' });
  await expect(login).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A visitor asking for the cashier gets the login modal instead.
  await header.getByRole('button', { name: 'Deposit' }).click();
  await expect(login).toBeVisible();

  // Modals of the default type close when the route path changes (browser back here).
  await page.keyboard.press('Escape');
  await page.goto('/mines');
  await header.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(login).toBeHidden();
  expect(errors).toEqual([]);
});
