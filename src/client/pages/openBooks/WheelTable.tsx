import type { OpenBooksSpinRow } from '../../../shared/contract/openBooks';
import { formatAmount } from '../../ui/amount';

/** Hundredths per spin as gems, to four places: the base tier's prize is 0.1084 a spin. */
const perSpin = (hundredths: number) => (hundredths / 100).toFixed(4);

/**
 * The reward wheel's free spins by tier. A spin stakes nothing, so the row reads per spin:
 * the prize its table declares, the prize paid on average, and chance's 99% interval.
 */
export function WheelTable({
  rows,
  caption,
}: {
  rows: readonly OpenBooksSpinRow[];
  caption: string;
}) {
  if (rows.length === 0) return <p className="open-books__empty">No wheel spins in this period.</p>;
  return (
    <div className="open-books__scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="open-books__table">
        <caption className="open-books__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Tier</th>
            <th scope="col">Spins</th>
            <th scope="col">Paid</th>
            <th scope="col">Paid per spin</th>
            <th scope="col">Declared per spin</th>
            <th scope="col">99% interval per spin</th>
            <th scope="col">Chance explains it</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.tier}>
              <th scope="row">Tier {row.tier}</th>
              <td>{row.spins.toLocaleString('en-US')}</td>
              <td>{formatAmount(row.paid)}</td>
              <td>{perSpin(row.realisedMean)}</td>
              <td>{perSpin(row.declaredMean)}</td>
              <td>
                {perSpin(row.interval[0])} – {perSpin(row.interval[1])}
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
