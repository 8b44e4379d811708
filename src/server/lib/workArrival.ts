import { AsyncLocalStorage } from 'node:async_hooks';

// When the work asking for a database turn began: the arrival of the request it serves. The
// embedded database's turns go oldest request first (db/turnQueue.ts), so a request that
// needs several turns (a bet: its pair, its statement) finishes before newer requests start,
// instead of waiting behind every newer request at each of its turns.

const arrivals = new AsyncLocalStorage<number>();

/** Runs `body`, and everything it awaits, as work of a request that arrived at `arrivedAt`. */
export function asWorkArrivedAt<T>(arrivedAt: number, body: () => T): T {
  return arrivals.run(arrivedAt, body);
}

/** The arrival of the request this work serves; now, for work that serves none. */
export function arrivalOfWork(): number {
  return arrivals.getStore() ?? performance.now();
}
