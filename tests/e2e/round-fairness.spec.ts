import { expect, test } from '@playwright/test';
import { ownClientAddress } from './client-address';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';

// Every finished crash round links to its check on the fairness page, where the browser
// recomputes the crash point from (round hash, salt) and hashes the round back to the
// chain's published terminating hash: the number of hashes is the round's number.

interface HistoryRound {
  number: number;
  crashPoint: number;
  hash: string;
}

/** 235 -> "2.35x", as the game prints multipliers. */
function multiplier(e2: number): string {
  const whole = Math.floor(e2 / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${String(e2 % 100).padStart(2, '0')}x`;
}

test('a finished crash round verifies in the browser from its history chip', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setExtraHTTPHeaders(ownClientAddress());
  let newest: HistoryRound | undefined;
  await expect
    .poll(
      async () => {
        const answer = await page.request.get('/api/games/crash/history');
        newest = ((await answer.json()) as { rounds: HistoryRound[] }).rounds[0];
        return newest !== undefined;
      },
      { timeout: 90_000, intervals: [1_000] },
    )
    .toBe(true);
  const round = newest!;

  await page.goto('/crash');
  const chip = page.locator(`[data-testid="crash-history-chip"][data-round="${round.number}"]`);
  await chip.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/fairness/roulette\\?game=crash&hash=${round.hash}`));

  const crashChain = page.getByRole('article', { name: 'Crash chain' });
  await expect(crashChain).toBeVisible();
  const result = page.getByTestId('round-verifier-result');
  await expect(result).toContainText(`Crash point ${multiplier(round.crashPoint)}`);
  await expect(result).toContainText(
    `Round ${round.number}: ${round.number} hashes lead to the published terminating hash.`,
    { timeout: 30_000 },
  );

  // A hash from no round of the chain says so.
  await page.getByLabel('Round hash').fill('ab'.repeat(32));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(result).toContainText('Not a round of this chain', { timeout: 30_000 });
});

interface FlipGame {
  id: string;
  state: string;
  serverSeed: string | null;
  serverSeedHash: string;
  beaconValue: string | null;
  winningSide: string | null;
}

test('a finished coin flip verifies on the coin flip fairness page', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setExtraHTTPHeaders(ownClientAddress());
  await registerThroughApi(page.request, `fv${uniqueId()}`.slice(0, 16));
  const created = await page.request.post('/api/games/coinflip', {
    data: { amount: 100, side: 'CT' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = ((await created.json()) as { game: FlipGame }).game;
  expect((await page.request.post(`/api/games/coinflip/${id}/bot`)).status()).toBe(200);
  let game: FlipGame | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/games/coinflip/${id}`);
        game = ((await res.json()) as { game: FlipGame }).game;
        return game.state;
      },
      { timeout: 20_000 },
    )
    .toBe('FLIPPED');

  await page.goto('/fairness/coinflip');
  const form = page.getByRole('form', { name: 'Coin flip verifier' });
  await form.getByLabel('Server seed', { exact: true }).fill(game!.serverSeed!);
  await form.getByLabel('Server seed hash (optional)').fill(game!.serverSeedHash);
  await form.getByLabel('Beacon value').fill(game!.beaconValue!);
  await form.getByRole('button', { name: 'Verify' }).click();
  const result = page.getByTestId('coinflip-verifier-result');
  await expect(result).toContainText('The server seed matches its hash.');
  await expect(result).toContainText(`${game!.winningSide} wins`);
});
