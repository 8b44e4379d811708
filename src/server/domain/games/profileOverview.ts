import { levelOf } from '../../../shared/levels';
import type { ProfileOverview } from '../../../shared/contract/profile';
import type { HistoryGame } from '../../../shared/contract/betHistory';
import type { Database, Statement } from '../../db/client';
import { autocommit } from '../../db/transaction';
import { GIVEN_BACK_SQL } from '../accruals';
import { notAuthenticated } from '../errors';
import type { RevealWindows } from '../revealWindows';

type OverviewRow = {
  xp: number | string;
  createdAt: Date;
  bets: number | string;
  wagered: number | string;
  profit: number | string;
  favourite: string | null;
};

/** Bets that still stake something: a stake given back (a cancelled coin flip...) is none. */
const STAKED = `NOT ${GIVEN_BACK_SQL}`;

/**
 * A player's ($4) figures. The reveal windows come as parallel arrays of game kinds ($1)
 * and milliseconds ($2); $3 is the window of a game this process does not know.
 */
const PROFILE_OVERVIEW: Statement = {
  name: 'profile_overview',
  text: `WITH w AS (SELECT * FROM unnest($1::text[], $2::int[]) AS w(game, ms))
         SELECT u.xp, u.created_at AS "createdAt",
                (SELECT count(*) FROM bets b WHERE b.user_id = u.id AND ${STAKED}) AS bets,
                (SELECT coalesce(sum(b.amount), 0) FROM bets b
                   WHERE b.user_id = u.id AND ${STAKED}) AS wagered,
                (SELECT coalesce(sum(b.payout - b.amount), 0)
                   FROM bets b LEFT JOIN w ON w.game = b.game
                   WHERE b.user_id = u.id AND b.payout IS NOT NULL AND b.settled_at IS NOT NULL
                     AND b.settled_at + make_interval(secs => coalesce(w.ms, $3) / 1000.0)
                         <= clock_timestamp()) AS profit,
                (SELECT b.game FROM bets b WHERE b.user_id = u.id AND ${STAKED}
                   GROUP BY b.game ORDER BY sum(b.amount) DESC, b.game LIMIT 1) AS favourite
         FROM users u WHERE u.id = $4`,
};

/**
 * The profile overview's figures in one statement. Bets, wagered and the favourite game
 * leave out stakes given back (accruals/settledWagerSql.ts), as the public profile does: a
 * cancelled coin flip or a refunded battle seat was never wagered. Profit counts settled
 * bets only (an open mines game or crash bet has no payout yet), and only once the bet's
 * game window has passed since it settled: another tab must not tell of a ball still
 * falling. The favourite game is the one with the most wagered, the name breaking a tie so
 * the answer never flickers.
 */
export async function profileOverview(
  db: Database,
  userId: string,
  windows: RevealWindows,
): Promise<ProfileOverview> {
  const [row] = await autocommit(db, (tx) =>
    tx.query<OverviewRow>(PROFILE_OVERVIEW, [
      [...windows.kinds],
      [...windows.ms],
      windows.longest,
      userId,
    ]),
  );
  if (!row) throw notAuthenticated();
  return {
    xp: levelOf(Number(row.xp)),
    bets: Number(row.bets),
    wagered: Number(row.wagered),
    profit: Number(row.profit),
    favouriteGame: row.favourite as HistoryGame | null,
    memberSince: new Date(row.createdAt).toISOString(),
  };
}
