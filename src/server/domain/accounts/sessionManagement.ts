import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { DomainError } from '../errors';
import { TOS_VERSION } from './accounts';

/** The player's live sessions, newest first, marking the one asking. */
export async function listSessions(db: Database, userId: string, currentSessionId: string) {
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt))
    .limit(50);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    userAgent: row.userAgent,
    ip: row.ip,
    current: row.id === currentSessionId,
  }));
}

/** Records acceptance of the terms; only the current version can be accepted. */
export async function acceptTerms(db: Database, userId: string, version: string) {
  if (version !== TOS_VERSION) {
    throw new DomainError(
      'TERMS_OUTDATED',
      'These terms have changed. Please reload the page and read them again.',
      409,
    );
  }
  const [row] = await db
    .update(users)
    .set({ tosAcceptedAt: new Date(), tosVersion: version })
    .where(eq(users.id, userId))
    .returning({ acceptedAt: users.tosAcceptedAt, version: users.tosVersion });
  return { acceptedAt: row!.acceptedAt!.toISOString(), version: row!.version! };
}
