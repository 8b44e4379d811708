import { useEffect, useId, useState } from 'react';
import type { CatalogueItem } from '../../../shared/contract/catalogue';
import { messageOf } from '../../lib/api-error';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import { CaseArt } from '../cases/CaseArt';
import { addRefusal } from './builder-form';
import { communityApi } from './community-api';
import { useDebouncedValue } from '../../lib/use-debounced-value';

const SORTS = [
  ['price-desc', 'Price: high to low'],
  ['price-asc', 'Price: low to high'],
  ['name', 'Name'],
] as const;
type Sort = (typeof SORTS)[number][0];

const PAGE = 24;

/** The catalogue's anchor: the empty item list links to it (it sits below on phones). */
export const CATALOGUE_ANCHOR = 'case-builder-catalogue';

type Results =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; items: CatalogueItem[]; total: number; page: number; pageCount: number };

/** The catalogue: search by name, sort, and add priced items to the case being built. */
export function CatalogueSearch(props: {
  added: readonly { id: string }[];
  onAdd(item: CatalogueItem): void;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>('price-desc');
  const [results, setResults] = useState<Results>({ status: 'loading' });
  const query = useDebouncedValue(search.trim(), 250);
  // "Show more" counts pages of one search; a new search or sort starts at page 1.
  const key = `${sort}:${query}`;
  const [more, setMore] = useState({ key, page: 1 });
  const page = more.key === key ? more.page : 1;

  useEffect(() => {
    const abort = new AbortController();
    if (page === 1) setResults({ status: 'loading' });
    communityApi
      .catalogue({ search: query || undefined, sort, page, limit: PAGE }, abort.signal)
      .then((answer) => {
        // A search or sort that moved on aborted this one: its answer (if any) is stale.
        if (abort.signal.aborted || !answer) return;
        setResults((before) => ({
          status: 'ready',
          // A further page adds to what is shown; a new search starts over.
          items:
            page > 1 && before.status === 'ready'
              ? [...before.items, ...answer.items]
              : answer.items,
          total: answer.total,
          page: answer.page,
          pageCount: answer.pageCount,
        }));
      })
      .catch((error: unknown) => {
        if (!abort.signal.aborted) setResults({ status: 'error', message: messageOf(error) });
      });
    return () => abort.abort();
  }, [query, sort, page]);

  return (
    <section
      id={CATALOGUE_ANCHOR}
      className="builder-panel catalogue-search"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="builder-panel__title">
        Catalogue
      </h2>
      <div className="catalogue-search__controls">
        <label className="builder-field">
          <span className="builder-field__label">Search skins</span>
          <input
            className="game-input"
            type="search"
            value={search}
            placeholder="AK-47, Karambit, Fade…"
            onChange={(event) => setSearch(event.target.value)}
            maxLength={64}
          />
        </label>
        <label className="builder-field">
          <span className="builder-field__label">Sort</span>
          <select
            className="game-select"
            value={sort}
            onChange={(event) => setSort(event.target.value as Sort)}
          >
            {SORTS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="builder-panel__note" role="status">
        {results.status === 'ready'
          ? `${results.total.toLocaleString('en-US')} skins`
          : results.status === 'loading'
            ? 'Loading skins…'
            : ''}
      </p>
      {results.status === 'error' ? (
        <p className="builder-error" role="alert">
          {results.message}
        </p>
      ) : (
        <ul
          className="catalogue-list"
          aria-label="Skins"
          aria-busy={results.status === 'loading' || undefined}
        >
          {results.status === 'ready' &&
            results.items.map((item) => {
              const refusal = addRefusal(item, props.added);
              const added = props.added.some((a) => a.id === item.id);
              return (
                <li key={item.id} className="catalogue-row" data-testid="catalogue-item">
                  <CaseArt
                    image={item.image}
                    rarity={item.rarity}
                    name={item.name}
                    box={{ width: 72, height: 48 }}
                    className="catalogue-row__art"
                  />
                  <span className="catalogue-row__name">{item.name}</span>
                  {item.price === null ? (
                    <span className="catalogue-row__unpriced">No price</span>
                  ) : (
                    <Amount value={item.price} size="sm" />
                  )}
                  <Button
                    size="sm"
                    variant={added ? 'ghost' : 'secondary'}
                    disabled={refusal !== null}
                    title={refusal ?? undefined}
                    aria-label={added ? `${item.name} added` : `Add ${item.name}`}
                    onClick={() => props.onAdd(item)}
                  >
                    {added ? 'Added' : 'Add'}
                  </Button>
                </li>
              );
            })}
        </ul>
      )}
      {results.status === 'ready' && results.page < results.pageCount && (
        <Button variant="ghost" onClick={() => setMore({ key, page: results.page + 1 })}>
          Show more
        </Button>
      )}
    </section>
  );
}
