import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { FRAME_RATES, frameClock, runFrames } from '../../engine/testing/frames';
import { resolveTuning } from '../../engine/tuning';
import { PACES } from '../../pace';
import { plinkoBucket, plinkoPath } from '../core';
import { plinkoGame } from '../game';
import tuningFile from '../tuning.json';
import {
  bucketCentreX,
  bucketSpan,
  contactX,
  contactY,
  plinkoGeometry,
  restY,
  type PlinkoGeometry,
} from './geometry';
import { PlinkoModel } from './model';
import {
  contactTime,
  createBall,
  fallDuration,
  fallTiming,
  noise,
  placeBall,
  seedOf,
  type Ball,
} from './motion';

const tuning = resolveTuning(tuningFile);
const timing = fallTiming(tuning, (ms) => ms);

/** 200 drops from the real plinko core: seeded seeds, rows cycling through 8..16. */
function seededDrops(seed: string, count = 200) {
  return Array.from({ length: count }, (_, nonce) => {
    const rows = 8 + (nonce % 9);
    const seeds = { serverSeed: `server-${seed}`, clientSeed: `client-${seed}`, nonce };
    const path = plinkoPath(seeds, rows);
    return { id: `ball-${seed}-${nonce}`, rows, path, bucket: plinkoBucket(path) };
  });
}

/** The x range a ball may occupy during its current segment: between its two contacts, plus wobble. */
function corridor(ball: Ball, g: PlinkoGeometry): [number, number] {
  const slack = timing.wobble * g.spacing + 1e-9;
  if (ball.elapsed < timing.release) return [g.centreX - slack, g.centreX + slack];
  const hop = Math.floor((ball.elapsed - timing.release) / timing.hop) + 1;
  const from = Math.min(hop, ball.contacts) - 1;
  let rights = 0;
  for (let i = 0; i < from; i++) rights += ball.path[i] as number;
  const xa = contactX(g, from, rights);
  const xb =
    hop < ball.contacts
      ? contactX(g, hop, rights + (ball.path[from] as number))
      : bucketCentreX(g, ball.bucket);
  return [Math.min(xa, xb) - slack, Math.max(xa, xb) + slack];
}

