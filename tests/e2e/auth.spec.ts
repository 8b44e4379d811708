import { expect, test, type Page } from '@playwright/test';
import { ownClientAddress } from './client-address';
import { watchForErrors } from './page-errors';
import { uniqueId } from './unique-id';

function uniqueUser() {
  const id = uniqueId();
  return {
    username: `au${id}`.slice(0, 16),
    email: `auth-${id}@example.com`,
    password: 'Correct-Horse-42',
  };
}

function randomSteamId(): string {
  let digits = '';
  for (let i = 0; i < 10; i += 1) digits += Math.floor(Math.random() * 10).toString();
  return `7656119${digits}`;
}

async function openDialog(page: Page, button: 'Log in' | 'Register') {
  await page.getByRole('banner').getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('register shows field errors on blur and clears them on change', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/');
  const dialog = await openDialog(page, 'Register');
  const username = dialog.getByLabel('Username');
  const email = dialog.getByLabel('Email');

  // Typing alone does not validate; leaving the field does.
  await username.fill('ab');
  await expect(dialog.getByText('The username must be at least 3 characters')).toHaveCount(0);
  await username.press('Tab');
  await expect(dialog.getByText('The username must be at least 3 characters')).toBeVisible();
  await expect(username).toHaveAttribute('aria-invalid', 'true');

  await email.fill('not-an-email');
  await email.blur();
  await expect(dialog.getByText('The email must be a valid email address')).toBeVisible();

  // Fixing a field clears its message as soon as it changes.
  await username.fill('abc_ok');
  await expect(dialog.getByText('The username must be at least 3 characters')).toHaveCount(0);
  await expect(username).not.toHaveAttribute('aria-invalid', 'true');
  await email.fill('someone@example.com');
  await expect(dialog.getByText('The email must be a valid email address')).toHaveCount(0);

  // Submitting validates everything, first failure per field, and focuses the first error.
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText('The password field is required')).toBeVisible();
  await expect(dialog.getByText(/accept the Terms of Service$/)).toBeVisible();
  expect(errors).toEqual([]);
});

test("a wrong password shows the server's message", async ({ page, request }) => {
  const user = uniqueUser();
  const created = await request.post('/api/auth/register', {
    headers: ownClientAddress(),
    data: { ...user, acceptTerms: true },
  });
  expect(created.ok()).toBe(true);

  await page.goto('/');
  const dialog = await openDialog(page, 'Log in');
  await dialog.getByLabel('Username or email').fill(user.username);
  await dialog.getByLabel('Password', { exact: true }).fill('Wrong-Password-1');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  const body = (await (await answer).json()) as { error: { message: string } };
  expect(body.error.message).toBeTruthy();
  await expect(dialog.getByRole('alert')).toHaveText(body.error.message);
  await expect(dialog).toBeVisible();

  // The right password then gets in.
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('header-balance')).toBeVisible();
});

test('forgot password shows the same confirmation for any address', async ({ page }) => {
  await page.goto('/');
  const dialog = await openDialog(page, 'Log in');
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialog.getByRole('tab', { name: 'Forgot password' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await dialog.getByLabel('Email').fill('nobody-here@example.com');
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    dialog.getByRole('status').filter({ hasText: /If an account exists/ }),
  ).toBeVisible();
});

test('a mailed reset link opens "Set new password" and checks the repeat', async ({ page }) => {
  await page.goto('/?password=not-a-real-token');
  const dialog = page.getByRole('dialog', { name: 'Set a new password' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await dialog.getByLabel('New password', { exact: true }).fill('Another-Horse-42');
  await dialog.getByLabel('Repeat new password', { exact: true }).fill('Different-42');
  await dialog.getByLabel('Repeat new password', { exact: true }).blur();
  await expect(dialog.getByText('The passwords do not match')).toBeVisible();
  await dialog.getByLabel('Repeat new password', { exact: true }).fill('Another-Horse-42');
  await expect(dialog.getByText('The passwords do not match')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Set new password' }).click();
  // An unknown token: the server's message shows, the dialog stays.
  await expect(dialog.getByRole('alert')).toHaveText(/\S/);
});

test('an e-mail link verifies and leaves the address bar', async ({ page }) => {
  const answer = page.waitForResponse((response) =>
    response.url().endsWith('/api/email/verification/verify'),
  );
  await page.goto('/case-battles?email=not-a-real-token');
  const body = (await (await answer).json()) as { error?: { message: string } };
  await expect(page).toHaveURL(/\/case-battles$/);
  await expect(
    page.getByRole('status').filter({ hasText: body.error?.message ?? 'Email Verified' }),
  ).toBeVisible();
});

test('Steam sign-in via the pop-up, then the terms modal until accepted', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/');
  const dialog = await openDialog(page, 'Log in');

  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Sign in with Steam' }).click();
  const popup = await popupOpened;
  await popup.getByLabel(/SteamID64/).fill(randomSteamId());
  await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The pop-up posts the outcome to this window and closes itself.
  await expect.poll(() => popup.isClosed()).toBe(true);

  // A Steam sign-up has not accepted the terms: the modal cannot be dismissed.
  const terms = page.getByRole('dialog', { name: 'Terms of Service' });
  await expect(terms).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toHaveCount(0);
  await expect(terms.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await expect(terms.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute(
    'href',
    '/policies/terms-of-service',
  );
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(terms).toBeVisible();

  await terms.getByRole('button', { name: 'I accept' }).click();
  await expect(terms).toBeHidden();
  await expect(page.getByTestId('header-balance')).toBeVisible();

  // Accepted for good: a reload does not bring it back.
  await page.reload();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Terms of Service' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('compliance_lock=skip bypasses the region check for the tab', async ({ browser }) => {
  // A visitor from the United States (restricted by default; the e2e server trusts the
  // loopback proxy's X-Forwarded-For, as tests/e2e/region-lock.spec.ts explains).
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '8.8.8.8' } });
  const page = await context.newPage();
  const overlay = (tab: typeof page) =>
    tab.getByRole('dialog', { name: 'Unavailable in Your Region (US)' });
  await page.goto('/?compliance_lock=skip');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => sessionStorage.getItem('gemdrop:compliance-skip'))).toBe('1');
  await expect(overlay(page)).toHaveCount(0);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(overlay(page)).toHaveCount(0);

  // Without the skip (a new tab), the check runs: the overlay covers the site.
  const other = await context.newPage();
  await other.goto('/');
  await expect(overlay(other)).toBeVisible();
  await context.close();
});
