import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { formatAmount } from '../../src/client/ui/amount';
import { runCashierSandbox } from '../helpers/cashierSandboxCommand';
import { ownClientAddress } from './client-address';
import { ARTIFACTS, horizontalOverflow } from './layout-check';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';
import { enableTwoFactor, twoFactorAdmin } from './operator';
import { keepScreenshot } from './artifact-shot';

const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

// The cashier's whole journey against the real server and its sandbox provider: a withdrawal
// above the approval threshold asks for a fresh 2FA code, debits at once and waits for the
// operator; a sandbox deposit paid and confirmed by the operator's command raises the
// balance live.
test('a withdrawal asks for 2FA and waits for approval; a sandbox deposit raises the balance live', async ({
  browser,
  baseURL,
}) => {
  // The second 2FA code may wait for the clock's next 30 s step.
  test.setTimeout(120_000);
  const sandbox = (...args: string[]) =>
    runCashierSandbox(args, { SITE_ORIGIN: baseURL!, DATA_DIR: process.env.E2E_DATA_DIR! });
  const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  const player = await registerThroughApi(context.request, `cash${uniqueId()}`.slice(0, 16));
  const twoFactor = await enableTwoFactor(context.request);
  const page = await context.newPage();
  const errors = watchForErrors(page);
  await page.goto('/');
  // Live updates need the socket logged in; the chat's hint is gone once it is.
  await expect(page.getByText('Connecting to chat…')).toHaveCount(0);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toContainText('1,000.00');

  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await expect(dialog.getByTestId('deposit-address-text')).toBeVisible();

  // Withdraw (keyboard: the tabs follow the arrow keys, Home and End; Card sits between).
  // A new account has no deposit to wager through, so only the 2FA code and the approval
  // stand in the way.
  await dialog.getByRole('tab', { name: 'Deposit' }).focus();
  await page.keyboard.press('End');
  const withdraw = page.getByRole('dialog', { name: 'Withdraw' });
  await expect(withdraw.getByRole('tab', { name: 'Withdraw' })).toBeFocused();
  await withdraw.getByLabel('Your BTC address (BTC)').fill(ADDRESS);
  await withdraw.getByLabel('Amount (gems, fee included)').fill('600');
  await expect(withdraw.getByTestId('withdraw-receive')).toContainText(/≈ 0\.\d+ BTC/);
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  await expect(withdraw.getByText('Enter the 6-digit code or a backup code')).toBeVisible();
  await expect(balance).toContainText('1,000.00');

  await withdraw.getByLabel('Two-factor code').fill(await twoFactor.next());
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  await expect(withdraw.getByTestId('withdraw-done')).toHaveText(
    'Your withdrawal of 600.00 gems is awaiting approval.',
  );
  await expect(balance).toContainText('400.00');
  const withdrawalRow = withdraw.getByTestId('crypto-transaction').first();
  await expect(withdrawalRow).toContainText('Awaiting approval');
  await keepScreenshot(withdraw, { path: resolve(ARTIFACTS, 'cashier-withdraw-1440.png') });

  // An operator (money moves only on a staff member's fresh 2FA) approves: the row follows live.
  const cashierAdmin = await twoFactorAdmin(browser, `cop${uniqueId()}`.slice(0, 16));
  const pending = await cashierAdmin.context.request.get('/api/admin/cashier/withdrawals');
  expect(pending.status(), await pending.text()).toBe(200);
  const mine = (
    (await pending.json()) as { withdrawals: { id: string; user: { id: string } }[] }
  ).withdrawals.find((w) => w.user.id === player.id);
  expect(mine).toBeTruthy();
  const approved = await cashierAdmin.context.request.post(
    '/api/admin/cashier/withdrawals/approve',
    { data: { id: mine!.id } },
  );
  expect(approved.status(), await approved.text()).toBe(200);
  await cashierAdmin.context.close();
  await expect(withdrawalRow).toContainText(/Sending|Sent/);

  // Deposit: the address with its QR code; the operator's command `npm run cashier:sandbox`
  // pays it and confirms it, against this server and its data folder.
  await withdraw.getByRole('tab', { name: 'Withdraw' }).focus();
  await page.keyboard.press('Home');
  await expect(
    dialog.getByRole('img', { name: 'QR code of your BTC deposit address' }),
  ).toBeVisible();
  const address = (await dialog.getByTestId('deposit-address-text').textContent())!.trim();
  const paid = await sandbox('deposit', address, '0.001');
  expect(paid.code, paid.stderr).toBe(0);
  const depositRow = dialog.getByTestId('crypto-transaction').first();
  await expect(depositRow).toContainText('Confirming');
  await expect(balance).toContainText('400.00');

  const confirmed = await sandbox('confirm', address, '--all');
  expect(confirmed.code, confirmed.stderr).toBe(0);
  const credited = (
    JSON.parse(confirmed.stdout) as { transaction: { amount: number; bonus: number } }
  ).transaction;
  expect(credited.amount).toBeGreaterThan(0);
  await expect(depositRow).toContainText('Credited');
  await expect(balance).toContainText(formatAmount(40_000 + credited.amount + credited.bonus));
  await dialog.getByLabel('You get (gems)').fill('100');
  await keepScreenshot(dialog, { path: resolve(ARTIFACTS, 'cashier-deposit-1440.png') });

  // Now the deposit must be wagered before the next withdrawal: the server's refusal shows
  // and nothing moves.
  await dialog.getByRole('tab', { name: 'Deposit' }).focus();
  await page.keyboard.press('End');
  // The code may wait for the clock's next step: take it before typing, as a player would.
  const code = await twoFactor.next();
  await withdraw.getByLabel('Your BTC address (BTC)').fill(ADDRESS);
  await withdraw.getByLabel('Amount (gems, fee included)').fill('20');
  await withdraw.getByLabel('Two-factor code').fill(code);
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  await expect(withdraw.getByTestId('withdraw-error')).toContainText(/^Wager [\d,.]+ more gems/);
  await expect(withdraw.getByLabel('Two-factor code')).toHaveValue('');
  await expect(balance).toContainText(formatAmount(40_000 + credited.amount + credited.bonus));

  // At 320 px the cashier fits without sideways scrolling.
  await page.setViewportSize({ width: 320, height: 640 });
  const { scrollWidth, innerWidth } = await horizontalOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  const panelOverflow = await withdraw
    .locator('.dialog__panel')
    .evaluate((panel) => panel.scrollWidth - panel.clientWidth);
  expect(panelOverflow).toBeLessThanOrEqual(0);
  await keepScreenshot(page, { path: resolve(ARTIFACTS, 'cashier-320.png') });

  expect(errors).toEqual([]);
  await context.close();
});
