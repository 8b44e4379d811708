import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './probePage';
import { demoCaseItems, demoCasePrice, demoOpening } from '../../games/case-unbox/scene/demoCase';
import type { CaseUnboxProbe } from '../../games/case-unbox/scene/probe';
import type { DiceProbe } from '../../games/dice/scene/probe';
import type { MinesProbe } from '../../games/mines/scene/probe';
import { paced, type Pace } from '../../games/pace';
import type { PlinkoProbe } from '../../games/plinko/scene/probe';
import type { ProbeCommand, SceneName } from '../../games/registry.client';
import type { ProbeResult, ProbeScript } from '../../tools/scene-viewer/probeTypes';
import { diceScript, minesScript, OUTCOMES_PER_RATE, plinkoScript, withPace } from './outcomes';

// Fast play in the real scenes: at turbo and instant every scene still lands exactly on its
// outcome (one long frame per outcome), no later than the reveal time the server holds the
// payout for; instant lands on the first frame; a skip lands at once.
// (The motion tests tie each manifest's revealMs to its motion module to the millisecond;
// the reveal times here are the same sums, from the tuning files the scenes were built with.)

const durations = (game: string): Record<string, number> =>
  JSON.parse(readFileSync(`games/${game}/tuning.json`, 'utf8')).durations;
const dice = durations('dice');
const plinko = durations('plinko');
const cases = durations('case-unbox');
const reveal = {
  dice: (pace: Pace) => paced(dice.roll!, pace),
  plinko: (rows: number, pace: Pace) =>
    paced(plinko.release! + (rows - 1) * plinko.hop! + plinko.land!, pace),
  cases: (reels: number, pace: Pace) => paced(cases.spin! + (reels - 1) * cases.stagger!, pace),
};

const FRAME_RATES = [30, 60, 144];
const FAST = ['turbo', 'instant'] as const;
// Dice, mines and case reels: their motion modules land every outcome at each pace and at
// 30, 60 and 144 fps in node (games/*/scene/motion.test.ts). Here the real scene runs each
// pace at one rate, turbo at the slowest and instant at the fastest. Plinko's pace moves
// its physics in the scene itself, so it still runs at all three (a share of the drops each).
const SCENE_RATE: Record<(typeof FAST)[number], number> = { turbo: 30, instant: 144 };
const rateFor = (pace: (typeof FAST)[number]) => [SCENE_RATE[pace]];

async function openProbe(page: Page, scene: SceneName): Promise<void> {
  await page.evaluate((name) => window.__sceneProbe!.show(name), scene);
}

/**
 * Reads every landing without drawing it, then draws the end: the readings are the same
 * (landing.spec.ts draws each landing frame), and drawing was nearly all of a run's time.
 */
async function run(page: Page, script: ProbeScript): Promise<ProbeResult> {
  const result = await page.evaluate((s) => window.__sceneProbe!.run(s), {
    ...script,
    draw: 'end',
  } satisfies ProbeScript);
  expect(result.error).toBeNull();
  return result;
}

const near = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThan(1e-6);

/** Landed within the reveal time: it had not landed one frame (or one long frame) earlier. */
function withinReveal(elapsed: number, revealMs: number, fps: number) {
  expect(elapsed).toBeLessThanOrEqual(revealMs + 700 + 1000 / fps);
}

