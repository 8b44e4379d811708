import { describe, expect, it } from 'vitest';
import { LocalBeacon } from '../beacon/localBeacon';
import { type ReadyReading, RoomWatcher } from './roomWatcher';

// The watcher against the real local beacon on a short period: it waits for the named
// round, draws once per room however often it is asked, and a stop abandons the waits.

const beacon = () => new LocalBeacon({ secret: 'test', periodMs: 20 });

describe('the room watcher', () => {
  it('draws a room once its round is public, once however often it is watched', async () => {
    const source = beacon();
    const draws: Array<[string, ReadyReading]> = [];
    const watcher = new RoomWatcher(
      source,
      async (id, reading) => {
        draws.push([id, reading]);
      },
      (error) => {
        throw error;
      },
    );
    const { round, expectedAt } = await source.futureRound(Date.now());
    await Promise.all([watcher.watch('r1', round), watcher.watch('r1', round)]);
    expect(Date.now()).toBeGreaterThanOrEqual(expectedAt);
    expect(draws).toHaveLength(1);
    expect(draws[0]![0]).toBe('r1');
    expect(draws[0]![1]).toEqual(await source.read(round));
    expect(watcher.pending).toBe(0);
  });

  it('reports a failed draw and lets the room be watched again', async () => {
    const source = beacon();
    const errors: unknown[] = [];
    let fail = true;
    const watcher = new RoomWatcher(
      source,
      async () => {
        if (fail) throw new Error('database away');
      },
      (error) => errors.push(error),
    );
    const { round } = await source.futureRound(Date.now());
    await watcher.watch('r2', round);
    expect(errors).toHaveLength(1);
    fail = false;
    await watcher.watch('r2', round);
    expect(errors).toHaveLength(1);
  });

  it('abandons every wait when stopped or forgotten, quietly', async () => {
    const source = beacon();
    const drawn: string[] = [];
    const errors: unknown[] = [];
    const watcher = new RoomWatcher(
      source,
      async (id) => {
        drawn.push(id);
      },
      (error) => errors.push(error),
    );
    const far = (await source.futureRound(Date.now())).round + 1_000;
    const forgotten = watcher.watch('r3', far);
    watcher.forget('r3');
    await forgotten;
    const waiting = watcher.watch('r4', far);
    expect(watcher.pending).toBe(1);
    watcher.stop();
    await waiting;
    await watcher.watch('r5', 1);
    expect(drawn).toEqual([]);
    expect(errors).toEqual([]);
    expect(watcher.pending).toBe(0);
  });
});
