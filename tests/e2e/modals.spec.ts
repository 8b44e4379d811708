import { expect, test } from '@playwright/test';
import { ownClientAddress } from './client-address';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';

// The modal views built by their features, in a real browser against the real server: each
// loads on first open, takes focus, and Escape closes the closable ones.

test.use({ extraHTTPHeaders: ownClientAddress() });

test('GAME_LIBRARY: search the games and follow one', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Search games' }).click();
  const library = page.getByRole('dialog', { name: 'Game library' });
  await expect(library).toBeVisible();
  await expect(library.getByLabel('Search games')).toBeFocused();
  await library.getByLabel('Search games').fill('dice');
  await expect(library.getByRole('status')).toHaveText('1 game');
  await library.getByRole('link', { name: /Dice/ }).click();
  await expect(page).toHaveURL(/\/dice$/);
  await expect(library).toBeHidden();
  expect(errors).toEqual([]);
});

test('CASE_DROP_PREVIEW: a case’s items with their chances, closed by Escape', async ({ page }) => {
  await page.goto('/case-opening');
  await page
    .getByRole('button', { name: /^What's inside/ })
    .first()
    .click();
  const items = page.getByRole('list', { name: 'Items and their chances' });
  await expect(items).toBeVisible();
  await expect(items.getByRole('listitem').first()).toContainText('% chance');
  await page.keyboard.press('Escape');
  await expect(items).toBeHidden();
});

test('FAIRNESS and EXIT on a game page', async ({ page }) => {
  await registerThroughApi(page.request, `md${uniqueId()}`.slice(0, 16));
  await page.goto('/dice');

  await page.getByRole('button', { name: 'Your seeds' }).click();
  const fairness = page.getByRole('dialog', { name: 'Provably fair' });
  await expect(fairness.getByText('Server seed hash', { exact: true })).toBeVisible();
  await expect(fairness.getByRole('button', { name: 'Rotate seed pair' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(fairness).toBeHidden();

  // A run at the normal pace is still going when the player heads for the lobby.
  const panel = page.getByRole('form', { name: 'Dice bet' });
  await panel.getByLabel('Bet amount').fill('0.10');
  await panel.getByRole('radio', { name: 'Auto' }).check();
  await panel.getByLabel('Number of bets').fill('0');
  await panel.getByRole('button', { name: 'Start auto-bet' }).click();
  await expect(panel.getByRole('button', { name: 'Stop auto-bet' })).toBeVisible();

  await page.getByRole('link', { name: 'GemDrop home' }).click();
  const exit = page.getByRole('dialog', { name: 'Leave the game?' });
  await expect(exit).toContainText('Leaving stops your auto-bet');
  await exit.getByRole('button', { name: 'Stay' }).click();
  await expect(exit).toBeHidden();
  await expect(page).toHaveURL(/\/dice$/);

  await page.getByRole('link', { name: 'GemDrop home' }).click();
  await page
    .getByRole('dialog', { name: 'Leave the game?' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('SPONSORSHIP_INSTRUCTIONS and the application form', async ({ page }) => {
  await page.goto('/sponsorship');
  await page.getByRole('button', { name: 'How applying works' }).click();
  const steps = page.getByRole('dialog', { name: 'Sponsorship' });
  await expect(steps.getByRole('listitem')).toHaveCount(4);
  await steps.getByRole('button', { name: 'Go to the form' }).click();
  await expect(steps).toBeHidden();

  const form = page.getByRole('form', { name: 'Sponsorship application' });
  await expect(form.getByLabel('Channel or team page')).toBeFocused();
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByText('Choose a platform')).toBeVisible();

  await form.getByLabel('Channel or team page').fill('https://www.youtube.com/@gem_hunter');
  await form.getByLabel('Platform').selectOption('youtube');
  await form.getByLabel('Audience size (followers or subscribers)').fill('5400');
  await form.getByLabel('Contact e-mail').fill('gem_hunter@example.com');
  await form.getByLabel('Your idea').fill('A weekly case battle show with viewer giveaways.');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('your application is with our', { exact: false })).toBeVisible();
});
