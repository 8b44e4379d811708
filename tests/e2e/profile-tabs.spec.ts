import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ownClientAddress } from './client-address';
import { ARTIFACTS, horizontalOverflow } from './layout-check';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';
import { keepScreenshot } from './artifact-shot';

// A player plays a few dice bets, then reads the profile: the overview's figures, the
// transactions (and their CSV) and the game history must all say what the API says.

type Entry = { id: number; kind: string; amount: number; balanceAfter: number; createdAt: string };

/** Hundredths as the CSV writes them: -1.50. */
const csvAmount = (n: number) =>
  `${n < 0 ? '-' : ''}${Math.floor(Math.abs(n) / 100)}.${String(Math.abs(n) % 100).padStart(2, '0')}`;

async function noOverflow(page: Page, path: string, name: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { scrollWidth, innerWidth } = await horizontalOverflow(page);
  // Names what sticks out, so a failure says where to look.
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((el) => {
        // What a scrolling or clipping box holds cannot widen the page.
        for (let up = el.parentElement; up; up = up.parentElement)
          if (getComputedStyle(up).overflowX !== 'visible') return false;
        return true;
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
  );
  expect(scrollWidth, `${path} at 320px: ${wide.join(', ')}`).toBeLessThanOrEqual(innerWidth);
  await keepScreenshot(page, { path: resolve(ARTIFACTS, `${name}-320.png`), fullPage: true });
}

test('the profile tabs show the bets, the ledger and its CSV as the API does', async ({
  browser,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  await registerThroughApi(context.request, `pt${uniqueId()}`.slice(0, 16));
  const stakes = [100, 250, 300];
  const betIds: string[] = [];
  let profit = 0;
  for (const amount of stakes) {
    const res = await context.request.post('/api/games/dice/bet', {
      data: { amount, target: 5050, direction: 'over' },
    });
    expect(res.status(), await res.text()).toBe(200);
    const { bet } = await res.json();
    betIds.push(bet.id);
    profit += bet.payout - amount;
  }

  // The profile shows a bet's money once its roll could have landed in the tab that bet.
  await expect
    .poll(async () => (await (await context.request.get('/api/users/me/overview')).json()).overview)
    .toMatchObject({ profit });

  const page = await context.newPage();
  const errors = watchForErrors(page);

  // Overview: what was wagered, won and played.
  await page.goto('/profile');
  await expect(page.getByTestId('overview-bets')).toHaveText('3');
  await expect(page.getByTestId('overview-wagered')).toContainText('6.50');
  const signed = `${profit > 0 ? '+' : profit < 0 ? '-' : ''}${csvAmount(Math.abs(profit))}`;
  await expect(page.getByTestId('overview-profit')).toContainText(signed);
  await expect(page.getByTestId('overview-favourite')).toHaveText('Dice');
  const overview = (await (await context.request.get('/api/users/me/overview')).json()).overview;
  expect(overview).toMatchObject({ wagered: 650, bets: 3, profit, favouriteGame: 'dice' });
  await expect(page.getByRole('heading', { name: `Level ${overview.xp.level}` })).toBeVisible();

  // Transactions: the rows are the ledger's entries as the API pages them.
  await page.goto('/profile/transactions');
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  const api = await (await context.request.get('/api/users/me/transactions?limit=100')).json();
  const entries = api.entries as Entry[];
  expect(entries.length).toBeGreaterThanOrEqual(2);
  await expect(table.locator('tbody tr')).toHaveCount(entries.length);
  const rows = await table.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => ({
      id: Number(tr.getAttribute('data-entry-id')),
      kind: tr.getAttribute('data-kind'),
      amount: Number(tr.querySelector('[data-amount]')?.getAttribute('data-amount')),
      balanceAfter: Number(
        tr.querySelector('[data-balance-after]')?.getAttribute('data-balance-after'),
      ),
    })),
  );
  expect(rows).toEqual(
    entries.map(({ id, kind, amount, balanceAfter }) => ({ id, kind, amount, balanceAfter })),
  );

  // The CSV has the same rows.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('gemdrop-transactions.csv');
  const csv = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
  expect(csv[0]).toBe('id,date,kind,amount,balance_after');
  expect(csv.slice(1)).toEqual(
    entries.map(
      (e) => `${e.id},${e.createdAt},${e.kind},${csvAmount(e.amount)},${csvAmount(e.balanceAfter)}`,
    ),
  );

  // History: every bet, newest first, each with a way to verify it.
  await page.goto('/profile/history');
  const history = page.getByRole('list', { name: 'Your bets' });
  await expect(history.locator('[data-bet-id]')).toHaveCount(3);
  const shown = await history
    .locator('[data-bet-id]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-bet-id')));
  expect(shown).toEqual([...betIds].reverse());
  const listed = (await (await context.request.get('/api/games/bets?limit=50')).json()).bets;
  expect(shown).toEqual(listed.map((bet: { id: string }) => bet.id));
  await expect(history.getByRole('link', { name: /Verify/ })).toHaveCount(3);

  // At 320 px nothing overflows.
  await page.setViewportSize({ width: 320, height: 700 });
  await noOverflow(page, '/profile', 'profile-overview');
  await noOverflow(page, '/profile/transactions', 'profile-transactions');
  await noOverflow(page, '/profile/history', 'profile-history');
  await expect(page.getByRole('list', { name: 'Your bets' }).locator('[data-bet-id]')).toHaveCount(
    3,
  );

  expect(errors).toEqual([]);
  await context.close();
});
