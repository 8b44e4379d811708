import { expect, test, type APIRequestContext } from '@playwright/test';
import { ownClientAddress } from './client-address';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';

// Capture routes of the player-against-player games, against the real server: a browser
// source with only the capture token plays the streamer's coin flip when it is flipped,
// then the rounds and result of the streamer's case battle, each landing on the canvas.

async function post(request: APIRequestContext, path: string, data: unknown = {}) {
  const res = await request.post(path, { headers: ownClientAddress(), data });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

test('embeds play the streamer’s coin flip and case battle as they happen', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  await registerThroughApi(page.request, `sv${uniqueId()}`.slice(0, 16));
  const { secret } = (await post(page.request, '/api/users/me/capture-tokens', {
    label: 'OBS versus',
  })) as { secret: string };

  // OBS: no cookie at all, one source per game.
  const obs = await browser.newContext({ viewport: { width: 640, height: 360 } });
  const embed = async (game: string) => {
    const source = await obs.newPage();
    const errors = watchForErrors(source);
    await source.goto(`/embed/${game}?token=${secret}&w=640&h=360&bg=transparent`);
    const landed = source.getByTestId('embed-landed');
    await expect(landed).toHaveAttribute('data-status', 'watching');
    await expect(source.locator('canvas')).toBeVisible();
    return { landed, errors };
  };
  const flipSource = await embed('coinflip');
  const battleSource = await embed('case-battles');

  // A flip against the bot: the coin lands on the source no sooner than its flip's length.
  const { game } = (await post(page.request, '/api/games/coinflip', {
    amount: 100,
    side: 'CT',
  })) as { game: { id: string } };
  const called = Date.now();
  await post(page.request, `/api/games/coinflip/${game.id}/bot`);
  await expect(flipSource.landed).toHaveAttribute('data-landed', game.id, { timeout: 20_000 });
  expect(Date.now() - called).toBeGreaterThanOrEqual(3_000);
  await expect(flipSource.landed).toHaveText(/^(CT|T) wins · \S+/);
  const flipped = await (await page.request.get(`/api/games/coinflip/${game.id}`)).json();
  expect(flipped.game.state).toBe('FLIPPED');

  // A 1v1 against a bot, one fast round: the reels play it, then its result lands.
  const { caseBattle } = (await post(page.request, '/api/case-battles', {
    mode: 'VERSUS',
    options: ['FAST_SPIN'],
    playerAmount: 2,
    cases: [{ slug: 'danger-zone-case', amount: 1 }],
  })) as { caseBattle: { _id: string } };
  await post(page.request, `/api/case-battles/${caseBattle._id}/bots`);
  await expect(battleSource.landed).toHaveAttribute('data-landed', caseBattle._id, {
    timeout: 30_000,
  });
  await expect(battleSource.landed).toHaveText(/wins\.$|shares the pot\.$/);
  const done = await (await page.request.get(`/api/case-battles/${caseBattle._id}`)).json();
  expect(done.caseBattle.state).toBe('GAME_COMPLETED');

  expect(flipSource.errors).toEqual([]);
  expect(battleSource.errors).toEqual([]);
  await obs.close();
});
