import { test as freshPageTest, type Page } from '@playwright/test';
import { expect, test } from './probePage';
import seedrandom from 'seedrandom';
import { plinkoBucket, plinkoPath, plinkoTableE4 } from '../../games/plinko/core';
import type { PlinkoProbe } from '../../games/plinko/scene/probe';
import type { ProbeCommand } from '../../games/registry.client';
import type { FrameStats, ProbeResult, ProbeScript } from '../../tools/scene-viewer/probeTypes';

// Plinko's recorded physics falls in the real scene: 200 seeded drops on every board size
// land in the buckets the core chose at 30, 60 and 144 fps (fifty in flight at once, one
// long frame per batch), each where its own fall ended rather than on a shared spot; the
// bucket labels of a 320 px board readable and apart; and what fifty balls in flight cost
// per frame on the real frame loop.

const FRAME_RATES = [30, 60, 144];
const DROPS = 200;
const BATCH = 50;

interface Drop {
  id: string;
  bucket: number;
}

function boardScript(rows: number, fps: number): { script: ProbeScript; drops: Drop[] } {
  const seed = `physics-${rows}-${fps}`;
  const rng = seedrandom(seed);
  const drops = Array.from({ length: DROPS }, (_, nonce): Drop & { path: (0 | 1)[] } => {
    const path = plinkoPath({ serverSeed: `server-${seed}`, clientSeed: 'scene', nonce }, rows);
    return { id: `${seed}-${nonce}`, path, bucket: plinkoBucket(path) };
  });
  const multipliers = plinkoTableE4(rows, 'high').map((e4) => e4 / 10_000);
  const steps: ProbeCommand[][] = [[{ type: 'plinko:board', payload: { rows, multipliers } }]];
  for (let i = 0; i < drops.length; i += BATCH) {
    steps.push(
      drops.slice(i, i + BATCH).map(({ id, path, bucket }) => ({
        type: 'plinko:drop' as const,
        payload: { id, path, bucket },
      })),
    );
  }
  const longFrames = steps.map((): [number, number] => [
    Math.floor(rng() * 60),
    150 + Math.floor(rng() * 550),
  ]);
  return { script: { steps, fps, longFrames, draw: 'end' }, drops };
}

async function open(page: Page, query: string): Promise<void> {
  await page.goto(`/?probe${query}`);
  await page.waitForFunction(() => window.__sceneProbe !== undefined);
  await page.evaluate(() => window.__sceneProbe!.show('plinko'));
}

test('200 seeded drops per board size land in their buckets at 30, 60 and 144 fps', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.evaluate(() => window.__sceneProbe!.show('plinko'));
  for (const fps of FRAME_RATES) {
    for (let rows = 8; rows <= 16; rows++) {
      const { script, drops } = boardScript(rows, fps);
      const result: ProbeResult = await page.evaluate((s) => window.__sceneProbe!.run(s), script);
      expect(result.error).toBeNull();
      expect(result.landings).toHaveLength(DROPS);
      expect(result.sounds['game.plinko-finish']).toBe(DROPS);
      expect(result.sounds['game.plinko-bounce']).toBeGreaterThan(DROPS * 4);
      // checked in plain code, one expect per board: thousands of expect() calls cost a minute
      const byId = new Map(drops.map((d) => [d.id, d]));
      const restsByBucket = new Map<number, Set<number>>();
      const wrong: string[] = [];
      for (const landing of result.landings) {
        const drop = byId.get(landing.id)!;
        const probe = landing.probe as PlinkoProbe;
        const ball = probe.balls.find((b) => b.id === drop.id);
        const holders = probe.buckets.flatMap((b, i) =>
          ball && ball.x > b.left && ball.x < b.right ? [i] : [],
        );
        if (
          probe.rows !== rows ||
          !ball?.landed ||
          !ball.visible ||
          holders.join() !== `${drop.bucket}`
        )
          wrong.push(`${drop.id}: bucket ${drop.bucket}, in ${holders.join() || 'none'}`);
        const rests = restsByBucket.get(drop.bucket) ?? new Set();
        restsByBucket.set(drop.bucket, rests.add(Math.round((ball?.x ?? 0) * 10)));
      }
      expect(wrong).toEqual([]);
      // balls in a bucket rest where their falls ended: not one shared spot per bucket
      const busiest = [...restsByBucket.values()].sort((a, b) => b.size - a.size)[0]!;
      expect(busiest.size).toBeGreaterThan(3);
    }
  }
});

