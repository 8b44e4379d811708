import { type ReactNode, useEffect, useRef } from 'react';
import type { SortDirection } from '../../../../shared/contract/tableSort';
import { DEFAULT_OVERSCAN } from '../../../lib/virtual-range';
import { Button } from '../../../ui/Button';
import { useVirtualWindow } from '../../../ui/use-virtual-window';
import type { TableSort } from './table-sort';
import './admin-table.css';

export interface AdminColumn<T> {
  /** The column's name in the address's `sort` (for sortable columns). */
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  /** The first press sorts this way: newest or largest first suits dates and amounts. */
  firstDirection?: SortDirection;
  /** The cell names its row (a `th scope="row"`), as a username does. */
  rowHeader?: boolean;
  numeric?: boolean;
}

interface AdminTableProps<T> {
  caption: string;
  columns: readonly AdminColumn<T>[];
  rows: readonly T[];
  getKey: (row: T) => string;
  /** Extra attributes of each row (a test id, a data-id). */
  rowAttributes?: (row: T) => Record<string, string>;
  sort?: TableSort | null;
  onSort?: (column: string, firstDirection?: SortDirection) => void;
  /** Every row's height in px: rows are one line, so the virtual window stays exact. */
  rowHeight?: number;
  /** The frame scrolls inside this height. */
  maxHeight?: number;
  /** What the table says when no row matches. */
  empty: string;
  hasMore?: boolean;
  loading?: boolean;
  onLoadMore?: () => void;
  overscan?: number;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const ARROW = { asc: '▲', desc: '▼' } as const;

/**
 * A back-office table: real table semantics (caption, column and row headers), sortable
 * headers that are buttons with aria-sort, and only the rows in view plus overscan (5)
 * rendered. Spacer rows keep the scrollbar true to the whole list; aria-rowcount and each
 * row's aria-rowindex tell screen readers where they are in it (-1 while more can load).
 * The frame scrolls both ways inside itself, so a 320 px page never scrolls sideways, and is
 * focusable so the keyboard scrolls it. Near the end it asks for the next page; a "Load
 * more" button does the same for keyboards and screen readers.
 */
export function AdminTable<T>({
  caption,
  columns,
  rows,
  getKey,
  rowAttributes,
  sort = null,
  onSort,
  rowHeight = 40,
  maxHeight = 480,
  empty,
  hasMore = false,
  loading = false,
  onLoadMore,
  overscan = DEFAULT_OVERSCAN,
}: AdminTableProps<T>) {
  const {
    ref: frame,
    onScroll,
    range,
  } = useVirtualWindow<HTMLDivElement>({
    count: rows.length,
    itemHeight: rowHeight,
    maxHeight,
    overscan,
  });
  const bottomSpace = range.totalHeight - range.offsetTop - (range.end - range.start) * rowHeight;

  // Scrolled to the last rendered rows: the next page, asked once per last row, so a failed
  // page is not asked again and again (the Load more button still retries it).
  const askedAfter = useRef<string | null>(null);
  const lastKey = rows.length > 0 ? getKey(rows[rows.length - 1]!) : null;
  useEffect(() => {
    if (!hasMore || loading || lastKey === null || range.end < rows.length) return;
    if (askedAfter.current === lastKey) return;
    askedAfter.current = lastKey;
    onLoadMore?.();
  }, [hasMore, loading, lastKey, rows.length, range.end, onLoadMore]);

  return (
    <div className="admin-table">
      <div
        ref={frame}
        className="admin-table__frame"
        style={{ maxHeight }}
        role="region"
        aria-label={caption}
        // The frame scrolls, so it must be reachable to be scrolled without a mouse.
        tabIndex={0}
        onScroll={onScroll}
      >
        <table
          className="admin-table__table"
          aria-rowcount={hasMore ? -1 : rows.length + 1}
          aria-busy={loading}
        >
          <caption className="admin-table__caption">{caption}</caption>
          <thead>
            <tr aria-rowindex={1}>
              {columns.map((column) => {
                const sorted = sort?.column === column.key ? sort.direction : null;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    className={column.numeric ? 'admin-table__number' : undefined}
                    aria-sort={
                      sorted ? ARIA_SORT[sorted] : column.sortable && onSort ? 'none' : undefined
                    }
                  >
                    {column.sortable && onSort ? (
                      <button
                        type="button"
                        className="admin-table__sort"
                        onClick={() => onSort(column.key, column.firstDirection)}
                      >
                        {column.header}
                        <span className="admin-table__arrow" aria-hidden="true">
                          {sorted ? ARROW[sorted] : '↕'}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length}>{loading ? 'Loading…' : empty}</td>
              </tr>
            )}
            {range.offsetTop > 0 && (
              <tr aria-hidden="true" className="admin-table__spacer">
                <td colSpan={columns.length} style={{ height: range.offsetTop }} />
              </tr>
            )}
            {rows.slice(range.start, range.end).map((row, offset) => {
              const index = range.start + offset;
              return (
                <tr
                  key={getKey(row)}
                  aria-rowindex={index + 2}
                  style={{ height: rowHeight }}
                  {...rowAttributes?.(row)}
                >
                  {columns.map((column) => {
                    const className = column.numeric ? 'admin-table__number' : undefined;
                    return column.rowHeader ? (
                      <th key={column.key} scope="row" className={className}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.key} className={className}>
                        {column.cell(row)}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
            {bottomSpace > 0 && (
              <tr aria-hidden="true" className="admin-table__spacer">
                <td colSpan={columns.length} style={{ height: bottomSpace }} />
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div className="admin-table__footer">
        <p className="admin-table__count" role="status">
          {rows.length > 0 &&
            `${rows.length} ${rows.length === 1 ? 'row' : 'rows'}${hasMore ? ', more to load' : ''}`}
        </p>
        {hasMore && onLoadMore && (
          <Button type="button" variant="secondary" size="sm" busy={loading} onClick={onLoadMore}>
            Load more
          </Button>
        )}
      </div>
    </div>
  );
}
