import { useSearchParams } from '../../../router';
import type { SortDirection } from '../../../../shared/contract/tableSort';

export interface TableSort {
  column: string;
  direction: SortDirection;
}

/** The params a new order makes stale: a cursor belongs to the order it was read in. */
const PAGE_PARAMS = ['before', 'cursor'];

/** "username.asc" as a sort, when its column is one the list allows; otherwise null. */
export function parseTableSort(value: string | null, columns: readonly string[]): TableSort | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  const column = value.slice(0, dot);
  const direction = value.slice(dot + 1);
  if (dot < 1 || !columns.includes(column)) return null;
  if (direction !== 'asc' && direction !== 'desc') return null;
  return { column, direction };
}

export const sortText = (sort: TableSort) => `${sort.column}.${sort.direction}`;

/** A header pressed: the same column turns around, another starts at its first direction. */
export function nextSort(
  current: TableSort | null,
  column: string,
  firstDirection: SortDirection = 'asc',
): TableSort {
  if (current?.column === column)
    return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: firstDirection };
}

/**
 * A table's order kept in the address beside its filters (`param`, "sort" by default), so a
 * sorted view can be shared and survives a reload. Changing it drops any page cursor.
 * `explicit` is the address's own value (null when the list is in its default order).
 */
export function useUrlSort(
  columns: readonly string[],
  fallback: TableSort | null,
  param = 'sort',
): {
  sort: TableSort | null;
  explicit: TableSort | null;
  sortBy: (column: string, firstDirection?: SortDirection) => void;
} {
  const [params, setParams] = useSearchParams();
  const explicit = parseTableSort(params.get(param), columns);
  const sort = explicit ?? fallback;
  const sortBy = (column: string, firstDirection?: SortDirection) => {
    const next = new URLSearchParams(params);
    next.set(param, sortText(nextSort(sort, column, firstDirection)));
    for (const key of PAGE_PARAMS) next.delete(key);
    setParams(next);
  };
  return { sort, explicit, sortBy };
}

/**
 * A complete list (a queue the server sends whole) in a column's order, ties by `idOf` so
 * the order never flickers between loads. Texts compare by the reader's locale, any case.
 */
export function sortRows<T>(
  rows: readonly T[],
  sort: TableSort | null,
  valueOf: (row: T, column: string) => string | number,
  idOf: (row: T) => string,
): T[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const va = valueOf(a, sort.column);
    const vb = valueOf(b, sort.column);
    const byValue =
      typeof va === 'number' && typeof vb === 'number'
        ? va - vb
        : String(va).localeCompare(String(vb), undefined, { sensitivity: 'base' });
    return sign * (byValue || (idOf(a) < idOf(b) ? -1 : idOf(a) > idOf(b) ? 1 : 0));
  });
}
