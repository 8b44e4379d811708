import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { HistoryBet } from '../../../../shared/contract';
import type { LedgerEntry } from '../../../../shared/contract/profile';
import { historyVerifyHref } from '../../../features/bet-history/bet-history-display';
import { messageOf } from '../../../lib/api-error';
import { formatAmount, formatSignedAmount } from '../../../ui/amount';
import { Button } from '../../../ui/Button';
import { usersAdminApi } from './users-admin-api';

const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/**
 * A list the server pages by a cursor: the first page on opening, "Older" appends the next.
 * `reloadKey` starts it again (after an action changed the account).
 */
function usePaged<T, C>(
  load: (before: C | null, signal?: AbortSignal) => Promise<{ items: T[]; next: C | null }>,
  reloadKey: unknown,
) {
  const [items, setItems] = useState<T[] | null>(null);
  const [next, setNext] = useState<C | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    setItems(null);
    load(null, controller.signal).then(
      (page) => {
        setItems(page.items);
        setNext(page.next);
      },
      (caught: unknown) => {
        if (!controller.signal.aborted) setError(messageOf(caught));
      },
    );
    return () => controller.abort();
  }, [reloadKey]);
  const older = async () => {
    if (next === null) return;
    try {
      const page = await load(next);
      setItems((shown) => [...(shown ?? []), ...page.items]);
      setNext(page.next);
    } catch (caught) {
      setError(messageOf(caught));
    }
  };
  return { items, hasMore: next !== null, older, error };
}

/** The account's ledger, newest first: every movement of its balance. */
export function UserLedger({ userId, reloadKey }: { userId: string; reloadKey: unknown }) {
  const { items, hasMore, older, error } = usePaged<LedgerEntry, number>(
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
      {items && items.length === 0 && <p>No movement yet.</p>}
      {items && items.length > 0 && (
        <div className="admin-users__scroll">
          <table className="admin-users__table" data-testid="user-ledger">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Kind</th>
                <th scope="col">Amount</th>
                <th scope="col">Balance after</th>
              </tr>
            </thead>
            <tbody>
              {items.map((entry) => (
                <tr key={entry.id}>
                  <td>{when(entry.createdAt)}</td>
                  <td>{entry.kind}</td>
                  <td>{formatSignedAmount(entry.amount)}</td>
                  <td>{formatAmount(entry.balanceAfter)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hasMore && (
        <Button type="button" variant="secondary" onClick={() => void older()}>
          Older entries
        </Button>
      )}
    </section>
  );
}

/** The account's settled bets, newest first, each with the page that verifies it. */
export function UserBets({ userId }: { userId: string }) {
  const { items, hasMore, older, error } = usePaged<HistoryBet, string>(
    (before, signal) =>
      usersAdminApi
        .bets(userId, before, signal)
        .then((page) => ({ items: page.bets, next: page.nextCursor })),
    userId,
  );
  return (
    <section className="admin-users__section" aria-labelledby="user-bets-title">
      <h2 id="user-bets-title">Bets</h2>
      {error && <p role="alert">{error}</p>}
      {items && items.length === 0 && <p>No bet yet.</p>}
      {items && items.length > 0 && (
        <div className="admin-users__scroll">
          <table className="admin-users__table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Game</th>
                <th scope="col">Stake</th>
                <th scope="col">Payout</th>
                <th scope="col">Verify</th>
              </tr>
            </thead>
            <tbody>
              {items.map((bet) => {
                const href = historyVerifyHref(bet, undefined);
                return (
                  <tr key={bet.id}>
                    <td>{when(bet.createdAt)}</td>
                    <td>{bet.game}</td>
                    <td>{formatAmount(bet.amount)}</td>
                    <td>{formatAmount(bet.payout)}</td>
                    <td>{href ? <Link to={href}>Verify</Link> : '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {hasMore && (
        <Button type="button" variant="secondary" onClick={() => void older()}>
          Older bets
        </Button>
      )}
    </section>
  );
}
