import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ARTIFACTS } from './layout-check';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';
import { keepScreenshot } from './artifact-shot';

function uniqueName(prefix: string): string {
  const id = uniqueId();
  return `${prefix}${id}`.slice(0, 16);
}

/** The demo operator (every role, moderator included); its password is in the data folder. */
function operatorPassword(): string {
  const file = join(process.env.E2E_DATA_DIR ?? '', 'operator-credentials.txt');
  const match = /password: (\S+)/.exec(readFileSync(file, 'utf8'));
  if (!match) throw new Error(`no operator password in ${file}`);
  return match[1]!;
}

/** A browser of its own (cookies apart), signed in through the API, on the lobby. */
async function signedInPage(browser: Browser, signIn: (r: APIRequestContext) => Promise<unknown>) {
  const context = await browser.newContext();
  await signIn(context.request);
  const page = await context.newPage();
  const errors = watchForErrors(page);
  await page.goto('/');
  const chat = page.getByRole('complementary', { name: 'Chat' });
  await expect(chat.getByRole('textbox', { name: 'Message', exact: true })).toBeVisible();
  // Sending waits for the socket to log in; the hint says so until then.
  await expect(chat.getByText('Connecting to chat…')).toHaveCount(0);
  return { page, chat, errors };
}

async function say(chat: ReturnType<Page['getByRole']>, text: string) {
  const box = chat.getByRole('textbox', { name: 'Message', exact: true });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

test('two players chat and mention each other; a moderator removes a message for both', async ({
  browser,
}) => {
  const aliceName = uniqueName('ca');
  const bobName = uniqueName('cb');
  const alice = await signedInPage(browser, (r) => registerThroughApi(r, aliceName));
  const bob = await signedInPage(browser, (r) => registerThroughApi(r, bobName));
  const operator = await signedInPage(browser, async (r) => {
    const res = await r.post('/api/auth/login', {
      data: { login: 'operator', password: operatorPassword() },
    });
    expect(res.status(), await res.text()).toBe(200);
  });

  // Alice mentions Bob: Bob sees the message highlighted, his name marked.
  const hello = `hi @${bobName}, **gg** <b>not bold</b>`;
  await say(alice.chat, hello);
  const aliceSpokeAt = Date.now();
  const atBob = bob.chat.locator('.chat-message', { hasText: `@${bobName}` });
  await expect(atBob).toHaveClass(/chat-message--mention/);
  await expect(atBob.locator('.chat-mention--me')).toHaveText(`@${bobName}`);
  await expect(atBob.locator('strong', { hasText: 'gg' })).toBeVisible();
  // Markup typed by a player is shown as text.
  await expect(atBob).toContainText('<b>not bold</b>');
  await expect(atBob.locator('b')).toHaveCount(0);
  // On Alice's own screen her message is not a mention of her.
  const aliceCopy = alice.chat.locator('.chat-message', { hasText: `@${bobName}` });
  await expect(aliceCopy).not.toHaveClass(/chat-message--mention/);

  // Bob answers with a mention and an emote: now Alice's copy is highlighted.
  await say(bob.chat, `@${aliceName} thanks :fire:`);
  const atAlice = alice.chat.locator('.chat-message', { hasText: 'thanks' });
  await expect(atAlice).toHaveClass(/chat-message--mention/);
  await expect(atAlice.getByRole('img', { name: 'fire' })).toBeVisible();

  // A name opens the player's stats.
  await atAlice.getByRole('button', { name: bobName, exact: true }).click();
  const stats = alice.page.getByRole('dialog', { name: bobName });
  await expect(stats).toBeVisible();
  await expect(stats.getByText('Level')).toBeVisible();
  await stats.getByRole('button', { name: 'Done' }).click();
  await expect(stats).toBeHidden();

  await keepScreenshot(alice.page, { path: join(ARTIFACTS, 'chat-1440.png') });

  // The moderator removes Alice's first message: it disappears for Alice and Bob.
  const target = operator.chat.locator('.chat-message', { hasText: `@${bobName}` });
  await target.hover();
  await target.getByRole('button', { name: `Remove message from ${aliceName}` }).click();
  await expect(bob.chat.locator('.chat-message', { hasText: `@${bobName}` })).toHaveCount(0);
  await expect(alice.chat.locator('.chat-message', { hasText: `@${bobName}` })).toHaveCount(0);
  await expect(operator.chat.locator('.chat-message', { hasText: `@${bobName}` })).toHaveCount(0);
  // Bob's reply stays.
  await expect(alice.chat.locator('.chat-message', { hasText: 'thanks' })).toHaveCount(1);

  // On a 320 px phone the chat is a drawer that fits the screen.
  await bob.page.setViewportSize({ width: 320, height: 700 });
  await bob.page.getByRole('button', { name: /Open chat/ }).click();
  const drawer = bob.page.getByRole('complementary', { name: 'Chat' });
  await expect(drawer.getByRole('textbox', { name: 'Message', exact: true })).toBeVisible();
  await expect(drawer.locator('.chat-message', { hasText: 'thanks' })).toBeVisible();
  // Nothing in the drawer reaches past the screen's edges.
  const outside = await drawer.evaluate(
    (root) =>
      [root, ...root.querySelectorAll('*')]
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 0 && (box.left < -0.5 || box.right > window.innerWidth + 0.5))
        .length,
  );
  expect(outside).toBe(0);
  await keepScreenshot(bob.page, { path: join(ARTIFACTS, 'chat-320.png') });
  await drawer.getByRole('button', { name: 'Close chat' }).click();
  await expect(drawer.getByRole('textbox', { name: 'Message', exact: true })).toBeHidden();

  // Slow mode (3 s here): refusals show as one inline notice under the composer, the newest
  // replacing the last and counting down, never as pop-ups over the chat.
  // Her first message must be past the slow mode's 3 s for this one to go through.
  await alice.page.waitForTimeout(Math.max(0, aliceSpokeAt + 3_200 - Date.now()));
  await say(alice.chat, 'quick one');
  const box = alice.chat.getByRole('textbox', { name: 'Message', exact: true });
  const notice = alice.chat.getByTestId('chat-refusal');
  await expect(notice).toHaveAttribute('role', 'status');
  for (const text of ['quick two', 'quick three']) {
    await box.fill(text);
    await box.press('Enter');
    await expect(notice).toHaveText(/^Slow mode is on in this channel: wait [1-3] s/);
    await expect(box).toHaveValue(text);
  }
  await expect(alice.page.getByTestId('chat-refusal')).toHaveCount(1);
  await expect(alice.page.locator('[data-testid^="notification-"]')).toHaveCount(0);
  // It sits under the composer's box, not over the chat's header.
  const boxBottom = (await box.boundingBox())!.y + (await box.boundingBox())!.height;
  expect((await notice.boundingBox())!.y).toBeGreaterThanOrEqual(boxBottom);
  // The wait runs out: the notice goes by itself and the message can be sent.
  await expect(notice).toHaveText('', { timeout: 5_000 });
  await box.press('Enter');
  await expect(box).toHaveValue('');

  expect([...alice.errors, ...bob.errors, ...operator.errors]).toEqual([]);
});
