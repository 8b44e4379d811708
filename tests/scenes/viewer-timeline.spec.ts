import { expect, test } from '@playwright/test';

// A scene's start loads the engine and its textures: seconds when the machine is busy.
const STARTED = { timeout: 20_000 };

// The viewer plays a timeline of fake rounds on every scene: rounds drawn by each game's
// core from a seed, sent one after another at instant pace, each counted once the scene
// answered done for every outcome in it.

/** Per game: how many rounds to play, and the outcome fields to set first. */
const TIMELINES: Record<string, { rounds: number; fields?: Record<string, string> }> = {
  'case-battle': { rounds: 2 },
  'case-unbox': { rounds: 3, fields: { Cases: '3' } },
  'coin-flip': { rounds: 3 },
  // seed "g" draws 1.00x, 1.17x and 1.17x: an instant bust, then two short climbs
  crash: { rounds: 3, fields: { 'Betting (s)': '0.5' } },
  dice: { rounds: 3 },
  mines: { rounds: 3 },
  plinko: { rounds: 3 },
  // a roll takes its 6 s at every pace (the server's clock): one round
  roulette: { rounds: 1, fields: { 'Betting (s)': '0.5' } },
  'skin-upgrader': { rounds: 3 },
};

test('the viewer plays a timeline of fake rounds on every scene', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  // every game the viewer lists is played here
  const nav = page.getByRole('navigation', { name: 'Games' });
  await expect(nav.getByRole('link')).toHaveText(Object.keys(TIMELINES));

  for (const [game, { rounds, fields = {} }] of Object.entries(TIMELINES)) {
    // In the page, as a designer moves between games: the stage keeps Phaser loaded.
    await nav.getByRole('link', { name: game, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?game=${game}$`));
    const log = page.getByLabel('Scene events');
    await expect(log).toContainText('ready', STARTED);
    for (const [label, value] of Object.entries(fields)) {
      const field = page.getByLabel(label, { exact: true });
      if ((await field.evaluate((e) => e.tagName)) === 'SELECT') await field.selectOption(value);
      else await field.fill(value);
    }
    await page.getByLabel('pace').selectOption('instant');
    await page.getByLabel('Timeline rounds').fill(String(rounds));
    await page.getByLabel('Timeline seed').fill('g');
    await page.getByLabel('Gap between rounds (ms)').fill('0');
    await page.getByRole('button', { name: 'Play timeline' }).click();

    const progress = page.getByLabel('Timeline progress');
    await expect(progress, game).toHaveText(
      `finished · round ${rounds} of ${rounds} · played ${rounds} · landed ${rounds}`,
      { timeout: 20_000 },
    );
    // every landing came from the scene, for the timeline's own commands
    const landings = (await log.textContent())?.match(/^done tl\d+-/gm) ?? [];
    expect(landings.length, game).toBeGreaterThanOrEqual(rounds);
  }
});

test('a timeline pauses after its round, steps one round, and loops', async ({ page }) => {
  await page.goto('/?game=dice');
  await expect(page.getByLabel('Scene events')).toContainText('ready', STARTED);
  await page.getByLabel('pace').selectOption('turbo');
  await page.getByLabel('Timeline rounds').fill('2');
  await page.getByLabel('Gap between rounds (ms)').fill('0');
  const progress = page.getByLabel('Timeline progress');
  await page.getByRole('button', { name: 'Step one round' }).click();
  await expect(progress).toHaveText('paused · round 2 of 2 · played 1 · landed 1');
  await page.getByLabel('Loop').check();
  await page.getByRole('button', { name: 'Play timeline' }).click();
  // looped: on its second pass or later (a loaded machine may read it a few passes on)
  await expect(progress).toContainText(/pass (?:[2-9]|[1-9]\d+)\b/, { timeout: 5_000 });
  await page.getByRole('button', { name: 'Pause timeline' }).click();
  await expect(progress).toHaveText(/^paused · /, { timeout: 5_000 });
  const landed = Number((await progress.textContent())?.match(/landed (\d+)/)?.[1]);
  expect(landed).toBeGreaterThanOrEqual(3);
  expect(await progress.textContent()).toContain(`played ${landed}`);
});
