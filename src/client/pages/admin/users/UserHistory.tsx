import { useEffect, useState } from 'react';
import { Link } from '../../../router';
import type { HistoryBet } from '../../../../shared/contract';
import type { LedgerEntry } from '../../../../shared/contract/profile';
import {
  historyVerifyHref,
  loadHistoryLines,
} from '../../../features/bet-history/bet-history-display';
import { messageOf } from '../../../lib/api-error';
import { formatAmount, formatSignedAmount } from '../../../ui/amount';
import { type AdminColumn, AdminTable } from '../table/AdminTable';
import { usersAdminApi } from './users-admin-api';

const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');

const LEDGER_COLUMNS: AdminColumn<LedgerEntry>[] = [
  { key: 'when', header: 'When', cell: (entry) => when(entry.createdAt) },
  { key: 'kind', header: 'Kind', cell: (entry) => entry.kind },
  { key: 'amount', header: 'Amount', numeric: true, cell: (e) => formatSignedAmount(e.amount) },
  {
    key: 'balanceAfter',
    header: 'Balance after',
    numeric: true,
    cell: (entry) => formatAmount(entry.balanceAfter),
  },
];

const BET_COLUMNS: AdminColumn<HistoryBet>[] = [
  { key: 'when', header: 'When', cell: (bet) => when(bet.createdAt) },
  { key: 'game', header: 'Game', cell: (bet) => bet.game },
  { key: 'stake', header: 'Stake', numeric: true, cell: (bet) => formatAmount(bet.amount) },
  { key: 'payout', header: 'Payout', numeric: true, cell: (bet) => formatAmount(bet.payout) },
  {
    key: 'verify',
    header: 'Verify',
    cell: (bet) => {
      const href = historyVerifyHref(bet, undefined);
      return href ? <Link to={href}>Verify</Link> : '—';
    },
  },
];

/**
 * A list the server pages by a cursor, newest first: the first page on opening, the next
 * appended as the table nears its end (or on Load more).
 * `reloadKey` starts it again (after an action changed the account).
 */
function usePaged<T, C>(
  load: (before: C | null, signal?: AbortSignal) => Promise<{ items: T[]; next: C | null }>,
  reloadKey: unknown,
) {
  const [items, setItems] = useState<T[] | null>(null);
  const [next, setNext] = useState<C | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const controller = new AbortController();
    setItems(null);
    setLoading(true);
    load(null, controller.signal).then(
      (page) => {
        setItems(page.items);
        setNext(page.next);
        setLoading(false);
      },
      (caught: unknown) => {
        if (controller.signal.aborted) return;
        setError(messageOf(caught));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [reloadKey]);
  const older = () => {
    if (next === null || loading) return;
    setLoading(true);
    load(next).then(
      (page) => {
        setItems((shown) => [...(shown ?? []), ...page.items]);
        setNext(page.next);
        setLoading(false);
      },
      (caught: unknown) => {
        setError(messageOf(caught));
        setLoading(false);
      },
    );
  };
  return { items, hasMore: next !== null, older, loading, error };
}

/** The account's ledger, newest first: every movement of its balance. */
export function UserLedger({ userId, reloadKey }: { userId: string; reloadKey: unknown }) {
  const { items, hasMore, older, loading, error } = usePaged<LedgerEntry, number>(
    (before, signal) =>
      usersAdminApi
        .ledger(userId, before, signal)
        .then((page) => ({ items: page.entries, next: page.nextCursor })),
    `${userId}:${String(reloadKey)}`,
  );
  return (
    <section className="admin-users__section" aria-labelledby="user-ledger-title">
      <h2 id="user-ledger-title">Ledger</h2>
      {error && <p role="alert">{error}</p>}
      <div data-testid="user-ledger">
        <AdminTable
          caption="Ledger entries, newest first"
          columns={LEDGER_COLUMNS}
          rows={items ?? []}
          getKey={(entry) => String(entry.id)}
          maxHeight={360}
          empty="No movement yet."
          hasMore={hasMore}
          loading={loading}
          onLoadMore={older}
        />
      </div>
    </section>
  );
}

/** The account's settled bets, newest first, each with the page that verifies it. */
export function UserBets({ userId }: { userId: string }) {
  const { items, hasMore, older, loading, error } = usePaged<HistoryBet, string>(
    (before, signal) =>
      usersAdminApi.bets(userId, before, signal).then(async (page) => {
        // The verify links of games whose records have a shape of their own.
        await loadHistoryLines(page.bets.map((bet) => bet.game));
        return { items: page.bets, next: page.nextCursor };
      }),
    userId,
  );
  return (
    <section className="admin-users__section" aria-labelledby="user-bets-title">
      <h2 id="user-bets-title">Bets</h2>
      {error && <p role="alert">{error}</p>}
      <AdminTable
        caption="Settled bets, newest first"
        columns={BET_COLUMNS}
        rows={items ?? []}
        getKey={(bet) => bet.id}
        maxHeight={360}
        empty="No bet yet."
        hasMore={hasMore}
        loading={loading}
        onLoadMore={older}
      />
    </section>
  );
}
