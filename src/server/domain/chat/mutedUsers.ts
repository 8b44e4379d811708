import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/client';
import type { Accounts } from '../accounts';
import { assertCan } from '../accounts';
import { type AuthorRow, publicUserOf } from './chatRecords';

/**
 * Players muted right now, soonest unmuted first, each with the reason and moderator of
 * the mute that holds (the newest 'user.mute' audit row). For the MUTED_USERS view.
 */
export async function listMutedUsers(deps: { db: Database; accounts: Accounts }, actorId: string) {
  assertCan(await deps.accounts.rolesOf(actorId), 'users.mute');
  const rows = await queryRows<
    AuthorRow & { muted_until: Date | string; reason: string | null; muted_by: string | null }
  >(
    deps.db,
    sql`SELECT u.id, u.username, u.avatar, u.xp, u.muted_until,
               a.details->>'reason' AS reason, actor.username AS muted_by
        FROM users u
        LEFT JOIN LATERAL (
          SELECT actor_id, details FROM audit_log
          WHERE target_id = u.id::text AND action = 'user.mute'
          ORDER BY id DESC LIMIT 1
        ) a ON true
        LEFT JOIN users actor ON actor.id = a.actor_id
        WHERE u.muted_until > now()
        ORDER BY u.muted_until, u.id LIMIT 200`,
  );
  return rows.map((row) => ({
    user: publicUserOf(row),
    mutedUntil: new Date(row.muted_until).toISOString(),
    reason: row.reason,
    mutedBy: row.muted_by,
  }));
}
