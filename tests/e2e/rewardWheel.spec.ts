import { expect, test, type Browser } from '@playwright/test';
import { segmentAt } from '../../src/client/features/wheel/wheel-motion';
import { formatAmount } from '../../src/client/ui/amount';
import { ownClientAddress } from './client-address';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';
import { asGranter } from './operator';

/** A new player signed in, on a page of its own. */
async function signedInPlayer(browser: Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  await registerThroughApi(context.request, `wh${uniqueId()}`.slice(0, 16));
  const page = await context.newPage();
  return { context, page, errors: watchForErrors(page) };
}

test('the free spin lands on the server’s segment, then pays exactly its prize', async ({
  browser,
}) => {
  const { context, page, errors } = await signedInPlayer(browser);
  // A spin needs today's play to cover it: 30.00 gems on dice keep 0.18 of edge.
  const played = await page.request.post('/api/games/dice/bet', {
    data: { amount: 3_000, target: 5000, direction: 'over' },
  });
  expect(played.status(), await played.text()).toBe(200);
  await page.goto('/rewards');
  const wheel = page.getByTestId('reward-wheel');
  const balance = page.getByTestId('header-balance');
  const before = (await (await page.request.get('/api/users/me')).json()).user.balance as number;
  await expect(balance).toContainText(formatAmount(before));

  const answered = page.waitForResponse((r) => r.url().endsWith('/api/wheel/spin'));
  await wheel.getByRole('button', { name: 'Spin' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const { spin } = await response.json();

  // Turning: neither the result line nor the balance tells the prize yet.
  await expect(wheel).toHaveAttribute('data-phase', 'spinning');
  await expect(page.getByTestId('wheel-result')).toHaveText('Spinning…');
  await expect(balance).toContainText(formatAmount(before));

  await expect(wheel).toHaveAttribute('data-phase', 'landed', { timeout: 15_000 });
  await expect(page.getByTestId('wheel-result')).toContainText(
    `You won ${formatAmount(spin.prize)}`,
  );
  await expect(balance).toContainText(formatAmount(before + spin.prize));
  const transform = await wheel.locator('.wheel__disc').evaluate((el) => el.style.transform);
  const degrees = Number(/rotate\((-?[\d.]+)deg\)/.exec(transform)?.[1]);
  expect(segmentAt(degrees, 12)).toBe(spin.segment);

  await expect(page.getByTestId('wheel-countdown')).toHaveText(
    /^Next free spin in (24:00:00|23:59:\d\d)$/,
  );
  await expect(wheel.getByRole('button', { name: 'Spin' })).toBeDisabled();

  // "Your spins" lists it at once; its pair is not revealed yet, so there is no link.
  const spins = page.getByRole('region', { name: 'Your spins' });
  const row = spins.locator(`[data-spin-id="${spin.id}"]`);
  await expect(row).toContainText(formatAmount(spin.prize));
  await expect(row).toContainText('Verify after rotating your seed');
  await expect(row.getByRole('link')).toHaveCount(0);

  // Rotating the seeds reveals the server seed: the spin's link fills the verifier.
  const rotated = await page.request.post('/api/fairness/seeds/rotate', {
    data: { clientSeed: 'after-the-spin' },
  });
  expect(rotated.status()).toBe(200);
  const [revealed] = (await (await page.request.get('/api/wheel/spins')).json()).spins;
  await page.reload();
  await row.getByRole('link', { name: /^Verify/ }).click();
  await expect(page).toHaveURL(/\/fairness\/wheel\?/);
  const verifier = page.getByRole('form', { name: 'Wheel verifier' });
  await expect(verifier.getByLabel('Server seed (revealed)')).toHaveValue(revealed.serverSeed);
  await expect(verifier.getByLabel('Server seed hash (optional)')).toHaveValue(
    revealed.serverSeedHash,
  );
  await expect(verifier.getByLabel('Client seed')).toHaveValue(revealed.clientSeed);
  await expect(verifier.getByLabel('Nonce')).toHaveValue(String(revealed.nonce));
  await verifier.getByRole('button', { name: 'Verify' }).click();
  const result = page.getByTestId('wheel-verifier-result');
  await expect(result).toContainText('The server seed matches its hash.');
  await expect(result).toContainText(
    `Ticket ${spin.ticket}: segment ${spin.segment + 1}, a prize of ${formatAmount(spin.prize)}`,
  );
  expect(errors).toEqual([]);
  await context.close();
});

test('a promo code made by an operator is redeemed once in its modal', async ({ browser }) => {
  const code = `E2E${uniqueId()}`.toUpperCase().slice(0, 20);
  // A code's reward is money waiting to be claimed: made by staff with a fresh 2FA.
  await asGranter(browser, async (request) => {
    const created = await request.post('/api/admin/promo-codes', {
      data: { code, amount: 250, items: [], maxUses: 5, minLevel: 0, expiresAt: null },
    });
    expect(created.status(), await created.text()).toBe(200);
  });

  const { context, page, errors } = await signedInPlayer(browser);
  await page.goto('/rewards');
  const balance = page.getByTestId('header-balance');
  await expect(balance).toContainText('1,000.00');

  await page.getByRole('button', { name: 'Redeem a promo code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem a promo code' });
  await dialog.getByLabel('Promo code').fill(code.toLowerCase());
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(dialog.getByTestId('promo-code-success')).toHaveText(
    `Code ${code} redeemed: you got 2.50 gems.`,
  );
  await expect(balance).toContainText('1,002.50');

  await dialog.getByLabel('Promo code').fill(code);
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(dialog.getByTestId('promo-code-error')).toHaveText(
    'You have already redeemed this promo code',
  );
  await expect(balance).toContainText('1,002.50');
  expect(errors).toEqual([]);
  await context.close();
});
