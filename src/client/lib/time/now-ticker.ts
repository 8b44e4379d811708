import { useSyncExternalStore } from 'react';

/** The spec: relative times refresh every 30 s. */
export const RELATIVE_TIME_REFRESH_MS = 30_000;

export interface Ticker {
  now(): number;
  subscribe(listener: () => void): () => void;
}

/**
 * One clock for every relative time on the page: a single interval runs while anything
 * listens and stops when the last listener leaves, so a list of 500 times costs one timer.
 */
export function createTicker(
  intervalMs: number = RELATIVE_TIME_REFRESH_MS,
  clock: () => number = Date.now,
): Ticker {
  const listeners = new Set<() => void>();
  let current = clock();
  let timer: ReturnType<typeof setInterval> | null = null;

  function tick() {
    current = clock();
    for (const listener of listeners) listener();
  }

  return {
    now: () => current,
    subscribe(listener) {
      if (listeners.size === 0) {
        // Catch up at once: the last tick may be long past if nothing listened for a while.
        current = clock();
        timer = setInterval(tick, intervalMs);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer !== null) {
          clearInterval(timer);
          timer = null;
        }
      };
    },
  };
}

export const relativeTimeTicker = createTicker();

/** The shared clock's time, re-rendering the caller on every tick. */
export function useNow(ticker: Ticker = relativeTimeTicker): number {
  return useSyncExternalStore(ticker.subscribe, ticker.now, ticker.now);
}
