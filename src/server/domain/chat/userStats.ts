import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { notFound } from '../errors';
import { type AuthorRow, publicUserOf } from './chatRecords';

/** A player's public profile, opened from a name in chat (USER_STATS). */
export async function userStats(db: Database, userId: string) {
  const [row] = await queryRows<
    AuthorRow & { created_at: Date | string; bets: number | string; wagered: number | string }
  >(
    db,
    sql`SELECT u.id, u.username, u.avatar, u.xp, u.created_at,
               (SELECT count(*) FROM bets b WHERE b.user_id = u.id) AS bets,
               (SELECT coalesce(sum(b.amount), 0) FROM bets b WHERE b.user_id = u.id) AS wagered
        FROM users u WHERE u.id = ${userId}`,
  );
  if (!row) throw notFound('No such player');
  return {
    user: publicUserOf(row),
    joinedAt: new Date(row.created_at).toISOString(),
    bets: Number(row.bets),
    wagered: Number(row.wagered),
  };
}
