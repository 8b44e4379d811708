import { describe, expect, it } from 'vitest';
import { plinkoGame } from '../../games/plinko/game';
import libraryFile from '../../games/plinko/trajectories/library.json';
import type { PlinkoLibrary } from '../../games/plinko/scene/library';
import { LANDING_SLACK, recordDrop } from './record';
import { PHYSICS } from './physics';
import { simulate } from './simulate';

// The library holds only what matter-js produced: every stored fall is run again from its
// recorded start, and the recording must come out identical, sample for sample.

const library: PlinkoLibrary = libraryFile;

describe('the recorded plinko falls', () => {
  it('were recorded with the physics and rate the generator uses now', () => {
    expect(library.physics).toEqual({ ...PHYSICS });
    expect(library.sampleMs).toBe(PHYSICS.stepMs * PHYSICS.stepsPerSample);
  });

  it('are each exactly what the simulation gives from their start', { timeout: 60_000 }, () => {
    let checked = 0;
    for (const [rows, falls] of Object.entries(library.boards)) {
      const target = plinkoGame.revealMs(
        { rows: +rows, risk: 'low', path: [], bucket: 0 },
        'normal',
      );
      for (const stored of falls) {
        const [x0, vx0, spin0] = stored.input as [number, number, number];
        const again = recordDrop(Number(rows), [x0, vx0, spin0], target);
        expect(again, `${rows} rows, ${JSON.stringify(stored.input)}`).toEqual(stored);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('end in the bucket nearest where the ball meets the rest line', () => {
    const result = simulate(8, [0, 0, 0]);
    expect(result.bucket).not.toBeNull();
    expect(result.offset).toBeLessThanOrEqual(0.5);
    // a straight drop onto the top peg is refused or lands near the middle, never off the board
    if (result.offset <= LANDING_SLACK) expect(Math.abs(result.bucket! - 4)).toBeLessThanOrEqual(3);
  });
});
