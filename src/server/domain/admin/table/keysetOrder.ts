import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { type SortValue, parseSort } from '../../../../shared/contract/tableSort';
import { encodeCursor, readCursor } from './keysetCursor';

// The query builder's keyset order, left for the cashier's transaction search until it
// runs named statements too; every other list uses keysetStatement.ts.

export { assertOneCursor, badCursor } from './keysetCursor';

/** A column a list may be ordered by; never null, so a row-value comparison orders every row. */
export interface SortableColumn {
  expr: SQL | AnyColumn;
  /** How the cursor's text turns back into the column's type. */
  type: 'timestamptz' | 'bigint' | 'text';
}

export interface KeysetOrder {
  orderBy: SQL[];
  /** The rows strictly after the cursor's row in this order; undefined on the first page. */
  after: SQL | undefined;
  /** The sort column as exact text (timestamps keep their microseconds), for the next cursor. */
  keyText: SQL<string>;
  cursorOf: (keyText: string, id: string | number) => string;
}

/**
 * Keyset pagination in any allowed order: ordered by (column, id) both the same way, the next
 * page is the rows after the last one's (value, id), so ties are broken by the id and pages
 * concatenate to the whole sorted list without repeats or gaps. The cursor carries the order
 * it was made for; one from another order is refused rather than read wrongly.
 */
export function keysetOrder<C extends string>(options: {
  columns: Record<C, SortableColumn>;
  id: SQL | AnyColumn;
  idType: 'uuid' | 'bigint';
  sort: SortValue<C>;
  cursor: string | undefined;
}): KeysetOrder {
  const { column, direction } = parseSort(options.sort);
  const sortColumn = options.columns[column];
  const dir = sql.raw(direction);
  const orderBy = [sql`${sortColumn.expr} ${dir}`, sql`${options.id} ${dir}`];
  let after: SQL | undefined;
  if (options.cursor !== undefined) {
    const { key, id } = readCursor(options.cursor, options.sort, sortColumn.type, options.idType);
    const op = sql.raw(direction === 'asc' ? '>' : '<');
    after = sql`(${sortColumn.expr}, ${options.id}) ${op} (${key}::${sql.raw(sortColumn.type)}, ${id}::${sql.raw(options.idType)})`;
  }
  return {
    orderBy,
    after,
    keyText: sql<string>`(${sortColumn.expr})::text`,
    cursorOf: (keyText, id) => encodeCursor(options.sort, keyText, id),
  };
}
