import type { DashboardGameReturn } from '../../../../shared/contract/adminDashboard';
import { formatAmount } from '../../../ui/amount';

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/** Each game's 30 days: what it took and paid, its realised return beside its declared one. */
export function GameReturnsTable({ games }: { games: readonly DashboardGameReturn[] }) {
  if (games.length === 0) return <p className="dashboard__empty">No settled bets in 30 days.</p>;
  return (
    <div
      className="dashboard__table-wrap"
      tabIndex={0}
      role="region"
      aria-label="Returns by game, last 30 days"
    >
      <table className="dashboard__table">
        <caption className="visually-hidden">Returns by game, last 30 days</caption>
        <thead>
          <tr>
            <th scope="col">Game</th>
            <th scope="col">Bets</th>
            <th scope="col">Wagered</th>
            <th scope="col">Paid</th>
            <th scope="col">Declared</th>
            <th scope="col">Realised</th>
            <th scope="col">99% interval</th>
            <th scope="col">Chance explains it</th>
          </tr>
        </thead>
        <tbody>
          {games.map((g) => (
            <tr key={g.game}>
              <th scope="row">{g.game}</th>
              <td>{g.bets.toLocaleString('en-US')}</td>
              <td>{formatAmount(g.wagered)}</td>
              <td>{formatAmount(g.paid)}</td>
              <td>{percent(g.declaredReturn)}</td>
              <td>{percent(g.realisedReturn)}</td>
              <td>
                {percent(g.interval[0])} – {percent(g.interval[1])}
              </td>
              <td className={g.withinInterval ? '' : 'dashboard__flag'}>
                {g.withinInterval ? 'Yes' : 'No: outside the interval'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
