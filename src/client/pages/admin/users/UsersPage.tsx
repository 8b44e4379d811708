import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { type HttpResponse, adminUserSearchQuery } from '../../../../shared/contract';
import { messageOf } from '../../../lib/api-error';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { restrictionOf } from './restriction';
import { usersAdminApi } from './users-admin-api';
import './users.css';

const PAGE_SIZE = '25';
const searchSchema = adminUserSearchQuery.pick({ q: true });
const dateOf = (iso: string) => iso.slice(0, 10);

/**
 * /admin/users: accounts found by a username, e-mail, id or Steam id, newest first, a page
 * at a time by the server's cursor; the search and the page are kept in the address.
 */
export default function UsersPage() {
  const [params, setParams] = useSearchParams();
  const [answer, setAnswer] = useState<HttpResponse<'adminSearchUsers'> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<{ q: string }>({
    resolver: zodResolver(searchSchema as never) as unknown as Resolver<{ q: string }>,
    defaultValues: { q: params.get('q') ?? '' },
  });
  const query = new URLSearchParams({ limit: PAGE_SIZE });
  for (const key of ['q', 'before'] as const) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  const queryText = query.toString();

  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    usersAdminApi.search(new URLSearchParams(queryText), controller.signal).then(
      (found) => setAnswer(found),
      (caught: unknown) => {
        if (!controller.signal.aborted) setError(messageOf(caught));
      },
    );
    return () => controller.abort();
  }, [queryText]);

  const onSubmit = form.handleSubmit(({ q }) => {
    setParams(q?.trim() ? new URLSearchParams({ q: q.trim() }) : new URLSearchParams());
  });
  const page = (before: string | null) => {
    const next = new URLSearchParams(params);
    if (before) next.set('before', before);
    else next.delete('before');
    setParams(next);
  };

  return (
    <section className="admin-users" aria-labelledby="admin-users-title">
      <h1 id="admin-users-title">Users</h1>
      <form
        className="admin-users__filters"
        role="search"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <TextField
          label="Find a user"
          hint="A name or e-mail (its beginning), a user id or a Steam id."
          autoComplete="off"
          spellCheck={false}
          maxLength={128}
          {...form.register('q')}
        />
        {form.formState.errors.q?.message && (
          <p className="modal-form__error" role="alert">
            {form.formState.errors.q.message}
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
      <div className="admin-users__scroll" aria-busy={answer === null} aria-live="polite">
        {answer && answer.users.length === 0 && <p>No account matches.</p>}
        {answer && answer.users.length > 0 && (
          <table className="admin-users__table">
            <caption>{params.get('before') ? 'Accounts (older page)' : 'Accounts'}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Roles</th>
                <th scope="col">Joined</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {answer.users.map((row) => (
                <tr key={row.id} data-testid="admin-user-row">
                  <th scope="row">
                    <Link to={`/admin/users/${row.id}`}>{row.username}</Link>
                  </th>
                  <td>{row.email ?? '—'}</td>
                  <td>{row.roles.join(', ')}</td>
                  <td>{dateOf(row.createdAt)}</td>
                  <td>{restrictionOf(row.bannedUntil, row.mutedUntil)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <div className="admin-users__pager">
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
