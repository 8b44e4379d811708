import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, horizontalOverflow, testNoOverflow } from './layout-check';
import { uniqueId } from './unique-id';
import { keepScreenshot } from './artifact-shot';

const artifacts = ARTIFACTS;

const gameNames = [
  'Mines',
  'Plinko',
  'Roulette',
  'Crash',
  'Coin Flip',
  'Dice',
  'Skin Upgrader',
  'Case Opening',
  'Case Battles',
];

/** Collects console errors and uncaught exceptions for the whole test. */
function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // No exception, not even a visitor's `GET /users/me`: a visitor is not an error, so the
    // page never asks (the readable signed-in hint is absent) and no 401 is logged.
    if (message.type() === 'error')
      errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  return errors;
}

/** Resolves once the realtime socket has connected and heard from the server. */
async function realtimeConnected(page: Page): Promise<void> {
  const socket = await page.waitForEvent('websocket', {
    predicate: (candidate) => candidate.url().includes('/socket.io/'),
  });
  await socket.waitForEvent('framereceived');
}

function uniqueUser() {
  const id = uniqueId();
  return {
    username: `e2e${id}`.slice(0, 16),
    email: `e2e-${id}@example.com`,
    password: 'Correct-Horse-42',
  };
}

test('home loads with the game tiles, realtime and no console errors', async ({ page }) => {
  const errors = watchForErrors(page);
  const connected = realtimeConnected(page);

  const sessionChecks: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/users/me')) sessionChecks.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/GemDrop/);

  const tiles = page.locator('#games').getByRole('link');
  await expect(tiles).toHaveCount(gameNames.length);
  for (const name of gameNames) {
    await expect(
      page.locator('#games').getByRole('link', { name: new RegExp(`^${name}`) }),
    ).toBeVisible();
  }
  // Logged out: the header offers the way in.
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Register' })).toBeVisible();

  await connected;

  // Decoration moves for at most 5 s (WCAG 2.2.2), then the lobby draws nothing (a loading
  // shimmer ends with its loading).
  const endless = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .map((a) => [
          a instanceof CSSAnimation ? a.animationName : 'script',
          a.effect?.getComputedTiming().endTime,
        ])
        .filter(([, end]) => typeof end !== 'number' || end > 5_000),
    );
  await expect.poll(endless).toEqual([]);

  // The lobby's tile opens the live battles list (every game is built: nothing says soon).
  await page
    .locator('#games')
    .getByRole('link', { name: /^Case Battles/ })
    .click();
  await expect(page).toHaveURL(/\/case-battles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Case Battles' })).toBeVisible();
  await expect(page.getByText('Coming soon', { exact: true })).toHaveCount(0);

  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  // A visitor's page knows it is a visitor without asking the server.
  expect(sessionChecks).toEqual([]);
});

test('a visitor is not an error: the game pages log none and never ask for a session', async ({
  page,
}) => {
  const errors = watchForErrors(page);
  const sessionChecks: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/users/me')) sessionChecks.push(request.url());
  });
  for (const [path, title] of [
    ['/dice', 'Dice'],
    ['/plinko', 'Plinko'],
    ['/mines', 'Mines'],
    ['/skin-upgrader', 'Skin Upgrader'],
    ['/cs2-case-opening/recoil-case', 'Recoil Case'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Let the page's first requests (bets, seeds, notifications, the socket) settle.
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
  expect(sessionChecks).toEqual([]);
});

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  const errors = watchForErrors(page);
  const answer = await page.goto('/this-page-does-not-exist');
  // The server says 404 (and Chromium logs it), the app still renders its page.
  expect(answer?.status()).toBe(404);

  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
  await expect(page).toHaveTitle('Page not found');

  await page.getByRole('link', { name: 'Return to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#games').getByRole('link')).toHaveCount(gameNames.length);
  const documentNotFound = (error: string) =>
    error.includes('status of 404') && error.endsWith('/this-page-does-not-exist)');
  expect(errors.filter((error) => !documentNotFound(error))).toEqual([]);
  expect(errors.filter(documentNotFound)).toHaveLength(1);
});

test('a new player registers through the dialog and sees 1,000.00 gems', async ({ page }) => {
  const errors = watchForErrors(page);
  const user = uniqueUser();
  await page.setViewportSize({ width: 320, height: 720 });
  const socketOpened = page.waitForEvent('websocket', {
    predicate: (candidate) => candidate.url().includes('/socket.io/'),
  });
  await page.goto('/');
  const socket = await socketOpened;

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Register' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog.getByLabel('Username')).toBeFocused();

  await dialog.getByLabel('Username').fill(user.username);
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await keepScreenshot(page, { path: resolve(artifacts, 'register-dialog-320.png') });
  // The open socket logs in as the new player: the server acknowledges with state true.
  const realtimeLogin = socket.waitForEvent('framereceived', {
    predicate: (frame) => String(frame.payload).includes('"state":true'),
  });
  await dialog.getByRole('button', { name: 'Create account' }).click();

  await expect(dialog).toBeHidden();
  await realtimeLogin;
  const balance = page.getByTestId('header-balance');
  await expect(balance).toContainText('1,000.00');
  await expect(header.getByRole('button', { name: 'Register' })).toHaveCount(0);
  expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(320);
  await keepScreenshot(page, { path: resolve(artifacts, 'logged-in-320.png') });

  // The session survives a reload (cookie + GET /users/me).
  await page.reload();
  await expect(page.getByTestId('header-balance')).toContainText('1,000.00');

  // Log out, then try to take the same name: the server's message shows in the dialog.
  await header.getByRole('button', { name: /Account menu/ }).click();
  // The menu floats in a portal, outside the header.
  await page
    .getByRole('menu', { name: /Account menu/ })
    .getByRole('menuitem', { name: 'Log out' })
    .click();
  await expect(header.getByRole('button', { name: 'Register' })).toBeVisible();

  await header.getByRole('button', { name: 'Register' }).click();
  await dialog.getByLabel('Username').fill(user.username);
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/\S/);
  await expect(dialog).toBeVisible();

  // Keyboard: arrow to the login tab, log in, and the balance is back.
  await dialog.getByRole('tab', { name: 'Register' }).focus();
  await page.keyboard.press('ArrowLeft');
  const login = page.getByRole('dialog', { name: 'Welcome back' });
  await expect(login.getByRole('tab', { name: 'Log in' })).toBeFocused();
  await login.getByLabel('Username or email').fill(user.username);
  await login.getByLabel('Password', { exact: true }).fill(user.password);
  await login.getByLabel('Password', { exact: true }).press('Enter');
  await expect(login).toBeHidden();
  await expect(page.getByTestId('header-balance')).toContainText('1,000.00');

  // Escape closes the dialog.
  await header.getByRole('button', { name: 'Deposit' }).click();
  const cashier = page.getByRole('dialog', { name: 'Deposit' });
  await expect(cashier).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cashier).toBeHidden();

  expect(errors.filter((error) => !error.includes('status of 4'))).toEqual([]);
});

testNoOverflow('no horizontal overflow', [
  ['home', '/'],
  ['game', '/case-battles'],
  ['not-found', '/no-such-page'],
]);
