import { resolve } from 'node:path';
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { ARTIFACTS, horizontalOverflow } from './layout-check';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';
import { keepScreenshot } from './artifact-shot';
import { openAccountMenu } from './account-menu';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

test.describe('build polling', () => {
  test('with the deployed build running, no notice shows', async ({ page }) => {
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/build.json')) checks.push(request.url());
    });
    await page.goto('/');
    // The first check runs one second after start: well inside 15 s on a loaded machine,
    // where the next (two minutes on) is not.
    await expect.poll(() => checks.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('New version available')).toHaveCount(0);
  });

  test('a new deploy shows the notice; Later hides it and Reload loads the new build', async ({
    page,
  }) => {
    const errors = watchForErrors(page);
    // A new deploy, as the tab sees it: the served build id changes.
    await page.route('**/build.json', (route) =>
      route.fulfill({ json: { id: 'a-newer-build' }, headers: { 'cache-control': 'no-cache' } }),
    );
    await page.goto('/');
    const notice = page.getByRole('status').filter({ hasText: 'New version available' });
    // The first check's answer, a second after start (the next would be two minutes on).
    await expect(notice).toBeVisible({ timeout: 15_000 });

    await notice.getByRole('button', { name: 'Later' }).click();
    await expect(notice).toHaveCount(0);

    // On a phone it sits above the bottom navigation, inside the screen.
    await page.setViewportSize({ width: 320, height: 700 });
    await page.reload();
    await expect(notice).toBeVisible({ timeout: 15_000 });
    const box = await notice.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    await keepScreenshot(page, { path: resolve(ARTIFACTS, 'update-notice-320.png') });
    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(errors).toEqual([]);
  });

  test('analytics, error reporting and the helpdesk load nothing when not configured', async ({
    page,
  }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const { hostname } = new URL(request.url());
      if (hostname !== 'localhost') foreign.push(request.url());
    });
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Get in touch' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
    const config = await page.evaluate(
      () => document.getElementById('client-config')?.textContent ?? null,
    );
    expect(JSON.parse(config ?? 'null')).toEqual({
      supportEmail: 'support@gemdrop.gg',
      analytics: null,
      errorReporting: null,
      helpdesk: null,
      catalogueImages: false,
      brand: 'gemdrop',
    });
    await expect(page.getByRole('link', { name: 'support@gemdrop.gg' })).toBeVisible();
    expect(foreign).toEqual([]);
  });
});

