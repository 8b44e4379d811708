import { useId, useState } from 'react';
import { type ModeratedCase, moderateCaseBody } from '../../../shared/contract/adminCommunityCases';
import { formatGems } from '../../../shared/money';
import { Button } from '../../ui/Button';
import { moderationApi } from './back-office-api';
import { ReasonForm } from './ReasonForm';
import { type AdminColumn, AdminTable } from './table/AdminTable';
import { useCursorPages } from './table/use-cursor-pages';

/** The case list's pages, read as the table's cursor pages (the server names it `after`). */
const readCases = async (query: URLSearchParams, signal: AbortSignal) => {
  const page = await moderationApi.cases(
    { search: query.get('search') ?? undefined, after: query.get('cursor') ?? undefined },
    signal,
  );
  return { cases: page.cases, nextPageCursor: page.nextAfter };
};

const stateOf = (item: ModeratedCase) => (item.hidden ? 'Hidden' : 'Listed');

/** Who hid the case and why, as the row's details say it. */
const hiddenText = ({ hidden }: ModeratedCase) =>
  hidden
    ? `Hidden${hidden.by ? ` by ${hidden.by}` : ''}${hidden.reason ? `: ${hidden.reason}` : ''}`
    : null;

/** The chosen case: why it is hidden, and the one action it can take, with its reason. */
function CaseModeration({
  item,
  onChanged,
}: {
  item: ModeratedCase;
  onChanged: (said: string) => void;
}) {
  const { hidden } = item;
  return (
    <div className="admin-panel__detail" role="region" aria-label={`Moderate ${item.name}`}>
      <p>
        <strong>{item.name}</strong> by {item.creator.username}, {formatGems(item.price)},{' '}
        {item.openings} openings.
      </p>
      {hidden && <p className="admin-row__why">{hiddenText(item)}</p>}
      <ReasonForm
        label={
          hidden ? `Why restore ${item.name}?` : `Why hide ${item.name}? (its creator reads this)`
        }
        action={hidden ? `Restore ${item.name}` : `Hide ${item.name}`}
        reason={moderateCaseBody.shape.reason}
        onSubmit={async (reason) => {
          if (hidden) await moderationApi.restoreCase(item.slug, reason);
          else await moderationApi.hideCase(item.slug, reason);
          onChanged(hidden ? `Restored ${item.name}.` : `Hid ${item.name}.`);
        }}
      />
    </div>
  );
}

/**
 * Community cases newest first, searchable, paged by the server and scrolled virtually; a
 * case chosen from its row is hidden or restored below the table, with a reason.
 */
export function CasesPanel() {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const [done, setDone] = useState('');
  const searchId = useId();
  const list = useCursorPages(
    readCases,
    (page) => page.cases,
    query ? new URLSearchParams({ search: query }).toString() : '',
    reloads,
  );
  const chosenCase = list.rows.find((item) => item.slug === chosen) ?? null;

  const columns: AdminColumn<ModeratedCase>[] = [
    { key: 'name', header: 'Case', rowHeader: true, cell: (item) => item.name },
    { key: 'creator', header: 'Creator', cell: (item) => item.creator.username },
    { key: 'price', header: 'Price', numeric: true, cell: (item) => formatGems(item.price) },
    { key: 'openings', header: 'Openings', numeric: true, cell: (item) => item.openings },
    {
      key: 'state',
      header: 'State',
      cell: (item) => (
        <span
          className={item.hidden ? 'admin-tag admin-tag--warn' : 'admin-tag'}
          title={hiddenText(item) ?? undefined}
        >
          {stateOf(item)}
        </span>
      ),
    },
    {
      key: 'action',
      header: 'Action',
      cell: (item) => (
        <Button
          size="sm"
          variant="secondary"
          aria-pressed={item.slug === chosen}
          onClick={() => setChosen(item.slug)}
        >
          Moderate {item.name}
        </Button>
      ),
    },
  ];

  return (
    <section className="admin-panel" aria-labelledby="admin-cases-title">
      <h2 id="admin-cases-title" className="admin-screen__subtitle">
        Community cases
      </h2>
      <form
        className="admin-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(search.trim());
        }}
      >
        <label htmlFor={searchId}>Case or creator name</label>
        <input
          id={searchId}
          type="search"
          value={search}
          maxLength={64}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button type="submit" size="sm" variant="secondary">
          Search
        </Button>
      </form>
      {list.error && <p role="alert">{list.error}</p>}
      <AdminTable
        caption="Community cases, newest first"
        columns={columns}
        rows={list.rows}
        getKey={(item) => item.id}
        rowAttributes={(item) => ({ 'data-testid': `admin-case-${item.slug}` })}
        empty="No community case matches."
        hasMore={list.hasMore}
        loading={list.loading}
        onLoadMore={list.loadMore}
        maxHeight={360}
      />
      <p role="status" className="admin-panel__done">
        {done}
      </p>
      {chosenCase && (
        <CaseModeration
          item={chosenCase}
          onChanged={(said) => {
            setDone(said);
            // The list is read again from its first page: the case's row shows its new state.
            setReloads((n) => n + 1);
          }}
        />
      )}
    </section>
  );
}