test.describe('fast play lands on every outcome', () => {
  for (const pace of FAST) {
    test(`dice at ${pace}`, async ({ page }) => {
      await openProbe(page, 'dice');
      for (const fps of rateFor(pace)) {
        const { script, bets } = diceScript(`dice-${pace}-${fps}`, fps);
        const result = await run(page, withPace(script, pace));
        expect(result.landings.map((l) => l.id)).toEqual(bets.map((b) => b.id));
        if (pace === 'instant') expect(result.frames).toBe(bets.length); // one frame each
        result.landings.forEach((landing, i) => {
          const bet = bets[i]!;
          const probe = landing.probe as DiceProbe;
          near(probe.markerX, probe.track.x + (probe.track.width * bet.roll) / 10_000);
          expect(probe.label).toBe((bet.roll / 100).toFixed(2));
          expect(probe.state).toBe(bet.win ? 'win' : 'lose');
          withinReveal(landing.elapsed, reveal.dice(pace), fps);
        });
      }
    });

    test(`plinko at ${pace}`, async ({ page }) => {
      await openProbe(page, 'plinko');
      for (const fps of FRAME_RATES) {
        const { script, drops } = plinkoScript(`plinko-${pace}-${fps}`, fps, OUTCOMES_PER_RATE);
        const result = await run(page, withPace(script, pace));
        expect(result.landings).toHaveLength(drops.length);
        const byId = new Map(drops.map((d) => [d.id, d]));
        for (const landing of result.landings) {
          const drop = byId.get(landing.id)!;
          const probe = landing.probe as PlinkoProbe;
          const ball = probe.balls.find((b) => b.id === drop.id)!;
          expect(ball.visible && ball.landed).toBe(true);
          const bucket = probe.buckets[drop.bucket]!;
          expect(ball.x).toBeGreaterThan(bucket.left);
          expect(ball.x).toBeLessThan(bucket.right);
          withinReveal(landing.elapsed, reveal.plinko(drop.rows, pace), fps);
          if (pace === 'instant') expect(landing.elapsed).toBeLessThanOrEqual(700);
        }
      }
    });

    test(`mines at ${pace}`, async ({ page }) => {
      await openProbe(page, 'mines');
      for (const fps of rateFor(pace)) {
        const { script, games } = minesScript(`mines-${pace}-${fps}`, fps);
        const result = await run(page, withPace(script, pace));
        const landings = new Map(result.landings.map((l) => [l.id, l.probe as MinesProbe]));
        // one expect per board of boards: thousands of expect() calls cost most of a minute
        const ends = games.map(
          (game, nonce) =>
            landings.get(game.hit === null ? `${nonce}-cashout` : `${nonce}-bust`)!.tiles,
        );
        expect(ends.map((tiles) => tiles.map((tile) => tile.face))).toEqual(
          games.map((game) =>
            ends[0]!.map((_, index) =>
              game.picks.includes(index) ? 'gem' : game.mines.includes(index) ? 'mine' : 'hidden',
            ),
          ),
        );
        expect(ends.flat().filter((tile) => tile.scaleX !== 1)).toEqual([]);
        if (pace === 'instant') {
          for (const landing of result.landings) expect(landing.elapsed).toBeLessThanOrEqual(700);
        }
      }
    });

    test(`case reels at ${pace}`, async ({ page }) => {
      await openProbe(page, 'case-unbox');
      for (const fps of rateFor(pace)) {
        const spins = Array.from({ length: 40 }, (_, n) => ({
          id: `spin-${pace}-${fps}-${n}`,
          items: Array.from({ length: 1 + (n % 5) }, (_, k) =>
            demoOpening(`server-${pace}-${fps}`, n * 5 + k),
          ),
        }));
        const steps: ProbeCommand[][] = [
          [{ type: 'case-unbox:reels', payload: { items: demoCaseItems, count: 1 } }],
          ...spins.map((spin): ProbeCommand[] => [
            {
              type: 'case-unbox:spin',
              payload: {
                id: spin.id,
                price: demoCasePrice,
                pace,
                reels: spin.items.map((item, k) => ({ openingId: `${spin.id}-${k}`, item })),
              },
            },
          ]),
        ];
        const longFrames = steps.map((_, i): [number, number] => [i % 7, 150 + ((i * 97) % 550)]);
        const result = await run(page, { steps, fps, longFrames });
        expect(result.landings.map((l) => l.id)).toEqual(spins.map((s) => s.id));
        result.landings.forEach((landing, i) => {
          const spin = spins[i]!;
          const probe = landing.probe as CaseUnboxProbe;
          expect(probe.reels.map((r) => r.under?.name)).toEqual(spin.items.map((it) => it.name));
          for (const reel of probe.reels) {
            expect(reel.under!.left).toBeLessThanOrEqual(probe.markerX);
            expect(reel.under!.right).toBeGreaterThan(probe.markerX);
            expect(reel.label).not.toBeNull();
          }
          withinReveal(landing.elapsed, reveal.cases(spin.items.length, pace), fps);
        });
      }
    });
  }
});

test('a skip lands five spinning reels on their items on the next frame', async ({ page }) => {
  await openProbe(page, 'case-unbox');
  const items = Array.from({ length: 5 }, (_, k) => demoOpening('server-skip', k));
  for (const fps of FRAME_RATES) {
    const result = await run(page, {
      fps,
      steps: [
        [{ type: 'case-unbox:reels', payload: { items: demoCaseItems, count: 5 } }],
        [
          {
            type: 'case-unbox:spin',
            payload: {
              id: `skip-${fps}`,
              price: demoCasePrice,
              reels: items.map((item, k) => ({ openingId: `skip-${fps}-${k}`, item })),
            },
          },
        ],
      ],
      skipAt: [null, 10],
    });
    const [landing] = result.landings;
    // ten frames in, then the skip: done on the very next frame, far short of the spin
    near(landing!.elapsed, (11 * 1000) / fps);
    const probe = landing!.probe as CaseUnboxProbe;
    expect(probe.reels.map((r) => r.under?.name)).toEqual(items.map((item) => item.name));
    expect(probe.reels.every((r) => r.label !== null)).toBe(true);
  }
});

test('a skip lands a dice roll and a plinko ball at once', async ({ page }) => {
  await openProbe(page, 'dice');
  const dice = await run(page, {
    fps: 60,
    steps: [
      [
        {
          type: 'dice:roll',
          payload: { id: 'd', roll: 8123, target: 5000, direction: 'over', win: true },
        },
      ],
    ],
    skipAt: [3],
  });
  near(dice.landings[0]!.elapsed, (4 * 1000) / 60);
  expect((dice.landings[0]!.probe as DiceProbe).label).toBe('81.23');

  await openProbe(page, 'plinko');
  const path = [1, 1, 0, 1, 0, 0, 1, 1] as (0 | 1)[];
  const plinko = await run(page, {
    fps: 60,
    steps: [
      [
        {
          type: 'plinko:board',
          payload: { rows: 8, multipliers: [9, 3, 1, 0.5, 0.3, 0.5, 1, 3, 9] },
        },
      ],
      [{ type: 'plinko:drop', payload: { id: 'p', path, bucket: 5 } }],
    ],
    skipAt: [null, 2],
  });
  near(plinko.landings[0]!.elapsed, (3 * 1000) / 60);
  const probe = plinko.landings[0]!.probe as PlinkoProbe;
  const ball = probe.balls.find((b) => b.id === 'p')!;
  expect(ball.x).toBeGreaterThan(probe.buckets[5]!.left);
  expect(ball.x).toBeLessThan(probe.buckets[5]!.right);
});
