import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { HIGH_LOW } from '../../tools/plugin-proof/highLow';
import { LOW_OR_HIGH } from '../../tools/plugin-proof/lowOrHigh';
import { RED_OR_BLACK } from '../../tools/plugin-proof/redOrBlack';
import { slotText, winningSide } from '../fixtures/games/low-or-high/core';
import { cardName } from '../fixtures/games/red-or-black/core';
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

// Issue 31's proof that a game is a plug-in: a scratch copy of this checkout gets three fixture
// games, the instant game high-low, the room game red-or-black and the round game low-or-high
// (tests/fixtures/games/), each as games/<name>/ plus one line and its import in each
// registry, nothing else; it builds, and its server plays each in the browser: the page, a
// settled bet, drawn room or rolled round, the scene landing on it, the verifier, the capture.

// E2E_PORT + 1 is the second brand's server (brand.spec.ts).
const PORT = Number(process.env.PLUGIN_PROOF_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 2);
const ORIGIN = `http://localhost:${PORT}`;
const run = promisify(execFile);

test.describe.configure({ mode: 'serial' });

let scratch = '';
let server: ChildProcess | null = null;
const changes = new Map<string, ChangedFile[]>();

test.beforeAll(async () => {
  test.setTimeout(480_000);
  const copying = Date.now();
  scratch = mkdtempSync(join(tmpdir(), 'plugin-proof-'));
  makeScratchCopy(resolve(import.meta.dirname, '../..'), scratch);
  for (const game of [HIGH_LOW, RED_OR_BLACK, LOW_OR_HIGH]) {
    plugGame(scratch, game);
    changes.set(game.name, changesOutsideGame(scratch, game.name));
  }
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

test('adding a game edits nothing outside its folder but one line in each registry', () => {
  for (const game of [HIGH_LOW, RED_OR_BLACK, LOW_OR_HIGH])
    expect(changes.get(game.name), game.name).toEqual([
      { path: 'games/registry.client.ts', added: 2, removed: 0 },
      { path: 'games/registry.ts', added: 2, removed: 0 },
    ]);
});

test("the plugged games' calls and events are in its API document", async () => {
  const document = (await (await fetch(`${ORIGIN}/docs/openapi.json`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
    'x-socket-events': { server: Record<string, unknown> };
  };
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining([
      '/games/high-low/bet',
      '/games/red-or-black',
      '/games/red-or-black/{id}/join',
      '/games/low-or-high/round',
      '/games/low-or-high/history',
      '/games/low-or-high/bet',
    ]),
  );
  expect(Object.keys(document['x-socket-events'].server)).toEqual(
    expect.arrayContaining([
      'red-or-black.game',
      'red-or-black.games',
      'capture.red-or-black',
      'low-or-high.round',
      'capture.low-or-high',
    ]),
  );
});

async function newPlayer(browser: Browser, prefix = 'hl'): Promise<Page> {
  const context = await browser.newContext({ baseURL: ORIGIN });
  const page = await context.newPage();
  await page.setExtraHTTPHeaders(ownClientAddress());
  await registerThroughApi(page.request, `${prefix}${uniqueId()}`.slice(0, 16));
  return page;
}

/** A capture source (OBS) following the player's play of one game, and its landed marker. */
async function captureSource(browser: Browser, page: Page, game: string) {
  await page.goto('/profile/settings');
  await page.getByTestId('capture-label').fill(`OBS ${game}`);
  await page.getByRole('button', { name: 'Create capture link' }).click();
  await page.getByRole('combobox', { name: 'Game', exact: true }).selectOption(game);
  const link = await page.getByTestId('capture-link').inputValue();
  expect(link).toContain(`/embed/${game}?token=`);
  const obs = await browser.newContext({ viewport: { width: 640, height: 360 } });
  const source = await obs.newPage();
  await source.goto(link);
  const landed = source.getByTestId('embed-landed');
  await expect(landed).toHaveAttribute('data-status', 'watching');
  return { obs, landed };
}

test('the plugged game plays: page, bet, scene, verifier and capture', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await newPlayer(browser);
  const errors = watchForErrors(page);

  // The capture link, made in Profile → Settings, follows the new game.
  const { obs, landed: captured } = await captureSource(browser, page, 'high-low');

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
  // The page's text is the game's own (its folder's fairnessDoc.ts), not the overview.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('High-Low fairness');
  const verdict = page.getByTestId('verifier-result');
  await expect(verdict).toContainText('The server seed matches its hash');
  await expect(verdict).toContainText(`Card ${bet.outcome.card}:`);
  await expect(verdict).toContainText(bet.outcome.win ? 'a win calling low' : 'a loss calling low');
  expect(errors).toEqual([]);
  await obs.close();
});

interface Room {
  id: string;
  state: string;
  amount: number;
  seats: { username: string | null; house: boolean; choice: string }[];
  outcome: { card: number; colour: string } | null;
  fairness: { round: number } | null;
  payouts: number[] | null;
  fee: number | null;
}

const balanceOf = async (page: Page) =>
  ((await (await page.request.get('/api/users/me')).json()) as { user: { balance: number } }).user
    .balance;

async function drawnRoom(page: Page, id: string): Promise<Room> {
  let room: Room | null = null;
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/api/games/red-or-black/${id}`);
        room = ((await answer.json()) as { game: Room }).game;
        return room.state;
      },
      { timeout: 30_000, intervals: [250] },
    )
    .toBe('DRAWN');
  return room!;
}

/** The stake's pot less the 4% fee (whole here: 8 of 200) to the seat on the card's colour. */
function expectPaid(room: Room) {
  expect(room.outcome!.colour).toBe(room.outcome!.card < 26 ? 'red' : 'black');
  expect(room.fee).toBe(8);
  expect(room.payouts).toEqual(
    room.seats.map((seat) => (seat.choice === room.outcome!.colour ? 192 : 0)),
  );
}

test('the plugged room game plays: page, seats, draw, scene, verifier and capture', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const maker = await newPlayer(browser, 'rb');
  const taker = await newPlayer(browser, 'rb');
  const errors = [watchForErrors(maker), watchForErrors(taker)];
  const { obs, landed: captured } = await captureSource(browser, maker, 'red-or-black');
  const [makerStart, takerStart] = [await balanceOf(maker), await balanceOf(taker)];

  // The maker opens a game on black from the lobby's route.
  await maker.goto('/red-or-black');
  await expect(maker.getByRole('heading', { level: 1, name: 'Red or Black' })).toBeVisible();
  await sceneReady(maker, 'Red or black card table');
  await maker.getByRole('radio', { name: 'Black' }).check();
  const opened = maker.waitForResponse(
    (res) => res.request().method() === 'POST' && res.url().endsWith('/api/games/red-or-black'),
  );
  await maker
    .getByRole('form', { name: 'Red or black game' })
    .getByRole('button', { name: 'Open a game' })
    .click();
  const answer = await opened;
  expect(answer.status()).toBe(200);
  const { game } = (await answer.json()) as { game: Room };
  expect(game.seats).toEqual([expect.objectContaining({ house: false, choice: 'black' })]);
  await expect(maker.getByTestId('game-result')).toContainText('Waiting for an opponent');

  // The taker sees it open (the channel's snapshot or its change) and takes red.
  await taker.goto('/red-or-black');
  await sceneReady(taker, 'Red or black card table');
  const row = taker.locator(`[data-testid="red-or-black-open-room"][data-room-id="${game.id}"]`);
  await row.getByRole('button', { name: 'Join' }).click();
  const room = await drawnRoom(maker, game.id);
  expect(room.seats.map((seat) => seat.choice)).toEqual(['black', 'red']);
  expectPaid(room);

  // Both tables turn the same card, and only then say who won; the balances are exact.
  const { card, colour } = room.outcome!;
  for (const [page, seat] of [
    [maker, 0],
    [taker, 1],
  ] as const) {
    const stage = page.getByTestId('red-or-black-stage');
    await expect(stage).toHaveAttribute('data-landed-room', game.id);
    await expect(stage).toHaveAttribute('data-landed-card', String(card));
    const won = room.payouts![seat]! > 0;
    await expect(page.getByTestId('game-result')).toContainText(
      `${cardName(card)} · ${colour} wins · ${won ? 'you won' : 'you lost'}`,
    );
  }
  await expect.poll(() => balanceOf(maker)).toBe(makerStart - 100 + room.payouts![0]!);
  await expect.poll(() => balanceOf(taker)).toBe(takerStart - 100 + room.payouts![1]!);

  // The maker's browser source deals the same card.
  await expect(captured).toHaveAttribute('data-landed', game.id);
  await expect(captured).toHaveText(`${cardName(card)} · ${colour} wins`);

  // The room's "Verify" link recomputes it in the browser from what it published.
  await maker.getByRole('link', { name: 'Verify this game' }).click();
  await expect(maker).toHaveURL(/\/fairness\/red-or-black\?room=/);
  await expect(maker.getByLabel('Beacon value')).not.toHaveValue('');
  await maker
    .getByRole('form', { name: 'Red or Black verifier' })
    .getByRole('button', { name: 'Verify' })
    .click();
  const verdict = maker.getByTestId('verifier-result');
  await expect(verdict).toContainText('The server seed matches its hash');
  await expect(verdict).toContainText(`${cardName(card)} (card ${card}): ${colour} wins.`);
  await expect(verdict).toContainText('The payouts match what the game paid.');

  // The maker's bet history lists the seat in the game's own words, linked to the same check.
  await maker.goto('/profile/history');
  await maker.getByRole('combobox', { name: 'Game' }).selectOption({ label: 'Red or Black' });
  const seatRow = maker.locator('[data-game="red-or-black"]');
  await expect(async () => {
    await maker.getByRole('button', { name: 'Refresh' }).click();
    await expect(seatRow).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(seatRow).toContainText(`Black · ${cardName(card)} · ${colour} won`);
  await expect(seatRow).toContainText(`round ${room.fairness!.round}`);
  await expect(seatRow.getByRole('link', { name: 'Verify this Red or Black bet' })).toHaveAttribute(
    'href',
    `/fairness/red-or-black?room=${game.id}`,
  );

  // Against the house: the maker gives it the last seat; the house stakes nothing.
  await maker.goto('/red-or-black');
  await sceneReady(maker, 'Red or black card table');
  const second = maker.waitForResponse(
    (res) => res.request().method() === 'POST' && res.url().endsWith('/api/games/red-or-black'),
  );
  await maker.getByRole('button', { name: 'Open a game' }).click();
  const { game: housed } = (await (await second).json()) as { game: Room };
  const makerBefore = makerStart - 100 + room.payouts![0]! - 100;
  const own = maker.locator(`[data-testid="red-or-black-open-room"][data-room-id="${housed.id}"]`);
  await own.getByRole('button', { name: 'Call the house' }).click();
  const vsHouse = await drawnRoom(maker, housed.id);
  expect(vsHouse.seats).toEqual([
    expect.objectContaining({ house: false, choice: 'red' }),
    expect.objectContaining({ house: true, username: null, choice: 'black' }),
  ]);
  expectPaid(vsHouse);
  await expect(maker.getByTestId('red-or-black-stage')).toHaveAttribute(
    'data-landed-room',
    housed.id,
  );
  await expect.poll(() => balanceOf(maker)).toBe(makerBefore + vsHouse.payouts![0]!);
  await expect(captured).toHaveAttribute('data-landed', housed.id);
  expect(errors).toEqual([[], []]);
  await obs.close();
});

interface EndedRound {
  id: number;
  number: number;
  hash: string;
  outcome: { slot: number };
}

test('the plugged round game plays: page, bet, roll, scene, verifier and capture', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await newPlayer(browser, 'lh');
  const errors = watchForErrors(page);
  const { obs, landed: captured } = await captureSource(browser, page, 'low-or-high');
  const start = await balanceOf(page);

  // The page loads from the lobby's route and follows the round on the clock.
  await page.goto('/low-or-high');
  await expect(page.getByRole('heading', { level: 1, name: 'Low or High' })).toBeVisible();
  await sceneReady(page, 'Low or high slot strip');
  const stage = page.getByTestId('low-or-high-stage');
  await expect(stage).toHaveAttribute('data-phase', 'betting', { timeout: 30_000 });
  await page.getByRole('radio', { name: 'High (17-31)' }).check();
  const answered = page.waitForResponse((res) => res.url().endsWith('/api/games/low-or-high/bet'));
  await page
    .getByRole('form', { name: 'Low or high bet' })
    .getByRole('button', { name: 'Place bet' })
    .click();
  const answer = await answered;
  expect(answer.status()).toBe(200);
  const { bet, roundId } = (await answer.json()) as {
    bet: { id: string; amount: number; choice: { side: string } };
    roundId: number;
  };
  expect(bet.choice).toEqual({ side: 'high' });
  await expect(page.locator(`[data-bet-id="${bet.id}"]`)).toContainText('High (17-31)');

  // The round rolls and is paid; its slot is the one its hash and the chain's salt give.
  let ended: EndedRound | undefined;
  await expect
    .poll(
      async () => {
        const history = (await (
          await page.request.get('/api/games/low-or-high/history')
        ).json()) as {
          rounds: EndedRound[];
        };
        ended = history.rounds.find((round) => round.id === roundId);
        return ended?.id;
      },
      { timeout: 30_000, intervals: [250] },
    )
    .toBe(roundId);
  const { slot } = ended!.outcome;
  const payout = winningSide(slot) === 'high' ? 2 * bet.amount : 0;

  // The strip stops on it before the page says who won; the balance is exact.
  await expect(stage).toHaveAttribute('data-landed-round', String(roundId));
  await expect(stage).toHaveAttribute('data-landed-slot', String(slot));
  await expect(page.getByTestId('game-result')).toContainText(
    `${slotText(slot)} · ${payout > 0 ? 'you won' : 'you lost'}`,
  );
  // The landed round's "Verify" link (read now: the page moves on with the next round).
  const href = `/fairness/low-or-high?game=low-or-high&hash=${ended!.hash}`;
  await expect(page.getByRole('link', { name: `Verify round ${ended!.number}` })).toHaveAttribute(
    'href',
    href,
  );
  await expect.poll(() => balanceOf(page)).toBe(start - bet.amount + payout);

  // The player's browser source rolls the same round.
  await expect(captured).toHaveAttribute('data-landed', String(roundId));
  await expect(captured).toHaveText(slotText(slot));

  // The link recomputes the round's slot in the browser and finds it in the published chain.
  await page.goto(href);
  const verdict = page.getByTestId('round-verifier-result');
  await expect(verdict).toContainText(slotText(slot));
  await expect(verdict).toContainText(
    `Round ${ended!.number}: ${ended!.number} hashes lead to the published terminating hash.`,
  );

  // The player's bet history lists the bet in the game's own words, linked to the same check.
  await page.goto('/profile/history');
  await page.getByRole('combobox', { name: 'Game' }).selectOption({ label: 'Low or High' });
  const betRow = page.locator('[data-game="low-or-high"]');
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(betRow).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(betRow).toContainText(`High (17-31) · ${slotText(slot)}`);
  await expect(betRow).toContainText(`Round ${ended!.number}`);
  await expect(betRow.getByRole('link', { name: 'Verify this Low or High bet' })).toHaveAttribute(
    'href',
    href,
  );
  expect(errors).toEqual([]);
  await obs.close();
});
