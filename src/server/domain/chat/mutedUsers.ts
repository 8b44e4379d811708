import type { Database, Statement } from '../../db/client';
import { autocommit } from '../../db/transaction';
import type { Accounts } from '../accounts';
import { assertCan } from '../accounts';
import { type AuthorRow, publicUserOf } from './chatRecords';

/** Players muted now, each with the newest 'user.mute' audit row's reason and moderator. */
const MUTED_USERS: Statement = {
  name: 'chat_muted_users',
  text: `SELECT u.id, u.username, u.avatar, u.xp, u.muted_until AS "mutedUntil",
                a.details->>'reason' AS reason, actor.username AS "mutedBy"
         FROM users u
         LEFT JOIN LATERAL (
           SELECT actor_id, details FROM audit_log
           WHERE target_id = u.id::text AND action = 'user.mute'
           ORDER BY id DESC LIMIT 1
         ) a ON true
         LEFT JOIN users actor ON actor.id = a.actor_id
         WHERE u.muted_until > now()
         ORDER BY u.muted_until, u.id LIMIT 200`,
};

/**
 * Players muted right now, soonest unmuted first, each with the reason and moderator of
 * the mute that holds (the newest 'user.mute' audit row). For the MUTED_USERS view.
 */
export async function listMutedUsers(deps: { db: Database; accounts: Accounts }, actorId: string) {
  assertCan(await deps.accounts.rolesOf(actorId), 'users.mute');
  const rows = await autocommit(deps.db, (tx) =>
    tx.query<AuthorRow & { mutedUntil: Date; reason: string | null; mutedBy: string | null }>(
      MUTED_USERS,
      [],
    ),
  );
  return rows.map((row) => ({
    user: publicUserOf(row),
    mutedUntil: new Date(row.mutedUntil).toISOString(),
    reason: row.reason,
    mutedBy: row.mutedBy,
  }));
}
