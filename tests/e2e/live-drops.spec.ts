import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Route,
} from '@playwright/test';
import { amountLabel, formatAmount } from '../../src/client/ui/amount';
import { horizontalOverflow } from './layout-check';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';
import { REVEAL_SLACK_MS } from '../../games/pace';

// The live drops strip against the real server: a new player opens cases through the API,
// as the case page does, and every other open site shows each drop first, without reloading.
// playwright.config.ts lowers LIVE_DROP_TOP_MIN so that some openings are Top drops.

interface Drop {
  _id: string;
  user: { username: string };
  item: { name: string; price: number };
  specialCategories: string[];
}

interface Opening {
  item: { name: string; price: number };
}

const HISTORY_SIZE = 20;

// The phone test reads the drops the first test made.
test.describe.configure({ mode: 'serial' });
const uniqueName = (prefix: string) => `${prefix}${uniqueId()}`.slice(0, 16);
const cardLabel = (drop: { user: { username: string }; item: { name: string; price: number } }) =>
  `${drop.user.username} won ${drop.item.name}, ${amountLabel(drop.item.price)}`;
const labels = (cards: Element[]) => cards.map((card) => card.getAttribute('aria-label'));

async function history(request: APIRequestContext): Promise<{ All: Drop[]; Top: Drop[] }> {
  const res = await request.get('/api/live-drops/history');
  expect(res.status()).toBe(200);
  return (await res.json()).Global;
}

/** A site of its own (cookies apart), optionally signed in, with its strip's parts. */
async function openSite(browser: Browser, options: BrowserContextOptions, name?: string) {
  const context = await browser.newContext(options);
  if (name) await registerThroughApi(context.request, name);
  const page = await context.newPage();
  const errors = watchForErrors(page);
  await page.goto('/');
  const strip = page.getByRole('region', { name: 'Live drops' });
  await expect(strip).toBeVisible();
  // Nothing reloads from here on: whatever the strip shows next came over the socket.
  let reloads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads++;
  });
  return { page, strip, errors, reloads: () => reloads, request: context.request };
}

const list = (strip: Locator, category: 'All' | 'Top') =>
  strip.getByRole('list', { name: `${category} drops, newest first` });

