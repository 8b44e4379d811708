import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { useSearchParams } from '../../../router';
import { z } from 'zod';
import {
  ADMIN_CASHIER_SORT_COLUMNS,
  ADMIN_CASHIER_STATUSES,
  CASHIER_METHODS,
  CRYPTO_TRANSACTION_KINDS,
  adminCashierSearchQuery,
} from '../../../../shared/contract';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { cashierAdminApi } from './cashier-admin-api';
import { sortText, useUrlSort } from '../table/table-sort';
import { useCursorPages } from '../table/use-cursor-pages';
import { CashierTable } from './CashierTable';

/** The filters the address keeps (?q=&method=&kind=&status=&sort=), so a search can be shared. */
const FILTERS = ['q', 'method', 'kind', 'status'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

const filtersSchema = z.preprocess(
  (values) =>
    Object.fromEntries(
      Object.entries(values as Filters).filter(([, value]) => value.trim() !== ''),
    ),
  adminCashierSearchQuery.pick({ q: true, method: true, kind: true, status: true }),
);

const PAGE_SIZE = '25';
const NEWEST_FIRST = { column: 'createdAt', direction: 'desc' } as const;

const METHOD_WORDS = { CRYPTO: 'Crypto', SKINS: 'Skins' } as const;

/**
 * Every deposit and withdrawal, crypto and skins, newest first or by player or gems: sorted by the server and
 * read a page at a time by its cursor as the table scrolls.
 */
export function CashierSearch({ reloadKey }: { reloadKey: number }) {
  const [params, setParams] = useSearchParams();
  const { sort, explicit, sortBy } = useUrlSort(ADMIN_CASHIER_SORT_COLUMNS, NEWEST_FIRST);
  const current: Filters = {
    q: params.get('q') ?? '',
    method: params.get('method') ?? '',
    kind: params.get('kind') ?? '',
    status: params.get('status') ?? '',
  };
  const form = useForm<Filters>({
    resolver: zodResolver(filtersSchema as never) as unknown as Resolver<Filters>,
    defaultValues: current,
  });
  const query = new URLSearchParams({ limit: PAGE_SIZE });
  for (const key of FILTERS) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  if (explicit) query.set('sort', sortText(explicit));
  const list = useCursorPages(
    cashierAdminApi.search,
    (answer) => answer.transactions,
    query.toString(),
    reloadKey,
  );

  const onSubmit = form.handleSubmit((values) => {
    const next = new URLSearchParams();
    for (const key of FILTERS) if (values[key]?.trim()) next.set(key, values[key].trim());
    // The search's order and the queues' own stay as they were.
    for (const [key, value] of params) if (/^(sort|\w+Sort)$/.test(key)) next.set(key, value);
    setParams(next);
  });
  const { errors } = form.formState;

  return (
    <section className="admin-cashier__section" aria-labelledby="cashier-search-title">
      <h2 id="cashier-search-title" className="admin-cashier__subtitle">
        Search deposits and withdrawals
      </h2>
      <form
        className="admin-cashier__filters"
        role="search"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <TextField
          label="Player or reference"
          hint="A username's beginning, or a user id, transaction id, address, txid, trade offer id or Steam id."
          autoComplete="off"
          spellCheck={false}
          maxLength={128}
          {...form.register('q')}
        />
        <label className="admin-cashier__select">
          <span>Method</span>
          <select defaultValue={current.method} {...form.register('method')}>
            <option value="">Any</option>
            {CASHIER_METHODS.map((method) => (
              <option key={method} value={method}>
                {METHOD_WORDS[method]}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-cashier__select">
          <span>Kind</span>
          <select defaultValue={current.kind} {...form.register('kind')}>
            <option value="">Any</option>
            {CRYPTO_TRANSACTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kind === 'DEPOSIT' ? 'Deposits' : 'Withdrawals'}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-cashier__select">
          <span>Status</span>
          <select defaultValue={current.status} {...form.register('status')}>
            <option value="">Any</option>
            {ADMIN_CASHIER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status.toLowerCase().replace('_', ' ')}
              </option>
            ))}
          </select>
        </label>
        {(errors.q ?? errors.method ?? errors.kind ?? errors.status)?.message && (
          <p className="modal-form__error" role="alert">
            {(errors.q ?? errors.method ?? errors.kind ?? errors.status)?.message}
          </p>
        )}
        <Button type="submit" variant="primary">
          Search
        </Button>
      </form>
      {list.error && (
        <p className="modal-form__error" role="alert">
          {list.error}
        </p>
      )}
      <CashierTable
        caption="Results"
        rows={list.rows}
        empty="Nothing matches these filters."
        sort={sort}
        onSort={sortBy}
        hasMore={list.hasMore}
        loading={list.loading}
        onLoadMore={list.loadMore}
      />
    </section>
  );
}
