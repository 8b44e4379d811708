import { useState } from 'react';
import { Link } from '../../router';
import { GENERIC_ERROR_MESSAGE } from '../../lib/api-error';
import { titled } from '../../lib/brand';
import { formatAmount } from '../../ui/amount';
import { useOpenBooks } from '../../features/openBooks/use-open-books';
import { LedgerTable } from './LedgerTable';
import { LiabilityRootsSection } from './LiabilityRoots';
import { ReturnsTable } from './ReturnsTable';
import { WheelTable } from './WheelTable';
import '../info/info.css';
import './open-books.css';

const PERIODS = [
  { key: 'all', label: 'All time' },
  { key: 'days30', label: 'Last 30 days' },
  { key: 'hours24', label: 'Last 24 hours' },
] as const;

/** The house's figures in public: every game's realised return, the ledger and the jackpot. */
export default function OpenBooksPage() {
  const { books, failed } = useOpenBooks();
  const [period, setPeriod] = useState<(typeof PERIODS)[number]['key']>('all');
  const shown = PERIODS.find((p) => p.key === period)!;
  return (
    <div className="info-page">
      <title>{titled('Open books')}</title>
      <header className="info-page__head">
        <p className="info-page__eyebrow">Fairness</p>
        <h1 className="info-page__title">Open books</h1>
        <p className="info-page__lead">
          What every game took and paid back, beside what its odds declare, and whether the gap is
          what chance explains: 99 honest games in 100 fall inside the interval. Updated live from
          settled bets and the ledger. Each outcome also verifies on its own (
          <Link to="/fairness">provably fair</Link>).
        </p>
      </header>
      {failed && !books && <p role="alert">{GENERIC_ERROR_MESSAGE}</p>}
      {books && (
        <>
          <section className="open-books__section" aria-labelledby="open-books-returns">
            <h2 id="open-books-returns">Returns by game</h2>
            <div className="open-books__periods" role="group" aria-label="Period">
              {PERIODS.map((p) => (
                <button
                  key={p.key}
                  type="button"
                  className="open-books__period"
                  aria-pressed={p.key === period}
                  onClick={() => setPeriod(p.key)}
                >
                  {p.label}
                </button>
              ))}
            </div>
            <ReturnsTable
              rows={books.periods[period]}
              caption={`Returns, ${shown.label.toLowerCase()}`}
            />
            <h3 id="open-books-wheel">The reward wheel</h3>
            <p>
              A free spin stakes nothing, so the wheel has no return: its figures are per spin, in
              gems, against the prize its table declares.
            </p>
            <WheelTable
              rows={books.wheel[period]}
              caption={`Wheel spins, ${shown.label.toLowerCase()}`}
            />
          </section>
          <section className="open-books__section" aria-labelledby="open-books-ledger">
            <h2 id="open-books-ledger">The ledger</h2>
            <LedgerTable ledger={books.ledger} />
          </section>
          <section className="open-books__section" aria-labelledby="open-books-jackpot">
            <h2 id="open-books-jackpot">The jackpot</h2>
            <p>Pool: {formatAmount(books.jackpot.pool)} gems</p>
            {books.jackpot.payouts.length === 0 ? (
              <p>No payouts yet.</p>
            ) : (
              <ul className="open-books__payouts">
                {books.jackpot.payouts.map((payout) => (
                  <li key={`${payout.at}/${payout.reference ?? ''}/${payout.amount}`}>
                    <time dateTime={payout.at}>{new Date(payout.at).toLocaleString()}</time>:{' '}
                    {formatAmount(payout.amount)} gems
                  </li>
                ))}
              </ul>
            )}
          </section>
          <p className="open-books__updated">
            Updated{' '}
            <time dateTime={books.updatedAt}>{new Date(books.updatedAt).toLocaleTimeString()}</time>
          </p>
        </>
      )}
      <LiabilityRootsSection />
    </div>
  );
}
