import { useEffect, useId, useMemo, useState } from 'react';
import type { CatalogueItem } from '../../../src/shared/contract/catalogue';
import type { Hundredths } from '../../../src/shared/money';
import { messageOf } from '../../../src/client/lib/api-error';
import { Amount } from '../../../src/client/ui/Amount';
import { Button } from '../../../src/client/ui/Button';
import { CaseArt } from '../../../src/client/features/cases/CaseArt';
import {
  DEFAULT_TARGET_FILTERS,
  TARGET_SORTS,
  TARGET_SORT_LABELS,
  type TargetFilters,
  type TargetSort,
  targetQuery,
} from './target-filters';
import { rowChance, type UpgradeTarget } from './upgrade-terms';
import { skinUpgraderApi } from './skin-upgrader-api';
import { useDebouncedValue } from '../../../src/client/lib/use-debounced-value';

const PAGE = 24;
/** The search field's id: the panel's "Choose a skin" moves the focus here. */
export const TARGET_SEARCH_ID = 'upgrade-target-search';

type Results =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; items: CatalogueItem[]; total: number; page: number; pageCount: number };

interface TargetPickerProps {
  /** The skin picked, kept while the list changes. */
  target: UpgradeTarget | null;
  onPick(target: UpgradeTarget): void;
  /** The stake typed, for each row's chance. */
  amount: Hundredths | null;
  disabled?: boolean;
}

/**
 * The catalogue as a list of skins to win: search by name, bound the price, sort; each row
 * shows the chance the stake buys. The rows are one radio group (arrow keys move the pick).
 */
export function TargetPicker({ target, onPick, amount, disabled }: TargetPickerProps) {
  const id = useId();
  const [filters, setFilters] = useState<TargetFilters>(DEFAULT_TARGET_FILTERS);
  const settled = useDebouncedValue(filters, 250);
  const query = useMemo(() => targetQuery(settled), [settled]);
  const key = JSON.stringify(query);
  // "Show more" counts pages of one query; a new query starts at page 1.
  const [more, setMore] = useState({ key, page: 1 });
  const page = more.key === key ? more.page : 1;
  const [results, setResults] = useState<Results>({ status: 'loading' });
  const set = (patch: Partial<TargetFilters>) => setFilters((before) => ({ ...before, ...patch }));

  useEffect(() => {
    if (!query.ok) return;
    const abort = new AbortController();
    if (page === 1) setResults({ status: 'loading' });
    skinUpgraderApi
      .catalogue({ ...query.query, page, limit: PAGE }, abort.signal)
      .then((answer) => {
        // A search that moved on aborted this one: its answer (if any) is stale.
        if (abort.signal.aborted || !answer) return;
        setResults((before) => ({
          status: 'ready',
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
  }, [query, page]);

  const filterError = query.ok ? null : query;
  return (
    <section className="upgrade-picker" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        Pick a skin to win
      </h2>
      <div className="upgrade-picker__filters">
        <label className="upgrade-picker__field upgrade-picker__field--search">
          <span className="bet-panel__label">Search skins</span>
          <input
            id={TARGET_SEARCH_ID}
            className="game-input"
            type="search"
            value={filters.search}
            placeholder="AK-47, Karambit, Fade…"
            maxLength={64}
            onChange={(event) => set({ search: event.target.value })}
          />
        </label>
        {(['minPrice', 'maxPrice'] as const).map((field) => (
          <label key={field} className="upgrade-picker__field">
            <span className="bet-panel__label">
              {field === 'minPrice' ? 'Lowest price' : 'Highest price'}
            </span>
            <input
              className="game-input"
              inputMode="decimal"
              value={filters[field]}
              placeholder="Any"
              aria-invalid={filterError?.field === field || undefined}
              aria-describedby={filterError?.field === field ? `${id}-filter-error` : undefined}
              onChange={(event) => set({ [field]: event.target.value })}
            />
          </label>
        ))}
        <label className="upgrade-picker__field">
          <span className="bet-panel__label">Sort</span>
          <select
            className="game-select"
            value={filters.sort}
            onChange={(event) => set({ sort: event.target.value as TargetSort })}
          >
            {TARGET_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {TARGET_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {filterError ? (
        <p id={`${id}-filter-error`} className="bet-panel__error" role="alert">
          {filterError.message}
        </p>
      ) : (
        <p className="upgrade-picker__count" role="status">
          {results.status === 'ready'
            ? `${results.total.toLocaleString('en-US')} ${results.total === 1 ? 'skin' : 'skins'}`
            : results.status === 'loading'
              ? 'Loading skins…'
              : ''}
        </p>
      )}
      {results.status === 'error' ? (
        <p className="bet-panel__error" role="alert">
          {results.message}
        </p>
      ) : (
        <fieldset
          className="upgrade-picker__list"
          disabled={disabled}
          aria-busy={results.status === 'loading' || undefined}
        >
          <legend className="visually-hidden">Skins</legend>
          {results.status === 'ready' &&
            results.items.map((item) => (
              <TargetOption
                key={item.id}
                item={item}
                name={`${id}-target`}
                picked={target?.id === item.id}
                chance={rowChance(amount, item.price)}
                onPick={onPick}
              />
            ))}
        </fieldset>
      )}
      {results.status === 'ready' && results.page < results.pageCount && (
        <Button variant="ghost" onClick={() => setMore({ key, page: results.page + 1 })}>
          Show more skins
        </Button>
      )}
    </section>
  );
}

function TargetOption(props: {
  item: CatalogueItem;
  name: string;
  picked: boolean;
  chance: string | null;
  onPick(target: UpgradeTarget): void;
}) {
  const { item, picked, chance } = props;
  const price = item.price;
  return (
    <label
      className={`upgrade-option${picked ? ' upgrade-option--picked' : ''}`}
      data-testid="upgrade-option"
      data-item-id={item.id}
    >
      <input
        className="upgrade-option__input"
        type="radio"
        name={props.name}
        value={item.id}
        checked={picked}
        disabled={price === null}
        onChange={() => {
          if (price !== null)
            props.onPick({
              id: item.id,
              name: item.name,
              rarity: item.rarity,
              image: item.image,
              price,
            });
        }}
      />
      <CaseArt
        image={item.image}
        rarity={item.rarity}
        name={item.name}
        box={{ width: 72, height: 48 }}
        className="upgrade-option__art"
      />
      <span className="upgrade-option__name">{item.name}</span>
      <span className="upgrade-option__figures">
        {price === null ? 'No price' : <Amount value={price} size="sm" />}
        <span className="upgrade-option__chance">
          {chance === null ? '—' : chance}
          <span className="visually-hidden"> chance</span>
        </span>
      </span>
    </label>
  );
}
