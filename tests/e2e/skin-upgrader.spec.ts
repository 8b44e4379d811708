import { resolve } from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';
import {
  formatUpgradeChance,
  quoteUpgrade,
  UPGRADE_CHANCE_MAX,
  upgradeMultiplierE4,
} from '../../games/skin-upgrader/core';
import { ARTIFACTS, horizontalOverflow } from './layout-check';
import { registerThroughApi } from './register-api';
import { keepScreenshot } from './artifact-shot';

// The Skin Upgrader against the real server: a new player picks a skin from the catalogue,
// sees the chance and multiplier the core gives (the clamp and its resize included), bets,
// and the needle stops where the server's roll says (the scene reports where it drew the
// needle, and the page puts that on the canvas's label); then the bet verifies in the browser.

interface UpgradeAnswer {
  balance: number;
  bet: {
    id: string;
    amount: number;
    payout: number;
    multiplier: number;
    fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
    outcome: {
      target: { id: string; name: string; price: number };
      direction: 'under' | 'over';
      chance: number;
      roll: number;
      win: boolean;
    };
  };
}

const isCall = (path: string) => (response: Response) =>
  response.url().endsWith(`/api${path}`) && response.request().method() === 'POST';

/** 123456 -> "1,234.56", as the page shows it. */
function gems(hundredths: number): string {
  const whole = Math.floor(hundredths / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(hundredths % 100).toString().padStart(2, '0')}`;
}

/** The catalogue's price of a skin, as the picker lists it. */
async function priceOf(page: Page, name: string): Promise<{ id: string; price: number }> {
  const res = await page.request.get(`/api/catalogue/items?search=${encodeURIComponent(name)}`);
  const { items } = (await res.json()) as { items: { id: string; name: string; price: number }[] };
  const item = items.find((candidate) => candidate.name === name);
  if (!item) throw new Error(`${name} is not in the catalogue`);
  return item;
}

test('a new player upgrades, the needle stops on the server’s roll, and the bet verifies', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  await registerThroughApi(page.request, `up${id}`.slice(0, 16));

  await page.goto('/skin-upgrader');
  await expect(page.getByRole('heading', { level: 1, name: 'Skin Upgrader' })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toContainText('1,000.00');
  const panel = page.getByRole('form', { name: 'Skin Upgrader bet' });
  const amount = panel.getByLabel('Bet amount');
  const chance = page.getByTestId('upgrade-chance');
  const multiplier = page.getByTestId('upgrade-multiplier');

  const redline = await priceOf(page, 'AK-47 | Redline');
  await test.step('pick a skin from the catalogue: the chance and multiplier follow the core', async () => {
    // No skin yet: the panel takes the player to the list.
    await expect(chance).toHaveText('—');
    await panel.getByRole('button', { name: 'Choose a skin' }).click();
    await expect(page.getByLabel('Search skins')).toBeFocused();
    await page.keyboard.type('Redline');
    const option = page.locator(`[data-testid="upgrade-option"][data-item-id="${redline.id}"]`);
    await expect(option).toBeVisible();
    await amount.fill('5.00');
    await option.click();
    await expect(page.getByTestId('upgrade-target')).toContainText('AK-47 | Redline');
    const terms = quoteUpgrade(500, redline.price);
    if (!terms.ok) throw new Error(terms.message);
    await expect(chance).toHaveText(formatUpgradeChance(terms.chance));
    const x = Math.floor(upgradeMultiplierE4(500, redline.price) / 100) / 100;
    await expect(multiplier).toHaveText(`${x.toFixed(2)}x`);
    // the row shows the same chance
    await expect(option).toContainText(formatUpgradeChance(terms.chance));
    // The rows are one radio group: arrow keys move the pick (AWP | Redline is cheaper, before it).
    await option.getByRole('radio').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('upgrade-target')).toContainText('AWP | Redline');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('upgrade-target')).toContainText('AK-47 | Redline');
  });

  await test.step('the clamp: a stake past 75% is lowered, one under 1% is raised on request', async () => {
    await amount.fill(((redline.price - 1) / 100).toFixed(2));
    const high = quoteUpgrade(redline.price - 1, redline.price);
    if (!high.ok) throw new Error(high.message);
    // The largest stake whose chance stays within 75%: its chance may show just under it.
    await expect(chance).toHaveText(formatUpgradeChance(high.chance));
    expect(high.chance).toBeLessThanOrEqual(UPGRADE_CHANCE_MAX);
    await expect(panel).toContainText(
      `Stake lowered to ${gems(high.stake)}: 75% is the highest chance`,
    );

    const priciest = (
      (await (await page.request.get('/api/catalogue/items?sort=price-desc&limit=1')).json()) as {
        items: { id: string; price: number }[];
      }
    ).items[0]!;
    await page.getByLabel('Search skins').fill('');
    await page.getByLabel('Sort').selectOption('price-desc');
    await amount.fill('0.10');
    const top = page.getByTestId('upgrade-option').first();
    await expect(top).toHaveAttribute('data-item-id', priciest.id);
    await top.click();
    const topPrice = priciest.price;
    const low = quoteUpgrade(10, topPrice);
    if (low.ok) throw new Error('0.10 should be too little for the priciest skin');
    await expect(panel.getByRole('alert')).toContainText(low.message);
    await panel.getByRole('button', { name: `Stake ${gems(low.minStake!)}` }).click();
    await expect(amount).toHaveValue((low.minStake! / 100).toFixed(2));
    await expect(chance).toHaveText('1.00%');
  });

  let answer: UpgradeAnswer | undefined;
  await test.step('bet: the needle stops on the roll the server answered', async () => {
    // Back to the Redline at a 30-ish% chance, rolling over.
    await page.getByLabel('Search skins').fill('Redline');
    await page.locator(`[data-testid="upgrade-option"][data-item-id="${redline.id}"]`).click();
    await amount.fill('7.00');
    await panel.getByRole('radio', { name: 'Roll over' }).check();
    const answered = page.waitForResponse(isCall('/games/skin-upgrader/bet'));
    await panel.getByRole('button', { name: 'Upgrade' }).click();
    answer = (await (await answered).json()) as UpgradeAnswer;
    const { bet } = answer;
    expect(bet.amount).toBe(700);
    expect(bet.outcome.target).toMatchObject({ id: redline.id, price: redline.price });
    expect(bet.outcome.direction).toBe('over');

    // The scene's own report of where it drew the needle, on the canvas's label.
    const canvas = page.locator('main canvas[aria-label^="Skin Upgrader gauge"]');
    await expect(canvas).toHaveAttribute('aria-label', /the needle stopped at/, {
      timeout: 15_000,
    });
    const label = (await canvas.getAttribute('aria-label'))!;
    const [, at, side] = /stopped at (\d+\.\d{4}), (inside|outside) the winning arc$/.exec(label)!;
    expect(Math.abs(Number(at) - (bet.outcome.roll / 2 ** 32) * 100)).toBeLessThanOrEqual(0.0001);
    expect(side).toBe(bet.outcome.win ? 'inside' : 'outside');

    const net = bet.payout - bet.amount;
    const netText = `${net > 0 ? '+' : net < 0 ? '\u2212' : ''}${gems(Math.abs(net))} ${Math.abs(net) === 100 ? 'gem' : 'gems'}`;
    await expect(page.getByTestId('game-result')).toHaveText(
      new RegExp(
        `^${bet.outcome.win ? 'Upgraded' : 'Missed'} at \\d+\\.\\d{4} · \\d+\\.\\d\\dx · ${netText.replace(/[.+]/g, (c) => `\\${c}`)}$`,
      ),
    );
    await expect(page.getByTestId('header-balance')).toContainText(gems(answer.balance));
    expect(answer.balance).toBe(100_000 - 700 + bet.payout);
    await expect(page.locator(`[data-bet-id="${bet.id}"]`)).toContainText('AK-47 | Redline');
    await keepScreenshot(page, {
      path: resolve(ARTIFACTS, 'skin-upgrader-1440.png'),
      fullPage: true,
    });
  });

  await test.step('verify: rotate the pair, open the bet’s verifier, the same roll', async () => {
    const bet = answer!.bet;
    const rotated = await page.request.post('/api/fairness/seeds/rotate', {
      data: { clientSeed: `e2e-${id}` },
    });
    expect(rotated.ok()).toBe(true);
    await page.goto('/skin-upgrader');
    const row = page.locator(`[data-bet-id="${bet.id}"]`);
    await row.getByRole('link', { name: 'Verify this bet' }).click();
    await expect(page).toHaveURL(/\/fairness\/skin-upgrader\?/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Skin Upgrader fairness' }),
    ).toBeVisible();
    const verdict = page.getByTestId('verifier-result');
    await expect(verdict).toContainText('The server seed matches its hash');
    await expect(verdict).toContainText(`of 4,294,967,296`);
    await expect(verdict).toContainText(`Roll ${bet.outcome.roll.toLocaleString('en-US')} of`);
    await expect(verdict).toContainText(
      bet.outcome.win ? 'upgraded to AK-47 | Redline' : 'missed AK-47 | Redline',
    );
    await expect(verdict).toContainText(`Payout: ${gems(bet.payout)} gem`);
  });

  await test.step('the page fits 320 px, its skins and bets listed', async () => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/skin-upgrader');
    await expect(page.getByTestId('upgrade-option').first()).toBeVisible();
    await expect(page.getByTestId('my-bets')).toBeVisible();
    const { scrollWidth, innerWidth } = await horizontalOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await keepScreenshot(page, {
      path: resolve(ARTIFACTS, 'skin-upgrader-320.png'),
      fullPage: true,
    });
  });
  expect(crashes).toEqual([]);
});
