import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { WorkQueue } from './workQueue';

/** A job that runs until released. */
function gate() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
}

describe('WorkQueue', () => {
  it('runs at most its number of jobs together, the rest in arrival order', async () => {
    const queue = new WorkQueue(2, 10);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const gates = [gate(), gate(), gate(), gate()];
    const jobs = gates.map((g, i) =>
      queue.run(async () => {
        running++;
        most = Math.max(most, running);
        order.push(i);
        await g.done;
        running--;
        return i;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([0, 1]);
    gates[1]!.release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([0, 1, 2]);
    for (const g of gates) g.release();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3]);
    expect(most).toBe(2);
  });

  it('frees the slot of a job that throws', async () => {
    const queue = new WorkQueue(1, 10);
    await expect(queue.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'next')).toBe('next');
  });

  it('refuses a job at once when too many wait (503)', async () => {
    const queue = new WorkQueue(1, 1);
    const first = gate();
    const running = queue.run(() => first.done);
    const waiting = queue.run(async () => 'waited');
    const refused = queue.run(async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(DomainError);
    await expect(refused).rejects.toMatchObject({ status: 503, code: 'IMAGES_BUSY' });
    first.release();
    await running;
    expect(await waiting).toBe('waited');
  });
});
