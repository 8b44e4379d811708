import { expect, test, type Page } from '@playwright/test';
import { ownClientAddress } from './client-address';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';

// Capture routes for mines and case opening, against the real server: browser sources with
// no cookie follow the streamer's mines game step by step and spin their case reels, each
// landing only after the betting tab has (the mines tab's answer, the reels' hold).

async function openEmbed(page: Page, game: string, token: string) {
  await page.goto(`/embed/${game}?token=${token}&w=640&h=360&bg=transparent`);
  const landed = page.getByTestId('embed-landed');
  await expect(landed).toHaveAttribute('data-status', 'watching');
  await expect(page.locator('canvas')).toBeVisible();
  return landed;
}

test('mines and case-opening embeds follow the streamer’s own play', async ({ browser, page }) => {
  test.setTimeout(90_000);
  await page.setExtraHTTPHeaders(ownClientAddress());
  await registerThroughApi(page.request, `sx${uniqueId()}`.slice(0, 16));
  const made = await page.request.post('/api/users/me/capture-tokens', { data: { label: 'OBS' } });
  expect(made.status()).toBe(200);
  const { secret } = (await made.json()) as { secret: string };

  const obs = await browser.newContext({ viewport: { width: 640, height: 360 } });
  const minesSource = await obs.newPage();
  const casesSource = await obs.newPage();
  const errors = [watchForErrors(minesSource), watchForErrors(casesSource)];
  const minesLanded = await openEmbed(minesSource, 'mines', secret);
  const casesLanded = await openEmbed(casesSource, 'case-opening', secret);

  const post = async (path: string, data?: object) => {
    const res = await page.request.post(path, { headers: ownClientAddress(), data });
    expect(res.status(), await res.text()).toBe(200);
    return res.json();
  };

  // Mines: the new game, then a tile, which lands only after the tab's answer and its flip.
  const { game } = await post('/api/games/mines/start', { amount: 100, mines: 1 });
  await expect(minesLanded).toHaveAttribute('data-landed', `${game.id}:start`);
  const sent = Date.now();
  const revealed = await post('/api/games/mines/reveal', { tile: 12 });
  await expect(minesLanded).not.toHaveAttribute('data-landed', `${game.id}:12`, { timeout: 1 });
  await expect(minesLanded).toHaveAttribute('data-landed', `${game.id}:12`);
  expect(Date.now() - sent).toBeGreaterThanOrEqual(400);
  if (revealed.game.state === 'active') {
    await post('/api/games/mines/cashout');
    await expect(minesLanded).toHaveAttribute('data-landed', `${game.id}:cashout`);
    await expect(minesLanded).toHaveText('Cashed out');
  } else {
    await expect(minesLanded).toHaveText('Mine!');
  }

  // Case opening: two reels at turbo, stopping when the tab's reels stop, not before.
  const opened = Date.now();
  const { openings } = await post('/api/cases/recoil-case/open', { count: 2, pace: 'turbo' });
  const spinId = openings[0].id as string;
  await casesSource.waitForTimeout(Math.max(0, opened + 1_500 - Date.now()));
  await expect(casesLanded).not.toHaveAttribute('data-landed', spinId, { timeout: 1 });
  await expect(casesLanded).toHaveAttribute('data-landed', spinId, { timeout: 15_000 });
  expect(Date.now() - opened).toBeGreaterThanOrEqual(1_988);
  await expect(casesLanded).toContainText(openings[1].item.name);

  for (const list of errors) expect(list).toEqual([]);
  await obs.close();
});