async function showCategory(strip: Locator, category: 'All' | 'Top') {
  const button = strip.getByRole('button', { name: category, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

async function expectFirst(strip: Locator, drop: Drop) {
  const first = list(strip, 'All').getByRole('listitem').first();
  await expect(first).toHaveAttribute('aria-label', cardLabel(drop));
  await expect(first).toContainText(drop.item.name);
  await expect(first).toContainText(formatAmount(drop.item.price));
  await expect(first).toContainText(drop.user.username);
}

test('each new drop shows first in every open strip, a Top drop under Top too', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // A visitor who prefers less motion, and a second player with the defaults.
  const visitor = await openSite(browser, { reducedMotion: 'reduce' });
  const watcher = await openSite(browser, {}, uniqueName('lw'));
  // The watcher's socket is logged in once its chat stops saying it is connecting. Each
  // joined the live-drops channel on connecting (and re-read the history then).
  const chat = watcher.page.getByRole('complementary', { name: 'Chat' });
  await expect(chat.getByRole('textbox', { name: 'Message', exact: true })).toBeVisible();
  await expect(chat.getByText('Connecting to chat…')).toHaveCount(0);
  const sites = [visitor, watcher];

  // The opener never opens the site: it calls the API as the case page would.
  const opener = await browser.newContext();
  const openerName = uniqueName('lo');
  await registerThroughApi(opener.request, openerName);
  const cases = (await (await opener.request.get('/api/cases')).json()).cases as {
    slug: string;
    price: number;
  }[];
  expect(cases.length).toBeGreaterThan(0);
  const cheapest = [...cases].sort((a, b) => a.price - b.price)[0]!;

  // Open one case at a time until both a Top and an ordinary drop were seen and the lists
  // have overflowed (so the strip has dropped its last), with a cap so a bug cannot loop.
  let seenTop = false;
  let seenPlain = false;
  let opened = 0;
  const allBefore = (await history(opener.request)).All.length;
  while ((!seenTop || !seenPlain || allBefore + opened <= HISTORY_SIZE) && opened < 60) {
    // Instant reels: the drop enters the feed once they have landed, after the reveal slack.
    const res = await opener.request.post(`/api/cases/${cheapest.slug}/open`, {
      data: { count: 1, pace: 'instant' },
    });
    expect(res.status(), await res.text()).toBe(200);
    const [opening] = (await res.json()).openings as Opening[];
    opened++;
    await new Promise((resolve) => setTimeout(resolve, REVEAL_SLACK_MS + 150));
    // The server's record of this drop says whether it is a Top drop.
    const drop = (await history(opener.request)).All[0]!;
    expect(cardLabel(drop)).toBe(cardLabel({ user: { username: openerName }, ...opening! }));
    expect(drop.item.price).toBe(opening!.item.price);
    for (const site of sites) await expectFirst(site.strip, drop);

    const top = drop.specialCategories.includes('Top');
    if (top ? seenTop : seenPlain) continue;
    // Under Top: a Top drop is first there; an ordinary one is not listed at all (the same
    // item is always the same price, so none of this player's cards can be for it).
    await showCategory(visitor.strip, 'Top');
    const topCards = list(visitor.strip, 'Top').getByRole('listitem');
    if (top) await expect(topCards.first()).toHaveAttribute('aria-label', cardLabel(drop));
    else await expect(visitor.strip.getByLabel(cardLabel(drop), { exact: true })).toHaveCount(0);
    await showCategory(visitor.strip, 'All');
    if (top) seenTop = true;
    else seenPlain = true;
  }
  expect(seenTop && seenPlain, `a Top and an ordinary drop in ${opened} openings`).toBe(true);

  // What each strip built from the socket alone is exactly the server's history: newest
  // first, each list cut at its size.
  const { All, Top } = await history(opener.request);
  expect(All).toHaveLength(HISTORY_SIZE);
  for (const site of sites) {
    await expect
      .poll(() => list(site.strip, 'All').getByRole('listitem').evaluateAll(labels))
      .toEqual(All.map(cardLabel));
  }
  // A new card slides in, unless the visitor asked for less motion.
  const arrived = (site: { strip: Locator }) =>
    site.strip
      .locator('.live-drop--arrived')
      .evaluate((card) => getComputedStyle(card).animationName);
  expect(await arrived(watcher)).not.toBe('none');
  expect(await arrived(visitor)).toBe('none');

  await showCategory(watcher.strip, 'Top');
  await expect
    .poll(() => list(watcher.strip, 'Top').getByRole('listitem').evaluateAll(labels))
    .toEqual(Top.map(cardLabel));

  for (const site of sites) expect(site.reloads()).toBe(0);
  expect([...visitor.errors, ...watcher.errors]).toEqual([]);
  await opener.close();
});

test('the strip keeps its height while loading and scrolls sideways on a 320 px phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  // Hold the history back to see the skeleton, then let it through. It comes with the
  // page's start-up read and is read again when the socket connects: a fast socket would
  // otherwise fill the strip before the first look.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route) => {
    await held;
    await route.continue();
  };
  await page.route('**/api/startup', hold);
  await page.route('**/api/live-drops/history', hold);
  await page.goto('/');
  const strip = page.getByRole('region', { name: 'Live drops' });
  await expect(strip.locator('.live-drop--skeleton').first()).toBeVisible();
  const loadingHeight = (await strip.boundingBox())!.height;
  release();
  const cards = list(strip, 'All').getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  expect((await strip.boundingBox())!.height).toBe(loadingHeight);

  // The earlier test left a full list: wider than the phone, it scrolls inside the strip
  // while the page itself never scrolls sideways.
  const row = list(strip, 'All');
  const { scrollWidth, clientWidth } = await row.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  await row.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(cards.last()).toBeInViewport();
  const overflow = await horizontalOverflow(page);
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.innerWidth);
});
