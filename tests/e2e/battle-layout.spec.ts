import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ownClientAddress } from './client-address';
import { goInApp } from './in-app';
import {
  expectInView,
  overlaps,
  sceneReady,
  signedInPage,
  SIZES,
  smallTargets,
  underChatButton,
  usableBottom,
  type Size,
} from './in-view';
import { AT_REST, ARTIFACTS } from './layout-check';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';
import { keepScreenshot } from './artifact-shot';

// Layouts are judged at rest (layout-check.ts).
test.use(AT_REST);

// The case battle's page fits one screen as the game pages do (tests/e2e/in-view.ts): its
// reels and its main controls fully in view at scrollY 0, from 360x640 to 2560x1440, in each
// state (waiting for players, finished; playing on the four-seat board) and for 2, 3 and 4
// seats. A visitor's main control is a Join button; the creator's are Call bots and Close
// and refund; while the reels spin and once they have landed, the reels and the status line
// under them.

const SETUPS = [
  { name: '1v1', mode: 'VERSUS', seats: 2 },
  { name: '1v1v1', mode: 'VERSUS', seats: 3 },
  { name: '1v1v1v1', mode: 'VERSUS', seats: 4 },
  { name: '2v2', mode: 'TEAMS', seats: 4 },
] as const;
type Setup = (typeof SETUPS)[number];

/** The reels' board sizes (board units), as the scene draws them. */
const { sizes } = JSON.parse(
  readFileSync(new URL('../../games/case-battle/tuning.json', import.meta.url), 'utf8'),
) as { sizes: { padding: number; columnWidth: number; columnGap: number } };

/** The smallest a reel column may show on screen, CSS px: its names stay readable. */
const MIN_COLUMN_PX = 72;

const reelsLabel = (seats: number) => `Battle reels: one reel per seat, ${seats} seats`;

