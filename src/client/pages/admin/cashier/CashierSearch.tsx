import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  CRYPTO_TRANSACTION_KINDS,
  CRYPTO_TRANSACTION_STATUSES,
  type HttpResponse,
  adminCashierSearchQuery,
} from '../../../../shared/contract';
import { messageOf } from '../../../lib/api-error';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { cashierAdminApi } from './cashier-admin-api';
import { CashierTable } from './CashierTable';

/** The filters the address keeps (?q=&kind=&status=&before=), so a search can be shared. */
const FILTERS = ['q', 'kind', 'status'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

const filtersSchema = z.preprocess(
  (values) =>
    Object.fromEntries(
      Object.entries(values as Filters).filter(([, value]) => value.trim() !== ''),
    ),
  adminCashierSearchQuery.pick({ q: true, kind: true, status: true }),
);

const PAGE_SIZE = '25';

/** Every deposit and withdrawal, newest first, a page at a time by the server's cursor. */
export function CashierSearch({ reloadKey }: { reloadKey: number }) {
  const [params, setParams] = useSearchParams();
  const [answer, setAnswer] = useState<HttpResponse<'adminSearchCryptoTransactions'> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current: Filters = {
    q: params.get('q') ?? '',
    kind: params.get('kind') ?? '',
    status: params.get('status') ?? '',
  };
  const form = useForm<Filters>({
    resolver: zodResolver(filtersSchema as never) as unknown as Resolver<Filters>,
    defaultValues: current,
  });
  const query = new URLSearchParams({ limit: PAGE_SIZE });
  for (const key of [...FILTERS, 'before'] as const) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  const queryText = query.toString();

  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    cashierAdminApi.search(new URLSearchParams(queryText), controller.signal).then(
      (found) => setAnswer(found),
      (caught: unknown) => {
        if (!controller.signal.aborted) setError(messageOf(caught));
      },
    );
    return () => controller.abort();
  }, [queryText, reloadKey]);

  const onSubmit = form.handleSubmit((values) => {
    const next = new URLSearchParams();
    for (const key of FILTERS) if (values[key]?.trim()) next.set(key, values[key].trim());
    setParams(next);
  });
  const page = (before: string | null) => {
    const next = new URLSearchParams(params);
    if (before) next.set('before', before);
    else next.delete('before');
    setParams(next);
  };
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
          hint="A username's beginning, or a user id, transaction id, address or txid."
          autoComplete="off"
          spellCheck={false}
          maxLength={128}
          {...form.register('q')}
        />
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
            {CRYPTO_TRANSACTION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status.toLowerCase().replace('_', ' ')}
              </option>
            ))}
          </select>
        </label>
        {(errors.q ?? errors.kind ?? errors.status)?.message && (
          <p className="modal-form__error" role="alert">
            {(errors.q ?? errors.kind ?? errors.status)?.message}
          </p>
        )}
        <Button type="submit" variant="primary">
          Search
        </Button>
      </form>
      {error && (
        <p className="modal-form__error" role="alert">
          {error}
        </p>
      )}
      <div aria-busy={answer === null} aria-live="polite">
        {answer && (
          <CashierTable
            caption={params.get('before') ? 'Results (older page)' : 'Results'}
            rows={answer.transactions}
            empty="Nothing matches these filters."
          />
        )}
      </div>
      <div className="admin-cashier__pager">
        {params.get('before') && (
          <Button type="button" variant="secondary" onClick={() => page(null)}>
            First page
          </Button>
        )}
        {answer?.nextCursor && (
          <Button type="button" variant="secondary" onClick={() => page(answer.nextCursor)}>
            Next page
          </Button>
        )}
      </div>
    </section>
  );
}
