import type { CatalogueQuery } from '../../../src/shared/contract/catalogue';
import { parseGemsInput } from '../../../src/client/features/instant-games/bet-amount';

// The target picker's filters as typed, turned into the catalogue's query (the contract's
// names and hundredths), with a message for a filter that cannot be used.

export const TARGET_SORTS = ['price-asc', 'price-desc', 'name'] as const;
export type TargetSort = (typeof TARGET_SORTS)[number];

export const TARGET_SORT_LABELS: Readonly<Record<TargetSort, string>> = {
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name',
};

export interface TargetFilters {
  search: string;
  /** Gems as typed ("25", "12.50"); empty for no bound. */
  minPrice: string;
  maxPrice: string;
  sort: TargetSort;
}

export const DEFAULT_TARGET_FILTERS: TargetFilters = {
  search: '',
  minPrice: '',
  maxPrice: '',
  sort: 'price-asc',
};

export type TargetQuery =
  | { ok: true; query: Omit<CatalogueQuery, 'page' | 'limit'> }
  | { ok: false; field: 'minPrice' | 'maxPrice'; message: string };

/** The filters as a catalogue query; price bounds also leave out unpriced skins. */
export function targetQuery(filters: TargetFilters): TargetQuery {
  const min = priceBound(filters.minPrice);
  if (min === null) return { ok: false, field: 'minPrice', message: PRICE_ERROR };
  const max = priceBound(filters.maxPrice);
  if (max === null) return { ok: false, field: 'maxPrice', message: PRICE_ERROR };
  if (min !== undefined && max !== undefined && min > max) {
    return { ok: false, field: 'maxPrice', message: 'The highest price is below the lowest' };
  }
  const search = filters.search.trim();
  return {
    ok: true,
    query: {
      search: search === '' ? undefined : search,
      // Unpriced skins cannot be won: the lowest bound is at least 0.01 gems.
      minPrice: min ?? 1,
      maxPrice: max,
      sort: filters.sort,
    },
  };
}

const PRICE_ERROR = 'Enter gems, e.g. 25.00';

/** A bound as typed: undefined when empty, null when it is not an amount of gems. */
function priceBound(text: string): number | undefined | null {
  if (text.trim() === '') return undefined;
  return parseGemsInput(text);
}
