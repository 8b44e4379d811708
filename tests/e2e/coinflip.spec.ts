import { resolve } from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';
import { ARTIFACTS, horizontalOverflow, LAYOUT_WIDTHS } from './layout-check';
import { ownClientAddress } from './client-address';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';
import { keepScreenshot } from './artifact-shot';

// Coin flip against the real server and its local beacon (a round every second): one
// player creates a game, another joins it, both watch the same flip land on the same
// winner, and each balance moves by exactly the stake and the 2x-less-5% payout. Then the
// creator plays the bot. Either side may win: the checks follow the server's flip.

interface Game {
  id: string;
  state: string;
  amount: number;
  joiner: { username: string | null; side: 'CT' | 'T'; bot: boolean } | null;
  winningSide: 'CT' | 'T' | null;
  winner: 'creator' | 'joiner' | null;
  payout: number | null;
}

const START = 100_000;
const STAKE = 100;
/** 2 x 1.00 less 5%. */
const PAYOUT = 190;

/** 123456 -> "1,234.56", as the header shows it. */
function gems(hundredths: number): string {
  const whole = Math.floor(hundredths / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(hundredths % 100).toString().padStart(2, '0')}`;
}

const isPost = (path: RegExp) => (response: Response) =>
  path.test(new URL(response.url()).pathname) && response.request().method() === 'POST';

async function openCoinFlip(page: Page, name: string): Promise<void> {
  await registerThroughApi(page.request, name);
  await page.goto('/coinflip');
  await expect(page.getByRole('heading', { level: 1, name: 'Coin Flip' })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toContainText(gems(START));
}

async function answer(response: Promise<Response>): Promise<{ game: Game; balance?: number }> {
  const res = await response;
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { game: Game; balance?: number };
}

async function create(page: Page): Promise<Game> {
  const form = page.getByRole('form', { name: 'Create a coin flip' });
  await form.getByLabel('Bet amount').fill(gems(STAKE));
  await form.getByLabel('CT', { exact: true }).check();
  await expect(page.getByTestId('coinflip-payout-preview')).toContainText(gems(PAYOUT));
  const answered = page.waitForResponse(isPost(/^\/api\/games\/coinflip$/));
  await form.getByRole('button', { name: 'Create game' }).click();
  const { game, balance } = await answer(answered);
  expect(game.state).toBe('OPEN');
  expect(game.amount).toBe(STAKE);
  expect(balance).toBeDefined();
  return game;
}

/** The result line of the game on show, once its coin has landed: winner and side. */
async function landed(page: Page, gameId: string) {
  const status = page.getByTestId('coinflip-status');
  await expect(status).toHaveAttribute('data-game-id', gameId);
  await expect(status).toHaveAttribute('data-winner', /.+/, { timeout: 20_000 });
  return {
    winner: await status.getAttribute('data-winner'),
    side: await status.getAttribute('data-winning-side'),
    text: await status.textContent(),
  };
}

test('two players flip a coin, then the creator plays the bot; balances are exact', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const id = uniqueId();
  // Each player is its own visitor, as on the real site (tests/e2e/client-address.ts).
  const contexts = [
    await browser.newContext({ extraHTTPHeaders: ownClientAddress() }),
    await browser.newContext({ extraHTTPHeaders: ownClientAddress() }),
  ];
  const [maker, taker] = await Promise.all(contexts.map((context) => context.newPage()));
  if (!maker || !taker) throw new Error('pages missing');
  const errors: string[] = [];
  for (const page of [maker, taker]) page.on('pageerror', (error) => errors.push(error.message));
  const makerName = `fm${id}`.slice(0, 16);
  const takerName = `ft${id}`.slice(0, 16);
  await openCoinFlip(maker, makerName);
  await openCoinFlip(taker, takerName);

  // The maker opens a game: the stake leaves at once; the taker's lobby lists it live.
  const game = await create(maker);
  await expect(maker.getByTestId('header-balance')).toContainText(gems(START - STAKE));
  const row = taker.locator(`[data-testid="coinflip-open-game"][data-game-id="${game.id}"]`);
  await expect(row).toContainText(makerName);

  // No spoilers: on the first frame that knows the flip, the coin is still in the air:
  // no winner, no recent entry, no payout in the header. Watched from before the join, so a
  // slow machine cannot let the coin land before the watch begins.
  const firstFlipFrame = maker.waitForFunction(
    (gameId) => {
      const status = document.querySelector('[data-testid="coinflip-status"]');
      if (status?.getAttribute('data-state') !== 'FLIPPED') return null;
      return {
        winner: status.getAttribute('data-winner'),
        text: status.textContent,
        recent: document.querySelectorAll(
          `[data-testid="coinflip-recent-game"][data-game-id="${gameId}"]`,
        ).length,
        balance: document.querySelector('[data-testid="header-balance"]')?.textContent ?? '',
      };
    },
    game.id,
    { polling: 'raf', timeout: 20_000 },
  );
  const joined = taker.waitForResponse(isPost(/\/join$/));
  await row.getByRole('button', { name: `Join ${makerName}'s game as T` }).click();
  const join = await answer(joined);
  expect(join.game.joiner).toMatchObject({ username: takerName, side: 'T', bot: false });
  expect(join.balance).toBe(START - STAKE);
  await expect(taker.getByTestId('header-balance')).toContainText(gems(START - STAKE));
  // The joined game leaves the open list on both pages.
  for (const page of [maker, taker]) {
    await expect(
      page.locator(`[data-testid="coinflip-open-game"][data-game-id="${game.id}"]`),
    ).toHaveCount(0);
  }

  const atFlip = (await (await firstFlipFrame).jsonValue()) as {
    winner: string | null;
    text: string;
    recent: number;
    balance: string;
  };
  expect(atFlip).toMatchObject({ winner: null, text: 'Flipping…', recent: 0 });
  expect(atFlip.balance).toContain(gems(START - STAKE));

  // Both pages show the game; both land on the same winner.
  const [seenByMaker, seenByTaker] = await Promise.all([
    landed(maker, game.id),
    landed(taker, game.id),
  ]);
  expect([seenByTaker.winner, seenByTaker.side]).toEqual([seenByMaker.winner, seenByMaker.side]);
  expect([makerName, takerName]).toContain(seenByMaker.winner);
  // The maker sat on CT.
  expect(seenByMaker.winner).toBe(seenByMaker.side === 'CT' ? makerName : takerName);
  const makerWon = seenByMaker.winner === makerName;
  expect(seenByMaker.text).toContain(makerWon ? 'you won 1.90 gems' : 'you lost');
  expect(seenByTaker.text).toContain(makerWon ? 'you lost' : 'you won 1.90 gems');
  for (const page of [maker, taker]) {
    const recent = page.locator(`[data-testid="coinflip-recent-game"][data-game-id="${game.id}"]`);
    await expect(recent).toHaveAttribute('data-winner', seenByMaker.winner ?? '');
  }
  const makerBalance = START - STAKE + (makerWon ? PAYOUT : 0);
  await expect(maker.getByTestId('header-balance')).toContainText(gems(makerBalance));
  await expect(taker.getByTestId('header-balance')).toContainText(
    gems(START - STAKE + (makerWon ? 0 : PAYOUT)),
  );

  // The flip verifies in the browser: the revealed seed and beacon value give its side.
  await maker.getByRole('button', { name: 'Verify' }).click();
  await expect(maker.getByTestId('coinflip-verdict')).toHaveAttribute(
    'data-side',
    seenByMaker.side ?? '',
  );
  await expect(maker.getByTestId('coinflip-verdict')).toContainText('matches the hash');

  // Against the bot: the house takes T.
  const botGame = await create(maker);
  await expect(maker.getByTestId('header-balance')).toContainText(gems(makerBalance - STAKE));
  const botRow = maker.locator(`[data-testid="coinflip-open-game"][data-game-id="${botGame.id}"]`);
  const called = maker.waitForResponse(isPost(/\/bot$/));
  await botRow.getByRole('button', { name: 'Call bot' }).click();
  const bot = await answer(called);
  expect(bot.game.joiner).toEqual({ username: null, side: 'T', bot: true });
  const vsBot = await landed(maker, botGame.id);
  expect(vsBot.winner).toBe(vsBot.side === 'CT' ? makerName : 'Bot');
  const botWon = vsBot.winner === 'Bot';
  await expect(maker.getByTestId('header-balance')).toContainText(
    gems(makerBalance - STAKE + (botWon ? 0 : PAYOUT)),
  );
  // The taker watched none of it but sees it in the recent flips, with the same winner.
  await expect(
    taker.locator(`[data-testid="coinflip-recent-game"][data-game-id="${botGame.id}"]`),
  ).toHaveAttribute('data-winner', vsBot.winner ?? '');

  expect(errors).toEqual([]);
  await Promise.all(contexts.map((context) => context.close()));
});

