import type { UserStats } from '../../../shared/contract/users';
import type { Database, Statement } from '../../db/client';
import { autocommit } from '../../db/transaction';
import { GIVEN_BACK_SQL } from '../accruals';
import { ANONYMOUS_NAME } from '../accounts';
import { notFound } from '../errors';
import { type AuthorRow, publicUserOf } from './chatRecords';

type StatsRow = AuthorRow & {
  anonymous: boolean;
  createdAt: Date;
  bets: number | string;
  wagered: number | string;
};

/** Bets that still stake something: a stake given back (a cancelled coin flip...) is none. */
const STAKED = `NOT ${GIVEN_BACK_SQL}`;

/** A player ($1) with their count of bets and the sum wagered. */
const USER_STATS: Statement = {
  name: 'chat_user_stats',
  text: `SELECT u.id, u.username, u.avatar, u.xp, u.anonymous, u.created_at AS "createdAt",
                (SELECT count(*) FROM bets b WHERE b.user_id = u.id AND ${STAKED}) AS bets,
                (SELECT coalesce(sum(b.amount), 0) FROM bets b
                   WHERE b.user_id = u.id AND ${STAKED}) AS wagered
         FROM users u WHERE u.id = $1`,
};

/**
 * A player's public profile, opened from a name in chat (USER_STATS). Anonymous mode shows
 * the level alone: the name, join date and wagered figures would tie them to race boards.
 * Bets and wagered leave out stakes given back (accruals/settledWagerSql.ts): five
 * cancelled coin flips were never wagered.
 */
export async function userStats(db: Database, userId: string): Promise<UserStats> {
  const [row] = await autocommit(db, (tx) => tx.query<StatsRow>(USER_STATS, [userId]));
  if (!row) throw notFound('No such player');
  const user = publicUserOf(row);
  if (row.anonymous)
    return {
      user: { ...user, username: ANONYMOUS_NAME, avatar: null },
      anonymous: true,
      joinedAt: null,
      bets: null,
      wagered: null,
    };
  return {
    user,
    anonymous: false,
    joinedAt: new Date(row.createdAt).toISOString(),
    bets: Number(row.bets),
    wagered: Number(row.wagered),
  };
}
