import { resolve } from 'node:path';
import { expect, test, type Response } from '@playwright/test';
import { formatUpgradeChance, quoteItemStake } from '../../games/skin-upgrader/core';
import { ARTIFACTS, horizontalOverflow } from './layout-check';
import { registerThroughApi } from './register-api';
import { keepScreenshot } from './artifact-shot';

// Skins as upgrade stakes in the browser: a player with a skin in their site inventory picks
// it as the stake with a little gems, chooses the skin itself on a win, upgrades with the
// keyboard, and the skin leaves the list; the bet's verifier shows the staked skin's value.

interface UpgradeAnswer {
  balance: number;
  bet: {
    id: string;
    amount: number;
    payout: number;
    outcome: {
      roll: number;
      win: boolean;
      winAs?: 'skin';
      stake?: { gems: number; items: { id: string; name: string; price: number }[] };
    };
  };
}

/** 123456 -> "1,234.56", as the page shows it. */
function gems(hundredths: number): string {
  const whole = Math.floor(hundredths / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(hundredths % 100).toString().padStart(2, '0')}`;
}

const isCall = (path: string) => (response: Response) =>
  response.url().endsWith(`/api${path}`) && response.request().method() === 'POST';

test('a player stakes a skin of the inventory with gems and keeps the won skin', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  await registerThroughApi(page.request, `sk${id}`.slice(0, 16));

  // A Redline bought into the site inventory, the Asiimov as the target.
  const search = async (name: string) => {
    const res = await page.request.get(`/api/catalogue/items?search=${encodeURIComponent(name)}`);
    const { items } = (await res.json()) as {
      items: { id: string; name: string; price: number }[];
    };
    return items.find((item) => item.name === name)!;
  };
  const redline = await search('AK-47 | Redline');
  const asiimov = await search('AK-47 | Asiimov');
  const bought = await page.request.post('/api/steam/skins', {
    data: { data: { itemId: redline.id } },
  });
  expect(bought.ok()).toBe(true);
  const skin = ((await bought.json()) as { skin: { id: string } }).skin;

  await page.goto('/skin-upgrader');
  const panel = page.getByRole('form', { name: 'Skin Upgrader bet' });
  const skins = panel.getByRole('group', { name: 'Skins to stake' });
  const box = skins.getByRole('checkbox', { name: /AK-47 \| Redline/ });
  await expect(box).toBeVisible({ timeout: 30_000 });

  await page.getByLabel('Search skins').fill('AK-47 | Asiimov');
  await page.locator(`[data-testid="upgrade-option"][data-item-id="${asiimov.id}"]`).click();
  await panel.getByLabel('Bet amount').fill('2.00');

  await test.step('the skin joins the stake by keyboard; the chance is the core’s', async () => {
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
    const terms = quoteItemStake(200, [redline.price], asiimov.price);
    if (!terms.ok) throw new Error(terms.message);
    await expect(page.getByTestId('upgrade-chance')).toHaveText(formatUpgradeChance(terms.chance));
    await panel.getByRole('radio', { name: 'The skin itself' }).check();
  });

  let answer: UpgradeAnswer | undefined;
  await test.step('upgrade: the skin is staked and leaves the list', async () => {
    const answered = page.waitForResponse(isCall('/games/skin-upgrader/bet'));
    await panel.getByRole('button', { name: 'Upgrade' }).click();
    answer = (await (await answered).json()) as UpgradeAnswer;
    const { bet } = answer;
    expect(bet.amount).toBe(200 + redline.price);
    expect(bet.outcome.winAs).toBe('skin');
    expect(bet.outcome.stake).toMatchObject({
      gems: 200,
      items: [{ id: skin.id, name: 'AK-47 | Redline', price: redline.price }],
    });
    await expect(page.getByTestId('game-result')).toContainText(
      bet.outcome.win ? 'AK-47 | Asiimov is in your inventory' : 'Missed',
    );
    // Won or lost, the gems staked are gone and no win in gems shows.
    expect(answer.balance).toBe(100_000 - redline.price - 200);
    await expect(page.getByTestId('header-balance')).toContainText(gems(answer.balance));
    await expect(skins.getByRole('checkbox', { name: /AK-47 \| Redline/ })).toHaveCount(0);
    if (bet.outcome.win)
      await expect(skins.getByRole('checkbox', { name: /AK-47 \| Asiimov/ })).toBeVisible();
  });

  await test.step('the verifier shows the staked skin and its value', async () => {
    const bet = answer!.bet;
    const rotated = await page.request.post('/api/fairness/seeds/rotate', {
      data: { clientSeed: `e2e-${id}` },
    });
    expect(rotated.ok()).toBe(true);
    await page.goto('/skin-upgrader');
    await page
      .locator(`[data-bet-id="${bet.id}"]`)
      .getByRole('link', { name: 'Verify this bet' })
      .click();
    await expect(page).toHaveURL(/\/fairness\/skin-upgrader\?/);
    await expect(page.getByLabel('Staked skins (optional)')).toHaveValue(
      `AK-47 | Redline ${(redline.price / 100).toFixed(2)}`,
    );
    const verdict = page.getByTestId('verifier-result');
    await expect(verdict).toContainText('The server seed matches its hash');
    await expect(verdict).toContainText(`Staked skin: AK-47 | Redline, ${gems(redline.price)}`);
    await expect(verdict).toContainText(`Roll ${bet.outcome.roll.toLocaleString('en-US')} of`);
  });

  await test.step('the stake picker fits 320 px', async () => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/skin-upgrader');
    await expect(panel.getByRole('group', { name: 'On a win' })).toBeVisible();
    const { scrollWidth, innerWidth } = await horizontalOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await keepScreenshot(page, {
      path: resolve(ARTIFACTS, 'skin-upgrader-skin-stakes-320.png'),
      fullPage: true,
    });
  });
  expect(crashes).toEqual([]);
});
