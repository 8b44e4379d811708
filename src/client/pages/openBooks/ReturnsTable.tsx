import type { OpenBooksRow } from '../../../shared/contract/openBooks';
import { formatAmount } from '../../ui/amount';

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/** One period's games and options: what they took and paid, against what chance allows. */
export function ReturnsTable({
  rows,
  caption,
}: {
  rows: readonly OpenBooksRow[];
  caption: string;
}) {
  if (rows.length === 0)
    return <p className="open-books__empty">No settled bets in this period.</p>;
  return (
    <div className="open-books__scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="open-books__table">
        <caption className="open-books__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Game</th>
            <th scope="col">Option</th>
            <th scope="col">Bets</th>
            <th scope="col">Wagered</th>
            <th scope="col">Paid</th>
            <th scope="col">Realised</th>
            <th scope="col">Declared</th>
            <th scope="col">99% interval</th>
            <th scope="col">Chance explains it</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.game}/${row.option}`}>
              <th scope="row">{row.game}</th>
              <td>{row.option}</td>
              <td>{row.bets.toLocaleString('en-US')}</td>
              <td>{formatAmount(row.wagered)}</td>
              <td>{formatAmount(row.paid)}</td>
              <td>{percent(row.realisedReturn)}</td>
              <td>{percent(row.declaredReturn)}</td>
              <td>
                {percent(row.interval[0])} – {percent(row.interval[1])}
              </td>
              <td className={row.withinInterval ? '' : 'open-books__flag'}>
                {row.withinInterval ? 'Yes' : 'No: outside the interval'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
