import { expect, test, type Page, type Request } from '@playwright/test';
import { watchForErrors } from './page-errors';
import { sceneReady } from './in-view';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';

// Fast play in the real pages against the real server: the speed a player picks is
// remembered per game, goes with each bet (so the server holds the payout elsewhere for
// exactly that long) and drives the scene; a key or a tap skips a spin under way.

/**
 * Counts, in the page, the frames drawn between the answer to a POST to `path` and the
 * result line containing `text`.
 */
function framesFromAnswerToResult(page: Page, path: string, text: string): Promise<number> {
  return page.evaluate(
    ([path, text]) =>
      new Promise<number>((resolve) => {
        const send = window.fetch.bind(window);
        window.fetch = async (input, init) => {
          const response = await send(input, init);
          const url = input instanceof Request ? input.url : String(input);
          if (init?.method === 'POST' && url.endsWith(path)) {
            let frames = 0;
            const look = () => {
              const line = document.querySelector('[data-testid="game-result"]');
              if (line?.textContent?.includes(text)) resolve(frames);
              else {
                frames++;
                requestAnimationFrame(look);
              }
            };
            requestAnimationFrame(look);
          }
          return response;
        };
      }),
    [path, text] as const,
  );
}

const isBet = (path: RegExp) => (request: Request) =>
  path.test(request.url()) && request.method() === 'POST';

test('instant dice: the pace is remembered, sent with the bet, and the roll shows at once', async ({
  page,
}) => {
  const errors = watchForErrors(page);
  await registerThroughApi(page.request, `fp${uniqueId()}`.slice(0, 16));
  await page.goto('/dice');
  const panel = page.getByRole('form', { name: 'Dice bet' });
  const speed = panel.getByRole('group', { name: 'Speed' });
  await expect(speed.getByRole('radio', { name: 'Normal' })).toBeChecked();
  await speed.getByRole('radio', { name: 'Instant' }).check();
  await expect(speed.getByRole('radio', { name: 'Instant' })).toBeChecked();

  // remembered for this player and game, and only this game
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Dice bet' }).getByRole('radio', { name: 'Instant' }),
  ).toBeChecked();
  await page.goto('/plinko');
  await expect(
    page.getByRole('form', { name: 'Plinko bet' }).getByRole('radio', { name: 'Normal' }),
  ).toBeChecked();
  await page.goto('/dice');
  // The frames below time the answer to the result: a scene still booting would add its boot.
  await sceneReady(page, 'Dice roll track');

  const sent = page.waitForRequest(isBet(/\/api\/games\/dice\/bet$/));
  const frames = framesFromAnswerToResult(page, '/api/games/dice/bet', 'Roll ');
  await page.getByRole('form', { name: 'Dice bet' }).getByRole('button', { name: 'Roll' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ pace: 'instant' });
  // A normal roll animates for 900 ms (54 frames at 60 fps, 9 even at 10); instant shows
  // within a few frames: reading the answer's body, React's render and the scene's landing
  // frame may each fall on a frame of their own under load (3 seen in CI). Frames, not
  // milliseconds: a busy machine stretches frames, not counts.
  expect(await frames).toBeLessThanOrEqual(4);
  await expect(page.getByTestId('game-result')).toContainText('Roll ');
  expect(errors).toEqual([]);
});

test('Escape skips a case spin: the items show long before the reels would stop', async ({
  page,
}) => {
  const errors = watchForErrors(page);
  await registerThroughApi(page.request, `fk${uniqueId()}`.slice(0, 16));
  await page.goto('/case-opening/recoil-case');
  const opener = page.getByRole('form', { name: 'Open cases' });
  await expect(opener.getByRole('radio', { name: 'Normal' })).toBeChecked();
  const sent = page.waitForRequest(isBet(/\/api\/cases\/recoil-case\/open$/));
  const answered = page.waitForResponse((r) =>
    isBet(/\/api\/cases\/recoil-case\/open$/)(r.request()),
  );
  await opener.getByRole('button', { name: /^Open 1 for/ }).click();
  expect((await sent).postDataJSON()).toMatchObject({ pace: 'normal' });
  await answered;
  const at = Date.now();
  await expect(page.getByTestId('won-items')).toHaveCount(0); // the reels are spinning
  // Escape skips once the page has handed the answer to the scene (before that it has
  // nothing to skip, and a busy machine may take a moment): press until the items show.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('won-items')).toBeVisible({ timeout: 250 });
  }).toPass({ timeout: 5_000 });
  // The spin alone is 5.5 s: a skipped one shows its items a second or more before that,
  // with room for a loaded machine's slower hand-over (3.5 s seen in CI).
  expect(Date.now() - at).toBeLessThan(4_500);
  expect(errors).toEqual([]);
});
