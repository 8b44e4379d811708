import { describe, expect, it } from 'vitest';
import { resolveTuning } from '../../engine/tuning';
import tuningFile from '../tuning.json';
import libraryFile from '../trajectories/library.json';
import { BoardFalls } from './falls';
import { contactsBy, createBall, fallTiming, landing, placeBall } from './flight';
import { bucketSpan, plinkoGeometry, restY } from './geometry';
import { sampleCount, type PlinkoLibrary, type Trajectory } from './library';

const tuning = resolveTuning(tuningFile);
const library: PlinkoLibrary = libraryFile;
const timing = fallTiming(tuning, (ms) => ms);

/** A straight made-up fall: y grows by one row gap per sample, x by a tenth of a spacing. */
function straight(count: number): Trajectory {
  const samples = new Float32Array(count * 3);
  for (let i = 0; i < count; i++) {
    samples[i * 3] = i / 10;
    samples[i * 3 + 1] = i;
    samples[i * 3 + 2] = i / 4;
  }
  return {
    bucket: 0,
    sampleMs: 16,
    samples,
    contacts: [
      { ms: 16, gain: 1 },
      { ms: 48, gain: 0.5 },
    ],
  };
}

describe('plinko flight', () => {
  it('finds where a fall meets the rest line, between two samples', () => {
    const g = plinkoGeometry(8, tuning);
    const line = (restY(g) - g.startY) / g.rowGap;
    const end = landing(straight(Math.ceil(line) + 3), g);
    expect(end.y).toBe(line);
    expect(end.ms).toBeCloseTo(line * 16, 3);
    expect(end.x).toBeCloseTo(line / 10, 5);
  });

  it('stretches the recording to the fall time and reads between samples', () => {
    const g = plinkoGeometry(8, tuning);
    const t = straight(20);
    const ball = createBall('s', 0, t, false, g, timing);
    expect(ball.duration).toBe(timing.fall(8));
    const half = ball.duration / 2;
    placeBall(ball, half, g);
    const at = ball.recorded / 2 / 16; // samples into the recording
    expect(ball.y).toBeCloseTo(g.startY + at * g.rowGap, 3);
    expect(ball.x).toBeCloseTo(g.centreX + (at / 10) * g.spacing, 3);
    expect(ball.angle).toBeCloseTo(at / 4, 4);
    // mirrored: the same fall the other way round
    const mirrored = createBall('m', 0, t, true, g, timing);
    placeBall(mirrored, half, g);
    expect(mirrored.x - g.centreX).toBeCloseTo(g.centreX - ball.x, 3);
    expect(mirrored.y).toBe(ball.y);
    expect(mirrored.angle).toBeCloseTo(-ball.angle, 6);
  });

  it('lands exactly at the fall time, on the rest line, and not a frame before', () => {
    const g = plinkoGeometry(12, tuning);
    const falls = new BoardFalls(library, 12);
    for (let bucket = 0; bucket <= 12; bucket++) {
      for (const fall of falls.into(bucket)) {
        const ball = createBall('l', bucket, fall.trajectory, fall.mirror, g, timing);
        expect(placeBall(ball, ball.duration - 0.5, g)).toBe(false);
        expect(placeBall(ball, ball.duration, g)).toBe(true);
        expect(ball.y).toBeCloseTo(restY(g), 6);
        const [left, right] = bucketSpan(g, bucket);
        expect(ball.x).toBeGreaterThan(left);
        expect(ball.x).toBeLessThan(right);
      }
    }
  });

  it('is a function of elapsed time alone: any frame rate shows the same ball at the same ms', () => {
    const g = plinkoGeometry(16, tuning);
    const fall = new BoardFalls(library, 16).pick(3, 'same');
    const a = createBall('a', 3, fall.trajectory, fall.mirror, g, timing);
    const b = createBall('b', 3, fall.trajectory, fall.mirror, g, timing);
    for (let ms = 0; ms <= a.duration; ms += 1000 / 144) {
      placeBall(a, ms, g);
      placeBall(b, ms / 2, g); // a 30 fps ball's earlier frame ...
      placeBall(b, ms, g); // ... then the same moment
      expect([b.x, b.y, b.angle]).toEqual([a.x, a.y, a.angle]);
    }
  });

  it('counts the recorded peg contacts as the recording passes them', () => {
    const g = plinkoGeometry(8, tuning);
    const ball = createBall('c', 0, straight(40), false, g, timing);
    const scale = ball.duration / ball.recorded;
    expect(contactsBy(ball, 0)).toBe(0);
    expect(contactsBy(ball, 16 * scale - 0.01)).toBe(0);
    expect(contactsBy(ball, 16 * scale + 0.01)).toBe(1);
    expect(contactsBy(ball, 48 * scale + 0.01)).toBe(2);
    expect(contactsBy(ball, ball.duration)).toBe(2);
  });

  it('plays an instant fall (no time at all) as landed at once', () => {
    const g = plinkoGeometry(9, tuning);
    const fall = new BoardFalls(library, 9).pick(4, 'now');
    const ball = createBall(
      'now',
      4,
      fall.trajectory,
      fall.mirror,
      g,
      fallTiming(tuning, () => 0),
    );
    expect(placeBall(ball, 0, g)).toBe(true);
    expect(ball.y).toBeCloseTo(restY(g), 6);
    expect(contactsBy(ball, 0)).toBe(fall.trajectory.contacts.length);
    expect(sampleCount(fall.trajectory)).toBeGreaterThan(10);
  });
});
