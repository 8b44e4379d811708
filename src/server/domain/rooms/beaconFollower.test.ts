import { describe, expect, it } from 'vitest';
import type { Tx } from '../../db/transaction';
import { LocalBeacon } from '../beacon/localBeacon';
import { BeaconFollower, type NamedDraw, type ReadyReading, type Step } from './beaconFollower';

// The follower against the real local beacon on a short period: it waits for the named
// round, draws once per game however often it is asked, takes the game's steps at their
// pace, and a stop or a forget abandons the waits quietly.

const beacon = () => new LocalBeacon({ secret: 'test', periodMs: 20 });
const raise = (error: unknown) => {
  throw error;
};

describe('the beacon follower', () => {
  it('draws a game once its round is public, once however often it is followed', async () => {
    const source = beacon();
    const draws: Array<[string, ReadyReading]> = [];
    const follower = new BeaconFollower(
      source,
      { draw: async (id, reading) => void draws.push([id, reading]) },
      raise,
    );
    const { round, expectedAt } = await source.futureRound(Date.now());
    await Promise.all([follower.follow('r1', round), follower.follow('r1', round)]);
    expect(Date.now()).toBeGreaterThanOrEqual(expectedAt);
    expect(draws).toHaveLength(1);
    expect(draws[0]![0]).toBe('r1');
    expect(draws[0]![1]).toEqual(await source.read(round));
    expect(follower.pending).toBe(0);
  });

  it('names a round nobody knows yet, written in the transaction, followed only after commit', async () => {
    const source = beacon();
    const drawn: string[] = [];
    const follower = new BeaconFollower(
      source,
      { draw: async (id, reading) => void drawn.push(`${id} ${reading.round}`) },
      raise,
    );
    const committed: Array<() => void> = [];
    const tx = { afterCommit: (run: () => void) => void committed.push(run) } as unknown as Tx;
    const written: NamedDraw[] = [];
    const before = Date.now();
    const named = await follower.nameDraw(tx, 'r0', async (draw) => void written.push(draw));
    expect(written).toEqual([named]);
    expect(named).toMatchObject({ beacon: 'local', label: source.label });
    expect(named.expectedAt.getTime()).toBeGreaterThan(before);
    expect(await source.read(named.round)).toMatchObject({ status: 'pending' });
    expect(follower.pending).toBe(0); // nothing followed before the commit
    committed.forEach((run) => run());
    expect(follower.pending).toBe(1);
    await new Promise((resolve) =>
      setTimeout(resolve, named.expectedAt.getTime() - Date.now() + 60),
    );
    expect(drawn).toEqual([`r0 ${named.round}`]);
  });

  it('takes the steps after the draw at the pace each asks, and only steps a drawn game', async () => {
    const source = beacon();
    const calls: string[] = [];
    const script = (): Step[] => [
      { done: false, waitMs: 30 },
      { done: false, waitMs: 0 },
    ];
    let steps = script();
    const follower = new BeaconFollower(
      source,
      {
        draw: async (id) => void calls.push(`draw ${id}`),
        step: async (id) => {
          calls.push(`step ${id}`);
          return steps.shift() ?? { done: true };
        },
      },
      raise,
    );
    const { round } = await source.futureRound(Date.now());
    const started = Date.now();
    await follower.follow('b1', round);
    expect(calls).toEqual(['draw b1', 'step b1', 'step b1', 'step b1']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(30);
    calls.length = 0;
    steps = script();
    await follower.follow('b2', null);
    expect(calls).toEqual(['step b2', 'step b2', 'step b2']);
  });

  it('leaves no abort listener behind a pause (a battle of many rounds pauses often)', async () => {
    const warnings: Error[] = [];
    const warned = (warning: Error) => warnings.push(warning);
    process.on('warning', warned);
    try {
      let left = 15;
      const follower = new BeaconFollower(
        beacon(),
        {
          draw: async () => undefined,
          step: async () => (left-- > 0 ? { done: false, waitMs: 1 } : { done: true }),
        },
        raise,
      );
      await follower.follow('b4', null);
      await new Promise((resolve) => setImmediate(resolve));
      expect(left).toBe(-1);
      expect(warnings.map((w) => w.name)).not.toContain('MaxListenersExceededWarning');
    } finally {
      process.off('warning', warned);
    }
  });

  it('reports a failed draw and lets the game be followed again', async () => {
    const source = beacon();
    const errors: unknown[] = [];
    let fail = true;
    const follower = new BeaconFollower(
      source,
      {
        draw: async () => {
          if (fail) throw new Error('database away');
        },
      },
      (error) => errors.push(error),
    );
    const { round } = await source.futureRound(Date.now());
    await follower.follow('r2', round);
    expect(errors).toHaveLength(1);
    fail = false;
    await follower.follow('r2', round);
    expect(errors).toHaveLength(1);
  });

  it('abandons every wait and pace when stopped or forgotten, quietly', async () => {
    const source = beacon();
    const drawn: string[] = [];
    const errors: unknown[] = [];
    const follower = new BeaconFollower(
      source,
      {
        draw: async (id) => void drawn.push(id),
        step: async () => ({ done: false, waitMs: 60_000 }),
      },
      (error) => errors.push(error),
    );
    const far = (await source.futureRound(Date.now())).round + 1_000;
    const forgotten = follower.follow('r3', far);
    follower.forget('r3');
    await forgotten;
    const pacing = follower.follow('b3', null);
    const waiting = follower.follow('r4', far);
    expect(follower.pending).toBe(2);
    follower.stop();
    await Promise.all([pacing, waiting]);
    await follower.follow('r5', 1);
    expect(drawn).toEqual([]);
    expect(errors).toEqual([]);
    expect(follower.pending).toBe(0);
  });
});
