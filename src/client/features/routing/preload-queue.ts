/** A task that starts a download and settles when it is done (or failed). */
export type PreloadTask = () => Promise<unknown>;

export interface PreloadQueue {
  /** Runs the task now if fewer than `limit` run, otherwise queues it (first in, first out). */
  push(task: PreloadTask): void;
  /** How many tasks are running and waiting; for tests and diagnostics. */
  readonly running: number;
  readonly waiting: number;
}

/**
 * A small concurrency gate for route preloads: at most `limit` at once (spec: more than 4
 * concurrent preloads are queued). A failed preload only frees its slot; the real
 * navigation will load (and report) the chunk again.
 */
export function createPreloadQueue(limit = 4): PreloadQueue {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError('limit must be a positive integer');
  let running = 0;
  const waiting: PreloadTask[] = [];

  function start(task: PreloadTask): void {
    running++;
    let result: Promise<unknown>;
    try {
      result = task();
    } catch (error) {
      result = Promise.reject(error);
    }
    void Promise.resolve(result)
      .catch(() => undefined)
      .finally(() => {
        running--;
        const next = waiting.shift();
        if (next) start(next);
      });
  }

  return {
    push(task) {
      if (running < limit) start(task);
      else waiting.push(task);
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
