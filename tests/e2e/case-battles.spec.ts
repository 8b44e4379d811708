import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { proofOfBattle, verifyCaseBattle } from '../../games/case-battle/verifier/battle-verify';
import type { CaseBattle } from '../../src/shared/contract/battles';
import { ARTIFACTS, horizontalOverflow, LAYOUT_WIDTHS } from './layout-check';
import { ownClientAddress } from './client-address';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';
import { keepScreenshot } from './artifact-shot';

// A 1v1 case battle against the real server and its local beacon: one player creates it,
// another joins from the battle's page, a visitor watches. All three pages land the same
// reels on the same pulls round by round (each seat's pulls show only once its reel has
// stopped there), agree on the winner, and the winner's balance rises by exactly their
// payout. FAST_SPIN and one cheap case keep it short.

interface Battle {
  _id: string;
  price: number;
  state: string;
  players: { id: string; username: string; seat: number }[];
  outcome: { userId: string; itemsWon: { name: string; price: number }[] }[];
  winners: { userId: string; amount: number }[];
}

const START = 100_000;
const ROUNDS = 2;

/** 123456 -> "1,234.56", as the header shows it. */
function gems(hundredths: number): string {
  const whole = Math.floor(hundredths / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(hundredths % 100).toString().padStart(2, '0')}`;
}

/** Each seat's landed pulls as the page lists them (oldest first), and its status. */
async function seen(page: Page) {
  const seats = page.getByTestId('battle-seat');
  const count = await seats.count();
  const pulls: string[][] = [];
  for (let seat = 0; seat < count; seat++) {
    const names = await seats
      .nth(seat)
      .getByTestId('battle-pull')
      .locator('.arena-seat__item')
      .allTextContents();
    pulls.push(names.reverse());
  }
  return { pulls, status: await page.getByTestId('battle-status').textContent() };
}

test('two players battle 1v1 while a visitor watches: same reels, same winner, exact payout', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const id = uniqueId();
  const contexts = await Promise.all(
    [0, 1, 2].map(() => browser.newContext({ extraHTTPHeaders: ownClientAddress() })),
  );
  const [maker, taker, watcher] = await Promise.all(contexts.map((context) => context.newPage()));
  if (!maker || !taker || !watcher) throw new Error('pages missing');
  const errors: string[] = [];
  for (const page of [maker, taker, watcher]) page.on('pageerror', (e) => errors.push(e.message));
  // How often each page's socket (re)connected: a page that misses an event says why.
  const sockets = new Map<Page, number>();
  for (const page of [maker, taker, watcher])
    page.on('websocket', () => sockets.set(page, (sockets.get(page) ?? 0) + 1));
  const makerName = `bm${id}`.slice(0, 16);
  const takerName = `bt${id}`.slice(0, 16);
  const makerUser = await registerThroughApi(maker.request, makerName);
  const takerUser = await registerThroughApi(taker.request, takerName);

  // The maker opens a public 1v1 of one cheap case, twice, at the fast pace.
  const created = await maker.request.post('/api/case-battles', {
    data: {
      mode: 'VERSUS',
      options: ['FAST_SPIN'],
      playerAmount: 2,
      cases: [{ slug: 'danger-zone-case', amount: ROUNDS }],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { caseBattle } = (await created.json()) as { caseBattle: Battle };
  const path = `/case-battles/${caseBattle._id}`;

  for (const page of [maker, taker, watcher]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Case Battle' })).toBeVisible();
    await expect(page.getByTestId('battle-status')).toHaveText('Waiting for players');
  }
  await expect(maker.getByTestId('header-balance')).toContainText(gems(START - caseBattle.price));
  // The watcher is counted (a visitor's socket too) once every page has joined the channel.
  await expect(watcher.getByTestId('battle-spectators')).toHaveText(/^[3-9] watching$/);

  // The watcher notes the first frame that knows a round (how many rounds the server has
  // told is no outcome), before anything can start.
  await watcher.evaluate(() => {
    const tick = () => {
      const status = document.querySelector('[data-testid="battle-status"]');
      const announced = status?.getAttribute('data-announced') ?? '0';
      if (announced === '0') {
        requestAnimationFrame(tick);
        return;
      }
      (window as unknown as { firstRound: unknown }).firstRound = {
        announced,
        pulls: document.querySelectorAll('[data-testid="battle-pull"]').length,
        totals: [...document.querySelectorAll('[data-testid="battle-seat"]')].map((seat) =>
          seat.getAttribute('data-total'),
        ),
        round: document.querySelector('[data-testid="battle-round"]')?.textContent ?? '',
      };
    };
    requestAnimationFrame(tick);
  });

  // The taker joins the free seat from the page: the seat's price leaves at once.
  const joined = taker.waitForResponse(
    (res) => res.url().endsWith(`${caseBattle._id}/join`) && res.request().method() === 'POST',
  );
  await taker.getByRole('button', { name: 'Join seat 2' }).click();
  expect((await joined).status()).toBe(200);
  // The watcher's frames note the first round (a tab behind another may get none).
  await watcher.bringToFront();
  await expect(taker.getByTestId('header-balance')).toContainText(gems(START - caseBattle.price));
  // The watcher's page fills the seat live.
  await expect(watcher.locator('[data-testid="battle-seat"][data-seat="1"]')).toHaveAttribute(
    'data-player',
    takerName,
  );

  // No spoilers: on the first frame that knows a round, its reels are still spinning: no
  // pull, no total shows yet. A loaded machine may give the page no frame for a whole round
  // (a CI run's first such frame already knew both): then it shows nothing of either.
  const firstRoundFrame = await watcher.waitForFunction(
    () => (window as unknown as { firstRound?: unknown }).firstRound ?? null,
    undefined,
    { timeout: 20_000 },
  );
  const firstRound = (await firstRoundFrame.jsonValue()) as { announced: string };
  expect(['1', '2'], 'rounds the first such frame knew').toContain(firstRound.announced);
  expect(firstRound, 'the first frame that knows a round').toEqual({
    announced: firstRound.announced,
    pulls: 0,
    totals: ['0', '0'],
    round: 'Round 1 of 2 is about to spin',
  });

  // Every page lands both rounds and then the result. Each round waits for its beacon round
  // and then its reels, which the scene animates on the browser's frames: a tab behind
  // another may get none (the browser throttles it), so each page is looked at while it is
  // waited for. A page that stayed on "Round 2 of 2" with its socket connected once and the
  // battle completed on the server was the reels' hook waiting on a landing that changed
  // nothing (use-battle-scene.test.tsx); a failure here says what the page showed.
  for (const [name, page] of [
    ['maker', maker],
    ['taker', taker],
    ['watcher', watcher],
  ] as const) {
    await page.bringToFront();
    const status = page.getByTestId('battle-status');
    try {
      await expect(status).toHaveAttribute('data-phase', 'finished', { timeout: 120_000 });
    } catch (error) {
      const server = await page.request.get(`/api/case-battles/${caseBattle._id}`);
      const { state } = ((await server.json()) as { caseBattle: Battle }).caseBattle;
      throw new Error(
        `${name}'s page: ${await status.textContent()} (server: ${state}); its socket ` +
          `connected ${sockets.get(page) ?? 0} times`,
        { cause: error },
      );
    }
  }
  const views = await Promise.all([maker, taker, watcher].map(seen));
  expect(views[1]!.pulls, "the taker's pulls against the maker's").toEqual(views[0]!.pulls);
  expect(views[2]!.pulls, "the watcher's pulls against the maker's").toEqual(views[0]!.pulls);

  // What they landed on is what the server drew.
  const answer = await watcher.request.get(`/api/case-battles/${caseBattle._id}`);
  const battle = ((await answer.json()) as { caseBattle: Battle }).caseBattle;
  expect(battle.state).toBe('GAME_COMPLETED');
  const seats = [makerUser.id, takerUser.id];
  const drawn = seats.map((userId) =>
    battle.outcome.find((entry) => entry.userId === userId)!.itemsWon.map((i) => i.name),
  );
  expect(views[0]!.pulls, 'the pulls shown against those drawn').toEqual(drawn);
  expect(drawn.every((pulls) => pulls.length >= ROUNDS)).toBe(true);

  // The winner's balance rose by exactly their payout; the other's only lost the seat's price.
  expect(battle.winners.length).toBeGreaterThan(0);
  const paid = new Map(battle.winners.map((winner) => [winner.userId, winner.amount]));
  // The pot is every bought pull's value: its item, plus the hundredth its case price's
  // rounding gave back, as the fairness page's verifier replays it from what was published.
  const items = battle.outcome.flatMap((e) => e.itemsWon).reduce((sum, i) => sum + i.price, 0);
  const proof = proofOfBattle(battle as unknown as CaseBattle);
  if ('error' in proof) throw new Error(proof.error);
  const verified = verifyCaseBattle(proof);
  if (!verified.ok) throw new Error(verified.error);
  const total = verified.totals.reduce((a, b) => a + b, 0);
  expect(total - items).toBeGreaterThanOrEqual(0);
  expect(total - items).toBeLessThanOrEqual(2 * ROUNDS);
  expect([...paid.values()].reduce((a, b) => a + b, 0)).toBe(total);
  expect(verified.result.winners.map((seat) => seats[seat])).toEqual([...paid.keys()]);
  for (const [page, userId] of [
    [maker, makerUser.id],
    [taker, takerUser.id],
  ] as const) {
    await expect(page.getByTestId('header-balance')).toContainText(
      gems(START - battle.price + (paid.get(userId) ?? 0)),
    );
    const mine = page.locator(`[data-testid="battle-seat"][data-seat="${seats.indexOf(userId)}"]`);
    await expect(mine).toHaveAttribute('data-payout', String(paid.get(userId) ?? 0));
  }
  // Equal totals tie both seats, which then share the pot: the line names no winner.
  const winnerNames = battle.winners.map((w) =>
    w.userId === makerUser.id ? makerName : takerName,
  );
  const headline =
    winnerNames.length === seats.length ? 'Every seat shares the pot' : `${winnerNames[0]!} wins`;
  for (const view of views) expect(view.status).toContain(headline);

  // The battle shows in the players' bet history with its verify link.
  const history = await maker.request.get('/api/games/bets?game=case-battle');
  const bets = ((await history.json()) as { bets: { fairness: { battleId: string } }[] }).bets;
  expect(bets.map((bet) => bet.fairness.battleId)).toContain(caseBattle._id);
  await expect(watcher.getByTestId('battle-verify')).toHaveAttribute(
    'href',
    `/fairness/case-battles?battle=${caseBattle._id}`,
  );

  // The finished battle fits from 320 px up, reels, seats and all.
  for (const width of LAYOUT_WIDTHS) {
    await watcher.setViewportSize({ width, height: width === 320 ? 640 : 900 });
    await expect(watcher.locator('.game-stage canvas')).toBeVisible();
    const { scrollWidth, innerWidth } = await horizontalOverflow(watcher);
    expect(scrollWidth, `battle page at ${width}px`).toBeLessThanOrEqual(innerWidth);
    await keepScreenshot(watcher, {
      path: resolve(ARTIFACTS, `case-battle-${width}.png`),
      fullPage: true,
    });
  }

  expect(errors).toEqual([]);
  await Promise.all(contexts.map((context) => context.close()));
});
