import { expect, test, type Page } from '@playwright/test';
import { ownClientAddress } from './client-address';
import { testNoOverflow } from './layout-check';

/** A battle id no battle has (the page says so). */
const UNKNOWN_BATTLE = '6650f0c2a1b2c3d4e5f60718';

/** Collects console errors and uncaught exceptions (as smoke.spec.ts does). */
function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A visitor's `GET /users/me` answers 401 by contract; Chromium logs every 4xx response.
    const visitorCheck =
      message.location().url.endsWith('/api/users/me') && message.text().includes('status of 401');
    // A battle page with an id no battle has reads it, is told 404 and says so on the page.
    const unknownBattle =
      message.location().url.endsWith(`/api/case-battles/${UNKNOWN_BATTLE}`) &&
      message.text().includes('status of 404');
    // Likewise a post nobody published: the blog answers 404 and the page says so.
    const unknownPost =
      message.location().url.endsWith('/api/blog/posts/how-case-odds-work') &&
      message.text().includes('status of 404');
    if (!visitorCheck && !unknownBattle && !unknownPost)
      errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  return errors;
}

const HOME = 'Open cases. Win battles. Drop gems.';
const NOT_LOGGED_IN = 'Not Logged In';

/** Every public route (with its cs2- alias and a few parameters) and its h1. */
const routes: [path: string, heading: string][] = [
  ['/', HOME],
  ['/r/FRIEND42', HOME],
  ['/games', 'Games'],
  ['/race', 'Race'],
  ['/crash', 'Crash'],
  ['/mines', 'Mines'],
  ['/cs2-mines', 'Mines'],
  ['/plinko', 'Plinko'],
  ['/cs2-plinko', 'Plinko'],
  ['/roulette', 'Roulette'],
  ['/cs2-roulette', 'Roulette'],
  ['/coinflip', 'Coin Flip'],
  ['/cs2-coinflip', 'Coin Flip'],
  ['/dice', 'Dice'],
  ['/cs2-dice', 'Dice'],
  ['/upgrader', 'Upgrader'],
  ['/cs2-upgrader', 'Upgrader'],
  ['/contact', 'Get in touch'],
  ['/rewards', 'Rewards'],
  ['/about-us', 'We build the skin site we wanted to play on'],
  ['/sponsorship', 'Partner with GemDrop'],
  ['/xp-calculator', 'XP calculator'],
  ['/blog', 'Blog'],
  ['/blog/page/2', 'Blog'],
  ['/blog/how-case-odds-work', 'Page not found'],
  ['/case-battles', 'Case Battles'],
  ['/cs2-case-battles', 'Case Battles'],
  [`/case-battles/${UNKNOWN_BATTLE}`, 'Case Battle'],
  [`/cs2-case-battles/${UNKNOWN_BATTLE}`, 'Case Battle'],
  ['/case-opening', 'Case Opening'],
  ['/cs2-case-opening', 'Case Opening'],
  ['/case-opening/community', 'Community Cases'],
  ['/cs2-case-opening/community', 'Community Cases'],
  ['/case-opening/create', 'Create a Case'],
  ['/cs2-case-opening/create', 'Create a Case'],
  ['/case-opening/recoil-case', 'Recoil Case'],
  ['/cs2-case-opening/recoil-case', 'Recoil Case'],
  ['/fairness', 'Provably fair'],
  ['/fairness/mines', 'Mines fairness'],
  ['/fairness/plinko', 'Plinko fairness'],
  ['/fairness/upgrader', 'Upgrader fairness'],
  ['/fairness/coinflip', 'Coin Flip fairness'],
  ['/fairness/roulette', 'Roulette and Crash fairness'],
  ['/fairness/case-battles', 'Case Battles fairness'],
  ['/fairness/case-opening', 'Case Opening fairness'],
  ['/policies/bug-bounty', 'Bug Bounty'],
  ['/policies/disclaimer', 'Disclaimer'],
  ['/policies/kyc-policy', 'KYC Policy'],
  ['/policies/code-of-ethics', 'Code of Ethics'],
  ['/policies/privacy-policy', 'Privacy Policy'],
  ['/policies/editorial-policy', 'Editorial Policy'],
  ['/policies/terms-of-service', 'Terms of Service'],
  ['/profile', NOT_LOGGED_IN],
  ...['kyc', 'history', 'fairness', 'security', 'settings', 'affiliate', 'transactions'].map(
    (child): [string, string] => [`/profile/${child}`, NOT_LOGGED_IN],
  ),
  ['/no-such-page/at-all', 'Page not found'],
];

