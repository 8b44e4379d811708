import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { HIGH_LOW } from '../../tools/plugin-proof/highLow';
import {
  changesOutsideGame,
  makeScratchCopy,
  plugGame,
  type ChangedFile,
} from '../../tools/plugin-proof/plugGame';
import { ownClientAddress } from './client-address';
import { sceneReady } from './in-view';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';

// Issue 31's proof that an instant game is a plug-in: a scratch copy of this checkout gets
// the fixture game high-low (tests/fixtures/games/high-low) as games/high-low/ plus one line
// and its import in each registry, nothing else; it builds, and its server plays the game
// in the browser: the page, a settled bet, the scene landing on it, the verifier, the capture.

// E2E_PORT + 1 is the second brand's server (brand.spec.ts).
const PORT = Number(process.env.PLUGIN_PROOF_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 2);
const ORIGIN = `http://localhost:${PORT}`;
const run = promisify(execFile);

test.describe.configure({ mode: 'serial' });

let scratch = '';
let server: ChildProcess | null = null;
let changes: ChangedFile[] = [];

test.beforeAll(async () => {
  test.setTimeout(480_000);
  const copying = Date.now();
  scratch = mkdtempSync(join(tmpdir(), 'plugin-proof-'));
  makeScratchCopy(resolve(import.meta.dirname, '../..'), scratch);
  plugGame(scratch, HIGH_LOW);
  changes = changesOutsideGame(scratch, HIGH_LOW.name);
  console.log(
    `plugin proof: copied and plugged in ${((Date.now() - copying) / 1000).toFixed(1)} s`,
  );
  const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
  const started = Date.now();
  await run('npm', ['run', 'build'], { cwd: scratch, maxBuffer: 64 * 1024 * 1024 });
  console.log(`plugin proof: the scratch copy built in ${seconds(started)}`);
  server = spawn(process.execPath, ['tools/start.mjs'], {
    cwd: scratch,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: join(scratch, 'data'),
      SITE_ORIGIN: ORIGIN,
      TRUST_PROXY: '127.0.0.1,::1',
      RATE_LIMIT_PER_MINUTE: '2400',
      ROUND_CHAIN_LENGTH: '1000',
      ROUND_CHAIN_SALT_DELAY_SECONDS: '1',
    },
  });
  await expect
    .poll(async () => (await fetch(`${ORIGIN}/ready`).catch(() => null))?.status, {
      // A loaded machine takes minutes to start a server (migrations, the round chains).
      timeout: 240_000,
      intervals: [250],
    })
    .toBe(200);
  console.log(`plugin proof: its server answered in ${seconds(started)} from the build's start`);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  if (!scratch) return;
  // The link first, on its own: nothing of the shared node_modules is removed through it.
  unlinkSync(join(scratch, 'node_modules'));
  rmSync(scratch, { recursive: true, force: true });
});

test('adding the game edits nothing outside its folder but one line in each registry', () => {
  expect(changes).toEqual([
    { path: 'games/registry.client.ts', added: 2, removed: 0 },
    { path: 'games/registry.ts', added: 2, removed: 0 },
  ]);
});

async function newPlayer(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: ORIGIN });
  const page = await context.newPage();
  await page.setExtraHTTPHeaders(ownClientAddress());
  await registerThroughApi(page.request, `hl${uniqueId()}`.slice(0, 16));
  return page;
}

test('the plugged game plays: page, bet, scene, verifier and capture', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await newPlayer(browser);
  const errors = watchForErrors(page);

  // The capture link, made in Profile → Settings, follows the new game.
  await page.goto('/profile/settings');
  await page.getByTestId('capture-label').fill('OBS high-low');
  await page.getByRole('button', { name: 'Create capture link' }).click();
  await page.getByRole('combobox', { name: 'Game', exact: true }).selectOption('high-low');
  const link = await page.getByTestId('capture-link').inputValue();
  expect(link).toContain('/embed/high-low?token=');
  const obs = await browser.newContext({ viewport: { width: 640, height: 360 } });
  const source = await obs.newPage();
  await source.goto(link);
  const captured = source.getByTestId('embed-landed');
  await expect(captured).toHaveAttribute('data-status', 'watching');

  // The page loads from the lobby's route; a bet settles and the scene lands on its card.
  await page.goto('/high-low');
  await expect(page.getByRole('heading', { level: 1, name: 'High-Low' })).toBeVisible();
  await sceneReady(page, 'High-low card track');
  await page.getByRole('radio', { name: 'Low (0-48)' }).check();
  const answered = page.waitForResponse((res) => res.url().endsWith('/api/games/high-low/bet'));
  const panel = page.getByRole('form', { name: 'High-low bet' });
  await panel.getByRole('button', { name: 'Draw' }).click();
  const answer = await answered;
  expect(answer.status()).toBe(200);
  const { bet } = (await answer.json()) as {
    bet: { id: string; payout: number; outcome: { card: number; call: string; win: boolean } };
  };
  expect(bet.outcome.call).toBe('low');
  expect(bet.payout).toBe(bet.outcome.card < 49 ? 200 : 0);
  const stage = page.getByTestId('high-low-stage');
  await expect(stage).toHaveAttribute('data-landed-bet', bet.id);
  await expect(stage).toHaveAttribute('data-landed-card', String(bet.outcome.card));
  await expect(page.getByTestId('game-result')).toContainText(`Card ${bet.outcome.card}`);
  const row = page.locator(`[data-bet-id="${bet.id}"]`);
  await expect(row).toContainText(`Card ${bet.outcome.card} · called low`);

  // The capture view shows the same bet.
  await expect(captured).toHaveAttribute('data-landed', bet.id);
  await expect(captured).toHaveText(`Card ${bet.outcome.card}`);

  // Reveal the seed; the bet's "Verify" link recomputes it in the browser.
  const rotated = await page.request.post('/api/fairness/seeds/rotate', {
    data: { clientSeed: `proof-${uniqueId()}` },
  });
  expect(rotated.status()).toBe(200);
  await page.reload();
  await row.getByRole('link', { name: 'Verify this bet' }).click();
  await expect(page).toHaveURL(/\/fairness\/high-low\?/);
  const verdict = page.getByTestId('verifier-result');
  await expect(verdict).toContainText('The server seed matches its hash');
  await expect(verdict).toContainText(`Card ${bet.outcome.card}:`);
  await expect(verdict).toContainText(bet.outcome.win ? 'a win calling low' : 'a loss calling low');
  expect(errors).toEqual([]);
  await obs.close();
});
