import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { FRAME_RATES, frameClock, runFrames } from '../../engine/testing/frames';
import { resolveTuning } from '../../engine/tuning';
import { PACES } from '../../pace';
import { plinkoBucket, plinkoPath } from '../core';
import { plinkoGame } from '../game';
import tuningFile from '../tuning.json';
import libraryFile from '../trajectories/library.json';
import { bucketSpan, restY } from './geometry';
import type { PlinkoLibrary } from './library';
import { PlinkoModel } from './model';

const tuning = resolveTuning(tuningFile);
const library: PlinkoLibrary = libraryFile;
const model = () => new PlinkoModel(tuning, library);

/** 200 drops from the real plinko core: seeded seeds, rows cycling through 8..16. */
function seededDrops(seed: string, count = 200) {
  return Array.from({ length: count }, (_, nonce) => {
    const rows = 8 + (nonce % 9);
    const seeds = { serverSeed: `server-${seed}`, clientSeed: `client-${seed}`, nonce };
    const path = plinkoPath(seeds, rows);
    return { id: `ball-${seed}-${nonce}`, rows, path, bucket: plinkoBucket(path) };
  });
}

function inBucket(m: PlinkoModel, x: number, bucket: number) {
  const [left, right] = bucketSpan(m.geometry, bucket);
  expect(x).toBeGreaterThan(left);
  expect(x).toBeLessThan(right);
}

