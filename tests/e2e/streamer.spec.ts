import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ownClientAddress } from './client-address';
import { goInApp, requestWatch } from './in-app';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';
import { openAccountMenu } from './account-menu';

// Streamer mode and capture routes (issue 20), against the real server: with the switch on
// no page or window shows the player's balance, name or e-mail; a capture link's embed
// plays the player's own bet live, on a transparent page, and stops once revoked.

/** 123456 -> "1,234.56", as the site writes amounts. */
function gems(hundredths: number): string {
  const whole = Math.floor(hundredths / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(hundredths % 100).toString().padStart(2, '0')}`;
}

async function me(request: APIRequestContext) {
  const res = await request.get('/api/users/me');
  expect(res.status()).toBe(200);
  return (await res.json()).user as { balance: number; username: string; email: string };
}

/** Every text the page holds for people or machines: its text, labels, titles and values. */
async function pageTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement?.tagName;
      if (parent !== 'SCRIPT' && parent !== 'STYLE') parts.push(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll('*')) {
      for (const name of ['aria-label', 'title', 'alt', 'placeholder'])
        parts.push(element.getAttribute(name) ?? '');
      // A field's value shows unless it is never drawn (a password manager's hidden name)
      // or drawn as dots (a private field in streamer mode).
      if (
        element instanceof HTMLInputElement &&
        !element.hidden &&
        element.type !== 'hidden' &&
        !element.hasAttribute('data-private-input')
      )
        parts.push(element.value);
    }
    return parts.join('\n');
  });
}

/** A bet of an odd stake, so the balance is a figure no page shows by chance. */
async function oddBalance(request: APIRequestContext): Promise<number> {
  const res = await request.post('/api/games/dice/bet', {
    headers: ownClientAddress(),
    data: { amount: 137, target: 5000, direction: 'over', pace: 'instant' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).balance as number;
}

const ROUTES = [
  '/',
  '/dice',
  '/plinko',
  '/mines',
  '/skin-upgrader',
  '/crash',
  '/roulette',
  '/coinflip',
  '/case-opening',
  '/case-battles',
  '/rewards',
  '/race',
  '/profile',
  '/profile/history',
  '/profile/transactions',
  '/profile/security',
  '/profile/settings',
  '/profile/affiliate',
  '/profile/kyc',
  '/profile/fairness',
];

test('streamer mode hides every balance on every route', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setExtraHTTPHeaders(ownClientAddress());
  const errors = watchForErrors(page);
  const { username } = await registerThroughApi(page.request, `sm${uniqueId()}`.slice(0, 16));
  const balance = await oddBalance(page.request);
  const { email } = await me(page.request);
  const secrets = [gems(balance), username, email];

  // The switch is in Profile → Settings; the header shows the figure until it is on.
  await page.goto('/profile/settings');
  await expect(page.getByTestId('header-balance')).toContainText(gems(balance));
  const toggle = page.getByRole('switch', { name: 'Streamer mode' });
  await toggle.check();
  await expect(page.getByTestId('streamer-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('header-balance')).not.toContainText(gems(balance));
  await expect(page.getByTestId('header-balance')).toContainText('•••••');
  await expect(page.getByTestId('header-balance').getByRole('img')).toHaveAccessibleName(
    'Amount hidden in streamer mode',
  );
  expect((await me(page.request)) as unknown).toMatchObject({ streamerMode: true });

  // The first route a full load (the setting comes from the server), the rest reached in
  // the app as a link would (in-app.ts).
  const requests = requestWatch(page);
  for (const [index, path] of ROUTES.entries()) {
    if (index === 0) await page.goto(path);
    else await goInApp(page, path);
    await expect(page.getByTestId('streamer-toggle'), path).toHaveAttribute('aria-pressed', 'true');
    await requests.quiet();
    const texts = await pageTexts(page);
    for (const secret of secrets)
      expect(texts.includes(secret), `${secret} on ${path}`).toBe(false);
  }

  // Windows too: the cashier, the vault and the account menu.
  await page.goto('/dice');
  await page.getByRole('button', { name: 'Deposit' }).first().click();
  await expect(page.getByRole('dialog').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const secret of secrets) expect(await pageTexts(page)).not.toContain(secret);
  await page.keyboard.press('Escape');
  await openAccountMenu(page);
  for (const secret of secrets) expect(await pageTexts(page)).not.toContain(secret);
  await page.getByTestId('menu-vault').click();
  await expect(page.getByRole('dialog', { name: 'Vault' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const secret of secrets) expect(await pageTexts(page)).not.toContain(secret);
  await page.keyboard.press('Escape');

  // A bet's result says its multiplier, never the amount; the header's eye shows all again.
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page.getByTestId('game-result')).toContainText('x ·');
  await expect(page.getByTestId('game-result')).toContainText('••••• gem');

  // On a 320 px phone the eye takes the masked balance's place: the header still fits.
  await page.setViewportSize({ width: 320, height: 700 });
  await expect(page.getByTestId('streamer-toggle')).toBeVisible();
  const menuBox = (await page.getByRole('button', { name: /^Account menu for / }).boundingBox())!;
  expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByTestId('streamer-toggle').click();
  await expect(page.getByTestId('streamer-toggle')).toHaveAttribute('aria-pressed', 'false');
  const after = await me(page.request);
  await expect(page.getByTestId('header-balance')).toContainText(gems(after.balance));
  expect(errors).toEqual([]);
});

test('an embed route shows the streamer’s bet live and has a transparent background', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  await page.setExtraHTTPHeaders(ownClientAddress());
  await registerThroughApi(page.request, `sc${uniqueId()}`.slice(0, 16));

  // The capture link, made in Profile → Settings.
  await page.goto('/profile/settings');
  await page.getByTestId('capture-label').fill('OBS dice');
  await page.getByRole('button', { name: 'Create capture link' }).click();
  const link = await page.getByTestId('capture-link').inputValue();
  expect(link).toMatch(/\/embed\/dice\?token=cap_[\w-]{43}&w=1280&h=720&bg=transparent$/);
  await expect(page.getByTestId('capture-links')).toContainText('OBS dice');

  // OBS: another browser with no cookie at all, at a small size.
  const obs = await browser.newContext({ viewport: { width: 640, height: 360 } });
  const source = await obs.newPage();
  const sourceErrors = watchForErrors(source);
  await source.goto(link.replace('w=1280&h=720', 'w=640&h=360'));
  const landed = source.getByTestId('embed-landed');
  await expect(landed).toHaveAttribute('data-status', 'watching');
  await expect(source.locator('canvas')).toBeVisible();
  await expect(source.locator('header, nav, [data-testid="header-balance"]')).toHaveCount(0);
  for (const selector of ['html', 'body', '[data-testid="embed"]'])
    expect(
      await source.locator(selector).evaluate((el) => getComputedStyle(el).backgroundColor),
      selector,
    ).toBe('rgba(0, 0, 0, 0)');
  const box = (await source.getByTestId('embed').boundingBox())!;
  expect([box.width, box.height]).toEqual([640, 360]);

  // A roll in the player's tab: the source plays it, and not before that tab's hold ends.
  const sent = Date.now();
  const res = await page.request.post('/api/games/dice/bet', {
    headers: ownClientAddress(),
    data: { amount: 100, target: 5000, direction: 'over', pace: 'normal' },
  });
  expect(res.status()).toBe(200);
  const betId = (await res.json()).bet.id as string;
  await source.waitForTimeout(Math.max(0, sent + 500 - Date.now()));
  await expect(landed).not.toHaveAttribute('data-landed', betId, { timeout: 1 });
  await expect(landed).toHaveAttribute('data-landed', betId, { timeout: 10_000 });
  expect(Date.now() - sent).toBeGreaterThanOrEqual(900);
  await expect(landed).toHaveText(/^Roll \d{1,3}\.\d{2}$/);

  // The page is see-through where the scene draws nothing: a corner pixel has no alpha.
  const shot = await source.screenshot({ omitBackground: true });
  const { data, info } = await sharp(shot)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
  expect(alphaAt(1, 1)).toBe(0);
  expect(alphaAt(info.width - 2, info.height - 2)).toBe(0);
  let drawn = 0;
  for (let i = 3; i < data.length; i += info.channels) if (data[i]! > 0) drawn++;
  expect(drawn).toBeGreaterThan(100);

  // Revoked in the settings: the source stops at once and says why.
  await page.getByRole('button', { name: 'Revoke OBS dice' }).click();
  await page
    .getByRole('alertdialog', { name: 'Revoke OBS dice?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(landed).toHaveAttribute('data-status', 'revoked');
  await expect(source.getByTestId('embed-message')).toContainText('revoked');
  await expect(source.locator('canvas')).toHaveCount(0);
  expect(sourceErrors).toEqual([]);
  await obs.close();
});
