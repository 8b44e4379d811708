import type { DashboardGameReturn } from '../../../../shared/contract/adminDashboard';
import type { Statement } from '../../../db/client';
import type { Tx } from '../../../db/transaction';
import { returnFigures } from '../../openBooks';
import { WHEEL_GAME } from '../../openBooks';

// Each game's realised return beside its declared one over the dashboard's 30 days: the open
// books' own day rows (docs/open-books.md), a game's options summed, with the same interval.

const GAME_DAYS: Statement = {
  name: 'dashboard_game_returns',
  text: `SELECT game, sum(bets) AS bets, sum(wagered) AS wagered, sum(paid) AS paid,
                sum(expected) AS expected, sum(variance) AS variance
           FROM open_books_figures
          WHERE span = 'day' AND starts_at >= $1 AND game <> $2
          GROUP BY game`,
};

type Num = string | number;

/** Most wagered first; a game with no stake in the month is left out. */
export async function readGameReturns(tx: Tx, from: Date): Promise<DashboardGameReturn[]> {
  const rows = await tx.query<{
    game: string;
    bets: Num;
    wagered: Num;
    paid: Num;
    expected: Num;
    variance: Num;
  }>(GAME_DAYS, [from.toISOString(), WHEEL_GAME]);
  return rows
    .map((r) => {
      const sums = {
        bets: Number(r.bets),
        wagered: Number(r.wagered),
        paid: Number(r.paid),
        expected: Number(r.expected),
        variance: Number(r.variance),
      };
      return {
        game: r.game,
        bets: sums.bets,
        wagered: sums.wagered,
        paid: sums.paid,
        ...returnFigures(sums),
      };
    })
    .filter((g) => g.wagered > 0)
    .sort((a, b) => b.wagered - a.wagered || a.game.localeCompare(b.game));
}