describe('plinko motion', () => {
  it('touches exactly the peg the path names on every row', () => {
    for (const drop of seededDrops('pegs', 40)) {
      const g = plinkoGeometry(drop.rows, tuning);
      const ball = createBall(drop.id, drop.path, drop.bucket, g, timing);
      let rights = 0;
      for (let row = 0; row < drop.rows; row++) {
        placeBall(ball, contactTime(row, timing), g);
        expect(ball.x).toBeCloseTo(contactX(g, row, rights), 9);
        expect(ball.y).toBeCloseTo(contactY(g, row), 9);
        rights += drop.path[row] as number;
      }
      expect(rights).toBe(drop.bucket);
      expect(placeBall(ball, fallDuration(ball), g)).toBe(true);
      expect(ball.x).toBe(bucketCentreX(g, drop.bucket));
      expect(ball.y).toBe(restY(g));
    }
  });

  it.each(FRAME_RATES)(
    'rests 200 seeded balls in their buckets at %i fps, ten in flight at once',
    (fps) => {
      const rng = seedrandom(`plinko-frames-${fps}`);
      const drops = seededDrops(`plinko-${fps}`);
      const model = new PlinkoModel(tuning);
      let landed = 0;
      for (let rows = 8; rows <= 16; rows++) {
        const group = drops.filter((d) => d.rows === rows);
        model.setBoard({ rows, multipliers: Array.from({ length: rows + 1 }, () => 1) });
        const g = model.geometry;
        const rests = new Map<string, { x: number; y: number }>();
        const clock = frameClock(fps, rng);
        let next = 0;
        runFrames(
          clock,
          (dt) => {
            // a new ball every few frames: up to ten in the air together
            if (next < group.length && model.balls.filter((b) => !b.landed).length < 10) {
              model.drop(group[next++]!);
            }
            model.step(dt);
            for (const ball of model.balls) {
              if (ball.landed) continue;
              const [left, right] = corridor(ball, g);
              expect(ball.x).toBeGreaterThanOrEqual(left);
              expect(ball.x).toBeLessThanOrEqual(right);
            }
            for (const id of model.done) {
              const ball = model.balls.find((b) => b.id === id)!;
              expect(ball.landed).toBe(true);
              rests.set(id, { x: ball.x, y: ball.y });
            }
            model.done.length = 0;
          },
          () => rests.size === group.length,
        );
        for (const drop of group) {
          const rest = rests.get(drop.id);
          expect(rest, drop.id).toBeDefined();
          const [left, right] = bucketSpan(g, drop.bucket);
          expect(rest!.x).toBeGreaterThan(left);
          expect(rest!.x).toBeLessThan(right);
          expect(rest!.x).toBe(bucketCentreX(g, drop.bucket));
          expect(rest!.y).toBe(restY(g));
          landed += 1;
        }
      }
      expect(landed).toBe(200);
      expect(model.finishes).toBe(200);
    },
  );

  it('plays one bounce per peg with falling gain, then one finish', () => {
    const model = new PlinkoModel(tuning);
    model.setBoard({ rows: 12, multipliers: [] });
    model.drop({ id: 'solo', path: [1, 0, 1, 1, 0, 0, 1, 0, 1, 1, 0, 1], bucket: 7 });
    while (model.finishes === 0) model.step(1000 / 60);
    expect(model.bounces).toHaveLength(12);
    for (let i = 1; i < 12; i++) expect(model.bounces[i]!).toBeLessThan(model.bounces[i - 1]!);
    expect(model.bounces[0]).toBe(1);
    expect(model.bounces[11]).toBeGreaterThanOrEqual(tuning.factors.minGain);
    expect(model.pulseProgress(7)).toBeLessThan(1);
    expect(model.pulseProgress(6)).toBe(1);
  });

  it('fades a landed ball out and then forgets it', () => {
    const model = new PlinkoModel(tuning);
    const ball = model.drop({ id: 'f', path: Array(16).fill(0), bucket: 0 });
    model.step(fallDuration(ball));
    expect(model.done).toEqual(['f']);
    expect(model.ballAlpha(ball)).toBe(1);
    model.step(tuning.durations.fade / 2);
    expect(model.ballAlpha(ball)).toBeCloseTo(0.5, 9);
    model.step(tuning.durations.fade);
    expect(model.balls).toHaveLength(0);
  });

  it('lands in the given bucket even when a path disagrees with it', () => {
    const g = plinkoGeometry(8, tuning);
    const ball = createBall('odd', [0, 0, 0, 0, 0, 0, 0, 0], 5, g, timing);
    expect(placeBall(ball, fallDuration(ball), g)).toBe(true);
    expect(ball.x).toBe(bucketCentreX(g, 5));
  });

  it('ends balls still falling when the board changes', () => {
    const model = new PlinkoModel(tuning);
    model.drop({ id: 'x', path: Array(16).fill(1), bucket: 16 });
    model.step(100);
    model.setBoard({ rows: 8, multipliers: [] });
    expect(model.done).toEqual(['x']);
    expect(model.balls).toHaveLength(0);
  });

  it('wobbles deterministically per ball id', () => {
    expect(seedOf('a')).toBe(seedOf('a'));
    expect(seedOf('a')).not.toBe(seedOf('b'));
    const values = Array.from({ length: 1000 }, (_, i) => noise(12345, i));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(-1);
    expect(Math.max(...values)).toBeLessThanOrEqual(1);
    expect(Math.abs(values.reduce((a, b) => a + b, 0) / values.length)).toBeLessThan(0.1);
  });

  it.each(PACES.flatMap((pace) => FRAME_RATES.map((fps) => [pace, fps] as const)))(
    'at %s pace rests every ball in its bucket at %i fps, within the reveal time the server holds',
    (pace, fps) => {
      const rng = seedrandom(`plinko-pace-${pace}-${fps}`);
      const model = new PlinkoModel(tuning);
      for (const drop of seededDrops(`plinko-pace-${pace}-${fps}`, 54)) {
        model.setBoard({ rows: drop.rows, multipliers: [] });
        const g = model.geometry;
        model.drop({ ...drop, pace });
        const clock = frameClock(fps, rng, 20);
        let beforeLanding = 0;
        const frames = runFrames(
          clock,
          (dt) => {
            beforeLanding = clock.elapsed - dt;
            model.step(dt);
          },
          () => model.done.length > 0,
        );
        expect(model.done).toEqual([drop.id]);
        model.done.length = 0;
        const ball = model.balls.find((b) => b.id === drop.id)!;
        expect(ball.x).toBe(bucketCentreX(g, drop.bucket));
        expect(ball.y).toBe(restY(g));
        expect(model.ballAlpha(ball)).toBe(1); // the landing frame shows it whole
        if (pace === 'instant') expect(frames).toBe(1);
        const { id: _id, ...outcome } = drop;
        expect(beforeLanding).toBeLessThan(
          plinkoGame.revealMs({ ...outcome, risk: 'low' }, pace) + 1,
        );
        runFrames(
          clock,
          (dt) => model.step(dt),
          () => model.still(),
        );
        expect(model.balls).toHaveLength(0);
      }
    },
  );

  it.each(PACES)('at %s pace falls no longer than the reveal time, to the millisecond', (pace) => {
    for (let rows = 8; rows <= 16; rows++) {
      const model = new PlinkoModel(tuning);
      model.setBoard({ rows, multipliers: [] });
      const path = Array.from({ length: rows }, (_, i) => (i % 2) as 0 | 1);
      model.drop({ id: 'ms', path, bucket: plinkoBucket(path), pace });
      let elapsed = 0;
      while (model.done.length === 0) {
        model.step(1);
        elapsed += 1;
      }
      const reveal = plinkoGame.revealMs({ rows, risk: 'low', path, bucket: 0 }, pace);
      expect(elapsed).toBeLessThanOrEqual(Math.max(1, reveal + 1));
      expect(elapsed).toBeGreaterThanOrEqual(reveal - 1);
    }
  });

  it('skips every ball in flight into its bucket at once', () => {
    const model = new PlinkoModel(tuning);
    model.setBoard({ rows: 16, multipliers: [] });
    const a = model.drop({ id: 'a', path: Array(16).fill(0), bucket: 0 });
    model.step(200);
    const b = model.drop({ id: 'b', path: Array(16).fill(1), bucket: 16, pace: 'turbo' });
    model.step(16);
    expect(model.remaining()).toBeGreaterThan(0);
    model.skip();
    expect(model.done).toEqual(['a', 'b']);
    expect([a.landed, b.landed]).toEqual([true, true]);
    expect(a.x).toBe(bucketCentreX(model.geometry, 0));
    expect(b.x).toBe(bucketCentreX(model.geometry, 16));
    expect(model.remaining()).toBe(0);
  });

  it('is still only once no ball falls or fades and no bucket pulses', () => {
    const model = new PlinkoModel(tuning);
    expect(model.still()).toBe(true);
    const ball = model.drop({ id: 's', path: Array(16).fill(0), bucket: 0 });
    expect(model.still()).toBe(false);
    model.step(fallDuration(ball));
    expect(model.still()).toBe(false);
    model.step(Math.max(tuning.durations.fade, tuning.durations.pulse));
    expect(model.still()).toBe(true);
  });
});
