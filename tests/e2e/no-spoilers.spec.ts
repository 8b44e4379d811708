import { expect, test, type Page, type Response } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';

// No outcome before its animation, against the real server: one signed-in player with two
// tabs (one browser context) and a visitor elsewhere. While the first tab's reel or roll
// runs, neither the second tab's balance nor any live-drops strip shows the win; once it
// has landed, they all do.

/** One case's reel at normal pace (ms): the spin the case scene's tuning holds. */
const REEL_MS = (
  JSON.parse(
    readFileSync(new URL('../../games/case-unbox/tuning.json', import.meta.url), 'utf8'),
  ) as { durations: { spin: number } }
).durations.spin;

/** 123456 -> "1,234.56", as the header shows it. */
function gems(hundredths: number): string {
  const whole = Math.floor(hundredths / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(hundredths % 100).toString().padStart(2, '0')}`;
}

interface Seen {
  at: number;
  what: string;
}

/**
 * Records, with the machine's clock (shared by every page here), each text the header
 * balance, the result line, the won items and the live-drops cards of `username` take.
 */
/**
 * The player's tabs are live: each hears the win over its signed-in socket. (A tab whose
 * socket signs in while a win is held re-reads /users/me, which carries no holds: a known
 * gap, not what these tests show.)
 */
async function bothLive(...tabs: Page[]): Promise<void> {
  for (const tab of tabs)
    await expect(tab.locator('html[data-socket-signed-in]')).toHaveCount(1, { timeout: 20_000 });
}

async function watch(page: Page, username: string): Promise<void> {
  await page.evaluate((name) => {
    const w = window as unknown as { seen: Seen[] };
    w.seen = [];
    let last = '';
    const note = () => {
      const balance = document.querySelector('[data-testid="header-balance"]')?.textContent ?? '';
      const result = document.querySelector('[data-testid="game-result"]')?.textContent ?? '';
      const won = document.querySelector('[data-testid="won-items"]') ? 'won-items' : '';
      const cards = [...document.querySelectorAll('.live-drop[aria-label]')]
        .map((card) => card.getAttribute('aria-label') ?? '')
        .filter((label) => label.startsWith(`${name} won `));
      const now = JSON.stringify({ balance, result, won, cards });
      if (now === last) return;
      last = now;
      w.seen.push({ at: Date.now(), what: now });
    };
    note();
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  }, username);
}

interface State {
  at: number;
  balance: string;
  result: string;
  won: string;
  cards: string[];
}

async function seen(page: Page): Promise<State[]> {
  const raw = await page.evaluate(() => (window as unknown as { seen: Seen[] }).seen);
  return raw.map(({ at, what }) => ({ at, ...(JSON.parse(what) as Omit<State, 'at'>) }));
}

/** When a state first held, or Infinity if it never did. */
const firstWhen = (states: State[], holds: (state: State) => boolean) =>
  states.find(holds)?.at ?? Number.POSITIVE_INFINITY;

const isCall = (pattern: RegExp) => (response: Response) =>
  pattern.test(response.url()) && response.request().method() === 'POST';

test('a case win shows in no other tab and no live-drops strip before the reel lands', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const player = await browser.newContext();
  const username = `ns${uniqueId()}`.slice(0, 16);
  await registerThroughApi(player.request, username);
  const betting = await player.newPage();
  const other = await player.newPage();
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const errors = [betting, other, visitor].map(watchForErrors);

  await other.goto('/');
  await visitor.goto('/');
  await betting.goto('/case-opening/recoil-case');
  for (const page of [betting, other, visitor])
    await expect(page.getByRole('region', { name: 'Live drops' })).toBeVisible();
  await expect(other.getByTestId('header-balance')).toContainText('1,000.00');
  await expect(betting.getByTestId('header-balance')).toContainText('1,000.00');
  await bothLive(other, betting);
  for (const page of [betting, other, visitor]) await watch(page, username);

  // The player looks at the tab that bets (a tab behind it may be throttled by the browser).
  await betting.bringToFront();
  const answered = betting.waitForResponse(isCall(/\/api\/cases\/recoil-case\/open$/));
  const clickedAt = Date.now();
  await betting.getByRole('button', { name: /^Open 1 for/ }).click();
  const response = await answered;
  const answeredAt = Date.now();
  const answer = (await response.json()) as {
    balance: number;
    openings: { price: number; item: { name: string; price: number } }[];
  };
  const [opening] = answer.openings;
  const stakeOnly = gems(100_000 - opening!.price);
  const final = gems(answer.balance);
  const card = `${username} won ${opening!.item.name}`;

  // The reel lands in the betting tab: its items show.
  await expect(betting.getByTestId('won-items')).toBeVisible({ timeout: 20_000 });
  // Then, everywhere: the other tab's balance, and every strip's card.
  await expect(other.getByTestId('header-balance')).toContainText(final);
  for (const page of [betting, other, visitor])
    await expect(page.locator('.live-drop[aria-label]').first()).toHaveAttribute(
      'aria-label',
      new RegExp(`^${card.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );

  const bettingSeen = await seen(betting);
  const otherSeen = await seen(other);
  const visitorSeen = await seen(visitor);
  const landed = firstWhen(bettingSeen, (s) => s.won === 'won-items');
  // The server holds the win for the reel's nominal length plus a slack for the answer's
  // trip, counted from its commit (after the click). A browser that lags more than the slack
  // lands its reel later than that: the hold is kept if nothing shows the win before the
  // reel has landed, or before the reel's nominal length after the click (a spoiler would
  // show it at the answer, seconds earlier).
  const held = Math.min(landed, clickedAt + REEL_MS);
  await test.info().attach('seen', {
    body: JSON.stringify(
      { clickedAt, answeredAt, landed, bettingSeen, otherSeen, visitorSeen },
      null,
      1,
    ),
    contentType: 'application/json',
  });
  // The stake left the other tab at once; the item's value came only after the reel landed.
  expect(firstWhen(otherSeen, (s) => s.balance.includes(stakeOnly))).toBeLessThan(landed);
  // The other tab of this browser waited for the reel itself (reveal-channel.ts), however late.
  expect(firstWhen(otherSeen, (s) => s.balance.includes(final))).toBeGreaterThanOrEqual(landed);
  // No strip, not even the opener's own, showed the drop before the reel landed.
  for (const states of [bettingSeen, otherSeen, visitorSeen])
    expect(firstWhen(states, (s) => s.cards.length > 0)).toBeGreaterThanOrEqual(held);
  // The betting tab's own balance moved with its reel, not before.
  expect(firstWhen(bettingSeen, (s) => s.balance.includes(final))).toBeGreaterThanOrEqual(landed);
  // The figures, in the report: how long the hold held in the other tab.
  console.log(
    `reel landed ${landed - answeredAt} ms after the answer (nominal 5,500 + slack 400); ` +
      `reel landed ${landed - firstWhen(otherSeen, (s) => s.balance.includes(stakeOnly))} ms after the stake left tab 2; tab 2 showed the win ${firstWhen(otherSeen, (s) => s.balance.includes(final)) - landed} ms after it landed, the visitor's strip ${firstWhen(visitorSeen, (s) => s.cards.length > 0) - landed} ms after`,
  );
  expect(errors.flat()).toEqual([]);
  await visitorContext.close();
  await player.close();
});

