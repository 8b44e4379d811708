import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authTokens } from '../../db/schema';
import { newToken, tokenHash } from './secrets';

/** What a mailed token may do; a token of one purpose is worthless for the other. */
export type AuthTokenPurpose = 'verify-email' | 'reset-password';

export interface LiveAuthToken {
  userId: string;
  /** The address the token was mailed to. */
  subject: string | null;
}

/** A new single-use token; only its SHA-256 is stored, the caller mails the token itself. */
export async function issueAuthToken(
  db: Database,
  input: { userId: string; purpose: AuthTokenPurpose; subject: string; ttlMs: number },
): Promise<string> {
  const token = newToken();
  await db.insert(authTokens).values({
    tokenHash: tokenHash(token),
    userId: input.userId,
    purpose: input.purpose,
    subject: input.subject,
    expiresAt: new Date(Date.now() + input.ttlMs),
  });
  return token;
}

const live = (token: string, purpose: AuthTokenPurpose) =>
  and(
    eq(authTokens.tokenHash, tokenHash(token)),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, sql`now()`),
  );

/** Looks without spending: lets a caller refuse a dead token before doing costly work. */
export async function findAuthToken(
  db: Database,
  token: string,
  purpose: AuthTokenPurpose,
): Promise<LiveAuthToken | null> {
  const [row] = await db
    .select({ userId: authTokens.userId, subject: authTokens.subject })
    .from(authTokens)
    .where(live(token, purpose))
    .limit(1);
  return row ?? null;
}

/**
 * Spends a token with one conditional UPDATE: of two requests racing with the same link,
 * exactly one gets the row back. Answers null for an unknown, used or expired token.
 */
export async function spendAuthToken(
  db: Database,
  token: string,
  purpose: AuthTokenPurpose,
): Promise<LiveAuthToken | null> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(live(token, purpose))
    .returning({ userId: authTokens.userId, subject: authTokens.subject });
  return row ?? null;
}

/** Retires every other unspent token of a purpose, e.g. older reset links once one was used. */
export async function retireAuthTokens(
  db: Database,
  userId: string,
  purpose: AuthTokenPurpose,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
      ),
    );
}
