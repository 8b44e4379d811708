import type { Startup, StartupPart } from '../../../shared/contract/startup';
import { STARTUP_USER_READ } from '../../../shared/startup-user-read';
import { apiRequest } from '../../lib/http';

// A page's start-up reads in one request (GET /startup), or for a player in two: the user
// alone, first, since the session and balance are all a game's bet button waits for, and
// every other part beside it, so the button never waits for the slowest part. Each store takes its first state from
// its part, once, and reads its own route for every later refresh. A part asked for before
// the read began, or after it failed, is not there: the store reads its own route. Once the
// page's socket has signed in, the parts its player's events could have changed meanwhile
// are read again, in one request (refresh), and each is taken once more.

/**
 * How long after it arrived a part may still be taken: a store that starts later (a panel
 * opened minutes on) would show what has changed since, so it reads its own route.
 */
export const STARTUP_FRESH_MS = 10_000;

/** What a read of some parts answers: the parts asked for. */
export type StartupAnswer = Partial<Startup>;

/**
 * Every part but the user, read beside it (the `satisfies` keeps the list whole when the
 * contract gains a part; the client does not load the contract's schemas).
 */
const BESIDE_USER = Object.keys({
  notifications: true,
  chat: true,
  emotes: true,
  online: true,
  rain: true,
  liveDrops: true,
  compliance: true,
  inventory: true,
  challenges: true,
  challengeTrackers: true,
  responsibleGambling: true,
} satisfies Record<Exclude<StartupPart, 'user'>, true>) as Exclude<StartupPart, 'user'>[];

export interface StartupRead {
  /**
   * Sends the page's start-up requests for every part (once; later calls keep the first):
   * with `userFirst` (a player's page), the user in a request of its own.
   */
  begin(options?: { userFirst?: boolean }): void;
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
  /** The page's first read of each part (the user's, or the one of every other part). */
  const first = new Map<StartupPart, Read>();
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
    begin({ userFirst = false } = {}) {
      if (first.size > 0) return;
      if (!userFirst) {
        const all = send();
        for (const part of ['user', ...BESIDE_USER] as const) first.set(part, all);
        return;
      }
      const user = send(['user']);
      const beside = send(BESIDE_USER);
      // Both requests carry the same cookies, so the parts beside the user are that user's:
      // their answer takes the user's, which tells a player's parts from another viewer's.
      const besideUser: Read = {
        answer: Promise.all([user.answer, beside.answer]).then(([got, rest]) =>
          got && rest
            ? { startup: { ...rest.startup, user: got.startup.user }, at: rest.at }
            : null,
        ),
        taken: new Set(),
      };
      first.set('user', user);
      for (const part of BESIDE_USER) first.set(part, besideUser);
    },
    refresh(parts) {
      const read = send(parts);
      for (const part of parts) refreshed.set(part, read);
    },
    async take(part, viewer) {
      const read = refreshed.get(part) ?? first.get(part);
      if (!read || read.taken.has(part)) return undefined;
      read.taken.add(part);
      const got = await read.answer;
      if (!got || now() - got.at > STARTUP_FRESH_MS) return undefined;
      if (viewer !== undefined && (got.startup.user?.id ?? null) !== viewer) return undefined;
      return got.startup[part];
    },
  };
}

/** The read's address; the user's alone is the one the served page starts early. */
function startupPath(parts?: readonly StartupPart[]): string {
  if (!parts) return '/startup';
  if (parts.length === 1 && parts[0] === 'user') return STARTUP_USER_READ;
  return `/startup?parts=${parts.join(',')}`;
}

export const startupRead = createStartupRead((parts) =>
  apiRequest<StartupAnswer>(startupPath(parts)),
);
