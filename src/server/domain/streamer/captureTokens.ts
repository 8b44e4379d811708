import { createHash, randomBytes } from 'node:crypto';
import { CAPTURE_TOKEN_LIMIT, type CaptureToken } from '../../../shared/contract/streamer';
import type { Database } from '../../db/client';
import { autocommit, transact } from '../../db/transaction';
import { DomainError, notAuthenticated, notFound } from '../errors';
import type { DomainEventBus } from '../events';
import {
  COUNT_ACTIVE,
  type CaptureTokenRow,
  INSERT_TOKEN,
  IS_ACTIVE,
  LIST_ACTIVE,
  LOCK_OWNER,
  REVOKE_TOKEN,
  USE_TOKEN,
} from './captureStatements';

// Capture tokens: the address of a stream's browser source. A token lets a socket watch its
// owner's own bets land and nothing else; it is never a session and never a cookie. The
// token is 256 bits from the CSPRNG, shown once; only its SHA-256 is kept, so a database
// leak gives no working address. Revoking one tells every process to drop its sockets.

const PREFIX = 'cap_';

/** A new token: "cap_" and 43 base64url characters (256 bits). */
export function newCaptureToken(): string {
  return PREFIX + randomBytes(32).toString('base64url');
}

/** What the database keeps of a token. */
export function captureTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const toCaptureToken = (row: CaptureTokenRow): CaptureToken => ({
  id: row.id,
  label: row.label,
  createdAt: new Date(row.created_at).toISOString(),
  lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
});

/** Who a capture token watches, and the token's own id (its sockets' room). */
export interface CaptureGrant {
  tokenId: string;
  userId: string;
}

export class CaptureTokens {
  constructor(
    private readonly db: Database,
    private readonly events: DomainEventBus,
  ) {}

  /** A new capture link; the plain token is in this answer only. */
  async create(userId: string, label: string): Promise<{ token: CaptureToken; secret: string }> {
    const secret = newCaptureToken();
    const token = await transact(this.db, async (tx) => {
      const [owner] = await tx.query(LOCK_OWNER, [userId]);
      if (!owner) throw notAuthenticated();
      const [count] = await tx.query<{ active: number }>(COUNT_ACTIVE, [userId]);
      if ((count?.active ?? 0) >= CAPTURE_TOKEN_LIMIT)
        throw new DomainError(
          'CAPTURE_TOKEN_LIMIT',
          `You can have at most ${CAPTURE_TOKEN_LIMIT} capture links: revoke one first`,
          409,
        );
      const [row] = await tx.query<CaptureTokenRow>(INSERT_TOKEN, [
        userId,
        label,
        captureTokenHash(secret),
      ]);
      return toCaptureToken(row!);
    });
    return { token, secret };
  }

  /** The player's active capture links, newest first. */
  async list(userId: string): Promise<CaptureToken[]> {
    const rows = await autocommit(this.db, (tx) =>
      tx.query<CaptureTokenRow>(LIST_ACTIVE, [userId]),
    );
    return rows.map(toCaptureToken);
  }

  /** Revokes one of the player's links; after commit its sockets are told and dropped. */
  async revoke(userId: string, tokenId: string): Promise<void> {
    await autocommit(this.db, async (tx) => {
      const [row] = await tx.query(REVOKE_TOKEN, [tokenId, userId]);
      if (!row) throw notFound('No such capture link');
      tx.afterCommit(() => this.events.emit('capture.revoked', { tokenId, userId }));
    });
  }

  /** The grant of an active token (stamped as used), or null for an unknown or revoked one. */
  async use(token: string): Promise<CaptureGrant | null> {
    const [row] = await autocommit(this.db, (tx) =>
      tx.query<{ id: string; user_id: string }>(USE_TOKEN, [captureTokenHash(token)]),
    );
    return row ? { tokenId: row.id, userId: row.user_id } : null;
  }

  /** Still active: a socket that joined while its token was being revoked checks again. */
  async isActive(tokenId: string): Promise<boolean> {
    const rows = await autocommit(this.db, (tx) => tx.query(IS_ACTIVE, [tokenId]));
    return rows.length > 0;
  }
}
