import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ownClientAddress } from './client-address';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';

// Capture routes on the shared rounds, against the real server's rounds: a browser source
// with no cookie shows the live crash curve and roulette strip, and tells the streamer's own
// bet once the round has shown it: the cash-out (or the crash), the strip's landing. Both
// embeds watch at once, so the two rounds run side by side.

interface Round {
  id: number;
  phase: string;
  serverTime: string;
  bettingEndsAt: string;
  rollingEndsAt?: string | null;
  crashPoint?: number | null;
  bets: { id: string; cashedOutAt?: number | null }[];
}

async function round(request: APIRequestContext, game: 'crash' | 'roulette'): Promise<Round> {
  const res = await request.get(`/api/games/${game}/round`);
  expect(res.status()).toBe(200);
  return (await res.json()).round as Round;
}

/**
 * The longest a betting phase is waited for. A crash round lasts as long as its crash point
 * takes (e^(0.00006 t)): 120 s is 1,339x, one round in 1,350; the round on show when the
 * test starts is more likely a long one, as a long round covers more of the clock.
 */
const ROUND_WAIT_MS = 120_000;

/** Bets as soon as a round takes bets with a second to spare; the bet's id. */
async function betInNextRound(
  request: APIRequestContext,
  game: 'crash' | 'roulette',
  data: Record<string, unknown>,
): Promise<{ betId: string; roundId: number }> {
  const deadline = Date.now() + ROUND_WAIT_MS;
  for (;;) {
    const now = await round(request, game);
    const left = Date.parse(now.bettingEndsAt) - Date.parse(now.serverTime);
    if (now.phase === 'betting' && left > 1_000) {
      const res = await request.post(`/api/games/${game}/bet`, {
        headers: ownClientAddress(),
        data,
      });
      expect(res.status(), await res.text()).toBe(200);
      const body = await res.json();
      return { betId: body.bet.id, roundId: body.roundId };
    }
    if (Date.now() > deadline) throw new Error(`no ${game} betting phase`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function openEmbed(page: Page, game: string, token: string) {
  await page.goto(`/embed/${game}?token=${token}&w=640&h=360&bg=transparent`);
  const landed = page.getByTestId('embed-landed');
  await expect(landed).toHaveAttribute('data-status', 'watching');
  await expect(page.locator('canvas')).toBeVisible();
  return landed;
}

test('crash and roulette embeds follow the streamer’s own bets on the live rounds', async ({
  browser,
  page,
}) => {
  // The wait for a betting phase, then both rounds' lengths and the rest.
  test.setTimeout(ROUND_WAIT_MS + 120_000);
  await page.setExtraHTTPHeaders(ownClientAddress());
  await registerThroughApi(page.request, `sr${uniqueId()}`.slice(0, 16));
  const made = await page.request.post('/api/users/me/capture-tokens', {
    headers: ownClientAddress(),
    data: { label: 'OBS rounds' },
  });
  expect(made.status()).toBe(200);
  const token = (await made.json()).secret as string;

  // OBS: another browser with no cookie at all, one source per game.
  const obs = await browser.newContext({ viewport: { width: 640, height: 360 } });
  const [crashSource, rouletteSource] = [await obs.newPage(), await obs.newPage()];
  const errors = [...watchForErrors(crashSource), ...watchForErrors(rouletteSource)];
  const crashLanded = await openEmbed(crashSource, 'crash', token);
  const rouletteLanded = await openEmbed(rouletteSource, 'roulette', token);

  const [crash, roulette] = await Promise.all([
    betInNextRound(page.request, 'crash', { amount: 100, autoCashout: 101 }),
    betInNextRound(page.request, 'roulette', { option: 'RED', amount: 100 }),
  ]);

  // Crash: told once the curve shows the cash-out at 1.01x, or the crash before it.
  await expect(crashLanded).toHaveAttribute('data-landed', crash.betId, { timeout: 40_000 });
  await expect(crashLanded).toHaveText(/^(Cashed out at 1\.01x|Crashed at 1\.00x)$/);
  const crashed = await round(page.request, 'crash');
  const settled =
    crashed.id === crash.roundId ? crashed.bets.find((b) => b.id === crash.betId) : null;
  if (settled) expect(settled.cashedOutAt !== null || crashed.phase === 'ended').toBe(true);

  // Roulette: told only once the strip has landed, never before the server's landing moment.
  await expect(rouletteLanded).toHaveAttribute('data-landed', roulette.betId, { timeout: 40_000 });
  const landedAt = Date.now();
  await expect(rouletteLanded).toHaveText(/^\d{1,2} · [A-Za-z ]+: Red (won|lost)$/);
  const rolled = await round(page.request, 'roulette');
  if (rolled.id === roulette.roundId && rolled.rollingEndsAt)
    expect(landedAt).toBeGreaterThanOrEqual(Date.parse(rolled.rollingEndsAt) - 250);

  expect(errors).toEqual([]);
  await obs.close();
});