describe('plinko model', () => {
  it.each(FRAME_RATES)(
    'rests 200 seeded balls in their buckets at %i fps, ten in flight at once',
    (fps) => {
      const rng = seedrandom(`plinko-frames-${fps}`);
      const drops = seededDrops(`plinko-${fps}`);
      const m = model();
      let landed = 0;
      for (let rows = 8; rows <= 16; rows++) {
        const group = drops.filter((d) => d.rows === rows);
        m.setBoard({ rows, multipliers: Array.from({ length: rows + 1 }, () => 1) });
        const rests = new Map<string, { x: number; y: number }>();
        const clock = frameClock(fps, rng);
        let next = 0;
        runFrames(
          clock,
          (dt) => {
            if (next < group.length && m.balls.filter((b) => !b.landed).length < 10) {
              m.drop(group[next++]!);
            }
            m.step(dt);
            for (const ball of m.balls) {
              // on the board while it falls: between its edges, below the release
              expect(Math.abs(ball.x - m.geometry.centreX)).toBeLessThan(400);
              expect(ball.y).toBeGreaterThanOrEqual(m.geometry.startY - 1);
              expect(ball.y).toBeLessThanOrEqual(restY(m.geometry) + 1e-6);
            }
            for (const id of m.done) {
              const ball = m.balls.find((b) => b.id === id)!;
              expect(ball.landed).toBe(true);
              rests.set(id, { x: ball.x, y: ball.y });
            }
            m.done.length = 0;
          },
          () => rests.size === group.length,
        );
        for (const drop of group) {
          const rest = rests.get(drop.id)!;
          expect(rest, drop.id).toBeDefined();
          inBucket(m, rest.x, drop.bucket);
          expect(rest.y).toBeCloseTo(restY(m.geometry), 6);
          landed += 1;
        }
      }
      expect(landed).toBe(200);
      expect(m.finishes).toBe(200);
    },
  );

  it('plays a bounce for each recorded peg contact, as loud as its impact, then one finish', () => {
    const m = model();
    m.setBoard({ rows: 12, multipliers: [] });
    const ball = m.drop({ id: 'solo', path: [], bucket: 7 });
    const heard: number[] = [];
    while (m.finishes === 0) {
      m.step(1000 / 144);
      heard.push(...m.bounces);
      m.bounces.length = 0;
    }
    const { contacts } = ball.trajectory;
    expect(contacts.length).toBeGreaterThan(4);
    expect(heard).toEqual(contacts.map((c) => Math.max(tuning.factors.minGain, c.gain)));
    expect(m.pulseProgress(7)).toBeLessThan(1);
    expect(m.pulseProgress(6)).toBe(1);
  });

  it('picks the fall from the ball id: the same id falls the same way, others differ', () => {
    const a = model();
    const b = model();
    const trajectoryOf = (m: PlinkoModel, id: string) =>
      m.drop({ id, path: [], bucket: 8 }).trajectory;
    expect(trajectoryOf(a, 'replay')).toBe(trajectoryOf(a, 'replay'));
    expect(trajectoryOf(b, 'replay').samples).toEqual(trajectoryOf(a, 'replay').samples);
    const seen = new Set(Array.from({ length: 40 }, (_, i) => trajectoryOf(a, `ball-${i}`)));
    expect(seen.size).toBeGreaterThan(4);
  });

  it('fades a landed ball out and then forgets it', () => {
    const m = model();
    const ball = m.drop({ id: 'f', path: [], bucket: 0 });
    m.step(ball.duration);
    expect(m.done).toEqual(['f']);
    expect(m.ballAlpha(ball)).toBe(1);
    m.step(tuning.durations.fade / 2);
    expect(m.ballAlpha(ball)).toBeCloseTo(0.5, 9);
    m.step(tuning.durations.fade);
    expect(m.balls).toHaveLength(0);
  });

  it('lands an out-of-range bucket on the nearest edge', () => {
    const m = model();
    m.setBoard({ rows: 8, multipliers: [] });
    const ball = m.drop({ id: 'odd', path: [], bucket: 11 });
    m.step(ball.duration);
    expect(ball.bucket).toBe(8);
    inBucket(m, ball.x, 8);
  });

  it('ends balls still falling when the board changes', () => {
    const m = model();
    m.drop({ id: 'x', path: [], bucket: 16 });
    m.step(100);
    m.setBoard({ rows: 8, multipliers: [] });
    expect(m.done).toEqual(['x']);
    expect(m.balls).toHaveLength(0);
  });

  it.each(PACES.flatMap((pace) => FRAME_RATES.map((fps) => [pace, fps] as const)))(
    'at %s pace rests every ball in its bucket at %i fps, within the reveal time the server holds',
    (pace, fps) => {
      const rng = seedrandom(`plinko-pace-${pace}-${fps}`);
      const m = model();
      for (const drop of seededDrops(`plinko-pace-${pace}-${fps}`, 54)) {
        m.setBoard({ rows: drop.rows, multipliers: [] });
        m.drop({ ...drop, pace });
        const clock = frameClock(fps, rng, 20);
        let beforeLanding = 0;
        const frames = runFrames(
          clock,
          (dt) => {
            beforeLanding = clock.elapsed - dt;
            m.step(dt);
          },
          () => m.done.length > 0,
        );
        expect(m.done).toEqual([drop.id]);
        m.done.length = 0;
        const ball = m.balls.find((b) => b.id === drop.id)!;
        inBucket(m, ball.x, drop.bucket);
        expect(ball.y).toBeCloseTo(restY(m.geometry), 6);
        expect(m.ballAlpha(ball)).toBe(1); // the landing frame shows it whole
        if (pace === 'instant') expect(frames).toBe(1);
        const { id: _id, ...outcome } = drop;
        expect(beforeLanding).toBeLessThan(
          plinkoGame.revealMs({ ...outcome, risk: 'low' }, pace) + 1,
        );
        runFrames(
          clock,
          (dt) => m.step(dt),
          () => m.still(),
        );
        expect(m.balls).toHaveLength(0);
      }
    },
  );

  it.each(PACES)('at %s pace falls for the reveal time, to the millisecond', (pace) => {
    for (let rows = 8; rows <= 16; rows++) {
      const m = model();
      m.setBoard({ rows, multipliers: [] });
      const path = Array.from({ length: rows }, (_, i) => (i % 2) as 0 | 1);
      m.drop({ id: 'ms', path, bucket: plinkoBucket(path), pace });
      let elapsed = 0;
      while (m.done.length === 0) {
        m.step(1);
        elapsed += 1;
      }
      const reveal = plinkoGame.revealMs({ rows, risk: 'low', path, bucket: 0 }, pace);
      expect(elapsed).toBeLessThanOrEqual(Math.max(1, reveal + 1));
      expect(elapsed).toBeGreaterThanOrEqual(reveal - 1);
    }
  });

  it('skips every ball in flight into its bucket at once', () => {
    const m = model();
    m.setBoard({ rows: 16, multipliers: [] });
    const a = m.drop({ id: 'a', path: [], bucket: 0 });
    m.step(200);
    const b = m.drop({ id: 'b', path: [], bucket: 16, pace: 'turbo' });
    m.step(16);
    expect(m.remaining()).toBeGreaterThan(0);
    m.skip();
    expect(m.done).toEqual(['a', 'b']);
    expect([a.landed, b.landed]).toEqual([true, true]);
    inBucket(m, a.x, 0);
    inBucket(m, b.x, 16);
    expect(m.remaining()).toBe(0);
  });

  it('is still only once no ball falls or fades and no bucket pulses', () => {
    const m = model();
    expect(m.still()).toBe(true);
    const ball = m.drop({ id: 's', path: [], bucket: 0 });
    expect(m.still()).toBe(false);
    m.step(ball.duration);
    expect(m.still()).toBe(false);
    m.step(Math.max(tuning.durations.fade, tuning.durations.pulse));
    expect(m.still()).toBe(true);
  });
});
