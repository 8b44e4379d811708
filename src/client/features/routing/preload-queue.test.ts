import { describe, expect, it } from 'vitest';
import { createPreloadQueue } from './preload-queue';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createPreloadQueue', () => {
  it('runs at most four tasks at once and queues the rest in order', async () => {
    const queue = createPreloadQueue();
    const started: number[] = [];
    const gates = Array.from({ length: 6 }, () => deferred());
    gates.forEach((gate, index) =>
      queue.push(() => {
        started.push(index);
        return gate.promise;
      }),
    );
    expect(started).toEqual([0, 1, 2, 3]);
    expect(queue.running).toBe(4);
    expect(queue.waiting).toBe(2);

    gates[2]!.resolve();
    await flush();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(queue.waiting).toBe(1);

    gates[0]!.resolve();
    await flush();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(queue.waiting).toBe(0);

    for (const gate of gates) gate.resolve();
    await flush();
    expect(queue.running).toBe(0);
  });

  it('frees the slot when a task rejects or throws', async () => {
    const queue = createPreloadQueue(1);
    const first = deferred();
    const started: string[] = [];
    queue.push(() => {
      started.push('a');
      return first.promise;
    });
    queue.push(() => {
      started.push('b');
      throw new Error('sync failure');
    });
    queue.push(() => {
      started.push('c');
      return Promise.resolve();
    });
    expect(started).toEqual(['a']);
    first.reject(new Error('chunk failed'));
    await flush();
    await flush();
    expect(started).toEqual(['a', 'b', 'c']);
    expect(queue.running).toBe(0);
  });

  it('rejects a nonsensical limit', () => {
    expect(() => createPreloadQueue(0)).toThrow(RangeError);
  });
});
