import { expect, test, type Page } from '@playwright/test';
import { horizontalOverflow } from './layout-check';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';

// Auto-bet on dice against the real server: a counted run with a profit target stops where
// its settled bets say it should, the live stats agree with the ledger, and Stop sends no
// further bet. One player for the whole flow.

interface HistoryBet {
  id: string;
  amount: number;
  payout: number;
}

const TARGET = 200; // stop on profit: 2.00 gems
const COUNT = 20;

async function balanceOf(page: Page): Promise<number> {
  const res = await page.request.get('/api/users/me');
  expect(res.status()).toBe(200);
  return (await res.json()).user.balance as number;
}

/** The player's dice bets, oldest first. */
async function diceBets(page: Page): Promise<HistoryBet[]> {
  const res = await page.request.get('/api/games/bets?game=dice&limit=100');
  expect(res.status()).toBe(200);
  return ((await res.json()).bets as HistoryBet[]).reverse();
}

/** Records, in the page, when each dice bet is sent and when Stop is pressed (one clock). */
async function recordBetTimes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log = { sent: [] as number[], stop: null as number | null };
    (window as unknown as { autoLog: typeof log }).autoLog = log;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith('/api/games/dice/bet')) log.sent.push(performance.now());
      return original(input, init);
    };
    // Capture phase: the moment of the press, before the page's own handler runs.
    document.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element | null)?.closest('button');
        if (button?.textContent?.includes('Stop auto-bet')) log.stop ??= performance.now();
      },
      true,
    );
  });
}

const betLog = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { autoLog: { sent: number[]; stop: number | null } }).autoLog,
  );