test.describe('a signed-in player', () => {
  let state: StorageState;

  test.beforeAll(async ({ browser }) => {
    // The one account this file registers (the server allows few sign-ups per address).
    const context = await browser.newContext();
    const id = uniqueId();
    await registerThroughApi(context.request, `sh${id}`.slice(0, 16));
    state = await context.storageState();
    await context.close();
  });

  const signedIn = (browser: Browser, width = 1440) =>
    browser.newContext({ storageState: state, viewport: { width, height: 900 } });

  test('sound settings persist across a reload', async ({ browser }) => {
    const context = await signedIn(browser);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto('/profile/settings');
    const sound = page.getByRole('region', { name: 'Sound' });
    await expect(sound).toBeVisible();

    await expect(sound.getByRole('slider', { name: 'Master volume' })).toHaveValue('33');
    await sound.getByRole('slider', { name: 'Master volume' }).fill('70');
    await sound.getByRole('slider', { name: 'Games' }).fill('15');
    await sound.getByRole('button', { name: 'Mute chat sounds' }).click();
    await sound.getByLabel('Play a sound when someone mentions me').uncheck();
    await sound.getByLabel('Play a sound for every chat message').check();
    await expect(sound.getByText('70%')).toBeVisible();

    await page.reload();
    await expect(sound.getByRole('slider', { name: 'Master volume' })).toHaveValue('70');
    await expect(sound.getByRole('slider', { name: 'Games' })).toHaveValue('15');
    await expect(sound.getByRole('slider', { name: 'Chat' })).toHaveValue('50');
    await expect(sound.getByRole('button', { name: 'Mute chat sounds' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(sound.getByRole('button', { name: 'Mute game sounds' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(sound.getByLabel('Play a sound when someone mentions me')).not.toBeChecked();
    await expect(sound.getByLabel('Play a sound for every chat message')).toBeChecked();
    await keepScreenshot(page, {
      path: resolve(ARTIFACTS, 'profile-settings-1440.png'),
      fullPage: true,
    });

    // Keyboard: the slider moves with the arrow keys.
    await sound.getByRole('slider', { name: 'Interface' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(sound.getByRole('slider', { name: 'Interface' })).toHaveValue('51');

    await sound.getByRole('button', { name: 'Restore default sound settings' }).click();
    await expect(sound.getByRole('slider', { name: 'Master volume' })).toHaveValue('33');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the settings and security tabs fit a 320 px phone', async ({ browser }) => {
    const context = await signedIn(browser, 320);
    const page = await context.newPage();
    for (const [path, heading, region] of [
      ['/profile/settings', 'Settings', 'Sound'],
      ['/profile/security', 'Security', 'Signed-in devices'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('region', { name: region })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { scrollWidth, innerWidth } = await horizontalOverflow(page);
      expect(scrollWidth, `${path} at 320px`).toBeLessThanOrEqual(innerWidth);
      await keepScreenshot(page, {
        path: resolve(ARTIFACTS, `profile-${heading.toLowerCase()}-320.png`),
        fullPage: true,
      });
    }
    // This device is listed, with no way to sign itself out from the list.
    const devices = page.getByRole('list', { name: 'Signed-in devices' });
    await expect(devices.getByText('This device')).toBeVisible();
    await expect(devices.getByRole('button', { name: /^Sign out/ })).toHaveCount(0);
    await context.close();
  });

  test('the user menu leads to settings and help', async ({ browser }) => {
    const context = await signedIn(browser);
    const page = await context.newPage();
    await page.goto('/');
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/profile\/settings$/);
    await openAccountMenu(page);
    // No helpdesk configured: Help leads to the contact page.
    await page.getByRole('menuitem', { name: 'Help' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Get in touch' })).toBeVisible();
    await context.close();
  });

  test('a player without a terms acceptance gets the ACCEPT_TOS view until accepting', async ({
    browser,
  }) => {
    const context = await signedIn(browser);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    // The server's answers for this player (the page's start-up read, its read again once the
    // socket signs in, and any later read of the user), as if they had not accepted the terms.
    const readsUser = (url: URL) => ['/api/users/me', '/api/startup'].includes(url.pathname);
    // A read the page drops while it is in the handler (an abort, or the context closing)
    // disposes its response: nothing is left to answer, so the handler lets it go. A read it
    // failed to rewrite would show no terms, which the checks below catch.
    await page.route(readsUser, async (route) => {
      try {
        const response = await route.fetch();
        const body = (await response.json()) as { user: Record<string, unknown> };
        await route.fulfill({
          response,
          json: { ...body, user: { ...body.user, tosAcceptance: null } },
        });
      } catch (error) {
        if (!String(error).includes('disposed')) throw error;
      }
    });
    await page.goto('/about-us');
    const terms = page.getByRole('dialog', { name: 'Terms of Service' });
    await expect(terms).toBeVisible();
    await expect(terms.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await expect(terms.getByText('Coming soon')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(terms).toBeVisible();
    // A route change (which closes ordinary modals) keeps it.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/contact');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Get in touch' })).toBeAttached();
    await expect(terms).toBeVisible();

    await terms.getByRole('button', { name: 'I accept' }).click();
    await expect(terms).toBeHidden();
    expect(errors).toEqual([]);
    // Accepting reads the user again; a read still in the handler when the context closes
    // would fail it ("Response has been disposed"), so the handler goes first.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });
});
