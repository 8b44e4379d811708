import { expect, test } from '@playwright/test';
import { ownClientAddress } from './client-address';
import { twoFactorAdmin } from './operator';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';
import { openAccountMenu } from './account-menu';

/** A real 1x1 PNG: the server checks its bytes, the page draws it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

// The KYC queue: a player's identity document waits; an operator with 2FA on opens it in the
// page with a code from their authenticator (the server streams it and audits the opening),
// approves it, and the player's level rises.
test('an operator opens a KYC document with a 2FA code and approves it', async ({ browser }) => {
  // A code may wait for the clock's next 30 s step.
  test.setTimeout(120_000);
  const playerContext = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  const player = await registerThroughApi(playerContext.request, `kyc${uniqueId()}`.slice(0, 16));
  const details = await playerContext.request.post('/api/kyc/details', {
    data: {
      data: {
        fullName: 'Alex Example',
        dateOfBirth: '1990-04-12',
        country: 'DE',
        address: '1 Example Street, Berlin',
      },
    },
  });
  expect(details.status(), await details.text()).toBe(200);
  const uploaded = await playerContext.request.post('/api/kyc/documents', {
    data: { data: { level: 2, fileName: 'passport.png', content: PNG.toString('base64') } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);

  const { context, twoFactor } = await twoFactorAdmin(browser, `kad${uniqueId()}`.slice(0, 16));
  const page = await context.newPage();
  const errors = watchForErrors(page);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'KYC' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('KYC review');
  await page
    .getByRole('list', { name: 'Documents waiting for review' })
    .getByRole('button', { name: new RegExp(player.username) })
    .click();
  const open = page.getByRole('form', { name: 'Open passport.png' });
  await open.getByLabel('Two-factor code').fill(await twoFactor.next());
  await open.getByLabel('Two-factor code').press('Enter');
  await expect(page.getByRole('img', { name: `passport.png of ${player.username}` })).toBeVisible();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByTestId('kyc-done')).toHaveText(
    `Approved passport.png of ${player.username}: level 2 verified.`,
  );
  const kyc = (await (await playerContext.request.get('/api/kyc')).json()) as {
    kyc: { level: number };
  };
  expect(kyc.kyc.level).toBe(2);
  expect(errors).toEqual([]);
  await context.close();
  await playerContext.close();
});

// Gift cards: an operator creates a batch at /admin/promotions, sees its codes once, and a
// player redeems one of them from the account menu.
test('an operator creates a gift card batch and a player redeems one of its codes', async ({
  browser,
}) => {
  // A code may wait for the clock's next 30 s step.
  test.setTimeout(120_000);
  const { context: operator, twoFactor } = await twoFactorAdmin(
    browser,
    `gca${uniqueId()}`.slice(0, 16),
  );
  const page = await operator.newPage();
  const errors = watchForErrors(page);
  await page.goto('/admin/promotions');
  const form = page.getByRole('form', { name: 'New gift card batch' });
  await form.getByLabel('How many cards').fill('2');
  await form.getByLabel('Gems per card').fill('7.25');
  await form.getByLabel('Note for operators').fill(`e2e ${uniqueId()}`);
  // The cards are money waiting to be redeemed: the operator types a fresh 2FA code.
  await form.getByLabel('Two-factor code').fill(await twoFactor.next());
  await form.getByRole('button', { name: 'Create batch' }).click();
  const fresh = page.getByRole('region', { name: 'New gift card codes' });
  await expect(fresh.getByRole('listitem')).toHaveCount(2);
  const code = (await fresh.getByRole('listitem').first().textContent())!.trim();
  await expect(fresh.getByRole('link', { name: 'Download the codes' })).toHaveAttribute(
    'href',
    /^blob:/,
  );
  await fresh.getByRole('button', { name: 'I have saved them' }).click();
  await expect(fresh).toHaveCount(0);
  expect(errors).toEqual([]);
  await operator.close();

  const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  await registerThroughApi(context.request, `gft${uniqueId()}`.slice(0, 16));
  const player = await context.newPage();
  await player.goto('/');
  await openAccountMenu(player);
  await player.getByTestId('menu-gift-card').click();
  const gift = player.getByRole('dialog', { name: 'Redeem a gift card' });
  await gift.getByLabel('Gift card code').fill(code);
  await gift.getByRole('button', { name: 'Redeem' }).click();
  await expect(gift.getByTestId('gift-card-success')).toHaveText(
    'Gift card redeemed: 7.25 gems added to your balance.',
  );
  await context.close();
});
