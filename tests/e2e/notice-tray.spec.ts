import { resolve } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ownClientAddress } from './client-address';
import { goInApp } from './in-app';
import { expectInView as inView, overlaps, usableBottom, type Box } from './in-view';
import { AT_REST, ARTIFACTS } from './layout-check';
import { operatorContext } from './operator';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';
import { keepScreenshot } from './artifact-shot';

// Layouts are judged at rest (layout-check.ts).
test.use(AT_REST);

// No notice covers a game's canvas or its controls, at any size from 320 px: with every
// display kind shown at once (a banner, a top alert, corner alerts, the new-version note and
// a centre alert), each game page keeps its canvas and controls clear, and the pages that fit
// one screen still do. The centre alert is the one notice that blocks: it asks for an
// answer first.

interface Size {
  width: number;
  height: number;
  phone: boolean;
  /** The in-view rule's sizes (from 360x640): canvas and main button on the first screen. */
  fits: boolean;
}

const SIZES: Size[] = [
  { width: 1280, height: 720, phone: false, fits: true },
  { width: 360, height: 640, phone: true, fits: true },
  { width: 320, height: 568, phone: true, fits: false },
];

/** Each game page; `fits`: its canvas and main button share the first screen. */
const PAGES = [
  { path: '/dice', canvas: 'Dice roll track', button: /^Roll$/, fits: true },
  { path: '/plinko', canvas: 'Plinko board', button: /^Drop ball$/, fits: true },
  { path: '/mines', canvas: 'Mines board', button: /^Start game$/, fits: true },
  { path: '/skin-upgrader', canvas: 'Skin Upgrader gauge', button: /^Upgrade$/, fits: true },
  {
    path: '/case-opening/recoil-case',
    canvas: 'Recoil Case reels',
    button: /^Open 1 for/,
    fits: true,
  },
  { path: '/crash', canvas: 'Crash multiplier curve', button: /^Bet$/, fits: false },
  { path: '/roulette', canvas: 'Roulette strip', button: null, fits: false },
  { path: '/coinflip', canvas: null, button: /^Create game$/, fits: false },
] as const;

/** The newest notice on a game's page: ours, or a live round's raised after it. */
const NEWEST = /Level reward|Double green|Triple Green Jackpot!|Crash went to the moon/;

/** Every display kind at once, for one player, at every location. */
async function raiseEveryKind(browser: Browser, userId: string) {
  const operator = await operatorContext(browser);
  const kinds = [
    { variant: 'BANNER', title: 'Plinko is unavailable', text: 'Paused for the moment.' },
    { variant: 'TOP_ALERT', title: 'Weekend race', text: 'The weekend race starts at noon.' },
    { variant: 'CORNER_ALERT', title: 'Deposit received', text: 'Your deposit is credited.' },
    { variant: 'CORNER_ALERT', title: 'Level reward', text: 'Your level reward is ready.' },
    { variant: 'CENTER_ALERT', title: 'Terms updated', text: 'Please read the new terms.' },
  ];
  for (const kind of kinds) {
    const res = await operator.request.post('/api/admin/notifications', {
      data: {
        title: kind.title,
        message: [
          { type: 'TEXT', value: kind.text },
          ...(kind.title === 'Level reward' ? [{ type: 'ACTION', action: 'inventory' }] : []),
        ],
        severity: 'NOTICE',
        variant: kind.variant,
        audience: 'USER',
        targetUserIds: [userId],
        location: 'ALL',
        expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  await operator.close();
}

async function newPlayerPage(browser: Browser, size: Size): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    hasTouch: size.phone,
    extraHTTPHeaders: ownClientAddress(),
  });
  const player = await registerThroughApi(context.request, `ntr${uniqueId()}`.slice(0, 16));
  await raiseEveryKind(browser, player.id);
  const page = await context.newPage();
  // A new build deployed since the tab loaded: the new-version note shows too.
  await page.route('**/build.json', (route) =>
    route.fulfill({ json: { id: 'a-newer-build' }, headers: { 'cache-control': 'no-cache' } }),
  );
  return page;
}

/** The boxes of everything the notice tray shows, and of every canvas and control of the page. */
async function noticesAndControls(page: Page) {
  return page.evaluate(() => {
    const boxOf = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    const shown = (element: HTMLElement) =>
      element.checkVisibility({ visibilityProperty: true }) &&
      element.getBoundingClientRect().width > 0;
    const notices = [
      ...document.querySelectorAll<HTMLElement>(
        '.notice-tray, .notice, .update-banner, [data-testid^="notification-"]',
      ),
    ]
      .filter(shown)
      .map((element) => ({ name: element.className, box: boxOf(element) }));
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'main canvas, main button, main input, main select, main [role="button"]',
      ),
    ]
      .filter(shown)
      .map((element) => ({
        name: `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 24) ?? ''}`,
        box: boxOf(element),
      }));
    return { notices, controls };
  });
}

