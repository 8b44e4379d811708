import { describe, expect, it } from 'vitest';
import { resolveTuning } from '../../engine/tuning';
import { plinkoGame } from '../game';
import tuningFile from '../tuning.json';
import libraryFile from '../trajectories/library.json';
import { CONTACTS_PER_ROW, PER_BUCKET, STRETCH } from '../../../tools/plinko-trajectories/record';
import { BoardFalls } from './falls';
import { fallTiming, landing } from './flight';
import { bucketSpan, plinkoGeometry, PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, restY } from './geometry';
import {
  decodeTrajectory,
  encodeContacts,
  encodeSamples,
  LIBRARY_VERSION,
  sampleCount,
  type PlinkoLibrary,
} from './library';

const tuning = resolveTuning(tuningFile);
const library: PlinkoLibrary = libraryFile;

describe('the plinko fall library', () => {
  it('encodes samples exactly to 1/scale, large steps included', () => {
    const samples: number[] = [];
    for (let i = 0; i < 50; i++)
      samples.push(Math.sin(i) * 3, i * i * 0.05 - (i > 30 ? 9 : 0), i * 0.3);
    const data = encodeSamples(samples, 128)!;
    expect(data).not.toContain('\\');
    expect(data).toContain('~'); // the jump at sample 31 needed two digits
    const t = decodeTrajectory(
      {
        bucket: 2,
        input: [],
        contacts: encodeContacts([
          [3, 0.5],
          [200, 1],
        ]),
        data,
      },
      {
        ...library,
        scale: 128,
      },
    );
    expect(sampleCount(t)).toBe(50);
    t.samples.forEach((v, i) => {
      const units = i % 3 === 2 ? 128 / (2 * Math.PI) : 128;
      expect(Math.abs(v - (samples[i] as number))).toBeLessThanOrEqual(0.5 / units + 1e-6);
    });
    expect(t.contacts).toEqual([
      { ms: 3 * library.sampleMs, gain: 0.5 },
      { ms: 200 * library.sampleMs, gain: 1 },
    ]);
    expect(encodeSamples([0, 0, 0, 500, 0, 0], 128)).toBeNull(); // beyond two digits
  });

  it('is the version the scene reads, recorded on the board the tuning draws', () => {
    expect(library.version).toBe(LIBRARY_VERSION);
    expect(library.sampleMs).toBeGreaterThan(0);
    const { sizes, factors } = tuning;
    for (const [key, value] of Object.entries(library.board)) {
      expect(value, key).toBe(
        (sizes as Record<string, number>)[key] ?? (factors as Record<string, number>)[key],
      );
    }
    expect(Object.keys(library.boards).map(Number)).toEqual(
      Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) => PLINKO_MIN_ROWS + i),
    );
  });

  it('has falls into every bucket of every board, each ending inside that bucket', () => {
    const timing = fallTiming(tuning, (ms) => ms);
    for (let rows = PLINKO_MIN_ROWS; rows <= PLINKO_MAX_ROWS; rows++) {
      const g = plinkoGeometry(rows, tuning);
      const falls = new BoardFalls(library, rows);
      const reveal = plinkoGame.revealMs({ rows, risk: 'low', path: [], bucket: 0 }, 'normal');
      expect(timing.fall(rows)).toBe(reveal);
      for (let bucket = 0; bucket <= rows; bucket++) {
        const into = falls.into(bucket);
        expect(into.length, `${rows} rows, bucket ${bucket}`).toBeGreaterThanOrEqual(PER_BUCKET);
        const [left, right] = bucketSpan(g, bucket);
        for (const { trajectory, mirror } of into) {
          // it goes past the line balls rest on, so the landing is met, not assumed
          const last = sampleCount(trajectory) - 1;
          expect(trajectory.samples[last * 3 + 1]).toBeGreaterThan(
            (restY(g) - g.startY) / g.rowGap,
          );
          const end = landing(trajectory, g);
          const x = g.centreX + (mirror ? -end.x : end.x) * g.spacing;
          expect(x).toBeGreaterThan(left + g.ballRadius / 2);
          expect(x).toBeLessThan(right - g.ballRadius / 2);
          // stretched to the reveal time by at most STRETCH of its own length
          expect(Math.abs(end.ms / reveal - 1)).toBeLessThanOrEqual(STRETCH + 0.01);
          // released above the board's centre, and touches pegs on the way
          expect(Math.abs(trajectory.samples[0]!)).toBeLessThanOrEqual(0.1 + 1 / library.scale);
          expect(trajectory.samples[1]).toBe(0);
          expect(trajectory.contacts.length).toBeGreaterThanOrEqual(CONTACTS_PER_ROW * rows);
        }
      }
    }
  });
});