// Its own page: the board is sized by the page's query.
freshPageTest(
  'a 320 px board labels 15 and 16 rows readably, apart and on the board',
  async ({ page }) => {
    await open(page, '&w=320&h=320');
    for (const [rows, risk] of [
      [16, 'high'],
      [15, 'medium'],
    ] as const) {
      const multipliers = plinkoTableE4(rows, risk).map((e4) => e4 / 10_000);
      const script: ProbeScript = {
        steps: [[{ type: 'plinko:board', payload: { rows, multipliers } }]],
        fps: 60,
        draw: 'end',
      };
      const result: ProbeResult = await page.evaluate((s) => window.__sceneProbe!.run(s), script);
      expect(result.error).toBeNull();
      const probe = result.final as PlinkoProbe;
      expect(probe.rows).toBe(rows);
      expect(probe.labelCssPx).toBeGreaterThanOrEqual(11 - 1e-6);
      const boxes = probe.buckets.map((b) => b.labelBox!);
      expect(probe.buckets.map((b) => b.label)).toContain(rows === 16 ? '130' : '110');
      for (let i = 0; i < boxes.length; i++) {
        const box = boxes[i]!;
        expect(box.left, `${rows} rows: label ${i}`).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(probe.board.width);
        expect(box.bottom).toBeLessThanOrEqual(probe.board.height);
        if (i > 0)
          expect(box.left, `${rows} rows: labels ${i - 1}, ${i}`).toBeGreaterThanOrEqual(
            boxes[i - 1]!.right,
          );
      }
    }
  },
);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

freshPageTest(
  'fifty plinko balls in flight: frame time p50 / p95',
  { tag: '@frames' },
  async ({ page }) => {
    await open(page, '&live&w=960&h=900');
    const multipliers = plinkoTableE4(16, 'high').map((e4) => e4 / 10_000);
    const drops: ProbeCommand[] = Array.from({ length: 50 }, (_, nonce) => {
      const path = plinkoPath({ serverSeed: 'server-bench', clientSeed: 'scene', nonce }, 16);
      return {
        type: 'plinko:drop',
        payload: { id: `bench-${nonce}`, path, bucket: plinkoBucket(path) },
      };
    });
    await page.evaluate((c) => window.__sceneProbe!.send(c), [
      { type: 'plinko:board', payload: { rows: 16, multipliers } },
    ] as ProbeCommand[]);
    await page.waitForTimeout(500);
    const measured = page.evaluate(() => window.__sceneProbe!.measure(2_500));
    await page.evaluate((c) => window.__sceneProbe!.send(c), drops);
    const stats: FrameStats = await measured;
    const work = { p50: percentile(stats.frameMs, 50), p95: percentile(stats.frameMs, 95) };
    const interval = { p50: percentile(stats.intervals, 50), p95: percentile(stats.intervals, 95) };
    console.log(
      `50 plinko balls, 960x900 canvas: ${stats.renders} frames in 2.5 s; ` +
        `frame work p50 ${work.p50.toFixed(2)} ms, p95 ${work.p95.toFixed(2)} ms; ` +
        `frame interval p50 ${interval.p50.toFixed(2)} ms, p95 ${interval.p95.toFixed(2)} ms`,
    );
    test.info().annotations.push({
      type: 'frame time (50 plinko balls)',
      description: `work p50 ${work.p50.toFixed(2)} / p95 ${work.p95.toFixed(2)} ms; interval p50 ${interval.p50.toFixed(2)} / p95 ${interval.p95.toFixed(2)} ms; ${stats.renders} frames in 2.5 s`,
    });
    // It animates the falls: a scene that stopped would draw a frame or none. The bound allows
    // 4 fps, as a loaded machine's software renderer manages (11 fps seen).
    expect(stats.renders).toBeGreaterThanOrEqual(10);
    expect(stats.done).toEqual([]); // all fifty still in flight while measured (2.81 s falls)
    expect(work.p50).toBeLessThan(50);
  },
);
