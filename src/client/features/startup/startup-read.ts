import type { Startup, StartupPart } from '../../../shared/contract/startup';
import { apiRequest } from '../../lib/http';

// A page's start-up reads in one request (GET /startup): each store takes its first state
// from its part, once, and reads its own route for every later refresh. A part asked for
// before the read began, or after it failed, is not there: the store reads its own route.
// Once the page's socket has signed in, the parts its player's events could have changed
// meanwhile are read again, again in one request (refresh), and each is taken once more.

/**
 * How long after it arrived a part may still be taken: a store that starts later (a panel
 * opened minutes on) would show what has changed since, so it reads its own route.
 */
export const STARTUP_FRESH_MS = 10_000;

/** What a read of some parts answers: the parts asked for. */
export type StartupAnswer = Partial<Startup>;

export interface StartupRead {
  /** Sends the page's one start-up request for every part (once; later calls keep the first). */
  begin(): void;
  /** Reads `parts` again in one request; each of them may then be taken once more. */
  refresh(parts: readonly StartupPart[]): void;
  /**
   * The part the first time it is asked for since it was read, if that read succeeded and is
   * fresh; else undefined. With `viewer` (a user id, null for a visitor), only a read made
   * for that viewer answers: a player's own part never reaches another account.
   */
  take<K extends StartupPart>(part: K, viewer?: string | null): Promise<Startup[K] | undefined>;
}

interface Read {
  answer: Promise<{ startup: StartupAnswer; at: number } | null>;
  /** The parts already taken from this read. */
  taken: Set<StartupPart>;
}

export function createStartupRead(
  fetchStartup: (parts?: readonly StartupPart[]) => Promise<StartupAnswer>,
  now: () => number = () => performance.now(),
): StartupRead {
  /** The page's first read, of every part. */
  let first: Read | null = null;
  /** The latest refresh of each part it covered, in place of the first read. */
  const refreshed = new Map<StartupPart, Read>();
  const send = (parts?: readonly StartupPart[]): Read => ({
    answer: fetchStartup(parts).then(
      (startup) => ({ startup, at: now() }),
      () => null,
    ),
    taken: new Set(),
  });
  return {
    begin() {
      first ??= send();
    },
    refresh(parts) {
      const read = send(parts);
      for (const part of parts) refreshed.set(part, read);
    },
    async take(part, viewer) {
      const read = refreshed.get(part) ?? first;
      if (!read || read.taken.has(part)) return undefined;
      read.taken.add(part);
      const got = await read.answer;
      if (!got || now() - got.at > STARTUP_FRESH_MS) return undefined;
      if (viewer !== undefined && (got.startup.user?.id ?? null) !== viewer) return undefined;
      return got.startup[part];
    },
  };
}

export const startupRead = createStartupRead((parts) =>
  apiRequest<StartupAnswer>(parts ? `/startup?parts=${parts.join(',')}` : '/startup'),
);
