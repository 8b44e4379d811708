import { resolve } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { formatAmount } from '../../src/client/ui/amount';
import { ownClientAddress } from './client-address';
import { ARTIFACTS, horizontalOverflow } from './layout-check';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';
import { asGranter } from './operator';
import { keepScreenshot } from './artifact-shot';
import { openAccountMenu } from './account-menu';

/**
 * Turns 2FA on (typing the enabling code also verifies this session for a while); `next()`
 * gives the authenticator's code of a step not used yet.
 */
async function enableTwoFactor(request: APIRequestContext) {
  const setup = await request.post('/api/auth/2fa/setup');
  expect(setup.status(), await setup.text()).toBe(200);
  const totp = new TOTP({
    secret: Secret.fromBase32(((await setup.json()) as { secret: string }).secret),
  });
  let step = totp.counter();
  const enable = await request.post('/api/auth/2fa/enable', {
    data: { code: totp.generate({ timestamp: step * 30_000 }) },
  });
  expect(enable.status(), await enable.text()).toBe(200);
  return {
    next() {
      step += 1; // a code is spent once; the next step's code is new
      return totp.generate({ timestamp: step * 30_000 });
    },
  };
}

const balanceOf = async (request: APIRequestContext): Promise<number> =>
  ((await (await request.get('/api/users/me')).json()) as { user: { balance: number } }).user
    .balance;

// On a 320 px phone: an operator's gift card redeems once from the account menu; the vault
// takes gems in, locks, refuses to give them back while locked, cannot be unlocked early
// without 2FA, and once 2FA is on asks for a code typed for the unlock (the session's recent
// code is not enough), refuses a wrong one, unlocks with the authenticator's and gives the
// gems back. Taking out with a stale session is covered by tests/integration/vault.test.ts.
test('a gift card redeems once; the vault locks and unlocks with 2FA', async ({ browser }) => {
  // A batch is money waiting to be redeemed: made by staff with a fresh 2FA.
  const [code] = await asGranter(browser, async (request) => {
    const created = await request.post('/api/admin/gift-cards/batches', {
      data: { count: 1, value: 1_234, expiresAt: null, note: 'e2e' },
    });
    expect(created.status(), await created.text()).toBe(200);
    return ((await created.json()) as { codes: string[] }).codes;
  });

  const context = await browser.newContext({
    extraHTTPHeaders: ownClientAddress(),
    viewport: { width: 320, height: 760 },
  });
  await registerThroughApi(context.request, `vlt${uniqueId()}`.slice(0, 16));
  const page = await context.newPage();
  const errors = watchForErrors(page);
  await page.goto('/');

  // The gift card: typed in lower case without dashes, credited once.
  const start = await balanceOf(page.request);
  await openAccountMenu(page);
  await page.getByTestId('menu-gift-card').click();
  const gift = page.getByRole('dialog', { name: 'Redeem a gift card' });
  await gift.getByLabel('Gift card code').fill(code!.toLowerCase().replace(/-/g, ''));
  await gift.getByRole('button', { name: 'Redeem' }).click();
  await expect(gift.getByTestId('gift-card-success')).toHaveText(
    'Gift card redeemed: 12.34 gems added to your balance.',
  );
  expect(await balanceOf(page.request)).toBe(start + 1_234);
  await gift.getByLabel('Gift card code').fill(code!);
  await gift.getByLabel('Gift card code').press('Enter');
  await expect(gift.getByTestId('gift-card-error')).toHaveText(
    'This gift card has already been redeemed',
  );
  expect(await balanceOf(page.request)).toBe(start + 1_234);
  await page.keyboard.press('Escape');
  await expect(gift).toHaveCount(0);

  // The vault: put 10.00 in (Enter in the amount field puts in).
  await openAccountMenu(page);
  await page.getByTestId('menu-vault').click();
  const vault = page.getByRole('dialog', { name: 'Vault' });
  await expect(vault.getByTestId('vault-balance')).toContainText(formatAmount(0));
  await vault.getByLabel('Amount').fill('10');
  await vault.getByLabel('Amount').press('Enter');
  await expect(vault.getByTestId('vault-balance')).toContainText(formatAmount(1_000));
  expect(await balanceOf(page.request)).toBe(start + 1_234 - 1_000);

  // Lock it for a day: taking out is refused, by the page and by the server.
  await vault.getByLabel('Lock for').selectOption({ label: '1 day' });
  await vault.getByRole('button', { name: 'Lock vault' }).click();
  await expect(vault.getByTestId('vault-locked')).toContainText('Locked until');
  await expect(vault.getByRole('button', { name: 'Take out' })).toBeDisabled();
  const refused = await page.request.post('/api/vault/withdraw', {
    data: { amount: 1_000, idempotencyKey: crypto.randomUUID() },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('VAULT_LOCKED');

  // Without 2FA there is no early way out.
  await expect(
    vault.getByText('Turn on two-factor authentication in Settings to unlock early.'),
  ).toBeVisible();
  await expect(vault.getByRole('button', { name: 'Unlock early' })).toHaveCount(0);
  const early = await page.request.post('/api/vault/unlock', { data: { code: '123456' } });
  expect(early.status()).toBe(409);

  const { scrollWidth, innerWidth } = await horizontalOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await keepScreenshot(page, { path: resolve(ARTIFACTS, 'vault-locked-320.png') });
  await vault.getByRole('button', { name: 'Close' }).click();
  await expect(vault).toHaveCount(0);

  // With 2FA on, unlocking early asks for a code: none and a wrong one keep the lock.
  const twoFactor = await enableTwoFactor(page.request);
  await openAccountMenu(page);
  await page.getByTestId('menu-vault').click();
  await expect(vault.getByTestId('vault-locked')).toContainText('Locked until');
  const codeField = vault.getByLabel('Two-factor code');
  await vault.getByRole('button', { name: 'Unlock early' }).click();
  await expect(vault.getByText('Enter the 6-digit code or a backup code')).toBeVisible();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await codeField.fill('000000');
  await codeField.press('Enter');
  await expect(vault.getByTestId('vault-error')).toHaveText('That code is not valid');
  await expect(codeField).toHaveValue('');
  await expect(vault.getByTestId('vault-locked')).toContainText('Locked until');
  const unlockOverflow = await horizontalOverflow(page);
  expect(unlockOverflow.scrollWidth).toBeLessThanOrEqual(unlockOverflow.innerWidth);
  await keepScreenshot(page, { path: resolve(ARTIFACTS, 'vault-unlock-320.png') });

  // By keyboard: the authenticator's code typed, Enter unlocks.
  await codeField.focus();
  await page.keyboard.type(twoFactor.next());
  await page.keyboard.press('Enter');
  await expect(vault.getByTestId('vault-status')).toHaveText('Your vault is unlocked.');
  await expect(vault.getByTestId('vault-locked')).toHaveCount(0);

  // Now the gems come back (the session proved its factor minutes ago, so no prompt).
  await vault.getByLabel('Amount').fill('10.00');
  await vault.getByRole('button', { name: 'Take out' }).click();
  await expect(vault.getByTestId('vault-status')).toHaveText('Moved to your balance.');
  await expect(vault.getByTestId('vault-balance')).toContainText(formatAmount(0));
  expect(await balanceOf(page.request)).toBe(start + 1_234);
  expect(errors).toEqual([]);
  await context.close();
});
