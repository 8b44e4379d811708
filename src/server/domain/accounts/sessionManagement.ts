import type { Database, Statement } from '../../db/client';
import { autocommit } from '../../db/transaction';
import { DomainError } from '../errors';
import { TOS_VERSION } from './accounts';

/** The live sessions of player $1, last seen first. */
const LIVE_SESSIONS: Statement = {
  name: 'session_management_live',
  text: `SELECT id, created_at AS "createdAt", last_seen_at AS "lastSeenAt",
           user_agent AS "userAgent", ip
         FROM sessions
         WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
         ORDER BY last_seen_at DESC LIMIT 50`,
};

/** Player $1 accepts the terms of version $3 at $2. */
const ACCEPT_TERMS: Statement = {
  name: 'session_management_accept_terms',
  text: `UPDATE users SET tos_accepted_at = $2, tos_version = $3 WHERE id = $1
         RETURNING tos_accepted_at AS "acceptedAt", tos_version AS version`,
};

type SessionRow = {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  userAgent: string | null;
  ip: string | null;
};

/** The player's live sessions, newest first, marking the one asking. */
export async function listSessions(db: Database, userId: string, currentSessionId: string) {
  const rows = await autocommit(db, (tx) => tx.query<SessionRow>(LIVE_SESSIONS, [userId]));
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
  const [row] = await autocommit(db, (tx) =>
    tx.query<{ acceptedAt: Date | null; version: string | null }>(ACCEPT_TERMS, [
      userId,
      new Date(),
      version,
    ]),
  );
  return { acceptedAt: row!.acceptedAt!.toISOString(), version: row!.version! };
}
