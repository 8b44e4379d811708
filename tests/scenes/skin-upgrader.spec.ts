import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './probePage';
import type { SkinUpgraderProbe } from '../../games/skin-upgrader/scene/probe';
import type { ProbeResult, ProbeScript } from '../../tools/scene-viewer/probeTypes';
import { upgradeScript, upgradeSpins, type UpgradeSpin } from './skinUpgraderOutcomes';

// The real Skin Upgrader scene in Chromium, stepped at 30, 60 and 144 fps with one long frame per
// spin: every needle stops on its roll (read back from the needle's drawn rotation), inside
// the drawn arc exactly when the bet won, on the first frame at or after the spin's time,
// in the same place at every frame rate; near misses included.

const FRAME_RATES = [30, 60, 144];
const LONGEST_FRAME = 700;

const tuning = JSON.parse(
  readFileSync(new URL('../../games/skin-upgrader/tuning.json', import.meta.url), 'utf8'),
) as {
  durations: Record<string, number>;
  colours: Record<string, string>;
  factors: Record<string, number>;
};
const colour = (name: string) => Number.parseInt(tuning.colours[name]!.slice(1), 16);
const SPIN_MS = tuning.durations.spin!;

async function freshScene(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // another scene first, so the Skin Upgrader mounts anew: the needle starts at the top
    await window.__sceneProbe!.show('dice');
    await window.__sceneProbe!.show('skin-upgrader');
  });
}

async function run(page: Page, script: ProbeScript): Promise<ProbeResult> {
  const result: ProbeResult = await page.evaluate((s) => window.__sceneProbe!.run(s), script);
  expect(result.error).toBeNull();
  return result;
}

function expectLandings(
  result: ProbeResult,
  spins: UpgradeSpin[],
  spinMs: number,
): SkinUpgraderProbe[] {
  expect(result.landings.map((l) => l.id)).toEqual(spins.map((s) => s.id));
  const wins = spins.filter((s) => s.win).length;
  expect(result.sounds['game.wheel-tick']).toBe(spins.length);
  expect(result.sounds['game.wheel-end'] ?? 0).toBe(wins);
  expect(result.sounds['ui.dim'] ?? 0).toBe(spins.length - wins);
  return result.landings.map((landing, i) => {
    const spin = spins[i]!;
    const probe = landing.probe as SkinUpgraderProbe;
    expect(landing.elapsed).toBeGreaterThanOrEqual(spinMs - 1e-6);
    expect(landing.elapsed).toBeLessThan(spinMs + LONGEST_FRAME);
    // where the server said: read from the drawn rotation, on the rolls' grid
    expect(probe.needle).toBe(spin.roll / 2 ** 32);
    const size = spin.chance / 2 ** 32;
    const arc = spin.direction === 'under' ? { from: 0, to: size } : { from: 1 - size, to: 1 };
    expect(probe.arc.from).toBeCloseTo(arc.from, 12);
    expect(probe.arc.to).toBeCloseTo(arc.to, 12);
    expect(probe.inside).toBe(spin.win);
    expect(probe.spinning).toBe(false);
    expect(probe.state).toBe(spin.win ? 'win' : 'lose');
    expect(probe.caption).toBe(spin.win ? 'Upgraded' : 'Missed');
    expect(probe.flash.colour).toBe(colour(spin.win ? 'win' : 'lose'));
    expect(probe.flash.alpha).toBeGreaterThan(0);
    return probe;
  });
}

test('every needle stops on its roll at the spin time, the same at any frame rate', async ({
  page,
}) => {
  const spins = upgradeSpins('skin-upgrader-browser', 60);
  const stops: number[][] = [];
  for (const fps of FRAME_RATES) {
    await freshScene(page);
    const result = await run(page, upgradeScript(spins, fps, `skin-upgrader-${fps}`));
    stops.push(expectLandings(result, spins, SPIN_MS).map((probe) => probe.needle));
  }
  expect(stops[1]).toEqual(stops[0]);
  expect(stops[2]).toEqual(stops[0]);
});

test('turbo and instant land on the same rolls, within their own time', async ({ page }) => {
  const spins = upgradeSpins('skin-upgrader-pace', 20);
  for (const [pace, factor] of [
    ['turbo', 0.35],
    ['instant', 0],
  ] as const) {
    await freshScene(page);
    const result = await run(page, upgradeScript(spins, 60, `pace-${pace}`, pace));
    expectLandings(result, spins, SPIN_MS * factor);
  }
});

test('reduced motion sweeps to the same rolls in less time', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await freshScene(page);
  const spins = upgradeSpins('skin-upgrader-reduced', 20);
  const result = await run(page, upgradeScript(spins, 60, 'reduced'));
  expectLandings(result, spins, SPIN_MS * tuning.factors.reducedMotion!);
});

test('a skip lands the spin at once, on its roll', async ({ page }) => {
  await freshScene(page);
  const [spin] = upgradeSpins('skin-upgrader-skip', 1);
  const script: ProbeScript = { ...upgradeScript([spin!], 60, 'skip'), skipAt: [5] };
  const result = await run(page, script);
  expect(result.landings).toHaveLength(1);
  expect(result.landings[0]!.elapsed).toBeCloseTo((6 * 1000) / 60, 6);
  const probe = result.landings[0]!.probe as SkinUpgraderProbe;
  expect(probe.needle).toBe(spin!.roll / 2 ** 32);
});

test('a preview draws the arc and the chance, with no needle motion', async ({ page }) => {
  await freshScene(page);
  const result = await run(page, {
    fps: 60,
    steps: [
      [{ type: 'skin-upgrader:preview', payload: { chance: 3_221_225_472, direction: 'over' } }],
    ],
  });
  const probe = result.final as SkinUpgraderProbe;
  expect(probe.chanceText).toBe('75.00%');
  expect(probe.caption).toBe('chance');
  expect(probe.needle).toBe(0);
  expect(probe.state).toBe('idle');
});
