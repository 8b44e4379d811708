import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { type AuditRow, type HttpResponse, adminAuditQuery } from '../../../../shared/contract';
import { messageOf } from '../../../lib/api-error';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
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

function filtersOf(params: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of FILTERS) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  return query;
}

/** Every row the filters match, page after page, as a CSV file the browser saves. */
async function exportCsv(filters: URLSearchParams): Promise<number> {
  const rows: AuditRow[] = [];
  let before: number | null = null;
  for (let page = 0; page < EXPORT_PAGES; page += 1) {
    const query = new URLSearchParams(filters);
    query.set('limit', '100');
    if (before) query.set('before', String(before));
    const answer = await auditApi.list(query);
    rows.push(...answer.rows);
    before = answer.nextCursor;
    if (before === null) break;
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([auditCsv(rows)], { type: 'text/csv' }));
  link.download = 'audit-log.csv';
  link.click();
  URL.revokeObjectURL(link.href);
  return rows.length;
}

/** /admin/audit: the audit log, newest first, filtered and paged on the server. */
export default function AuditPage() {
  const [params, setParams] = useSearchParams();
  const [answer, setAnswer] = useState<HttpResponse<'adminListAudit'> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [exported, setExported] = useState('');
  const current = Object.fromEntries(FILTERS.map((key) => [key, params.get(key) ?? ''])) as Filters;
  const form = useForm<Filters>({
    resolver: zodResolver(filtersSchema as never) as unknown as Resolver<Filters>,
    defaultValues: current,
  });
  const query = filtersOf(params);
  query.set('limit', PAGE_SIZE);
  const before = params.get('before');
  if (before) query.set('before', before);
  const queryText = query.toString();

  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    auditApi.list(new URLSearchParams(queryText), controller.signal).then(
      (found) => setAnswer(found),
      (caught: unknown) => {
        if (!controller.signal.aborted) setError(messageOf(caught));
      },
    );
    return () => controller.abort();
  }, [queryText]);

  const onSubmit = form.handleSubmit((values) => {
    const next = new URLSearchParams();
    for (const key of FILTERS) if (values[key]?.trim()) next.set(key, values[key].trim());
    setParams(next);
  });
  const page = (cursor: number | null) => {
    const next = new URLSearchParams(params);
    if (cursor) next.set('before', String(cursor));
    else next.delete('before');
    setParams(next);
  };
  const onExport = async () => {
    setExported('');
    try {
      const count = await exportCsv(filtersOf(params));
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
      {error && (
        <p className="modal-form__error" role="alert">
          {error}
        </p>
      )}
      <div className="admin-users__scroll" aria-busy={answer === null} aria-live="polite">
        {answer && answer.rows.length === 0 && <p>No row matches these filters.</p>}
        {answer && answer.rows.length > 0 && (
          <table className="admin-users__table">
            <caption>{before ? 'Audit rows (older page)' : 'Audit rows'}</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Operator</th>
                <th scope="col">Action</th>
                <th scope="col">Target</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {answer.rows.map((row) => (
                <tr key={row.id} data-testid="audit-row">
                  <td>{when(row.createdAt)}</td>
                  <td>{row.actor?.username ?? '—'}</td>
                  <td>{row.action}</td>
                  <td>{row.targetName ?? row.targetId ?? '—'}</td>
                  <td>{jsonOf(row.before)}</td>
                  <td>{jsonOf(row.after)}</td>
                  <td>{row.reason ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <div className="admin-users__pager">
        {before && (
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
