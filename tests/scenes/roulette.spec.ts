import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './probePage';
import { slotColour } from '../../games/roulette/core';
import type { RouletteProbe } from '../../games/roulette/scene/probe';
import type { ProbeResult, ProbeScript } from '../../tools/scene-viewer/probeTypes';
import { rouletteRounds, rouletteScript, type RouletteRound } from './rouletteOutcomes';

// The real roulette scene in Chromium, stepped at 30, 60 and 144 fps with one long frame per
// roll: every roll stops on its slot, under the marker, on the first frame at or after 6 s
// from the roll's start, in the same place at every frame rate; a late joiner starts
// mid-spin and stops on the same slot at the same moment as everyone else.

const FRAME_RATES = [30, 60, 144];
const ROLL_MS = 6_000;
const LONGEST_FRAME = 700;

// The colours the scene's tuning gives each slot colour (read as the scene's build did).
const tuning = JSON.parse(
  readFileSync(new URL('../../games/roulette/tuning.json', import.meta.url), 'utf8'),
) as { colours: Record<string, string> };
const colourOf = (slot: number) => Number.parseInt(tuning.colours[slotColour(slot)]!.slice(1), 16);

async function freshScene(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // another scene first, so roulette mounts anew: no strip position kept from before
    await window.__sceneProbe!.show('dice');
    await window.__sceneProbe!.show('roulette');
  });
}

async function run(page: Page, script: ProbeScript): Promise<ProbeResult> {
  const result: ProbeResult = await page.evaluate((s) => window.__sceneProbe!.run(s), script);
  expect(result.error).toBeNull();
  return result;
}

function expectLandings(result: ProbeResult, rounds: RouletteRound[]): RouletteProbe[] {
  expect(result.landings.map((l) => l.id)).toEqual(rounds.map((r) => r.id));
  return result.landings.map((landing, i) => {
    const round = rounds[i]!;
    const probe = landing.probe as RouletteProbe;
    const due = ROLL_MS - round.elapsedMs;
    expect(landing.elapsed).toBeGreaterThanOrEqual(due - 1e-6);
    expect(landing.elapsed).toBeLessThan(due + LONGEST_FRAME);
    expect(probe.spinning).toBe(false);
    expect(probe.under?.slot).toBe(round.slot);
    expect(probe.under!.colour).toBe(colourOf(round.slot));
    expect(probe.under!.left).toBeLessThanOrEqual(probe.markerX);
    expect(probe.under!.right).toBeGreaterThan(probe.markerX);
    expect(probe.highlight).toBeGreaterThan(0);
    expect(probe.stripAlpha).toBe(1);
    return probe;
  });
}

test('every roll stops on its slot under the marker at 6 s, the same at any frame rate', async ({
  page,
}) => {
  // 20 rolls at each rate (6 s each, up to 864 frames): the motion test lands every slot at
  // every rate in node; here the real scene must agree with itself across the rates.
  const rounds = rouletteRounds('roulette-browser', 20);
  const stops: number[][] = [];
  for (const fps of FRAME_RATES) {
    await freshScene(page);
    const result = await run(page, rouletteScript(rounds, fps, `roulette-${fps}`));
    stops.push(expectLandings(result, rounds).map((probe) => probe.position));
  }
  expect(stops[1]).toEqual(stops[0]);
  expect(stops[2]).toEqual(stops[0]);
});

test('a late joiner starts mid-spin and stops on the same slot, at the same moment', async ({
  page,
}) => {
  const onTime = rouletteRounds('roulette-late', 20);
  const late = rouletteRounds('roulette-late', 20).map((round, n) => ({
    ...round,
    elapsedMs: 300 * (n + 1) - 1,
  }));
  await freshScene(page);
  const fromStart = expectLandings(await run(page, rouletteScript(onTime, 60, 'on-time')), onTime);
  await freshScene(page);
  const result = await run(page, rouletteScript(late, 60, 'late'));
  const joined = expectLandings(result, late);
  joined.forEach((probe, i) => expect(probe.position).toBeCloseTo(fromStart[i]!.position, 9));
  // fewer frames than a whole roll: it started part of the way in
  const whole = onTime.length * Math.ceil((ROLL_MS * 60) / 1000);
  expect(result.frames).toBeLessThan(whole);
});

test('reduced motion fades to the result and stops at the same moment', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await freshScene(page);
  const rounds = rouletteRounds('roulette-reduced', 10, 0.3);
  const result = await run(page, rouletteScript(rounds, 60, 'reduced'));
  expectLandings(result, rounds);
  expect(result.sounds['game.wheel-end']).toBe(rounds.length);
});

test('the betting bar counts down from what the page says', async ({ page }) => {
  await freshScene(page);
  const script: ProbeScript = {
    fps: 60,
    steps: [
      [{ type: 'roulette:betting', payload: { roundId: 'b', endsInMs: 9_000 } }],
      [
        {
          type: 'roulette:roll',
          payload: { id: 'r', roundId: 'r', slot: 0, landingOffset: 0.5, elapsedMs: 5_000 },
        },
      ],
    ],
  };
  // the betting step has no id to wait for: read the bar straight after it
  const betting = await run(page, { ...script, steps: [script.steps[0]!] });
  const bar = (betting.final as RouletteProbe).countdown;
  expect(bar.visible).toBe(true);
  expect(bar.fraction).toBeCloseTo(9_000 / 15_000, 6);
  expect(bar.label).toBe('Rolling in 9.0 s');
  const rolled = await run(page, { ...script, steps: [script.steps[1]!] });
  expect((rolled.final as RouletteProbe).countdown.visible).toBe(false);
  expect((rolled.final as RouletteProbe).under?.slot).toBe(0);
});
