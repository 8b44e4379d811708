import type { Page } from '@playwright/test';
import { expect, test } from './probePage';
import seedrandom from 'seedrandom';
import type { CoinFlipCommands } from '../../games/coin-flip/bus';
import { COIN_FLIP_DRAW, coinFlipSide, otherSide, type CoinSide } from '../../games/coin-flip/core';
import type { CoinFlipProbe } from '../../games/coin-flip/scene/probe';
import { beaconFloat } from '../../games/fair/beaconDraw';
import type { Pace } from '../../games/pace';
import type { ProbeCommand } from '../../games/registry.client';
import type { ProbeResult, ProbeScript } from '../../tools/scene-viewer/probeTypes';

// The real coin flip scene in Chromium, stepped at 30, 60 and 144 fps with one long frame
// per flip: every flip lands on the side the core drew from a seeded beacon draw, on the
// first frame at or after the flip's length, in the same state at every frame rate; a page
// opened mid-flip lands on the same side at the same moment as everyone else.

const FRAME_RATES = [30, 60, 144];
const FLIP_MS = 3_000;
const LONGEST_FRAME = 700;

interface Flip {
  id: string;
  creatorSide: CoinSide;
  side: CoinSide;
  elapsedMs: number;
}

/** `count` games as the server could flip them: the side from the core over a beacon draw. */
function flips(seed: string, count: number): Flip[] {
  const rng = seedrandom(seed);
  const { round, seat } = COIN_FLIP_DRAW;
  return Array.from({ length: count }, (_, n) => ({
    id: `${seed}-${n}`,
    creatorSide: rng() < 0.5 ? 'CT' : 'T',
    side: coinFlipSide(beaconFloat(`server-${seed}-${n}`, `beacon${n}`, round, seat)),
    elapsedMs: 0,
  }));
}

function showGame(flip: Flip, state: CoinFlipCommands['coin-flip:show']['state']): ProbeCommand {
  return {
    type: 'coin-flip:show',
    payload: {
      gameId: flip.id,
      creator: { username: 'anna', side: flip.creatorSide },
      joiner: state === 'OPEN' ? null : { username: 'boris', side: otherSide(flip.creatorSide) },
      state,
    },
  };
}

/** Each game shown waiting for its beacon, then flipped; one long frame early in each. */
function script(games: Flip[], fps: number, seed: string, pace?: Pace): ProbeScript {
  const rng = seedrandom(`${seed}-frames`);
  const steps: ProbeCommand[][] = games.map((game) => [
    showGame(game, 'WAITING_FOR_BEACON'),
    {
      type: 'coin-flip:flip',
      payload: {
        id: game.id,
        gameId: game.id,
        winningSide: game.side,
        elapsedMs: game.elapsedMs,
        ...(pace ? { pace } : {}),
      },
    },
  ]);
  const longFrames = steps.map((): [number, number] => [
    Math.floor(rng() * 40),
    150 + Math.floor(rng() * 550),
  ]);
  return { steps, fps, longFrames, draw: 'end' };
}

async function freshScene(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // another scene first, so the coin flip mounts anew
    await window.__sceneProbe!.show('dice');
    await window.__sceneProbe!.show('coin-flip');
  });
}

async function run(page: Page, s: ProbeScript): Promise<ProbeResult> {
  const result: ProbeResult = await page.evaluate((x) => window.__sceneProbe!.run(x), s);
  expect(result.error).toBeNull();
  return result;
}