/** What covers what: "notice over control" for every overlapping pair. */
async function coveredControls(page: Page): Promise<string[]> {
  const { notices, controls } = await noticesAndControls(page);
  const hits: string[] = [];
  for (const notice of notices)
    for (const control of controls)
      if (overlaps(notice.box, control.box)) hits.push(`${notice.name} over ${control.name}`);
  return hits;
}

async function expectInView(page: Page, box: Box | null, what: string) {
  await inView(page, box, what, await usableBottom(page));
}

for (const size of SIZES) {
  const label = `${size.width}x${size.height}`;
  test(`at ${label} no notice covers a game's canvas or controls, every kind shown`, async ({
    browser,
  }) => {
    // Eight game pages: about 40 s on a quiet machine, 70 s beside a second worker under load.
    test.setTimeout(150_000);
    const page = await newPlayerPage(browser, size);
    for (const [index, game] of PAGES.entries()) {
      if (index === 0) await page.goto(game.path);
      else await goInApp(page, game.path);
      if (index === 0) {
        // The centre alert blocks, and asks for its answer; answered, it is gone.
        const popup = page.getByRole('dialog', { name: 'Terms updated' });
        await expect(popup).toBeVisible({ timeout: 15_000 });
        await popup.getByRole('button', { name: 'OK' }).click();
        await expect(popup).toBeHidden();
      }
      if (game.canvas) {
        await expect(page.locator(`main canvas[aria-label="${game.canvas}"]`)).toBeVisible({
          timeout: 20_000,
        });
        await expect(page.locator('.game-stage[aria-busy="true"]')).toHaveCount(0, {
          timeout: 20_000,
        });
      }
      // On a game's page the tray is one line: the newest notice, and how many more (the
      // new-version note among them, once the build check has run).
      // A live round may raise its own notice on its game's page (two greens in a row, a
      // crash past 100x) after ours: then it is the newest, and one more is counted.
      const summary = page.getByTestId('notification-summary');
      await expect(summary).toContainText(NEWEST);
      await expect(summary.getByRole('button', { name: /^Show all [56] notices$/ })).toBeVisible();
      // Polled: a page still laying out (a panel's data arriving) settles before it is judged.
      await expect
        .poll(() => coveredControls(page), { message: `${game.path} at ${label}` })
        .toEqual([]);
      await expect
        .poll(() => page.evaluate(() => window.scrollY), { message: `${game.path} scrolled` })
        .toBe(0);
      if (game.fits && size.fits) {
        const canvas = page.locator(`main canvas[aria-label="${game.canvas}"]`);
        await expectInView(page, await canvas.boundingBox(), `${game.path} canvas`);
        const button = page.getByRole('button', { name: game.button! });
        await expectInView(page, await button.boundingBox(), `${game.path} button`);
      }
      await keepScreenshot(page, {
        path: resolve(ARTIFACTS, `notice-tray${game.path.replace(/\//g, '-')}-${label}.png`),
      });
    }

    // Opened, the tray lists every notice in the page's flow: the game moves down, uncovered.
    await page.getByRole('button', { name: 'Show all 5 notices' }).click();
    await expect(page.getByText('New version available')).toBeVisible();
    const corner = page.getByRole('region', { name: 'Notifications' });
    await expect(corner.getByTestId('notification-corner')).toHaveCount(2);
    await expect(
      page.getByRole('region', { name: 'Announcements' }).getByTestId('notification-top'),
    ).toHaveCount(2);
    await expect(corner.getByRole('button', { name: /inventory/i })).toBeVisible();
    await expect.poll(() => coveredControls(page), { message: `opened at ${label}` }).toEqual([]);
    await keepScreenshot(page, { path: resolve(ARTIFACTS, `notice-tray-opened-${label}.png`) });
    await page.getByRole('button', { name: 'Show less' }).click();
    await expect(page.getByTestId('notification-summary')).toBeVisible();
    await page.context().close();
  });
}

test('away from the games every notice shows whole, above the page, and closes', async ({
  browser,
}) => {
  const page = await newPlayerPage(browser, { width: 1440, height: 900, phone: false, fits: true });
  await page.goto('/');
  await page.getByRole('dialog', { name: 'Terms updated' }).getByRole('button').click();
  const corner = page.getByRole('region', { name: 'Notifications' });
  await expect(corner.getByTestId('notification-corner')).toHaveCount(2);
  // The corner column keeps its 310 px at the top right of the page; banners their 400 px.
  const cornerBox = (await corner.boundingBox())!;
  expect(cornerBox.width).toBe(310);
  const top = page.getByRole('region', { name: 'Announcements' });
  expect((await top.boundingBox())!.width).toBe(400);
  const heading = (await page.getByRole('heading', { level: 1 }).first().boundingBox())!;
  expect(heading.y).toBeGreaterThanOrEqual(cornerBox.y + cornerBox.height);
  await corner.getByRole('button', { name: 'Dismiss Deposit received' }).click();
  await expect(corner.getByTestId('notification-corner')).toHaveCount(1);
  await page.context().close();
});
