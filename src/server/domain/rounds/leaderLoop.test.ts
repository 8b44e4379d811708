import { describe, expect, it } from 'vitest';
import { LeaderLoop, sleep } from './leaderLoop';

describe('LeaderLoop', () => {
  it('runs its step until stopped, and a stale lead never acts again', async () => {
    const seen: number[] = [];
    let lead = 0;
    const loop = new LeaderLoop(
      async (isCurrent) => {
        const mine = lead;
        await sleep(5);
        if (isCurrent()) seen.push(mine);
      },
      () => undefined,
    );
    lead = 1;
    loop.lead();
    await sleep(30);
    lead = 2;
    loop.lead(); // a new lead: the first loop's step in flight must not act
    await sleep(30);
    loop.stop();
    const count = seen.length;
    await sleep(30);
    expect(seen.length).toBe(count);
    expect(seen).toContain(1);
    expect(seen).toContain(2);
    // once the second lead began, only its steps act
    expect(seen.slice(seen.indexOf(2))).not.toContain(1);
  });

  it('reports a failed step and carries on after a pause', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const loop = new LeaderLoop(
      async () => {
        calls++;
        if (calls === 1) throw new Error('database down');
        await sleep(5);
      },
      (error) => errors.push(error),
    );
    loop.lead();
    await sleep(1_100);
    loop.stop();
    expect(errors).toEqual([new Error('database down')]);
    expect(calls).toBeGreaterThan(1);
  });
});
