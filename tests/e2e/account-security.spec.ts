import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ownClientAddress } from './client-address';
import { ARTIFACTS, horizontalOverflow } from './layout-check';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';
import { keepScreenshot } from './artifact-shot';
import { openAccountMenu } from './account-menu';

const PASSWORD = 'Correct-Horse-42';
const NEW_PASSWORD = 'Another-Horse-43';
const BACKUP_CODE = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{2}$/;

/**
 * The player's phone. The server takes each 30 s step's code once and accepts the next
 * step early (clock drift), so each code is for a later step than the one before.
 */
class Authenticator {
  private readonly totp: TOTP;
  private last = -1;
  constructor(secret: string) {
    this.totp = new TOTP({ secret: Secret.fromBase32(secret) });
  }

  next(): string {
    const step = Math.max(this.totp.counter(), this.last + 1);
    if (step > this.totp.counter() + 1) throw new Error('a third code within one 30 s step');
    this.last = step;
    return this.totp.generate({ timestamp: step * 30_000 });
  }
}

async function expectNoOverflow(page: Page, name: string) {
  const { scrollWidth, innerWidth } = await horizontalOverflow(page);
  expect(scrollWidth, name).toBeLessThanOrEqual(innerWidth);
  await keepScreenshot(page, { path: resolve(ARTIFACTS, `${name}-320.png`), fullPage: true });
}

async function logOut(page: Page, username: string) {
  await openAccountMenu(page, username);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
}

/** Logs in through the dialog; the server asks for the second factor after the password. */
async function logIn(page: Page, username: string, password: string, code: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username or email').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await dialog.getByLabel('Authentication code').fill(code);
  await dialog.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('header-balance')).toBeVisible();
}

/** A settings card: a section named by its heading. */
const card = (page: Page, title: string): Locator =>
  page.getByRole('region', { name: title, exact: true });

// On a 320 px phone: a new player turns 2FA on (QR code, key, a code), keeps the backup
// codes, logs out and back in with a code, changes the password, logs in with the new one
// and a backup code, then links Discord in the sandbox and checks it is in our server.
test('2FA, backup codes, a password change and a Discord link', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    extraHTTPHeaders: ownClientAddress(),
    viewport: { width: 320, height: 800 },
    acceptDownloads: true,
  });
  const username = `sec${uniqueId()}`.slice(0, 16);
  await registerThroughApi(context.request, username);
  const page = await context.newPage();
  const errors = watchForErrors(page);

  // Turn 2FA on: the QR code and the key show, and the app's code confirms them.
  await page.goto('/profile/security');
  const twoFactor = card(page, 'Two-factor authentication');
  await expect(twoFactor.getByTestId('status-badge')).toHaveText('Off');
  await twoFactor.getByRole('button', { name: 'Set up two-factor' }).click();
  await expect(
    twoFactor.getByRole('img', { name: 'QR code of your two-factor key' }),
  ).toBeVisible();
  const secret = (await twoFactor.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  await expectNoOverflow(page, 'security-2fa-setup');
  const phone = new Authenticator(secret);
  await twoFactor.getByLabel('Code from your app').fill(phone.next());
  await twoFactor.getByRole('button', { name: 'Turn on two-factor' }).click();

  // The backup codes, once: ten of them, downloadable, and Done only once they are kept.
  const list = twoFactor.getByTestId('backup-codes');
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allInnerTexts();
  for (const code of codes) expect(code).toMatch(BACKUP_CODE);
  await expectNoOverflow(page, 'security-backup-codes');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    twoFactor.getByRole('button', { name: 'Download .txt' }).click(),
  ]);
  const saved = await readFile((await download.path())!, 'utf8');
  for (const code of codes) expect(saved).toContain(code);
  const done = twoFactor.getByRole('button', { name: 'Done' });
  await expect(done).toBeDisabled();
  await twoFactor.getByLabel('I have saved my backup codes').check();
  await done.click();
  await expect(list).toHaveCount(0);
  await expect(twoFactor.getByTestId('status-badge')).toHaveText('On');
  await expect(twoFactor.getByText('Two-factor authentication is on.')).toBeVisible();

  // Out, and back in: the password alone is not enough any more.
  await logOut(page, username);
  await logIn(page, username, PASSWORD, phone.next());

  // The password changes (the code just typed keeps this device verified: no prompt).
  await page.goto('/profile/security');
  const password = card(page, 'Password');
  await password.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel('Repeat new password', { exact: true }).fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toHaveText(/^Your password is changed/);

  // The old password is refused; the new one and a backup code get in.
  await logOut(page, username);
  const refused = await page.request.post('/api/auth/login', {
    data: { login: username, password: PASSWORD, code: codes[1] },
  });
  expect(refused.status()).toBe(401);
  await logIn(page, username, NEW_PASSWORD, codes[0]!);

  // Discord, in the sandbox the default start runs: link it in the pop-up, then check it.
  await page.goto('/profile/settings');
  const discord = page.getByTestId('discord-row');
  await expect(discord).toContainText('Not linked');
  await expectNoOverflow(page, 'settings');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    discord.getByRole('button', { name: 'Authorize Discord' }).click(),
  ]);
  const discordName = `e2e_${uniqueId()}`.toLowerCase();
  await popup.getByLabel('Sandbox Discord username').fill(discordName);
  await popup.getByRole('button', { name: 'Approve' }).click();
  await expect(discord).toContainText(`Linked as ${discordName}`);
  await discord.getByRole('button', { name: 'Verify Discord' }).click();
  await expect(
    page.getByTestId('notification-corner').getByText('You are in our Discord server.'),
  ).toBeVisible();
  await expectNoOverflow(page, 'settings-discord-linked');

  expect(errors).toEqual([]);
  await context.close();
});
