import { resolve } from 'node:path';
import { expect, test, type Response } from '@playwright/test';
import { ARTIFACTS, testNoOverflow } from './layout-check';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';
import { keepScreenshot } from './artifact-shot';

// Case opening against the real server and its seeded CS2 cases: a new player with demo
// gems opens two at once, sees both items only once the reels stop, and the balance moves
// by exactly the two prices less the items' value.

interface OpenAnswer {
  balance: number;
  openings: {
    id: string;
    price: number;
    item: { name: string; price: number };
    payout: number;
  }[];
}

/** 123456 -> "1,234.56", as the header shows it. */
function gems(hundredths: number): string {
  const whole = Math.floor(hundredths / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(hundredths % 100).toString().padStart(2, '0')}`;
}

const isOpen = (response: Response) =>
  /\/api\/cases\/[a-z0-9-]+\/open$/.test(response.url()) && response.request().method() === 'POST';

test('a new player opens two cases at once and is paid the items when the reels stop', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchForErrors(page);
  await registerThroughApi(page.request, `cs${uniqueId()}`.slice(0, 16));

  await page.goto('/case-opening');
  await expect(page.getByRole('heading', { level: 1, name: 'Case Opening' })).toBeVisible();
  const tiles = page.getByTestId('case-tile');
  await expect(tiles.first()).toBeVisible();
  expect(await tiles.count()).toBeGreaterThanOrEqual(40);
  await expect(page.getByTestId('header-balance')).toContainText('1,000.00');

  const tile = page.getByRole('link', { name: /^Recoil Case/ });
  await tile.click();
  await expect(page).toHaveURL(/\/case-opening\/recoil-case$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recoil Case' })).toBeVisible();
  const detail = (await (await page.request.get('/api/cases/recoil-case')).json()).case as {
    price: number;
    items: { name: string; tickets: number }[];
  };

  // Every item with its chance, tickets / 1000 as a percent with three decimals.
  const contents = page.getByRole('region', { name: /What's inside/ });
  await expect(contents.getByRole('listitem')).toHaveCount(detail.items.length);
  const sample = detail.items[0]!;
  await expect(
    contents.getByText(`${(sample.tickets / 1000).toFixed(3)}% chance`).first(),
  ).toBeVisible();

  const opener = page.getByRole('form', { name: 'Open cases' });
  // The count is a radio group: arrow keys move from 1 to 2.
  await opener.getByRole('radio', { name: '1' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(opener.getByRole('radio', { name: '2' })).toBeChecked();
  const answered = page.waitForResponse(isOpen);
  await opener.getByRole('button', { name: /^Open 2 for/ }).click();
  const answer = (await (await answered).json()) as OpenAnswer;
  expect(answer.openings).toHaveLength(2);
  const stake = 2 * detail.price;
  // each item's value, or a hundredth more: the price's rounding up given back fairly
  const value = answer.openings.reduce((sum, opening) => sum + opening.payout, 0);
  for (const opening of answer.openings)
    expect([opening.item.price, opening.item.price + 1]).toContain(opening.payout);
  expect(answer.balance).toBe(100_000 - stake + value);

  // While the reels spin: the stake is gone, the items are neither shown nor counted.
  await expect(page.getByTestId('header-balance')).toContainText(gems(100_000 - stake));
  await expect(page.getByTestId('won-items')).toHaveCount(0);

  const won = page.getByTestId('won-items');
  await expect(won).toBeVisible({ timeout: 20_000 });
  for (const opening of answer.openings) {
    await expect(won.getByText(opening.item.name.split(' | ').at(-1)!).first()).toBeVisible();
  }
  // What was paid, what came out and the net, coloured by the net: a losing opening never
  // reads "won".
  const result = page.getByTestId('game-result');
  await expect(result).toContainText(
    `You opened 2 × Recoil Case for ${gems(stake)} gems and got ${answer.openings[0]!.item.name} worth ${gems(
      answer.openings[0]!.item.price,
    )}`,
  );
  const net = value - stake;
  const sign = net > 0 ? '+' : net < 0 ? '\u2212' : '';
  const netWords = `${sign}${gems(Math.abs(net))} ${Math.abs(net) === 100 ? 'gem' : 'gems'}`;
  expect((await result.textContent())?.endsWith(` · ${netWords}`)).toBe(true);
  await expect(result).toHaveText(/ · \d+\.\d\dx · /);
  await expect(result).toHaveClass(
    new RegExp(`game-result--${net > 0 ? 'win' : net < 0 ? 'loss' : 'neutral'}`),
  );
  const total = page.getByTestId('won-total');
  await expect(total).toContainText(gems(value));
  await expect(total).toContainText(gems(stake));
  await expect(total).toContainText(`${net > 0 ? '+' : net < 0 ? '-' : ''}${gems(Math.abs(net))}`);
  await keepScreenshot(page, {
    path: resolve(ARTIFACTS, 'case-opening-result-1440.png'),
    fullPage: true,
  });
  await expect(page.getByTestId('header-balance')).toContainText(gems(answer.balance));
  expect(errors).toEqual([]);
});

test('a visitor who presses Open gets the login dialog', async ({ page }) => {
  await page.goto('/cs2-case-opening/recoil-case');
  await expect(page.getByRole('heading', { level: 1, name: 'Recoil Case' })).toBeVisible();
  await page.getByRole('button', { name: 'Log in to open' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a case page shows its exact return, and its items drawn by weapon class', async ({
  page,
}) => {
  const errors = watchForErrors(page);
  // No image base in this run: the pages draw, and ask no one for a picture (the cases'
  // own drawings are the site's files, /assets/<case>-<hash>.svg).
  const pictures: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const drawing = url.hostname === 'localhost' && /^\/assets\/[^/]+\.svg$/.test(url.pathname);
    if (request.resourceType() === 'image' && !drawing) pictures.push(request.url());
  });
  const classesIn = (region: ReturnType<typeof page.getByRole>) =>
    region
      .locator('[data-weapon-class]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-weapon-class')));

  await page.goto('/case-opening/danger-zone-case');
  await expect(page.getByRole('heading', { level: 1, name: 'Danger Zone Case' })).toBeVisible();
  // Its price was rounded up to 2.24 (the items alone return 91.60%); each opening gives
  // the rounding back fairly, so the case returns 92.00%.
  await expect(page.getByTestId('case-return')).toHaveText(
    'Returns 92.00% of its price on average (what an opening pays / price)',
  );
  const dangerZone = page.getByRole('region', { name: /What's inside/ });
  await expect(dangerZone.getByRole('listitem').first()).toBeVisible();
  expect(new Set(await classesIn(dangerZone))).toEqual(
    new Set(['knife', 'rifle', 'pistol', 'smg', 'sniper', 'shotgun']),
  );

  await page.goto('/case-opening/recoil-case');
  await expect(page.getByTestId('case-return')).toContainText('Returns 92.00%');
  const recoil = page.getByRole('region', { name: /What's inside/ });
  await expect(recoil.getByRole('listitem').first()).toBeVisible();
  expect(new Set(await classesIn(recoil))).toEqual(
    new Set(['gloves', 'rifle', 'pistol', 'smg', 'sniper', 'shotgun', 'machine-gun']),
  );
  // The gloves are drawn as gloves, not as a rifle.
  const gloves = recoil.getByRole('listitem').filter({ hasText: 'Broken Fang Gloves' }).first();
  await expect(gloves.locator('[data-weapon-class]')).toHaveAttribute(
    'data-weapon-class',
    'gloves',
  );
  expect(pictures).toEqual([]);
  expect(errors).toEqual([]);
});

testNoOverflow('the case pages lay out without overflow', [
  ['case-list', '/case-opening'],
  ['case-page', '/case-opening/recoil-case'],
]);
