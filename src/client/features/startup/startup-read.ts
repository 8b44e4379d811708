import type { Startup } from '../../../shared/contract/startup';
import { apiRequest } from '../../lib/http';

// A page's start-up reads in one request (GET /startup): each store takes its first state
// from its part, once, and reads its own route for every later refresh. A part asked for
// before the read began, or after it failed, is not there: the store reads its own route.

/**
 * How long after it arrived a part may still be taken: a store that starts later (a panel
 * opened minutes on) would show what has changed since, so it reads its own route.
 */
export const STARTUP_FRESH_MS = 10_000;

export interface StartupRead {
  /** Sends the one start-up request (once; later calls keep the first). */
  begin(): void;
  /**
   * The part the first time it is asked for, if the read began, succeeded and is fresh;
   * else undefined.
   */
  take<K extends keyof Startup>(part: K): Promise<Startup[K] | undefined>;
}

export function createStartupRead(
  fetchStartup: () => Promise<Startup>,
  now: () => number = () => performance.now(),
): StartupRead {
  let answer: Promise<{ startup: Startup; at: number } | null> | null = null;
  const taken = new Set<keyof Startup>();
  return {
    begin() {
      answer ??= fetchStartup().then(
        (startup) => ({ startup, at: now() }),
        () => null,
      );
    },
    async take(part) {
      if (!answer || taken.has(part)) return undefined;
      taken.add(part);
      const read = await answer;
      if (!read || now() - read.at > STARTUP_FRESH_MS) return undefined;
      return read.startup[part];
    },
  };
}

export const startupRead = createStartupRead(() => apiRequest<Startup>('/startup'));
