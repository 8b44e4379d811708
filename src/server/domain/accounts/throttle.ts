import type { Database, Statement } from '../../db/client';
import { autocommit } from '../../db/transaction';
import { DomainError } from '../errors';

export interface ThrottleRule {
  /** What is being limited, e.g. 'login:account'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** The limits of the spec's abuse rules; per account and per address. */
export const AUTH_RULES = {
  loginPerAccount: { name: 'login:account', limit: 10, windowSeconds: 15 * 60 },
  loginPerAddress: { name: 'login:address', limit: 30, windowSeconds: 15 * 60 },
  registerPerAddress: { name: 'register:address', limit: 10, windowSeconds: 60 * 60 },
  resetPerAccount: { name: 'reset:account', limit: 3, windowSeconds: 60 * 60 },
  resetPerAddress: { name: 'reset:address', limit: 10, windowSeconds: 60 * 60 },
  twoFactorPerAccount: { name: '2fa:account', limit: 10, windowSeconds: 15 * 60 },
  emailChangePerAccount: { name: 'email-change:account', limit: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, ThrottleRule>;

/** One hit on key $1 in a window of $2 seconds: the hits so far and the seconds left. */
const HIT_THROTTLE: Statement = {
  name: 'throttle_hit',
  text: `INSERT INTO throttles (key, hits, window_ends_at)
         VALUES ($1, 1, now() + make_interval(secs => $2))
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN throttles.window_ends_at <= now() THEN 1 ELSE throttles.hits + 1 END,
           window_ends_at = CASE WHEN throttles.window_ends_at <= now()
             THEN now() + make_interval(secs => $2) ELSE throttles.window_ends_at END
         RETURNING hits, ceil(extract(epoch FROM window_ends_at - now()))::int AS seconds_left`,
};

/** 'N hours' at an hour or more, else 'N minute(s)' (spec section 9). */
export function formatDuration(seconds: number): string {
  if (seconds >= 3600) {
    const hours = Math.round(seconds / 3600);
    return `${hours} hour${hours === 1 ? '' : 's'}`;
  }
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Counts one attempt against `rule` for `subject` (an account or an address) in a
 * fixed window, in the database so every server process sees the same count. Throws 429
 * once the limit is passed.
 */
export async function hitThrottle(
  db: Database,
  rule: ThrottleRule,
  subject: string,
): Promise<void> {
  const key = `${rule.name}:${subject.toLowerCase().slice(0, 200)}`;
  const [row] = await autocommit(db, (tx) =>
    tx.query<{ hits: number; seconds_left: number }>(HIT_THROTTLE, [key, rule.windowSeconds]),
  );
  if (row && row.hits > rule.limit) {
    throw new DomainError(
      'TOO_MANY_ATTEMPTS',
      `Too many attempts. Please try again in ${formatDuration(row.seconds_left)}.`,
      429,
    );
  }
}
