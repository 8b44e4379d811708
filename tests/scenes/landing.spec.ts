import type { Page } from '@playwright/test';
import { expect, test } from './probePage';
import type { DiceProbe } from '../../games/dice/scene/probe';
import type { MinesProbe } from '../../games/mines/scene/probe';
import { compactMultiplier } from '../../games/plinko/scene/geometry';
import type { PlinkoProbe } from '../../games/plinko/scene/probe';
import type { SceneName } from '../../games/registry.client';
import type { ProbeResult, ProbeScript } from '../../tools/scene-viewer/probeTypes';
import { diceScript, minesScript, OUTCOMES_PER_RATE, plinkoScript } from './outcomes';

// Every scene lands on the outcome it is given: the real Phaser scenes in Chromium, stepped
// at 30, 60 and 144 frames per second (with one long frame per outcome), read back from
// their display objects on the frame that announced done. Each rate plays its own share of
// the outcomes: the motion modules land every outcome at every rate in node.

const FRAME_RATES = [30, 60, 144];

async function openProbe(page: Page, scene: SceneName): Promise<void> {
  await page.evaluate((name) => window.__sceneProbe!.show(name), scene);
}

/** The rate whose landing frames are each drawn before they are read. */
const DRAWN_RATE = 60;

/**
 * At DRAWN_RATE every landing frame is drawn, then read; at the other rates the readings
 * (the same either way) are taken undrawn and the end drawn: drawing was most of the time.
 */
async function run(page: Page, script: ProbeScript): Promise<ProbeResult> {
  const drawn: ProbeScript = { ...script, draw: script.fps === DRAWN_RATE ? 'landings' : 'end' };
  const result = await page.evaluate((s) => window.__sceneProbe!.run(s), drawn);
  expect(result.error).toBeNull();
  return result;
}

const near = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThan(1e-6);

test.describe('scenes land on their outcomes', () => {
  test('dice: the marker stops at the roll, which shows, win or lose', async ({ page }) => {
    await openProbe(page, 'dice');
    for (const fps of FRAME_RATES) {
      const { script, bets } = diceScript(`dice-browser-${fps}`, fps, OUTCOMES_PER_RATE);
      const result = await run(page, script);
      expect(result.landings.map((l) => l.id)).toEqual(bets.map((b) => b.id));
      // Each roll ticks as it sets off and sounds its landing: a chord if won, dim if lost.
      const wins = bets.filter((bet) => bet.win).length;
      expect(result.sounds['game.wheel-tick']).toBe(bets.length);
      expect(result.sounds['game.wheel-end'] ?? 0).toBe(wins);
      expect(result.sounds['ui.dim'] ?? 0).toBe(bets.length - wins);
      result.landings.forEach((landing, i) => {
        const bet = bets[i]!;
        const probe = landing.probe as DiceProbe;
        const { x, width } = probe.track;
        expect(probe.markerVisible).toBe(true);
        near(probe.markerX, x + (width * bet.roll) / 10_000);
        expect(probe.label).toBe((bet.roll / 100).toFixed(2));
        expect(probe.state).toBe(bet.win ? 'win' : 'lose');
        expect(probe.glow > 0).toBe(bet.win);
        // the zone matches the bet (its glide is shorter than the roll)
        const boundary = x + (width * bet.target) / 10_000;
        if (bet.direction === 'over') {
          near(probe.winZone.x, boundary);
          near(probe.winZone.x + probe.winZone.width, x + width);
        } else {
          near(probe.winZone.x, x);
          near(probe.winZone.x + probe.winZone.width, boundary);
        }
      });
    }
  });

  test('plinko: every ball rests in its bucket, with many in flight', async ({ page }) => {
    await openProbe(page, 'plinko');
    for (const fps of FRAME_RATES) {
      const { script, drops } = plinkoScript(`plinko-browser-${fps}`, fps, OUTCOMES_PER_RATE);
      const result = await run(page, script);
      expect(result.landings).toHaveLength(drops.length);
      expect(result.sounds['game.plinko-finish']).toBe(drops.length);
      expect(result.sounds['game.plinko-bounce']).toBeGreaterThan(drops.length * 4);
      const byId = new Map(drops.map((d) => [d.id, d]));
      for (const landing of result.landings) {
        const drop = byId.get(landing.id)!;
        const probe = landing.probe as PlinkoProbe;
        expect(probe.rows).toBe(drop.rows);
        expect(probe.buckets).toHaveLength(drop.rows + 1);
        const ball = probe.balls.find((b) => b.id === drop.id)!;
        expect(ball.visible).toBe(true);
        expect(ball.landed).toBe(true);
        const bucket = probe.buckets[drop.bucket]!;
        expect(ball.x).toBeGreaterThan(bucket.left);
        expect(ball.x).toBeLessThan(bucket.right);
        // no other bucket holds it
        const holders = probe.buckets.filter((b) => ball.x > b.left && ball.x < b.right);
        expect(holders).toHaveLength(1);
        // the full multiplier, or its compact form where the bucket is too narrow for it
        const multiplier = drop.multipliers[drop.bucket]!;
        expect([`${multiplier}x`, compactMultiplier(multiplier)]).toContain(bucket.label);
      }
    }
  });

  test('mines: picks show gems, a hit shows every mine, a cash-out dims the rest', async ({
    page,
  }) => {
    await openProbe(page, 'mines');
    for (const fps of FRAME_RATES) {
      const { script, games } = minesScript(`mines-browser-${fps}`, fps, OUTCOMES_PER_RATE);
      const result = await run(page, script);
      const landings = new Map(result.landings.map((l) => [l.id, l.probe as MinesProbe]));
      expect(result.sounds['game.mines-explosion'] ?? 0).toBe(
        games.filter((g) => g.hit !== null).length,
      );
      // One expect per run over every game: thousands of expect() calls cost most of a minute.
      const gem: MinesProbe['tiles'][number] = {
        face: 'gem',
        dim: false,
        exploded: false,
        scaleX: 1,
      };
      expect(
        games.map((game, nonce) =>
          game.picks.map((tile, i) => landings.get(`${nonce}-pick-${i}`)!.tiles[tile]),
        ),
      ).toEqual(games.map((game) => game.picks.map(() => gem)));
      const ends = games.map(
        (game, nonce) =>
          landings.get(game.hit === null ? `${nonce}-cashout` : `${nonce}-bust`)!.tiles,
      );
      expect(ends).toEqual(
        games.map((game) =>
          ends[0]!.map((_, index): MinesProbe['tiles'][number] => {
            if (game.picks.includes(index)) return gem;
            if (index === game.hit) return { face: 'mine', dim: false, exploded: true, scaleX: 1 };
            if (game.mines.includes(index))
              return { face: 'mine', dim: true, exploded: false, scaleX: 1 };
            return { face: 'hidden', dim: false, exploded: false, scaleX: 1 };
          }),
        ),
      );
    }
  });
});
