import { expect, test, type Browser, type Page } from '@playwright/test';
import { ownClientAddress } from './client-address';
import { grantRoles, operatorContext } from './operator';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';

// The back office's journeys between an operator's screen and a player's page: a game paused
// with a message and resumed, a banner posted to one player, and a moderator's day (a chat
// message removed, a community case hidden, the cashier out of reach). Pausing a game
// changes what every player sees, so this spec runs alone (playwright.config.ts).

const name = (prefix: string) => `${prefix}${uniqueId()}`.slice(0, 16);

/** A new player in a browser context of their own, signed up through the API. */
async function newPlayer(browser: Browser, prefix: string) {
  const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  const user = await registerThroughApi(context.request, name(prefix));
  const page = await context.newPage();
  return { context, user, page, errors: watchForErrors(page) };
}

/**
 * Waits until the page's realtime socket has signed in (the chat's composer stops saying
 * "Connecting to chat…"): from then on the page hears live notices, its player's own too.
 */
async function signedInLive(page: Page) {
  const chat = page.getByRole('complementary', { name: 'Chat' });
  // The chat room is its own chunk, loaded after the page: under a loaded CI machine its
  // first paint and the socket's sign-in have taken more than the default 10 s.
  await expect(chat.getByRole('textbox', { name: 'Message', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(chat.getByText('Connecting to chat…')).toHaveCount(0, { timeout: 30_000 });
}

test('an operator pauses Dice with a message, the player cannot bet, then plays on once resumed', async ({
  browser,
}) => {
  const [operator, player] = await Promise.all([
    operatorContext(browser),
    newPlayer(browser, 'jgp'),
  ]);
  const admin = await operator.newPage();
  const errors = [...watchForErrors(admin), ...player.errors];
  const message = `Checking the dice reels ${uniqueId()}`;

  await Promise.all([
    player.page.goto('/dice').then(() => signedInLive(player.page)),
    admin.goto('/admin/games'),
  ]);
  const panel = player.page.getByRole('form', { name: 'Dice bet' });
  const roll = panel.getByRole('button', { name: 'Roll', exact: true });
  await expect(roll).toBeEnabled();
  const dice = admin.getByTestId('admin-game-dice');
  await expect(dice.getByRole('heading')).toHaveText('Dice Open');
  try {
    await dice.getByLabel('Message to players while Dice is paused').fill(message);
    await dice.getByRole('button', { name: 'Pause Dice' }).click();
    await expect(dice.getByRole('heading')).toHaveText('Dice Paused');
    await expect(dice).toContainText(message);

    // The player's open page takes no bet and says why, in the operator's words.
    await expect(roll).toBeDisabled();
    await expect(panel.getByRole('status')).toHaveText(
      `Dice is paused for the moment. ${message}. Your balance is safe; please check back soon.`,
    );

    await dice.getByRole('button', { name: 'Resume Dice' }).click();
    await expect(dice.getByRole('heading')).toHaveText('Dice Open');
  } finally {
    // Never leave the game paused for the specs after this one (409: it is not paused).
    const resumed = await operator.request.post('/api/admin/games/enable', {
      data: { game: 'dice' },
    });
    expect([200, 409]).toContain(resumed.status());
  }

  // Resumed: the same page bets again, without a reload.
  await expect(panel.getByRole('status')).toHaveCount(0);
  await expect(roll).toBeEnabled();
  const bet = player.page.waitForResponse(
    (res) => res.url().endsWith('/api/games/dice/bet') && res.request().method() === 'POST',
  );
  await roll.click();
  expect((await bet).status()).toBe(200);
  expect(errors).toEqual([]);
  await Promise.all([operator.close(), player.context.close()]);
});

test('an operator posts a banner to one player, previewed, and it reaches their page live', async ({
  browser,
}) => {
  const [operator, player] = await Promise.all([
    operatorContext(browser),
    newPlayer(browser, 'jgb'),
  ]);
  const admin = await operator.newPage();
  const errors = [...watchForErrors(admin), ...player.errors];
  const title = `Weekend boost ${uniqueId()}`;
  const message = 'Every case opened this weekend counts twice towards the race.';

  await Promise.all([
    player.page.goto('/').then(() => signedInLive(player.page)),
    admin.goto('/admin/promotions'),
  ]);
  const form = admin.getByRole('form', { name: 'New notification' });
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill(message);
  await form.getByRole('combobox', { name: 'Shown as' }).selectOption('BANNER');
  // One player's audience: no other page sees it, whatever runs beside this spec.
  await form.getByRole('combobox', { name: 'Audience' }).selectOption('USER');
  await form.getByRole('textbox', { name: 'Player ids (one per line)' }).fill(player.user.id);
  await form.getByRole('combobox', { name: 'Where' }).selectOption('ALL');
  const preview = form.getByTestId('announcement-preview');
  await expect(preview).toContainText('Preview: a banner across the top of the page');
  await expect(preview).toContainText(title);
  await expect(preview).toContainText(message);
  const posted = admin.waitForResponse(
    (res) => res.url().endsWith('/api/admin/notifications') && res.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Post' }).click();
  const answer = await posted;
  expect(answer.status(), await answer.text()).toBe(200);
  const id = ((await answer.json()) as { announcement: { id: string } }).announcement.id;
  try {
    await expect(admin.getByText(`"${title}" is live.`)).toBeVisible();

    const banner = player.page
      .getByRole('region', { name: 'Announcements' })
      .getByRole('group', { name: `Notice: ${title}` });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(message);
    expect(errors).toEqual([]);
  } finally {
    await operator.request.post('/api/admin/notifications/expire', { data: { id } });
    await Promise.all([operator.close(), player.context.close()]);
  }
});

test('a moderator removes a chat message, hides a community case, and has no cashier', async ({
  browser,
}) => {
  const [moderator, player] = await Promise.all([
    newPlayer(browser, 'jgm'),
    newPlayer(browser, 'jgc'),
  ]);
  const errors = [...moderator.errors, ...player.errors];
  const caseName = `Neon ${uniqueId()}`;

  /** The player's community case, built through the API: the builder has its own spec. */
  async function publishCase(): Promise<string> {
    const request = player.context.request;
    const [items, cases] = await Promise.all([
      request.get('/api/catalogue/items?search=Karambit&sort=price-asc&limit=2'),
      request.get('/api/cases'),
    ]);
    const [first, second] = ((await items.json()) as { items: { id: string }[] }).items;
    const made = await request.post('/api/community-cases', {
      data: {
        name: caseName,
        imageCase: ((await cases.json()) as { cases: { slug: string }[] }).cases[0]!.slug,
        items: [
          { id: first!.id, tickets: 90_000 },
          { id: second!.id, tickets: 10_000 },
        ],
      },
    });
    expect(made.status(), await made.text()).toBe(200);
    return ((await made.json()) as { case: { slug: string } }).case.slug;
  }

  // Roles change only on a super admin's fresh 2FA: the suite's granter (global-setup.ts).
  async function grantModerator() {
    await grantRoles(browser, moderator.user.id, ['PLAYER', 'MODERATOR'], 'Chat moderator');
  }

  const [slug] = await Promise.all([publishCase(), grantModerator(), player.page.goto('/')]);

  // The player says something in chat.
  const said = `buy my account ${uniqueId()}`;
  const chat = player.page.getByRole('complementary', { name: 'Chat' });
  const box = chat.getByRole('textbox', { name: 'Message', exact: true });
  await signedInLive(player.page);
  await box.fill(said);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  const line = chat.locator('.chat-message', { hasText: said });
  await expect(line).toHaveCount(1);
  const history = (await (await player.context.request.get('/api/chat/history')).json()) as {
    chat: { channels: { channel: string; messages: { blocks: unknown }[] }[] };
  };
  const channel = history.chat.channels.find((c) =>
    c.messages.some((m) => JSON.stringify(m.blocks).includes(said)),
  )!.channel;

  // The moderator sees Moderation alone, and removes the message: the player's chat loses it.
  const page = moderator.page;
  await page.goto('/admin/moderation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Moderation');
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link')).toHaveText([
    'Moderation',
  ]);
  await page.getByRole('region', { name: 'Chat' }).getByLabel('Channel').selectOption(channel);
  await page
    .getByRole('list', { name: 'Recent messages' })
    .getByRole('button', { name: `Remove ${player.user.username}'s message: ${said}` })
    .click();
  await expect(page.getByText(`Removed ${player.user.username}'s message.`)).toBeVisible();
  await expect(line).toHaveCount(0);

  // Hides the case with a reason: its row says so.
  await page.getByLabel('Case or creator name').fill(caseName);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  const row = page.getByTestId(`admin-case-${slug}`);
  const reason = 'Its name points players to an outside shop';
  await row.getByRole('button', { name: `Moderate ${caseName}` }).click();
  const detail = page.getByRole('region', { name: `Moderate ${caseName}` });
  await detail.getByLabel(`Why hide ${caseName}? (its creator reads this)`).fill(reason);
  await detail.getByRole('button', { name: `Hide ${caseName}` }).click();
  await expect(row.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(detail).toContainText(`Hidden by ${moderator.user.username}: ${reason}`);

  // The case leaves the community list and cannot be opened; its creator reads why.
  await player.page.goto('/cs2-case-opening/community');
  await player.page.getByLabel('Search cases or creators').fill(caseName);
  await expect(player.page.getByText(`No community case matches "${caseName}".`)).toBeVisible();
  await player.page.goto(`/cs2-case-opening/${slug}`);
  await expect(player.page.getByRole('heading', { level: 1 })).toHaveText('Case not found');
  await player.page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  const inbox = player.page.getByRole('dialog', { name: 'Notifications' });
  await expect(
    inbox.getByTestId('inbox-item').filter({ hasText: 'Your case was hidden' }),
  ).toContainText(`A moderator hid your case "${caseName}": ${reason}.`);

  // The cashier is not the moderator's: the ordinary 404 page.
  await page.goto('/admin/cashier');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByText('Page not found: /admin/cashier')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
  expect(errors).toEqual([]);
  await Promise.all([moderator.context.close(), player.context.close()]);
});
