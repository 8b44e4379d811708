import { resolve } from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';
import { casePrice, caseReturnLabel, creatorFee } from '../../games/case-unbox/core';
import { ownClientAddress } from './client-address';
import { ARTIFACTS, horizontalOverflow } from './layout-check';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';
import { keepScreenshot } from './artifact-shot';

// Community cases against the real server: one player builds a case in the builder (the
// price and return follow the odds live, a wrong total is refused) and publishes it;
// another finds it in the community list and opens it. The opener pays the price and gets
// the item; the creator earns 0.5% of it, on their balance and their creator page.

interface CatalogueItem {
  id: string;
  name: string;
  price: number | null;
}

const START = 100_000;

/** 123456 -> "1,234.56", as the header shows it. */
function gems(hundredths: number): string {
  const whole = Math.floor(hundredths / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(hundredths % 100).toString().padStart(2, '0')}`;
}

const isPost = (path: RegExp) => (response: Response) =>
  path.test(new URL(response.url()).pathname) && response.request().method() === 'POST';

/** The two cheapest Karambits, as the builder's catalogue lists them. */
async function cheapestKarambits(page: Page): Promise<CatalogueItem[]> {
  const res = await page.request.get('/api/catalogue/items?search=Karambit&sort=price-asc&limit=2');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: CatalogueItem[] }).items;
}

test('a player builds and publishes a case, another opens it, the creator earns 0.5%', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const id = uniqueId();
  const contexts = [
    await browser.newContext({ extraHTTPHeaders: ownClientAddress() }),
    await browser.newContext({ extraHTTPHeaders: ownClientAddress() }),
  ];
  const [creator, opener] = await Promise.all(contexts.map((context) => context.newPage()));
  if (!creator || !opener) throw new Error('pages missing');
  const errors = [...watchForErrors(creator), ...watchForErrors(opener)];
  const creatorName = `cc${id}`.slice(0, 16);
  const openerName = `co${id}`.slice(0, 16);
  const caseName = `Neon ${id}`;
  const creatorUser = await registerThroughApi(creator.request, creatorName);
  await registerThroughApi(opener.request, openerName);

  // The builder: search the catalogue, add two skins.
  await creator.goto('/case-opening/create');
  await expect(creator.getByRole('heading', { level: 1, name: 'Create a Case' })).toBeVisible();
  await expect(creator.getByTestId('header-balance')).toContainText(gems(START));
  const [first, second] = await cheapestKarambits(creator);
  const form = creator.getByRole('form', { name: 'Create a case' });
  await creator.getByLabel('Search skins').fill('Karambit');
  await creator.getByLabel('Sort').selectOption('price-asc');
  for (const item of [first!, second!]) {
    await creator.getByRole('button', { name: `Add ${item.name}`, exact: true }).click();
    await expect(creator.getByRole('button', { name: `${item.name} added` })).toBeDisabled();
  }
  await expect(form.getByTestId('builder-item')).toHaveCount(2);

  // Odds that do not add up: the summary says so and publishing is refused, with the
  // contract's words; nothing is sent.
  await form.getByLabel('Name').fill(caseName);
  await form.getByLabel(`Odds of ${first!.name}, in percent`).fill('90');
  await form.getByLabel(`Odds of ${second!.name}, in percent`).fill('5');
  await expect(form.getByTestId('builder-odds-total')).toHaveText('95% of 100%');
  await expect(form.getByTestId('builder-price')).toHaveText('Set odds that add up to 100%');
  let posted = 0;
  creator.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/community-cases')) posted++;
  });
  await form.getByRole('button', { name: 'Publish case' }).click();
  await expect(form.getByTestId('builder-items-error')).toHaveText(
    'The odds must add up to exactly 100%, not 95%',
  );
  expect(posted).toBe(0);

  // Fixed: the live price is the site rule's, and the exact return is shown.
  await form.getByLabel(`Odds of ${second!.name}, in percent`).fill('10');
  const priced = [
    { price: first!.price!, tickets: 90_000 },
    { price: second!.price!, tickets: 10_000 },
  ];
  const price = casePrice(priced);
  await expect(form.getByTestId('builder-odds-total')).toHaveText('100% of 100%');
  await expect(form.getByTestId('builder-price')).toContainText(gems(price));
  await expect(form.getByTestId('case-return')).toContainText(caseReturnLabel(priced, price));
  await expect(form.getByTestId('builder-items-error')).toHaveCount(0);

  const published = creator.waitForResponse(isPost(/^\/api\/community-cases$/));
  await form.getByRole('button', { name: 'Publish case' }).click();
  const made = (await (await published).json()).case as { slug: string; price: number };
  expect(made.price).toBe(price);
  await expect(creator).toHaveURL(new RegExp(`/case-opening/${made.slug}$`));
  await expect(creator.getByRole('heading', { level: 1, name: caseName })).toBeVisible();
  await expect(creator.getByRole('link', { name: `by ${creatorName}` })).toBeVisible();

  // The other player finds it in the community list, by name, and opens it.
  await opener.goto('/cs2-case-opening/community');
  await expect(opener.getByRole('heading', { level: 1, name: 'Community Cases' })).toBeVisible();
  await opener.getByLabel('Search cases or creators').fill(caseName);
  const card = opener.getByTestId('community-case').filter({ hasText: caseName });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`by ${creatorName}`);
  await expect(card).toContainText(gems(price));
  await card.getByRole('link', { name: new RegExp(caseName) }).click();
  await expect(opener).toHaveURL(new RegExp(`/cs2-case-opening/${made.slug}$`));
  await expect(opener.getByRole('heading', { level: 1, name: caseName })).toBeVisible();

  const opened = opener.waitForResponse(isPost(/\/api\/cases\/[a-z0-9-]+\/open$/));
  await opener
    .getByRole('form', { name: 'Open cases' })
    .getByRole('button', { name: /^Open 1 for/ })
    .click();
  const answer = (await (await opened).json()) as {
    balance: number;
    openings: { item: { name: string; price: number }; payout: number }[];
  };
  const won = answer.openings[0]!.item;
  expect([first!.name, second!.name]).toContain(won.name);
  // the item's value, or a hundredth more: the price's rounding up given back fairly
  const paid = answer.openings[0]!.payout;
  expect([won.price, won.price + 1]).toContain(paid);
  expect(answer.balance).toBe(START - price + paid);
  await expect(opener.getByTestId('won-items')).toBeVisible({ timeout: 20_000 });
  await expect(opener.getByTestId('header-balance')).toContainText(gems(START - price + paid));

  // The creator is paid 0.5% of the price at once (the case's first fee carries nothing in),
  // and their page says so.
  const fee = creatorFee(price, 1);
  expect(fee).toBeGreaterThan(0);
  await expect(creator.getByTestId('header-balance')).toContainText(gems(START + fee));
  await creator.getByRole('link', { name: `by ${creatorName}` }).click();
  await expect(creator).toHaveURL(new RegExp(`/case-opening/creators/${creatorUser.id}$`));
  await expect(creator.getByRole('heading', { level: 1, name: 'Your cases' })).toBeVisible();
  await expect(creator.getByTestId('creator-openings')).toHaveText('1');
  await expect(creator.getByTestId('creator-earnings')).toContainText(gems(fee));
  await expect(creator.getByTestId('community-case')).toContainText(caseName);

  expect(errors).toEqual([]);
  await Promise.all(contexts.map((context) => context.close()));
});

test('the community pages fit from 320 px up and the builder works by keyboard', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  const page = await context.newPage();
  const errors = watchForErrors(page);
  const user = await registerThroughApi(page.request, `cw${uniqueId()}`.slice(0, 16));
  for (const width of [320, 768, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [name, path] of [
      ['community-list', '/case-opening/community'],
      ['community-create', '/case-opening/create'],
      ['community-creator', `/case-opening/creators/${user.id}`],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { scrollWidth, innerWidth } = await horizontalOverflow(page);
      expect(scrollWidth, `${path} at ${width}px`).toBeLessThanOrEqual(innerWidth);
      await keepScreenshot(page, {
        path: resolve(ARTIFACTS, `${name}-${width}.png`),
        fullPage: true,
      });
    }
  }

  // At 320 px, by keyboard alone: search, add an item, type its odds.
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/case-opening/create');
  const search = page.getByLabel('Search skins');
  await search.focus();
  await page.keyboard.type('AWP');
  const add = page.getByRole('button', { name: /^Add AWP/ }).first();
  await expect(add).toBeVisible();
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('builder-item')).toHaveCount(1);
  const odds = page.getByTestId('builder-item').getByRole('textbox');
  await odds.focus();
  await page.keyboard.type('100');
  await expect(page.getByTestId('builder-odds-total')).toHaveText('100% of 100%');
  await page.getByRole('button', { name: 'Publish case' }).click();
  // One item is not a case: the contract's words, and the focus stays on the page.
  await expect(page.getByTestId('builder-items-error')).toHaveText('A case needs at least 2 items');
  const { scrollWidth, innerWidth } = await horizontalOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);

  expect(errors).toEqual([]);
  await context.close();
});