/** Every landing: its side face up, flat on the table, the winner's seat lit. */
function expectLandings(result: ProbeResult, games: Flip[], lengthMs: number): CoinFlipProbe[] {
  expect(result.landings.map((l) => l.id)).toEqual(games.map((g) => g.id));
  return result.landings.map((landing, i) => {
    const game = games[i]!;
    const probe = landing.probe as CoinFlipProbe;
    const due = Math.max(0, lengthMs - game.elapsedMs);
    expect(landing.elapsed).toBeGreaterThanOrEqual(due - 1e-6);
    expect(landing.elapsed).toBeLessThan(due + LONGEST_FRAME);
    expect(probe.spinning).toBe(false);
    expect(probe.gameId).toBe(game.id);
    expect(probe.state).toBe('FLIPPED');
    expect(probe.coin.face).toBe(game.side);
    expect(probe.coin.faces[game.side]).toBe(1);
    expect(probe.coin.faces[otherSide(game.side)]).toBe(0);
    expect(probe.coin.y).toBe(probe.coin.restY);
    expect(probe.coin.squash).toBe(1);
    expect(probe.winner).toBe(game.side);
    expect(probe.seats[game.side].glow).toBeGreaterThan(0);
    expect(probe.seats[otherSide(game.side)].glow).toBe(0);
    expect(probe.label).toBe(`${game.side} wins`);
    return probe;
  });
}

/** What must not depend on the frame rate (the glow's progress on the landing frame may). */
function restingState(probe: CoinFlipProbe) {
  return { coin: probe.coin, winner: probe.winner, label: probe.label, state: probe.state };
}

test('50 seeded flips land on their side, the same at 30, 60 and 144 fps', async ({ page }) => {
  const games = flips('coinflip-browser', 50);
  expect(new Set(games.map((g) => g.side)).size).toBe(2);
  const states: unknown[][] = [];
  for (const fps of FRAME_RATES) {
    await freshScene(page);
    const result = await run(page, script(games, fps, `coinflip-${fps}`));
    states.push(expectLandings(result, games, FLIP_MS).map(restingState));
  }
  expect(states[1]).toEqual(states[0]);
  expect(states[2]).toEqual(states[0]);
});

test('a page opened mid-flip lands on the same side, at the same moment', async ({ page }) => {
  const onTime = flips('coinflip-late', 20);
  const late = onTime.map((game, n) => ({ ...game, elapsedMs: 140 * (n + 1) - 1 }));
  await freshScene(page);
  const fromStart = expectLandings(await run(page, script(onTime, 60, 'on-time')), onTime, FLIP_MS);
  await freshScene(page);
  const result = await run(page, script(late, 60, 'late'));
  const joined = expectLandings(result, late, FLIP_MS);
  joined.forEach((probe, i) => expect(restingState(probe)).toEqual(restingState(fromStart[i]!)));
  // fewer frames than whole flips: each started part of the way in
  expect(result.frames).toBeLessThan(onTime.length * Math.ceil((FLIP_MS * 60) / 1000));
});

test('turbo and instant land sooner on the same side', async ({ page }) => {
  const games = flips('coinflip-pace', 10);
  await freshScene(page);
  expectLandings(await run(page, script(games, 60, 'turbo', 'turbo')), games, FLIP_MS * 0.35);
  const instant = await run(page, script(games, 60, 'instant', 'instant'));
  expectLandings(instant, games, 0);
  // instant: each lands on its first frame (a long first frame counts as that frame)
  for (const landing of instant.landings) expect(landing.elapsed).toBeLessThan(LONGEST_FRAME);
});

test('reduced motion cross-fades to the result in a short time', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await freshScene(page);
  const games = flips('coinflip-reduced', 10);
  const result = await run(page, script(games, 60, 'reduced'));
  expectLandings(result, games, FLIP_MS * 0.3);
  expect(result.sounds['game.wheel-end']).toBe(games.length);
});

test('an open game waits with the coin on the creator side and an open seat', async ({ page }) => {
  await freshScene(page);
  const game: Flip = { id: 'open', creatorSide: 'T', side: 'T', elapsedMs: 0 };
  const result = await run(page, { fps: 60, steps: [[showGame(game, 'OPEN')]] });
  const probe = result.final as CoinFlipProbe;
  expect(probe.state).toBe('OPEN');
  expect(probe.label).toBe('Waiting for an opponent');
  expect(probe.coin.face).toBe('T');
  expect(probe.seats.T.name).toBe('anna');
  expect(probe.seats.CT.name).toBe('Open seat');
  expect(probe.winner).toBeNull();
});
