import { expect, test, type Page } from '@playwright/test';
import { ownClientAddress } from './client-address';
import { goInApp, requestWatch } from './in-app';
import { HOME, NOT_LOGGED_IN, ROUTES as routes, UNKNOWN_BATTLE } from './route-list';
import { AT_REST, horizontalOverflow, testNoOverflow } from './layout-check';
import { openBooksExampleResponses } from '../../src/shared/contract/exampleOpenBooks';

// Layouts are judged at rest (layout-check.ts).
test.use(AT_REST);

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

// Routes in groups, one page each: the group's first route is a full page load, the rest
// are reached inside the app as a link would (in-app.ts), each with the error watch. That
// the server answers every route with the app is an integration test (clientPage.test.ts).
const GROUP_SIZE = 16;
for (let start = 0; start < routes.length; start += GROUP_SIZE) {
  const group = routes.slice(start, start + GROUP_SIZE);
  test(`routes ${start + 1} to ${start + group.length} render their headings`, async ({ page }) => {
    // Up to 16 full pages, a dozen of them game pages that start their scenes: 7.5 s each
    // when the machine is busy with the other worker's spec (60 s in all fell short once).
    test.setTimeout(group.length * 7_500);
    const errors = watchForErrors(page);
    const requests = requestWatch(page);
    // Its own visitor address: the route reads of many specs at once would meet the API's
    // per-address rate limit, which no real visitor reaches.
    await page.setExtraHTTPHeaders(ownClientAddress());
    for (const [index, [path, heading]] of group.entries()) {
      if (index === 0) await page.goto(path);
      else await goInApp(page, path);
      await expect(
        page.getByRole('heading', { level: 1, name: heading, exact: true }),
        path,
      ).toBeVisible();
      await requests.quiet();
      expect(errors, path).toEqual([]);
    }
  });
}

test('an old address of a moved page opens the page where it is now', async ({ page }) => {
  await page.setExtraHTTPHeaders(ownClientAddress());
  // A bookmark: the server sends the page on, its query kept.
  await page.goto('/upgrader?from=bookmark');
  await expect(page).toHaveURL(/\/skin-upgrader\?from=bookmark$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Skin Upgrader' })).toBeVisible();
  // A link inside the app: the router follows it, in place of the old address (Back goes to
  // the address before it, goInApp's stop on the way).
  await goInApp(page, '/fairness/upgrader');
  await expect(page).toHaveURL(/\/fairness\/skin-upgrader$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Skin Upgrader fairness' }),
  ).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/in-app\/between-routes$/);
});

// A visitor's dead ends, one page: the first a full load (the server's referral link), the
// others reached in the app as a link reaches them.
test('dead ends: a referral link nobody owns, an unknown path, /profile as a visitor', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders(ownClientAddress());
  // A referral link nobody owns shows the lobby and keeps no code.
  await page.goto('/r/FRIEND42');
  await expect(page.getByRole('heading', { level: 1, name: HOME })).toBeVisible();
  // The server keeps a known code in an httpOnly cookie (tests/e2e/affiliate.spec.ts).
  await expect(page.getByRole('region', { name: 'Referral link not found' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name === 'referral')).toBe(false);

  // An unknown path shows the 404 page and its title.
  await goInApp(page, '/definitely/not/here');
  await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
  await expect(page.getByText('Page not found: /definitely/not/here')).toBeVisible();
  await expect(page).toHaveTitle('Page not found');

  // A visitor on /profile sees the 401 page with Log in and a way home.
  await goInApp(page, '/profile/settings');
  await expect(page.getByRole('heading', { level: 1, name: NOT_LOGGED_IN })).toBeVisible();
  await expect(page.getByText('Access denied. Please log in to continue.')).toBeVisible();
  await expect(page).toHaveTitle(NOT_LOGGED_IN);
  // The login dialog itself belongs to the auth feature and is covered by smoke.spec.ts.
  await expect(page.getByRole('main').getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Homepage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: HOME })).toBeVisible();
});

// The XP calculator's sums on its page: src/client/pages/xp/XpCalculatorPage.test.tsx.

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

testNoOverflow('static pages fit without horizontal overflow', [
  ['xp-calculator', '/xp-calculator'],
  ['policy', '/policies/terms-of-service'],
  ['fairness', '/fairness/roulette'],
]);

test('/open-books fits 320px with its tables full: returns, the wheel and published roots', async ({
  page,
}) => {
  const books = openBooksExampleResponses.openBooks;
  const roots = Array.from({ length: 3 }, (_, i) => ({
    root: `${i}`.repeat(64),
    total: 123_456_789 - i,
    players: 10_000 - i,
    at: new Date(Date.UTC(2026, 10, 30, 2 - i)).toISOString(),
  }));
  await page.route('**/api/open-books/liabilities', (route) => route.fulfill({ json: roots }));
  await page.route('**/api/open-books', (route) => route.fulfill({ json: books }));
  await page.setViewportSize({ width: 320, height: 900 });
  await page.goto('/open-books');
  await expect(page.getByRole('table', { name: 'Published roots, newest first' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Wheel spins, all time' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'your profile’s fairness tab' })).toBeVisible();
  const { scrollWidth, innerWidth } = await horizontalOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
});
