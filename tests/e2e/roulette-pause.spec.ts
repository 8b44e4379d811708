import { expect, test, type Page } from '@playwright/test';
import { ownClientAddress } from './client-address';
import { operatorContext } from './operator';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';

// A paused roulette, against the real server's rounds. It runs alone (playwright.config.ts):
// every roulette page sees the pause, and the shared-round spec would lose its round to it.

const status = (page: Page) => page.getByTestId('roulette-status');

test('a paused roulette says so where the round would be and takes no bet until resumed', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const operator = await operatorContext(browser);
  const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await registerThroughApi(page.request, `rp${uniqueId()}`.slice(0, 16));
  await page.goto('/roulette');
  await expect(page.getByRole('heading', { level: 1, name: 'Roulette' })).toBeVisible();
  const panel = page.getByRole('form', { name: 'Roulette bet' });

  const paused = await operator.request.post('/api/admin/games/disable', {
    data: { game: 'roulette', reason: 'Checking the paused page' },
  });
  expect(paused.status(), await paused.text()).toBe(200);
  try {
    // A strip already rolling lands first; then the page rests on the pause.
    await expect(status(page)).toHaveAttribute('data-phase', 'paused', { timeout: 30_000 });
    await expect(status(page)).toContainText('Paused');
    await expect(status(page)).toContainText('Roulette is unavailable');
    await expect(panel.getByTestId('roulette-bet-RED')).toBeDisabled();
    await expect(panel).toContainText(
      'Roulette is paused for the moment. Checking the paused page. Your balance is safe; please check back soon.',
    );
    // A page opened while paused never waits on "Connecting…".
    await page.reload();
    await expect(status(page)).toHaveAttribute('data-phase', 'paused');
    await expect(status(page)).not.toContainText('Connecting');
  } finally {
    const resumed = await operator.request.post('/api/admin/games/enable', {
      data: { game: 'roulette' },
    });
    expect(resumed.status(), await resumed.text()).toBe(200);
  }
  // Resumed: the next round opens and takes bets again.
  await expect(status(page)).toHaveAttribute('data-phase', 'betting', { timeout: 30_000 });
  await expect(panel.getByTestId('roulette-bet-RED')).toBeEnabled();
  expect(errors).toEqual([]);
  await Promise.all([context.close(), operator.close()]);
});
