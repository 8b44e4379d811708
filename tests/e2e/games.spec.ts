import { resolve } from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';
import { goInApp } from './in-app';
import { ARTIFACTS, horizontalOverflow, testNoOverflow } from './layout-check';
import { registerThroughApi } from './register-api';
import { keepScreenshot } from './artifact-shot';

// Dice, Plinko and Mines against the real server: a new player bets, sees each result and
// the balance move only when the scene lands, rotates the seed pair and verifies a bet in
// the browser. One account for the whole flow (registrations are rate limited).

interface Bet {
  id: string;
  amount: number;
  payout: number;
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
}
interface DiceAnswer {
  balance: number;
  bet: Bet & { outcome: { roll: number; win: boolean } };
}
interface PlinkoAnswer {
  balance: number;
  bet: Bet & { outcome: { bucket: number } };
}
interface MinesAnswer {
  balance: number;
  game: { id: string; state: 'active' | 'cashed' | 'busted'; payout: number; revealed: number[] };
}

/** 123456 -> "1,234.56", as the header shows it. */
function gems(hundredths: number): string {
  const whole = Math.floor(hundredths / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(hundredths % 100).toString().padStart(2, '0')}`;
}

/** A result's net as the page words it, sign and all: "+0.98 gems", "−1.00 gem", "0.00 gems". */
function netText(net: number): string {
  const sign = net > 0 ? '+' : net < 0 ? '\u2212' : '';
  return `${sign}${gems(Math.abs(net))} ${Math.abs(net) === 100 ? 'gem' : 'gems'}`;
}

/** The net in hundredths that a result line ends with ("… · −0.80 gems" -> -80). */
function netOf(text: string): number {
  const [, sign, figure] = /· ([+\u2212]?)([\d,]+\.\d\d) gems?$/.exec(text) ?? [];
  if (figure === undefined) throw new Error(`no net result in "${text}"`);
  return (sign === '\u2212' ? -1 : 1) * Math.round(Number(figure.replace(/,/g, '')) * 100);
}

const escape = (text: string) => text.replace(/[.+]/g, (c) => `\\${c}`);

function watchForCrashes(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Records, in order, every text the header balance and the result line take, so a test
 * can tell whether the balance showed a win before the result (the scene's 'done').
 */
async function recordRevealOrder(page: Page): Promise<void> {
  // After a reload the board can be playable before the signed-in header (its own chunk,
  // drawn once the start-up read names the player) shows the balance: wait for both.
  await expect(page.getByTestId('header-balance')).toContainText(/\d\.\d\d/);
  await expect(page.getByTestId('game-result')).toBeAttached();
  await page.evaluate(() => {
    const w = window as unknown as { revealLog: string[] };
    w.revealLog = [];
    const balance = document.querySelector('[data-testid="header-balance"]');
    const result = document.querySelector('[data-testid="game-result"]');
    if (!balance || !result) throw new Error('balance or result line missing');
    let lastBalance = '';
    let lastResult = result.textContent ?? '';
    const observer = new MutationObserver(() => {
      const b = /([\d,]+\.\d\d)/.exec(balance.textContent ?? '')?.[1] ?? '';
      const r = result.textContent ?? '';
      // Within one batch the result is logged first: React commits both in one render.
      if (r !== lastResult) w.revealLog.push(`result:${(lastResult = r)}`);
      if (b !== lastBalance) w.revealLog.push(`balance:${(lastBalance = b)}`);
    });
    observer.observe(balance, { subtree: true, childList: true, characterData: true });
    observer.observe(result, { subtree: true, childList: true, characterData: true });
  });
}

async function revealLog(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { revealLog: string[] }).revealLog);
}

const isCall = (path: string) => (response: Response) =>
  response.url().endsWith(`/api${path}`) && response.request().method() !== 'OPTIONS';

test.describe('instant games', () => {
  test('a new player plays dice, plinko and mines, rotates the seed and verifies a bet', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const crashes = watchForCrashes(page);
    const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
    await registerThroughApi(page.request, `gm${id}`.slice(0, 16));

    let balance = 100_000;
    let diceBet: DiceAnswer['bet'] | undefined;

    await test.step('dice: the win shows in the balance only when the roll lands', async () => {
      await page.goto('/dice');
      await expect(page.getByRole('heading', { level: 1, name: 'Dice' })).toBeVisible();
      await expect(page.getByTestId('header-balance')).toContainText('1,000.00');
      const panel = page.getByRole('form', { name: 'Dice bet' });

      // Shortcuts: H halves, D doubles (focus outside any field).
      const amount = panel.getByLabel('Bet amount');
      await amount.fill('10.00');
      await page.getByRole('heading', { level: 1 }).click();
      await page.keyboard.press('h');
      await expect(amount).toHaveValue('5.00');
      await page.keyboard.press('d');
      await expect(amount).toHaveValue('10.00');

      // Synced inputs: 98% is a target of 2.00 over, paying 0.99 x 10001 / 9800 = 1.0103x.
      await panel.getByLabel('Win chance').fill('98');
      await panel.getByLabel('Win chance').blur();
      await expect(panel.getByLabel('Target', { exact: true })).toHaveValue('2.00');
      await expect(panel.getByLabel('Multiplier')).toHaveValue('1.0103');

      await recordRevealOrder(page);
      const answered = page.waitForResponse(isCall('/games/dice/bet'));
      await panel.getByRole('button', { name: 'Roll' }).click();
      const answer = (await (await answered).json()) as DiceAnswer;
      diceBet = answer.bet;
      const { roll } = answer.bet.outcome;
      const rollText = (roll / 100).toFixed(2);
      // The multiplier and the net, coloured by the net: a loss never reads "won".
      const net = answer.bet.payout - answer.bet.amount;
      await expect(page.getByTestId('game-result')).toHaveText(
        new RegExp(`^Roll ${escape(rollText)} · \\d+\\.\\d\\dx · ${escape(netText(net))}$`),
      );
      await expect(page.getByTestId('game-result')).toHaveClass(
        new RegExp(`game-result--${net > 0 ? 'win' : net < 0 ? 'loss' : 'neutral'}`),
      );
      await expect(page.getByTestId('header-balance')).toContainText(gems(answer.balance));

      // The stake left at once; the payout appeared with the result, never before it.
      const log = await revealLog(page);
      const firstFinal = log.indexOf(`balance:${gems(answer.balance)}`);
      const firstResult = log.findIndex((entry) => entry.startsWith(`result:Roll ${rollText}`));
      expect(log).toContain(`balance:${gems(balance - 1_000)}`);
      expect(firstResult).toBeGreaterThanOrEqual(0);
      if (answer.bet.payout > 0) expect(firstFinal).toBeGreaterThan(firstResult);
      balance = answer.balance;

      // The history strip and My bets (with the bet's fairness data) show it.
      await expect(
        page.getByRole('list', { name: /Last results/ }).getByRole('listitem'),
      ).toHaveCount(1);
      const row = page.locator(`[data-bet-id="${answer.bet.id}"]`);
      await expect(row).toContainText(`Roll ${rollText}`);
      await expect(row).toContainText(answer.bet.fairness.serverSeedHash);
      await expect(row).toContainText(answer.bet.fairness.clientSeed);
    });

    await test.step('plinko: several balls in flight, each its own answer', async () => {
      await page.goto('/plinko');
      await expect(page.getByRole('heading', { level: 1, name: 'Plinko' })).toBeVisible();
      await expect(page.getByTestId('header-balance')).toContainText(gems(balance));
      const panel = page.getByRole('form', { name: 'Plinko bet' });
      await panel.getByLabel('Rows').selectOption('8');
      await panel.getByLabel('Bet amount').fill('1.00');
      await page.getByRole('heading', { level: 1 }).click();

      const answers: PlinkoAnswer[] = [];
      page.on('response', (response) => {
        if (isCall('/games/plinko/bet')(response))
          void response.json().then((body: PlinkoAnswer) => answers.push(body));
      });
      const drop = panel.getByRole('button', { name: 'Drop ball' });
      await drop.click();
      await expect(panel.getByLabel('Rows')).toBeDisabled();
      // Space drops one too (from outside any control).
      await page.getByRole('heading', { level: 1 }).click();
      await page.keyboard.press('Space');
      await drop.click();
      await expect.poll(() => answers.length).toBe(3);

      // Until every ball has landed, the balance is the start minus the three stakes plus
      // the wins of the balls already shown, never more: snapshots of both, taken together.
      const snapshots: { balance: string; landed: string[] }[] = [];
      await expect
        .poll(
          async () => {
            const snapshot = await page.evaluate(() => ({
              balance:
                /([\d,]+\.\d\d)/.exec(
                  document.querySelector('[data-testid="header-balance"]')?.textContent ?? '',
                )?.[1] ?? '',
              landed: [...document.querySelectorAll('[aria-label^="Last results"] li')].map(
                (chip) => chip.getAttribute('title') ?? '',
              ),
            }));
            snapshots.push(snapshot);
            return snapshot.landed.length;
          },
          { timeout: 20_000, intervals: [50] },
        )
        .toBe(3);
      expect(snapshots.length).toBeGreaterThan(1);
      for (const { balance: shown, landed } of snapshots) {
        // Each landed ball paid back its 1.00 stake plus its net.
        const won = landed.reduce((sum, text) => sum + 100 + netOf(text), 0);
        expect(shown, `with ${landed.length} landed`).toBe(gems(balance - 300 + won));
      }
      await expect(panel.getByLabel('Rows')).toBeEnabled();
      const last = answers.reduce((a, b) => (b.bet.fairness.nonce > a.bet.fairness.nonce ? b : a));
      balance = last.balance;
      await expect(page.getByTestId('header-balance')).toContainText(gems(balance));
      const lastNet = last.bet.payout - last.bet.amount;
      await expect(page.getByTestId('game-result')).toHaveText(
        new RegExp(`^Ball landed · [\\d.]+x · ${escape(netText(lastNet))}$`),
      );
      for (const answer of answers)
        await expect(page.locator(`[data-bet-id="${answer.bet.id}"]`)).toContainText(
          `Bucket ${answer.bet.outcome.bucket}`,
        );
    });

    await test.step('mines: a large stake asks first; start, pick by keyboard, finish', async () => {
      await page.goto('/mines');
      await expect(page.getByRole('heading', { level: 1, name: 'Mines' })).toBeVisible();
      const panel = page.getByRole('form', { name: 'Mines bet' });

      await panel.getByLabel('Bet amount').fill('100.00');
      await panel.getByRole('button', { name: 'Start game' }).click();
      const confirm = page.getByRole('dialog', { name: 'Start the game?' });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByTestId('header-balance')).toContainText(gems(balance));

      await panel.getByLabel('Bet amount').fill('1.00');
      await panel.getByLabel('Mines').selectOption('3');
      const started = page.waitForResponse(isCall('/games/mines/start'));
      await panel.getByRole('button', { name: 'Start game' }).click();
      const start = (await (await started).json()) as MinesAnswer;
      expect(start.game.state).toBe('active');
      balance = start.balance;
      await expect(page.getByTestId('header-balance')).toContainText(gems(balance));

      // Keyboard: focus the first tile, arrow right, Enter picks tile 1.
      const board = page.getByRole('group', { name: /Mines board/ });
      await board.getByRole('button', { name: 'Row 1, column 1: hidden tile' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(
        board.getByRole('button', { name: 'Row 1, column 2: hidden tile' }),
      ).toBeFocused();
      const revealed = page.waitForResponse(isCall('/games/mines/reveal'));
      await page.keyboard.press('Enter');
      const pick = (await (await revealed).json()) as MinesAnswer;
      const result = page.getByTestId('game-result');

      if (pick.game.state === 'busted') {
        await expect(result).toHaveText('Mine! · 0.00x · \u22121.00 gem');
        await expect(result).toHaveClass(/game-result--loss/);
        await expect(board.locator('[data-face="mine"]')).toHaveCount(3);
      } else {
        await expect(board.locator('[data-tile="1"]')).toHaveAttribute('data-face', 'gem');
        await expect(result).toContainText('Gem!');
        await expect(page.getByTestId('mines-cashout-amount')).toContainText(
          gems(pick.game.payout),
        );

        // A reload resumes the running game.
        await page.reload();
        await expect(page.locator('[data-tile="1"]')).toHaveAttribute('data-face', 'gem');

        await recordRevealOrder(page);
        const cashed = page.waitForResponse(isCall('/games/mines/cashout'));
        await page.getByRole('button', { name: /^Cash out/ }).click();
        const cashout = (await (await cashed).json()) as MinesAnswer;
        expect(cashout.game.state).toBe('cashed');
        await expect(result).toHaveText(
          new RegExp(`^Cashed out · [\\d.]+x · ${escape(netText(cashout.game.payout - 100))}$`),
        );
        await expect(page.getByTestId('header-balance')).toContainText(gems(cashout.balance));
        const log = await revealLog(page);
        const firstFinal = log.indexOf(`balance:${gems(cashout.balance)}`);
        const firstResult = log.findIndex((entry) => entry.startsWith('result:Cashed out'));
        expect(firstFinal).toBeGreaterThan(firstResult);
        expect(firstResult).toBeGreaterThanOrEqual(0);
        balance = cashout.balance;
      }
      await expect(page.getByTestId('my-bets').getByRole('listitem')).toHaveCount(1);
    });

    await test.step('fairness: rotate the pair, then verify the dice bet in the browser', async () => {
      if (!diceBet) throw new Error('no dice bet');
      await page.goto('/profile/fairness');
      const active = page.getByTestId('active-pair');
      await expect(active).toContainText(diceBet.fairness.serverSeedHash);
      await page.getByLabel('New client seed').fill(`e2e-${id}`);
      const rotated = page.waitForResponse(isCall('/fairness/seeds/rotate'));
      await page.getByRole('button', { name: 'Rotate seed pair' }).click();
      expect((await rotated).ok()).toBe(true);
      await expect(active).toContainText(`e2e-${id}`);
      await expect(active).not.toContainText(diceBet.fairness.serverSeedHash);
      const revealedPairs = page.getByTestId('revealed-pairs');
      await expect(revealedPairs).toContainText(diceBet.fairness.serverSeedHash);

      await page.goto('/dice');
      const row = page.locator(`[data-bet-id="${diceBet.id}"]`);
      await row.getByRole('link', { name: 'Verify this bet' }).click();
      await expect(page).toHaveURL(/\/fairness\/dice\?/);
      await expect(page.getByRole('heading', { level: 1, name: 'Dice fairness' })).toBeVisible();
      const verdict = page.getByTestId('verifier-result');
      await expect(verdict).toContainText('The server seed matches its hash');
      await expect(verdict).toContainText(`Roll ${(diceBet.outcome.roll / 100).toFixed(2)}:`);
      await expect(verdict).toContainText(`${gems(diceBet.payout)} gem`);
      await keepScreenshot(page, {
        path: resolve(ARTIFACTS, 'dice-verifier-1440.png'),
        fullPage: true,
      });
    });

    await test.step('the game pages fit 320 px with their bets listed', async () => {
      await page.setViewportSize({ width: 320, height: 800 });
      // Reached in the app, as the game rail reaches them: the loads above are the journey's.
      for (const path of ['/dice', '/plinko', '/mines']) {
        await goInApp(page, path);
        await expect(page.getByTestId('my-bets')).toBeVisible();
        const { scrollWidth, innerWidth } = await horizontalOverflow(page);
        expect(scrollWidth, path).toBeLessThanOrEqual(innerWidth);
        await keepScreenshot(page, {
          path: resolve(ARTIFACTS, `game${path.replace('/', '-')}-player-320.png`),
          fullPage: true,
        });
      }
    });
    expect(crashes).toEqual([]);
  });

  test('a visitor gets the login dialog from the bet button', async ({ page }) => {
    await page.goto('/plinko');
    await page.getByRole('button', { name: 'Log in to play' }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
  });
});

testNoOverflow('the game pages fit', [
  ['game-dice', '/dice'],
  ['game-plinko', '/plinko'],
  ['game-mines', '/mines'],
]);
