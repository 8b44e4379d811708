import { useCallback, useEffect, useId, useRef, useState } from 'react';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { LedgerEntry } from '../../../shared/contract/profile';
import { messageOf } from '../../lib/api-error';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import '../../ui/settings-card.css';
import { kindLabel } from './transaction-kinds';
import { transactionsApi } from './transactions-api';
import { downloadCsv, fetchAllEntries, transactionsCsv } from './transactions-csv';
import './transactions.css';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface Listing {
  entries: LedgerEntry[];
  nextCursor: number | null;
}

/**
 * The profile's transactions: every entry of the player's ledger account, newest first,
 * a page at a time by the entry-id cursor, filtered by kind, and exported as CSV.
 */
export function TransactionsTab() {
  const filterId = useId();
  const [kind, setKind] = useState('');
  const [kinds, setKinds] = useState<readonly string[]>([]);
  const [listing, setListing] = useState<Listing | null>(null);
  const [loading, setLoading] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const load = useCallback(async (filter: string, before: number | null) => {
    // Counted, so an older, slower answer cannot replace a newer one.
    const request = ++latest.current;
    setLoading(true);
    try {
      const page = await transactionsApi.list({ kind: filter || null, before });
      if (request !== latest.current) return;
      setKinds(page.kinds);
      setListing((previous) => ({
        entries: before && previous ? [...previous.entries, ...page.entries] : page.entries,
        nextCursor: page.nextCursor,
      }));
      setError(null);
    } catch (caught) {
      if (request === latest.current) setError(messageOf(caught));
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load(kind, null);
  }, [kind, load]);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const entries = await fetchAllEntries(kind || null);
      downloadCsv(transactionsCsv(entries), `gemdrop-transactions${kind ? `-${kind}` : ''}.csv`);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setExporting(false);
    }
  };

  const entries = listing?.entries ?? [];
  return (
    <section className="settings-card transactions" aria-labelledby="transactions-title">
      <h2 id="transactions-title" className="settings-card__title">
        Your ledger
      </h2>
      <div className="transactions__bar">
        <label className="transactions__label" htmlFor={filterId}>
          Kind
        </label>
        <select
          id={filterId}
          className="transactions__select"
          value={kind}
          onChange={(event) => setKind(event.target.value)}
        >
          <option value="">All kinds</option>
          {kinds.map((option) => (
            <option key={option} value={option}>
              {kindLabel(option)}
            </option>
          ))}
        </select>
        <Button
          type="button"
          size="sm"
          onClick={() => void exportCsv()}
          disabled={exporting || entries.length === 0}
        >
          {exporting ? 'Preparing CSV…' : 'Download CSV'}
        </Button>
      </div>
      {error && (
        <p className="transactions__note" role="alert">
          {error}
        </p>
      )}
      {!listing && !error && (
        <p className="transactions__note" aria-busy="true">
          Loading your transactions…
        </p>
      )}
      {listing && entries.length === 0 && (
        <p className="transactions__note">No transactions{kind ? ' of this kind' : ''} yet.</p>
      )}
      {entries.length > 0 && (
        <div className="transactions__scroll" role="region" aria-label="Transactions" tabIndex={0}>
          <table className="transactions__table" data-testid="transactions" aria-busy={loading}>
            <caption className="visually-hidden">Your transactions, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Kind</th>
                <th scope="col" className="transactions__number">
                  Amount
                </th>
                <th scope="col" className="transactions__number">
                  Balance after
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <TransactionRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {listing?.nextCursor && (
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => void load(kind, listing.nextCursor)}
          disabled={loading}
        >
          {loading ? 'Loading…' : 'Load older'}
        </Button>
      )}
    </section>
  );
}

export function TransactionRow({ entry }: { entry: LedgerEntry }) {
  return (
    <tr data-entry-id={entry.id} data-kind={entry.kind}>
      <td>
        <time dateTime={entry.createdAt}>{timeFormat.format(new Date(entry.createdAt))}</time>
      </td>
      <td>{kindLabel(entry.kind)}</td>
      <td className="transactions__number" data-amount={entry.amount}>
        <Amount personal value={entry.amount} size="sm" signed />
      </td>
      <td className="transactions__number" data-balance-after={entry.balanceAfter}>
        <Amount personal value={entry.balanceAfter} size="sm" />
      </td>
    </tr>
  );
}
