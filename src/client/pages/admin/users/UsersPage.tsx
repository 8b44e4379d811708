import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { Link, useSearchParams } from '../../../router';
import {
  ADMIN_USER_SORT_COLUMNS,
  type AdminUserRow,
  adminUserSearchQuery,
} from '../../../../shared/contract';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { type AdminColumn, AdminTable } from '../table/AdminTable';
import { sortText, useUrlSort } from '../table/table-sort';
import { useCursorPages } from '../table/use-cursor-pages';
import { restrictionOf } from './restriction';
import { usersAdminApi } from './users-admin-api';
import './users.css';

const PAGE_SIZE = '25';
const searchSchema = adminUserSearchQuery.pick({ q: true });
const dateOf = (iso: string) => iso.slice(0, 10);
const DEFAULT_SORT = { column: 'createdAt', direction: 'desc' } as const;

const COLUMNS: AdminColumn<AdminUserRow>[] = [
  {
    key: 'username',
    header: 'Name',
    sortable: true,
    rowHeader: true,
    cell: (row) => <Link to={`/admin/users/${row.id}`}>{row.username}</Link>,
  },
  { key: 'email', header: 'E-mail', cell: (row) => row.email ?? '—' },
  { key: 'roles', header: 'Roles', cell: (row) => row.roles.join(', ') },
  {
    key: 'createdAt',
    header: 'Joined',
    sortable: true,
    firstDirection: 'desc',
    cell: (row) => dateOf(row.createdAt),
  },
  { key: 'state', header: 'State', cell: (row) => restrictionOf(row.bannedUntil, row.mutedUntil) },
];

/**
 * /admin/users: accounts found by a username, e-mail, id or Steam id, newest first or by a
 * sortable column (sorted by the server, which pages by a cursor that keeps the order); the
 * search and the order are kept in the address, and the table loads more as it scrolls.
 */
export default function UsersPage() {
  const [params, setParams] = useSearchParams();
  const { sort, explicit, sortBy } = useUrlSort(ADMIN_USER_SORT_COLUMNS, DEFAULT_SORT);
  const form = useForm<{ q: string }>({
    resolver: zodResolver(searchSchema as never) as unknown as Resolver<{ q: string }>,
    defaultValues: { q: params.get('q') ?? '' },
  });
  const query = new URLSearchParams({ limit: PAGE_SIZE });
  const q = params.get('q');
  if (q) query.set('q', q);
  if (explicit) query.set('sort', sortText(explicit));
  const list = useCursorPages(usersAdminApi.search, (answer) => answer.users, query.toString());

  const onSubmit = form.handleSubmit(({ q: text }) => {
    const next = new URLSearchParams();
    if (text?.trim()) next.set('q', text.trim());
    if (explicit) next.set('sort', sortText(explicit));
    setParams(next);
  });

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
      {list.error && (
        <p className="modal-form__error" role="alert">
          {list.error}
        </p>
      )}
      <AdminTable
        caption="Accounts"
        columns={COLUMNS}
        rows={list.rows}
        getKey={(row) => row.id}
        rowAttributes={() => ({ 'data-testid': 'admin-user-row' })}
        sort={sort}
        onSort={sortBy}
        empty="No account matches."
        hasMore={list.hasMore}
        loading={list.loading}
        onLoadMore={list.loadMore}
      />
    </section>
  );
}
