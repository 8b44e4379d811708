import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { formatAmount } from '../../src/client/ui/amount';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';

const uniqueName = (prefix: string) => `${prefix}${uniqueId()}`.slice(0, 16);

/** A browser of its own (cookies apart) on the lobby, signed in through the API if asked. */
async function openLobby(browser: Browser, signIn?: (r: APIRequestContext) => Promise<unknown>) {
  const context = await browser.newContext();
  if (signIn) await signIn(context.request);
  const page = await context.newPage();
  const errors = watchForErrors(page);
  await page.goto('/');
  const chat = page.getByRole('complementary', { name: 'Chat' });
  const rain = chat.getByRole('region', { name: 'Rain' });
  await expect(rain).toBeVisible();
  return { page, chat, rain, errors, request: context.request };
}

async function signedIn(browser: Browser, name: string) {
  const lobby = await openLobby(browser, (r) => registerThroughApi(r, name));
  // Live updates need the socket logged in; the chat's hint is gone once it is.
  await expect(lobby.chat.getByText('Connecting to chat…')).toHaveCount(0);
  return lobby;
}

const headerBalance = (page: Page) => page.getByTestId('header-balance');

async function balanceOf(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/users/me');
  return (await res.json()).user.balance as number;
}

async function poolOf(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/rain');
  return (await res.json()).rain.pool as number;
}

test('a tip into the rain grows the pool live; a tip to a player moves both header balances live', async ({
  browser,
}) => {
  const aliceName = uniqueName('ra');
  const bobName = uniqueName('rb');
  const alice = await signedIn(browser, aliceName);
  const bob = await signedIn(browser, bobName);
  const visitor = await openLobby(browser);
  const pages = [alice.page, bob.page, visitor.page];
  // Nothing reloads from here on: whatever changes on these pages came over the socket.
  let reloads = 0;
  for (const page of pages)
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloads++;
    });

  // Alice tips 12.34 into the rain from the panel; Bob and a visitor see the pool grow.
  const poolBefore = await poolOf(visitor.request);
  await expect(visitor.rain).toContainText(formatAmount(poolBefore));
  await alice.rain.getByRole('button', { name: 'Tip', exact: true }).click();
  await alice.rain.getByRole('textbox', { name: 'Tip into the rain (gems)' }).fill('12.34');
  await alice.rain.getByRole('button', { name: 'Tip rain' }).click();
  const poolAfter = formatAmount(poolBefore + 1_234);
  await expect(visitor.rain).toContainText(poolAfter);
  await expect(bob.rain).toContainText(poolAfter);
  await expect(alice.rain).toContainText(poolAfter);
  expect(await poolOf(visitor.request)).toBe(poolBefore + 1_234);

  // Bob speaks in chat; Alice opens his stats from his name and tips him 5.00.
  await expect(headerBalance(alice.page)).toContainText(
    formatAmount(await balanceOf(alice.request)),
  );
  const aliceBefore = await balanceOf(alice.request);
  const bobBefore = await balanceOf(bob.request);
  await expect(headerBalance(bob.page)).toContainText(formatAmount(bobBefore));
  const box = bob.chat.getByRole('textbox', { name: 'Message', exact: true });
  await box.fill('tip me please');
  await box.press('Enter');
  const line = alice.chat.locator('.chat-message', { hasText: 'tip me please' });
  await line.getByRole('button', { name: bobName, exact: true }).click();
  const stats = alice.page.getByRole('dialog', { name: bobName });
  await stats.getByRole('textbox', { name: `Tip ${bobName} (gems)` }).fill('5');
  await stats.getByRole('button', { name: 'Tip', exact: true }).click();
  await expect(headerBalance(bob.page)).toContainText(formatAmount(bobBefore + 500));
  await expect(headerBalance(alice.page)).toContainText(formatAmount(aliceBefore - 500));
  expect(await balanceOf(bob.request)).toBe(bobBefore + 500);
  expect(await balanceOf(alice.request)).toBe(aliceBefore - 500);

  expect(reloads).toBe(0);
  expect([...alice.errors, ...bob.errors, ...visitor.errors]).toEqual([]);
});
