import { describe, expect, it } from 'vitest';
import { LocalBeacon } from '../beacon/localBeacon';
import { CoinFlipFlipper, type ReadyReading } from './coinFlipFlipper';

// The flipper against the real local beacon on a short period: it waits for the named
// round, flips once per game however often it is asked, and a stop abandons the waits.

const beacon = () => new LocalBeacon({ secret: 'test', periodMs: 20 });

describe('the coin flip flipper', () => {
  it('flips a game once its round is public, once however often it is watched', async () => {
    const source = beacon();
    const flips: Array<[string, ReadyReading]> = [];
    const flipper = new CoinFlipFlipper(
      source,
      async (id, reading) => {
        flips.push([id, reading]);
      },
      (error) => {
        throw error;
      },
    );
    const { round, expectedAt } = await source.futureRound(Date.now());
    await Promise.all([flipper.watch('g1', round), flipper.watch('g1', round)]);
    expect(Date.now()).toBeGreaterThanOrEqual(expectedAt);
    expect(flips).toHaveLength(1);
    expect(flips[0]![0]).toBe('g1');
    expect(flips[0]![1]).toEqual(await source.read(round));
    expect(flipper.pending).toBe(0);
  });

  it('reports a failed flip and lets the game be watched again', async () => {
    const source = beacon();
    const errors: unknown[] = [];
    let fail = true;
    const flipper = new CoinFlipFlipper(
      source,
      async () => {
        if (fail) throw new Error('database away');
      },
      (error) => errors.push(error),
    );
    const { round } = await source.futureRound(Date.now());
    await flipper.watch('g2', round);
    expect(errors).toHaveLength(1);
    fail = false;
    await flipper.watch('g2', round);
    expect(errors).toHaveLength(1);
  });

  it('abandons every wait when stopped, quietly, and watches nothing after', async () => {
    const source = beacon();
    const flipped: string[] = [];
    const errors: unknown[] = [];
    const flipper = new CoinFlipFlipper(
      source,
      async (id) => {
        flipped.push(id);
      },
      (error) => errors.push(error),
    );
    const far = (await source.futureRound(Date.now())).round + 1_000;
    const waiting = flipper.watch('g3', far);
    expect(flipper.pending).toBe(1);
    flipper.stop();
    await waiting;
    await flipper.watch('g4', 1);
    expect(flipped).toEqual([]);
    expect(errors).toEqual([]);
    expect(flipper.pending).toBe(0);
  });
});
