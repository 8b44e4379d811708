import { useCallback, useEffect, useId, useState } from 'react';
import { type ModeratedCase, moderateCaseBody } from '../../../shared/contract/adminCommunityCases';
import { formatGems } from '../../../shared/money';
import { messageOf } from '../../lib/api-error';
import { Button } from '../../ui/Button';
import { moderationApi } from './back-office-api';
import { ReasonForm } from './ReasonForm';

function CaseRow({ item, onChanged }: { item: ModeratedCase; onChanged: () => Promise<void> }) {
  const { hidden } = item;
  return (
    <li className="admin-row admin-row--stacked" data-testid={`admin-case-${item.slug}`}>
      <p className="admin-row__text">
        <strong>{item.name}</strong> by {item.creator.username}, {formatGems(item.price)},{' '}
        {item.openings} openings{' '}
        <span className={hidden ? 'admin-tag admin-tag--warn' : 'admin-tag'}>
          {hidden ? 'Hidden' : 'Listed'}
        </span>
      </p>
      {hidden && (
        <p className="admin-row__why">
          Hidden{hidden.by ? ` by ${hidden.by}` : ''}
          {hidden.reason ? `: ${hidden.reason}` : ''}
        </p>
      )}
      <ReasonForm
        label={
          hidden ? `Why restore ${item.name}?` : `Why hide ${item.name}? (its creator reads this)`
        }
        action={hidden ? `Restore ${item.name}` : `Hide ${item.name}`}
        reason={moderateCaseBody.shape.reason}
        onSubmit={async (reason) => {
          if (hidden) await moderationApi.restoreCase(item.slug, reason);
          else await moderationApi.hideCase(item.slug, reason);
          await onChanged();
        }}
      />
    </li>
  );
}

/** Community cases newest first, searchable, each hidden or restored with a reason. */
export function CasesPanel() {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [cases, setCases] = useState<readonly ModeratedCase[] | null>(null);
  const [nextAfter, setNextAfter] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const searchId = useId();

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const page = await moderationApi.cases({ search: query }, signal);
        setCases(page.cases);
        setNextAfter(page.nextAfter);
        setError(null);
      } catch (caught) {
        if (!signal?.aborted) setError(messageOf(caught));
      }
    },
    [query],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const more = async () => {
    if (!nextAfter) return;
    try {
      const page = await moderationApi.cases({ search: query, after: nextAfter });
      setCases((before) => [...(before ?? []), ...page.cases]);
      setNextAfter(page.nextAfter);
    } catch (caught) {
      setError(messageOf(caught));
    }
  };

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
      {error && <p role="alert">{error}</p>}
      {cases && cases.length === 0 && <p>No community case matches.</p>}
      <ul className="admin-rows">
        {cases?.map((item) => (
          <CaseRow key={item.id} item={item} onChanged={() => load()} />
        ))}
      </ul>
      {nextAfter && (
        <Button size="sm" variant="ghost" onClick={() => void more()}>
          Show older cases
        </Button>
      )}
    </section>
  );
}
