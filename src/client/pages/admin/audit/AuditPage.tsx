import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useSearchParams } from '../../../router';
import { z } from 'zod';
import {
  ADMIN_AUDIT_SORT_COLUMNS,
  type AuditRow,
  adminAuditQuery,
} from '../../../../shared/contract';
import { messageOf } from '../../../lib/api-error';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { type AdminColumn, AdminTable } from '../table/AdminTable';
import { sortText, useUrlSort } from '../table/table-sort';
import { useCursorPages } from '../table/use-cursor-pages';
import { auditApi } from './audit-api';
import { auditCsv } from './audit-csv';
import '../users/users.css';

/** The filters the address keeps, so a view of the log can be shared. */
const FILTERS = ['actor', 'target', 'action', 'from', 'to'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

const filtersSchema = z.preprocess(
  (values) =>
    Object.fromEntries(
      Object.entries(values as Filters).filter(([, value]) => value.trim() !== ''),
    ),
  adminAuditQuery.pick({ actor: true, target: true, action: true, from: true, to: true }),
);

const PAGE_SIZE = '50';
/** The most rows an export walks (100 a page): a bigger one is for narrower filters. */
const EXPORT_PAGES = 50;
const when = (iso: string) => iso.slice(0, 19).replace('T', ' ');
const jsonOf = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value);
/** Newest first: the id is the order rows were written in. */
const DEFAULT_SORT = { column: 'id', direction: 'desc' } as const;

const COLUMNS: AdminColumn<AuditRow>[] = [
  {
    key: 'id',
    header: 'When',
    sortable: true,
    firstDirection: 'desc',
    cell: (row) => when(row.createdAt),
  },
  { key: 'actor', header: 'Operator', cell: (row) => row.actor?.username ?? '—' },
  { key: 'action', header: 'Action', sortable: true, cell: (row) => row.action },
  { key: 'target', header: 'Target', cell: (row) => row.targetName ?? row.targetId ?? '—' },
  { key: 'before', header: 'Before', cell: (row) => jsonOf(row.before) },
  { key: 'after', header: 'After', cell: (row) => jsonOf(row.after) },
  { key: 'reason', header: 'Reason', cell: (row) => row.reason ?? '—' },
];

function filtersOf(params: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of FILTERS) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  return query;
}

/** Every row the filters match in the table's order, page after page, as a CSV file. */
async function exportCsv(filters: URLSearchParams): Promise<number> {
  const rows: AuditRow[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < EXPORT_PAGES; page += 1) {
    const query = new URLSearchParams(filters);
    query.set('limit', '100');
    if (cursor) query.set('cursor', cursor);
    const answer = await auditApi.list(query);
    rows.push(...answer.rows);
    cursor = answer.nextPageCursor;
    if (cursor === null) break;
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([auditCsv(rows)], { type: 'text/csv' }));
  link.download = 'audit-log.csv';
  link.click();
  URL.revokeObjectURL(link.href);
  return rows.length;
}

/**
 * /admin/audit: the audit log, newest first or by action, filtered, sorted and paged on the
 * server; the filters and the order are kept in the address, and the table loads more as it
 * scrolls.
 */
export default function AuditPage() {
  const [params, setParams] = useSearchParams();
  const { sort, explicit, sortBy } = useUrlSort(ADMIN_AUDIT_SORT_COLUMNS, DEFAULT_SORT);
  const [error, setError] = useState<string | null>(null);
  const [exported, setExported] = useState('');
  const current = Object.fromEntries(FILTERS.map((key) => [key, params.get(key) ?? ''])) as Filters;
  const form = useForm<Filters>({
    resolver: zodResolver(filtersSchema as never) as unknown as Resolver<Filters>,
    defaultValues: current,
  });
  const filters = filtersOf(params);
  if (explicit) filters.set('sort', sortText(explicit));
  const query = new URLSearchParams(filters);
  query.set('limit', PAGE_SIZE);
  const list = useCursorPages(auditApi.list, (answer) => answer.rows, query.toString());

  const onSubmit = form.handleSubmit((values) => {
    const next = new URLSearchParams();
    for (const key of FILTERS) if (values[key]?.trim()) next.set(key, values[key].trim());
    if (explicit) next.set('sort', sortText(explicit));
    setParams(next);
  });
  const onExport = async () => {
    setExported('');
    setError(null);
    try {
      const count = await exportCsv(filters);
      setExported(`Exported ${count} rows.`);
    } catch (caught) {
      setError(messageOf(caught));
    }
  };
  const errors = form.formState.errors;
  const firstError = FILTERS.map((key) => errors[key]?.message).find(Boolean);

  return (
    <section className="admin-users" aria-labelledby="admin-audit-title">
      <h1 id="admin-audit-title">Audit log</h1>
      <form
        className="admin-users__filters"
        role="search"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <TextField
          label="Operator"
          hint="A username or user id."
          autoComplete="off"
          {...form.register('actor')}
        />
        <TextField
          label="Target"
          hint="A username, or the id the row names."
          autoComplete="off"
          {...form.register('target')}
        />
        <TextField
          label="Action"
          hint='Its name or beginning, e.g. "user." or "wallet.adjust".'
          autoComplete="off"
          {...form.register('action')}
        />
        <TextField label="From" type="date" {...form.register('from')} />
        <TextField label="To" type="date" {...form.register('to')} />
        {firstError && (
          <p className="modal-form__error" role="alert">
            {firstError}
          </p>
        )}
        <div className="admin-users__form-buttons">
          <Button type="submit" variant="primary">
            Filter
          </Button>
          <Button type="button" variant="secondary" onClick={() => void onExport()}>
            Export CSV
          </Button>
        </div>
      </form>
      <p role="status">{exported}</p>
      {(error ?? list.error) && (
        <p className="modal-form__error" role="alert">
          {error ?? list.error}
        </p>
      )}
      <AdminTable
        caption="Audit rows"
        columns={COLUMNS}
        rows={list.rows}
        getKey={(row) => String(row.id)}
        rowAttributes={() => ({ 'data-testid': 'audit-row' })}
        sort={sort}
        onSort={sortBy}
        empty="No row matches these filters."
        hasMore={list.hasMore}
        loading={list.loading}
        onLoadMore={list.loadMore}
      />
    </section>
  );
}