async function createBattle(
  request: APIRequestContext,
  setup: Setup,
  { rounds = 1, fast = true } = {},
): Promise<string> {
  const created = await request.post('/api/case-battles', {
    data: {
      mode: setup.mode,
      options: fast ? ['FAST_SPIN'] : [],
      playerAmount: setup.seats,
      cases: [{ slug: 'danger-zone-case', amount: rounds }],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return ((await created.json()) as { caseBattle: { _id: string } }).caseBattle._id;
}

// Four setups, each on two pages (a desktop and a touch phone) resized through their sizes in
// each state: a resize re-lays the page out as a load would, at a fraction of the cost.
test.describe.configure({ mode: 'parallel' });

/** Battles another player made: one left open per setup, one played out with bots. */
let open: string[] = [];
let played: string[] = [];

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  await registerThroughApi(context.request, `bh${uniqueId()}`);
  open = [];
  played = [];
  for (const setup of SETUPS) {
    open.push(await createBattle(context.request, setup));
    const id = await createBattle(context.request, setup);
    const bots = await context.request.post(`/api/case-battles/${id}/bots`, { data: {} });
    expect(bots.status(), await bots.text()).toBe(200);
    played.push(id);
  }
  await context.close();
});

/** The rule for one state: the reels and every control named fully in view, and the rest. */
async function expectFits(
  page: Page,
  size: Size,
  setup: Setup,
  state: string,
  controls: Locator[],
) {
  const what = `${setup.name} ${state} at ${size.width}x${size.height}`;
  const canvas = page.locator(`main canvas[aria-label="${reelsLabel(setup.seats)}"]`);
  const status = page.getByTestId('battle-status');
  for (const control of controls) await expect(control, what).toBeVisible();
  const bottom = await usableBottom(page);
  const reels = await canvas.boundingBox();
  await expectInView(page, reels, `${what}: reels`, bottom, { soft: true });
  await expectInView(page, await status.boundingBox(), `${what}: status`, bottom, { soft: true });
  for (const control of controls) {
    const box = await control.boundingBox();
    await expectInView(page, box, `${what}: ${await control.textContent()}`, bottom, {
      soft: true,
    });
    expect
      .soft(overlaps(reels!, box!), `${what}: ${await control.textContent()} over the reels`)
      .toBe(false);
  }
  // Shrunk, never past readable: each seat's column keeps room for its name and items.
  const { padding, columnWidth, columnGap } = sizes;
  const board = padding * 2 + setup.seats * columnWidth + (setup.seats - 1) * columnGap;
  expect
    .soft(Math.round((reels!.width * columnWidth) / board), `${what}: a reel column's width`)
    .toBeGreaterThanOrEqual(MIN_COLUMN_PX);
  expect.soft(await page.evaluate(() => window.scrollY), `${what}: scrolled`).toBe(0);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(pageWidth, `${what}: page width`).toBeLessThanOrEqual(size.width);
  expect.soft(await underChatButton(page), `${what}: under the chat button`).toEqual([]);
  if (size.phone) expect.soft(await smallTargets(page), `${what}: targets under 44 px`).toEqual([]);
  // Kept as artifacts at the tightest desktop and phone sizes.
  if (SCREENSHOT_SIZES.has(`${size.width}x${size.height}`))
    await keepScreenshot(page, {
      path: resolve(
        ARTIFACTS,
        `battle-layout-${setup.name}-${state}-${size.width}x${size.height}.png`,
      ),
    });
}

async function visit(page: Page, id: string, setup: Setup, first: boolean) {
  if (first) await page.goto(`/case-battles/${id}`);
  else {
    await goInApp(page, `/case-battles/${id}`);
    // Reached as the Back button reaches a page, it keeps the last one's scroll: each state
    // is checked from the top, where a link would open it.
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await sceneReady(page, reelsLabel(setup.seats));
}

const SCREENSHOT_SIZES = new Set(['1280x720', '360x640']);
const DESKTOPS = SIZES.filter((size) => !size.phone);
const PHONES = SIZES.filter((size) => size.phone);

/** The page at each size in turn, the state's rule checked at each once the layout settled. */
async function atEverySize(
  page: Page,
  sizes: Size[],
  setup: Setup,
  check: (size: Size) => Promise<void>,
) {
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await sceneReady(page, reelsLabel(setup.seats));
    // The stage follows the new size on the next frames (a resize observer, then the scene).
    await page.evaluate(
      () =>
        new Promise<void>((done) =>
          requestAnimationFrame(() => requestAnimationFrame(() => done())),
        ),
    );
    await check(size);
  }
}

for (const [index, setup] of SETUPS.entries()) {
  test(`${setup.name}: the reels and controls fit one screen in every state, 360x640 to 2560x1440`, async ({
    browser,
  }) => {
    // About 45 s on a quiet machine; two of these side by side on a loaded one took 120 s.
    test.setTimeout(180_000);
    for (const sizes of [DESKTOPS, PHONES]) {
      const page = await signedInPage(browser, sizes[0]!, 'bl');
      const status = page.getByTestId('battle-status');
      // Someone else's open battle: a free seat to join.
      await visit(page, open[index]!, setup, true);
      await expect(status).toHaveAttribute('data-phase', 'waiting');
      await atEverySize(page, sizes, setup, (size) =>
        expectFits(page, size, setup, 'visitor', [
          page.getByRole('button', { name: 'Join seat 2' }),
        ]),
      );

      // One's own: bots to call, or the battle to close. Ten rounds at the normal spin (about
      // 4 s each), so it plays long enough to be checked at every size on a busy machine.
      const mine = await createBattle(page.request, setup, { rounds: 10, fast: false });
      await visit(page, mine, setup, false);
      await expect(status).toHaveAttribute('data-phase', 'waiting');
      const callBots = page.getByRole('button', { name: 'Call bots' });
      await atEverySize(page, sizes, setup, (size) =>
        expectFits(page, size, setup, 'waiting', [
          callBots,
          page.getByRole('button', { name: 'Close and refund' }),
        ]),
      );
      // The reels turning: the board is the finished state's, without controls. Checked on
      // the widest board (four seats), not on each: a slow battle is 20 s of each test.
      if (setup.name === '1v1v1v1') {
        await callBots.click();
        await expect(status).toHaveAttribute('data-phase', 'playing', { timeout: 15_000 });
        await atEverySize(page, sizes, setup, async (size) => {
          // Still the reels turning: a check after the last round would be the result's.
          await expect(status).toHaveAttribute('data-phase', 'playing');
          await expectFits(page, size, setup, 'playing', []);
        });
      }

      // One played out: its result.
      await visit(page, played[index]!, setup, false);
      await expect(status).toHaveAttribute('data-phase', 'finished', { timeout: 20_000 });
      await atEverySize(page, sizes, setup, (size) =>
        expectFits(page, size, setup, 'finished', [page.getByTestId('battle-verify')]),
      );
      await page.context().close();
    }
  });
}