test('auto-bet: 20 dice bets stop on profit, the stats match the ledger, Stop halts at once', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errors = watchForErrors(page);
  await registerThroughApi(page.request, `ab${uniqueId()}`.slice(0, 16));
  await recordBetTimes(page);
  await page.goto('/dice');
  const panel = page.getByRole('form', { name: 'Dice bet' });
  await expect(page.getByTestId('header-balance')).toContainText('1,000.00');
  const start = await balanceOf(page);

  await test.step('a counted run with a profit target', async () => {
    await panel
      .getByRole('group', { name: 'Speed' })
      .getByRole('radio', { name: 'Instant' })
      .check();
    await panel.getByLabel('Bet amount').fill('1.00');
    await panel.getByRole('radio', { name: 'Auto' }).check();
    await panel.getByLabel('Number of bets').fill(String(COUNT));
    await panel.getByLabel('Stop on profit').fill('2.00');
    await panel.getByRole('button', { name: 'Live stats' }).click();
    const stats = page.getByRole('region', { name: 'Live stats · Dice' });
    await expect(stats).toBeVisible();

    await panel.getByRole('button', { name: 'Start auto-bet' }).click();
    const message = page.getByTestId('auto-bet-message');
    await expect(message).not.toBeEmpty({ timeout: 60_000 });
    await expect(panel.getByRole('button', { name: 'Start auto-bet' })).toBeVisible();

    // Where it stopped, from the ledger's own record of the run's bets.
    const bets = await diceBets(page);
    expect(bets.length).toBeGreaterThan(0);
    expect(bets.length).toBeLessThanOrEqual(COUNT);
    expect((await betLog(page)).sent).toHaveLength(bets.length);
    expect(bets.every((bet) => bet.amount === 100)).toBe(true);
    let profit = 0;
    const running = bets.map((bet) => (profit += bet.payout - bet.amount));
    // No bet before the last had reached the target; the run ends on the target or the count.
    expect(running.slice(0, -1).every((p) => p < TARGET)).toBe(true);
    const hit = profit >= TARGET;
    expect(hit || bets.length === COUNT, `profit ${profit} after ${bets.length} bets`).toBe(true);
    await expect(message).toContainText(
      hit ? `Stopped on profit after ${bets.length} bet` : `Auto-bet done: ${COUNT} bets`,
    );

    // The panel's profit is the ledger's: the balance moved by exactly the bets' net.
    expect((await balanceOf(page)) - start).toBe(profit);
    await expect(stats.getByTestId('live-stats-profit')).toHaveAttribute(
      'data-value',
      String(profit),
    );
    await expect(stats.getByTestId('live-stats-wagered')).toHaveAttribute(
      'data-value',
      String(bets.length * 100),
    );
    const wins = bets.filter((bet) => bet.payout > bet.amount).length;
    await expect(stats.getByTestId('live-stats-wins')).toHaveText(String(wins));
    await expect(stats.getByTestId('live-stats-losses')).toHaveText(String(bets.length - wins));
    await expect(stats.getByRole('img')).toHaveAttribute(
      'aria-label',
      new RegExp(`^Profit chart over ${bets.length} bets?: now `),
    );
  });

  await test.step('Stop sends no further bet; the one in flight is the last', async () => {
    const before = (await diceBets(page)).length;
    const sentBefore = (await betLog(page)).sent.length;
    // The normal pace: each bet waits for its roll, so Stop lands mid-run.
    await panel
      .getByRole('group', { name: 'Speed' })
      .getByRole('radio', { name: 'Normal' })
      .check();
    await panel.getByLabel('Number of bets').fill('0');
    await panel.getByLabel('Stop on profit').fill('');
    await panel.getByRole('button', { name: 'Start auto-bet' }).click();
    await expect.poll(async () => (await betLog(page)).sent.length).toBeGreaterThan(sentBefore + 2);
    await panel.getByRole('button', { name: 'Stop auto-bet' }).click();
    await expect(panel.getByRole('button', { name: 'Start auto-bet' })).toBeVisible({
      timeout: 5_000,
    });
    await expect(page.getByTestId('auto-bet-message')).toContainText('Stopped after');
    await page.waitForTimeout(1_500); // time for a bet that should not come

    const log = await betLog(page);
    expect(log.stop).not.toBeNull();
    expect(log.sent.filter((at) => at > log.stop!)).toEqual([]);
    const bets = await diceBets(page);
    // Every bet sent settled (the one in flight included) and nothing else was placed.
    expect(bets.length - before).toBe(log.sent.length - sentBefore);
    await expect(page.getByTestId('auto-bet-message')).toContainText(
      `Stopped after ${bets.length - before} bets`,
    );

    const net = bets.reduce((sum, bet) => sum + bet.payout - bet.amount, 0);
    expect((await balanceOf(page)) - start).toBe(net);
    await expect(page.getByTestId('live-stats-profit')).toHaveAttribute('data-value', String(net));
  });

  await test.step('Reset clears the stats', async () => {
    const stats = page.getByRole('region', { name: 'Live stats · Dice' });
    await stats.getByRole('button', { name: 'Reset stats' }).click();
    await expect(stats.getByTestId('live-stats-wagered')).toHaveAttribute('data-value', '0');
    await expect(stats.getByRole('img')).toHaveAttribute(
      'aria-label',
      'Profit chart: no bets yet.',
    );
  });

  await test.step('auto mode and the floating stats fit a 320 px phone', async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.reload();
    const phonePanel = page.getByRole('form', { name: 'Dice bet' });
    await phonePanel.getByRole('radio', { name: 'Auto' }).check();
    await phonePanel.getByRole('button', { name: 'Live stats' }).click();
    const stats = page.getByRole('region', { name: 'Live stats · Dice' });
    await expect(stats).toBeVisible();
    const inView = async () => {
      const box = (await stats.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(640);
      return box;
    };
    const first = await inView();
    const { scrollWidth, innerWidth } = await horizontalOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    // The keyboard moves it, never off screen.
    await stats.getByRole('button', { name: 'Move live stats' }).focus();
    await page.keyboard.press('ArrowUp');
    expect((await inView()).y).toBeLessThan(first.y);
    for (let i = 0; i < 20; i += 1) await page.keyboard.press('Shift+ArrowUp');
    expect((await inView()).y).toBeGreaterThanOrEqual(0);
  });

  expect(errors).toEqual([]);
});