test('the lobby fits from 320 px up, plays by keyboard, and a cancel refunds the stake', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  const page = await context.newPage();
  const name = `fl${uniqueId()}`.slice(0, 16);
  await openCoinFlip(page, name);
  // A landed flip against the bot, for the recent list, over the API.
  const created = await page.request.post('/api/games/coinflip', {
    data: { amount: STAKE, side: 'T' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const flipped = ((await created.json()) as { game: Game }).game;
  expect((await page.request.post(`/api/games/coinflip/${flipped.id}/bot`)).status()).toBe(200);
  let botFlip: Game = flipped;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/games/coinflip/${flipped.id}`);
        botFlip = ((await res.json()) as { game: Game }).game;
        return botFlip.state;
      },
      { timeout: 15_000 },
    )
    .toBe('FLIPPED');
  // The player sat on T.
  const afterBot = START - STAKE + (botFlip.winningSide === 'T' ? PAYOUT : 0);

  // By keyboard: the stake, the side with the arrow keys, Enter to create.
  await page.goto('/coinflip');
  const form = page.getByRole('form', { name: 'Create a coin flip' });
  await form.getByLabel('Bet amount').fill('2.50');
  await form.getByLabel('CT', { exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(form.getByLabel('T', { exact: true })).toBeChecked();
  await expect(page.getByTestId('coinflip-payout-preview')).toContainText('4.75');
  await form.getByLabel('Bet amount').focus();
  const answered = page.waitForResponse(isPost(/^\/api\/games\/coinflip$/));
  await page.keyboard.press('Enter');
  const { game } = await answer(answered);
  expect(game).toMatchObject({ amount: 250, creator: { username: name, side: 'T' } });
  await expect(page).toHaveURL(new RegExp(`game=${game.id}`));
  await expect(page.getByTestId('coinflip-status')).toHaveText('Waiting for an opponent');
  await expect(page.getByTestId('header-balance')).toContainText(gems(afterBot - 250));
  await expect(page.getByTestId('coinflip-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(
    page.locator(`[data-testid="coinflip-recent-game"][data-game-id="${flipped.id}"]`),
  ).toBeVisible();

  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('img', { name: /Coin flip table/ })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Create game' })).toBeVisible();
    const { scrollWidth, innerWidth } = await horizontalOverflow(page);
    expect(scrollWidth, `/coinflip at ${width}px`).toBeLessThanOrEqual(innerWidth);
    await keepScreenshot(page, {
      path: resolve(ARTIFACTS, `coinflip-${width}.png`),
      fullPage: true,
    });
  }

  // Cancel, while nobody joined: the stake comes back.
  const row = page.locator(`[data-testid="coinflip-open-game"][data-game-id="${game.id}"]`);
  const cancelled = page.waitForResponse(isPost(/\/cancel$/));
  await row.getByRole('button', { name: 'Cancel' }).click();
  // Cancelling cannot be undone: it asks first.
  await page
    .getByRole('alertdialog', { name: 'Cancel this coin flip?' })
    .getByRole('button', { name: 'Cancel game' })
    .click();
  const cancel = await answer(cancelled);
  expect(cancel.game.state).toBe('CANCELLED');
  expect(cancel.balance).toBe(afterBot);
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('header-balance')).toContainText(gems(afterBot));
  await context.close();
});
