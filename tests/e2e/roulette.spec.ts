import { expect, test, type Browser, type Page, type Response } from '@playwright/test';
import { ROULETTE_MULTIPLIERS, betWins } from '../../games/roulette/core/bets';
import { ownClientAddress } from './client-address';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';

// Roulette against the real server's rounds (15 s betting, 6 s rolling, 3 s result): two
// players watch the same round, one bets on RED, the other on BLACK; both see the strip
// land on the same slot (the status tells it only once landed), and each balance is the
// server's answer to the bet plus what the landed slot pays.

interface RouletteBet {
  id: string;
  username: string;
  option: 'RED' | 'BLACK' | 'GREEN' | 'BAIT';
  amount: number;
  payout: number | null;
}
interface BetAnswer {
  bet: RouletteBet;
  roundId: number;
  balance: number;
}
interface RoundAnswer {
  round: { id: number; phase: string; serverTime: string; bettingEndsAt: string } | null;
}

const START = 100_000;
const STAKE = 100;
/** Time the test needs to place both bets in one betting window. */
const BETTING_NEEDED_MS = 5_000;

/** 123456 -> "1,234.56", as the header shows it. */
function gems(hundredths: number): string {
  const whole = Math.floor(hundredths / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(hundredths % 100).toString().padStart(2, '0')}`;
}

const isBetCall = (response: Response) =>
  response.url().endsWith('/api/games/roulette/bet') && response.request().method() === 'POST';

const status = (page: Page) => page.getByTestId('roulette-status');

async function openRoulette(page: Page, name: string): Promise<void> {
  await registerThroughApi(page.request, name);
  await page.goto('/roulette');
  await expect(page.getByRole('heading', { level: 1, name: 'Roulette' })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toContainText(gems(START));
}

/** Waits until a round after `after` takes bets with enough time left for both players. */
async function waitForBettingWindow(page: Page, after: number): Promise<number> {
  let roundId = 0;
  await expect
    .poll(
      async () => {
        const { round } = (await (
          await page.request.get('/api/games/roulette/round')
        ).json()) as RoundAnswer;
        if (round?.phase !== 'betting' || round.id <= after) return false;
        roundId = round.id;
        return Date.parse(round.bettingEndsAt) - Date.parse(round.serverTime) > BETTING_NEEDED_MS;
      },
      { timeout: 45_000, intervals: [250] },
    )
    .toBe(true);
  return roundId;
}

async function bet(page: Page, option: 'RED' | 'BLACK'): Promise<BetAnswer> {
  const panel = page.getByRole('form', { name: 'Roulette bet' });
  await panel.getByLabel('Bet amount').fill(gems(STAKE));
  const button = panel.getByTestId(`roulette-bet-${option}`);
  await expect(button).toBeEnabled();
  const answered = page.waitForResponse(isBetCall);
  await button.click();
  const response = await answered;
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as BetAnswer;
}

/**
 * Two new players, each on the roulette page, bet RED and BLACK at once in a betting window
 * with time left for both.
 */
async function twoPlayersBet(browser: Browser, after = 0) {
  const id = uniqueId();
  // Each player is its own visitor, as on the real site (tests/e2e/client-address.ts).
  const contexts = [
    await browser.newContext({ extraHTTPHeaders: ownClientAddress() }),
    await browser.newContext({ extraHTTPHeaders: ownClientAddress() }),
  ];
  const [red, black] = await Promise.all(contexts.map((context) => context.newPage()));
  if (!red || !black) throw new Error('pages missing');
  const errors: string[] = [];
  for (const page of [red, black]) page.on('pageerror', (error) => errors.push(error.message));
  const names = { red: `rr${id}`.slice(0, 16), black: `rb${id}`.slice(0, 16) };
  await openRoulette(red, names.red);
  await openRoulette(black, names.black);

  const roundId = await waitForBettingWindow(red, after);
  for (const page of [red, black]) {
    await expect(status(page)).toHaveAttribute('data-phase', 'betting');
  }
  const [redBet, blackBet] = await Promise.all([bet(red, 'RED'), bet(black, 'BLACK')]);
  return { contexts, red, black, names, errors, redBet, blackBet, roundId };
}

test('two players share a roulette round: RED and BLACK, one landed slot, settled balances', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Both at once, as two players would. A loaded machine can still hold one bet past the
  // window (it then lands in a later round): two new players try again, up to three times.
  let pair = await twoPlayersBet(browser);
  for (let attempt = 1; attempt < 3 && pair.redBet.roundId !== pair.blackBet.roundId; attempt++) {
    await Promise.all(pair.contexts.map((context) => context.close()));
    // A round after both of theirs: none of their bets shows in the new players' columns.
    pair = await twoPlayersBet(browser, Math.max(pair.redBet.roundId, pair.blackBet.roundId));
  }
  const { contexts, red, black, names, errors, redBet, blackBet } = pair;
  expect(blackBet.roundId).toBe(redBet.roundId);
  expect(redBet.roundId).toBeGreaterThanOrEqual(pair.roundId);
  const roundId = redBet.roundId;
  expect(redBet.balance).toBe(START - STAKE);
  expect(blackBet.balance).toBe(START - STAKE);
  // Both bets reach both pages, each in its option's column once, the viewer's own marked.
  // Other specs' players may share the round: only these two players' rows are counted.
  const row = (page: Page, option: 'RED' | 'BLACK', name: string) =>
    page.getByTestId(`roulette-column-${option}`).getByTestId('roulette-bet').filter({
      hasText: name,
    });
  for (const page of [red, black]) {
    await expect(row(page, 'RED', names.red)).toHaveCount(1);
    await expect(row(page, 'BLACK', names.black)).toHaveCount(1);
  }
  await expect(row(red, 'RED', names.red)).toHaveAttribute('data-mine', 'true');
  await expect(row(black, 'RED', names.red)).not.toHaveAttribute('data-mine');

  // Rolling: the page knows the slot (the scene spins onto it) but shows none of it.
  await expect(status(red)).toHaveAttribute('data-phase', 'rolling', { timeout: 20_000 });
  await expect(status(red)).not.toHaveAttribute('data-slot');
  const number = await status(red).getAttribute('data-round');
  await expect(
    red.locator(`[data-testid="roulette-history-chip"][data-round="${number}"]`),
  ).toHaveCount(0);

  // Landed: both pages show the same slot, once the strip has stopped.
  for (const page of [red, black]) {
    await expect(status(page)).toHaveAttribute('data-phase', 'ended', { timeout: 15_000 });
  }
  const slot = Number(await status(red).getAttribute('data-slot'));
  expect(slot).toBeGreaterThanOrEqual(0);
  expect(slot).toBeLessThanOrEqual(14);
  await expect(status(black)).toHaveAttribute('data-slot', String(slot));
  for (const page of [red, black]) {
    const newest = page.getByTestId('roulette-history-chip').first();
    await expect(newest).toHaveAttribute('data-round', number ?? '');
    await expect(newest).toHaveAttribute('data-slot', String(slot));
  }
  // The server's history agrees.
  const history = (await (await red.request.get('/api/games/roulette/history')).json()) as {
    rounds: { id: number; slot: number }[];
  };
  expect(history.rounds.find((round) => round.id === roundId)?.slot).toBe(slot);

  const paid = (option: 'RED' | 'BLACK') =>
    betWins(option, slot) ? STAKE * ROULETTE_MULTIPLIERS[option] : 0;
  await expect(red.getByTestId('header-balance')).toContainText(gems(redBet.balance + paid('RED')));
  await expect(black.getByTestId('header-balance')).toContainText(
    gems(blackBet.balance + paid('BLACK')),
  );

  expect(errors).toEqual([]);
  await Promise.all(contexts.map((context) => context.close()));
});
