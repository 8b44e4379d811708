import { expect, test, type Page, type Response } from '@playwright/test';
import { ownClientAddress } from './client-address';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';

// Crash against the real server's rounds (6 s betting, random crash points): two players
// watch the same round; one cashes out by hand, the other with an auto cash-out at 1.01x;
// both see the same crash point, and each balance is what the server answered or paid.
// Any crash point passes: a cash-out too late for the crash is a valid outcome, checked
// against the server's answer.

interface CrashBet {
  id: string;
  username: string;
  amount: number;
  autoCashout: number | null;
  cashedOutAt: number | null;
  payout: number | null;
}
interface BetAnswer {
  bet: CrashBet;
  roundId: number;
  balance: number;
}

const START = 100_000;
const STAKE = 100;

/** 123456 -> "1,234.56", as the header shows it. */
function gems(hundredths: number): string {
  const whole = Math.floor(hundredths / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(hundredths % 100).toString().padStart(2, '0')}`;
}

const isCall = (path: string) => (response: Response) =>
  response.url().endsWith(`/api${path}`) && response.request().method() === 'POST';

/** The longest a round is waited for: its length is the game's, not the machine's. */
const ROUND_WAIT_MS = 120_000;

const phaseOf = (page: Page) => page.getByTestId('crash-status').getAttribute('data-phase');

async function waitForPhase(page: Page, phases: string[], timeout = 70_000): Promise<string> {
  await expect
    .poll(() => phaseOf(page), { timeout, intervals: [100] })
    .toMatch(new RegExp(`^(${phases.join('|')})$`));
  return (await phaseOf(page)) ?? '';
}

/**
 * Round `roundId`'s crash point once it has crashed, from the server's history. A round that
 * crashes at once (1.00x) may be gone from a loaded machine's page before the test looks,
 * and the page then shows the next round's.
 */
/** The ended round a bet went into, from the history: its crash point and its number in the chain. */
async function endedRoundOf(
  page: Page,
  roundId: number,
): Promise<{ crashPoint: number; number: number }> {
  let ended: { crashPoint: number; number: number } | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/games/crash/history');
        const { rounds } = (await response.json()) as {
          rounds: { id: number; number: number; crashPoint: number }[];
        };
        ended = rounds.find((round) => round.id === roundId);
        return ended !== undefined;
      },
      { timeout: ROUND_WAIT_MS, intervals: [250] },
    )
    .toBe(true);
  return ended!;
}

async function openCrash(page: Page, name: string): Promise<void> {
  await registerThroughApi(page.request, name);
  await page.goto('/crash');
  await expect(page.getByRole('heading', { level: 1, name: 'Crash' })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toContainText(gems(START));
}

async function bet(page: Page, auto: string): Promise<BetAnswer> {
  const panel = page.getByRole('form', { name: 'Crash bet' });
  await panel.getByLabel('Bet amount').fill(gems(STAKE));
  await panel.getByLabel('Auto cash-out').fill(auto);
  const answered = page.waitForResponse(isCall('/games/crash/bet'));
  await panel.getByRole('button', { name: 'Bet', exact: true }).click();
  const response = await answered;
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as BetAnswer;
}

test('two players share a crash round: a cash-out by hand, an auto cash-out, one crash point', async ({
  browser,
}) => {
  // Two rounds' length at most, and the rest.
  test.setTimeout(2 * ROUND_WAIT_MS + 60_000);
  const id = uniqueId();
  // Each player is its own visitor, as on the real site (tests/e2e/client-address.ts).
  const contexts = [
    await browser.newContext({ extraHTTPHeaders: ownClientAddress() }),
    await browser.newContext({ extraHTTPHeaders: ownClientAddress() }),
  ];
  const [hand, auto] = await Promise.all(contexts.map((context) => context.newPage()));
  if (!hand || !auto) throw new Error('pages missing');
  const errors: string[] = [];
  for (const page of [hand, auto]) page.on('pageerror', (error) => errors.push(error.message));
  const handName = `ch${id}`.slice(0, 16);
  const autoName = `ca${id}`.slice(0, 16);
  await openCrash(hand, handName);
  await openCrash(auto, autoName);

  // A fresh betting window: wait for the round on show to leave betting, then the next. A
  // round lasts as long as its crash point takes (e^(0.00006 t)): 70 s is 67x, which one
  // round in 70 reaches; 120 s is 1,339x, one in 1,350.
  await waitForPhase(hand, ['running', 'ended']);
  await waitForPhase(hand, ['betting'], ROUND_WAIT_MS);
  await waitForPhase(auto, ['betting'], ROUND_WAIT_MS);
  const roundNumber = await hand.getByTestId('crash-round-number').textContent();
  await expect(auto.getByTestId('crash-round-number')).toHaveText(roundNumber ?? '');

  // Both at once, as two players would: one after the other, a loaded machine could spend
  // the betting window on the first and put the second in the next round.
  const [handBet, autoBet] = await Promise.all([bet(hand, ''), bet(auto, '1.01')]);
  expect(handBet.roundId).toBe(autoBet.roundId);
  expect(handBet.balance).toBe(START - STAKE);
  // The server took the auto target as typed: a bet placed without it would ride to the bust.
  expect(autoBet.bet).toMatchObject({ autoCashout: 101, payout: null });
  // Both players' bets reach both pages, once each (other specs' players may share the round).
  for (const page of [hand, auto]) {
    for (const name of [handName, autoName]) {
      await expect(page.getByTestId('crash-player').filter({ hasText: name })).toHaveCount(1);
    }
  }
  // The list clears when the next round opens, a few seconds after the crash: sooner than a
  // loaded machine may get to read it. The page keeps every outcome the auto row showed, in
  // order, so a failure says which texts came before the last.
  await hand.evaluate((name) => {
    const shown: string[] = [];
    (window as { autoOutcomes?: string[] }).autoOutcomes = shown;
    const keep = () => {
      for (const row of document.querySelectorAll('[data-testid="crash-player"]')) {
        if (!row.textContent?.includes(name)) continue;
        const outcome = row.querySelector('[data-testid="crash-player-outcome"]')?.textContent;
        const text = outcome?.replace(/\s+/g, ' ').trim();
        if (text && text !== shown.at(-1)) shown.push(text);
      }
    };
    new MutationObserver(keep).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    keep();
  }, autoName);

  // The round starts (or crashes at once, at 1.00x); cash out by hand while it runs.
  let cashout: { status: number; body: BetAnswer | { error: { code?: string } } } | null = null;
  if ((await waitForPhase(hand, ['running', 'ended'], 20_000)) === 'running') {
    const button = hand.getByRole('button', { name: /^Cash out @ \d+\.\d\dx$/ });
    const answered = hand.waitForResponse(isCall('/games/crash/cashout'), { timeout: 5_000 });
    try {
      await button.click({ timeout: 3_000 });
      const response = await answered;
      cashout = { status: response.status(), body: await response.json() };
    } catch {
      // The round crashed before the click: the bet was lost, which the checks below cover.
      answered.catch(() => undefined);
    }
  }

  // The round the bets went into: on a loaded machine the window shown can close before they
  // land, and both go into the next round (its number is then not the one read above).
  const { crashPoint, number } = await endedRoundOf(hand, handBet.roundId);
  expect(crashPoint).toBeGreaterThanOrEqual(100);
  // Auto at 1.01x: paid 1.01 whenever the round reached it. Checked first: the list clears
  // when the next round opens, a few seconds after the crash.
  const autoPaid = crashPoint >= 101 ? 101 : 0;
  const autoOutcomes = () =>
    hand.evaluate(() => (window as { autoOutcomes?: string[] }).autoOutcomes ?? []);
  await expect
    .poll(async () => (await autoOutcomes()).at(-1) ?? '')
    .toBe(autoPaid ? '1.01x · 1.01' : 'Lost')
    .catch(async (error: unknown) => {
      throw new Error(
        `crash point ${crashPoint}; the auto row showed ${JSON.stringify(await autoOutcomes())}`,
        { cause: error },
      );
    });
  // Both pages' history strips gained this round, live, with the server's crash point.
  for (const page of [hand, auto]) {
    const chip = page.locator(`[data-testid="crash-history-chip"][data-round="${number}"]`);
    await expect(chip).toHaveAttribute('data-crash-point', String(crashPoint));
  }

  // By hand: paid at the server's multiplier, never past the crash; or too late.
  let handBalance = START - STAKE;
  if (cashout?.status === 200) {
    const answer = cashout.body as BetAnswer;
    expect(answer.bet.cashedOutAt).not.toBeNull();
    expect(answer.bet.cashedOutAt ?? 0).toBeLessThanOrEqual(crashPoint);
    expect(answer.bet.payout).toBe(Math.floor((STAKE * (answer.bet.cashedOutAt ?? 0)) / 100));
    handBalance = answer.balance;
    expect(handBalance).toBe(START - STAKE + (answer.bet.payout ?? 0));
  } else if (cashout) {
    expect(cashout.status).toBe(409);
    expect((cashout.body as { error: { code?: string } }).error.code).toBe('ROUND_CRASHED');
  }
  await expect(hand.getByTestId('header-balance')).toContainText(gems(handBalance));

  await expect(auto.getByTestId('header-balance')).toContainText(gems(START - STAKE + autoPaid));

  expect(errors).toEqual([]);
  await Promise.all(contexts.map((context) => context.close()));
});