// Routes load in groups, one page each: every route is still a full page load of its own
// (its own visitor address, its own error watch), but the browser keeps the bundle it
// already fetched, as a visitor's browser does, instead of a fresh context per route.
const GROUP_SIZE = 8;
for (let start = 0; start < routes.length; start += GROUP_SIZE) {
  const group = routes.slice(start, start + GROUP_SIZE);
  test(`routes ${start + 1} to ${start + group.length} render their headings`, async ({ page }) => {
    const errors = watchForErrors(page);
    for (const [path, heading] of group) {
      // Each route is its own visitor: sixty page loads a minute from one address would meet
      // the API's per-address rate limit, which no real visitor reaches.
      await page.setExtraHTTPHeaders(ownClientAddress());
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: heading, exact: true }),
        path,
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(errors, path).toEqual([]);
    }
  });
}

test('a referral link nobody owns shows the lobby and keeps no code', async ({ page }) => {
  await page.goto('/r/FRIEND42');
  await expect(page.getByRole('heading', { level: 1, name: HOME })).toBeVisible();
  // The server keeps a known code in an httpOnly cookie (tests/e2e/affiliate.spec.ts).
  await expect(page.getByRole('region', { name: 'Referral link not found' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name === 'referral')).toBe(false);
});

test('an unknown path shows the 404 page and its title', async ({ page }) => {
  await page.goto('/definitely/not/here');
  await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
  await expect(page.getByText('Page not found: /definitely/not/here')).toBeVisible();
  await expect(page).toHaveTitle('Page not found');
});

test('a visitor on /profile sees the 401 page with Log in and a way home', async ({ page }) => {
  await page.goto('/profile/settings');
  await expect(page.getByRole('heading', { level: 1, name: NOT_LOGGED_IN })).toBeVisible();
  await expect(page.getByText('Access denied. Please log in to continue.')).toBeVisible();
  await expect(page).toHaveTitle(NOT_LOGGED_IN);
  // The login dialog itself belongs to the auth feature and is covered by smoke.spec.ts.
  await expect(page.getByRole('main').getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Homepage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: HOME })).toBeVisible();
});

test('the XP calculator turns a wager into a level', async ({ page }) => {
  await page.goto('/xp-calculator');
  await page.getByLabel('Current level').fill('0');
  await page.getByLabel('XP into this level').fill('0');
  await page.getByLabel('Wager (gems)').fill('1000');
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByText('Level reached')).toBeVisible();
  await expect(result.locator('dd').nth(1)).toContainText('1');
  await expect(page.getByRole('progressbar', { name: /Progress through level 1/ })).toBeVisible();
});

test('desktop shows the game rail and a collapsible chat dock; phones the bottom nav', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/fairness');
  const rail = page.getByRole('navigation', { name: 'Games', exact: true });
  await expect(rail.getByRole('link')).toHaveCount(9);
  const chat = page.getByRole('complementary', { name: 'Chat', exact: true });
  const joinChat = chat.getByRole('button', { name: 'Log in to chat' });
  await expect(joinChat).toBeVisible();
  await chat.getByRole('button', { name: 'Collapse chat' }).click();
  await expect(joinChat).toBeHidden();
  await chat.getByRole('button', { name: 'Expand chat' }).click();
  await expect(joinChat).toBeVisible();

  // Navigating through the rail loads the page's chunk (preloaded on hover).
  await rail.getByRole('link', { name: 'Dice' }).hover();
  await rail.getByRole('link', { name: 'Dice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dice' })).toBeVisible();

  await page.setViewportSize({ width: 320, height: 720 });
  await expect(rail).toBeHidden();
  await expect(chat).toBeHidden();
  const bottom = page.getByRole('navigation', { name: 'Quick games' });
  await expect(bottom).toBeVisible();
  const box = await bottom.getByRole('link', { name: 'Cases' }).boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect(box?.width).toBeGreaterThanOrEqual(44);
});

testNoOverflow(
  (width) => `static pages fit ${width}px without horizontal overflow`,
  [
    ['xp-calculator', '/xp-calculator'],
    ['policy', '/policies/terms-of-service'],
    ['fairness', '/fairness/roulette'],
  ],
);