test('a dice win shows in no other tab before the roll lands', async ({ browser }) => {
  test.setTimeout(120_000);
  const player = await browser.newContext();
  const username = `nd${uniqueId()}`.slice(0, 16);
  await registerThroughApi(player.request, username);
  const betting = await player.newPage();
  const other = await player.newPage();
  const errors = [betting, other].map(watchForErrors);
  await other.goto('/');
  await betting.goto('/dice');
  await betting.bringToFront();
  const panel = betting.getByRole('form', { name: 'Dice bet' });
  await expect(other.getByTestId('header-balance')).toContainText('1,000.00');
  await expect(betting.getByTestId('header-balance')).toContainText('1,000.00');
  await bothLive(other, betting);

  // 49.5%: a win is not forced, it is waited for (at most 20 rolls: 1 in a million to miss).
  await panel.getByLabel('Bet amount').fill('10.00');
  await panel.getByLabel('Win chance').fill('49.5');
  await panel.getByLabel('Win chance').blur();
  interface DiceAnswer {
    balance: number;
    bet: { payout: number; amount: number };
  }
  let win: DiceAnswer | undefined;
  for (let roll = 0; roll < 20 && !win; roll++) {
    await Promise.all([watch(betting, username), watch(other, username)]);
    const before = await betting.getByTestId('game-result').textContent();
    const answered = betting.waitForResponse(isCall(/\/api\/games\/dice\/bet$/));
    await panel.getByRole('button', { name: 'Roll' }).click();
    const answer = (await (await answered).json()) as DiceAnswer;
    // Each roll lands (its result line changes) before the next is sent.
    await expect(betting.getByTestId('game-result')).not.toHaveText(before ?? '');
    await expect(betting.getByTestId('header-balance')).toContainText(gems(answer.balance));
    await expect(other.getByTestId('header-balance')).toContainText(gems(answer.balance));
    if (answer.bet.payout > 0) win = answer;
  }
  if (!win) throw new Error('no win in 20 rolls at 49.5%');

  const bettingSeen = await seen(betting);
  const otherSeen = await seen(other);
  // The roll landed when the result line changed (it changes only then).
  const landed = firstWhen(bettingSeen.slice(1), (s) => s.result !== bettingSeen[0]!.result);
  const final = gems(win.balance);
  const stakeOnly = gems(win.balance - win.bet.payout);
  await test.info().attach('seen', {
    body: JSON.stringify({ landed, bettingSeen, otherSeen, win }, null, 1),
    contentType: 'application/json',
  });
  expect(firstWhen(otherSeen, (s) => s.balance.includes(stakeOnly))).toBeLessThan(landed);
  expect(firstWhen(otherSeen, (s) => s.balance.includes(final))).toBeGreaterThanOrEqual(landed);
  expect(firstWhen(bettingSeen, (s) => s.balance.includes(final))).toBeGreaterThanOrEqual(landed);
  // The figures, in the report: how long the hold held in the other tab.
  console.log(
    `tab 2 showed the dice win ${firstWhen(otherSeen, (s) => s.balance.includes(final)) - landed} ms after the roll landed`,
  );
  expect(errors.flat()).toEqual([]);
  await player.close();
});
