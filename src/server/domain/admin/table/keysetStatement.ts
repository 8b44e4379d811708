import { type SortValue, parseSort } from '../../../../shared/contract/tableSort';
import { type IdType, type SortType, encodeCursor, readCursor } from './keysetCursor';
import type { StatementText } from './statementText';

export { assertOneCursor, badCursor } from './keysetCursor';

/**
 * A column a list may be ordered by: fixed SQL text the list names (never a value from the
 * request), never null, so a row-value comparison orders every row.
 */
export interface SortableColumn {
  expr: string;
  /** How the cursor's text turns back into the column's type. */
  type: SortType;
}

export interface KeysetOrder {
  /** The ORDER BY list. */
  orderBy: string;
  /** The rows strictly after the cursor's row in this order; undefined on the first page. */
  after: string | undefined;
  /** The sort column as exact text (timestamps keep their microseconds), for the next cursor. */
  keyText: string;
  cursorOf: (keyText: string, id: string | number) => string;
}

/**
 * Keyset pagination in any allowed order: ordered by (column, id) both the same way, the next
 * page is the rows after the last one's (value, id), so ties are broken by the id and pages
 * concatenate to the whole sorted list without repeats or gaps. The cursor carries the order
 * it was made for; one from another order is refused rather than read wrongly. The column
 * comes from the list's own table of columns; the cursor's value and id go to `params`.
 */
export function keysetOrder<C extends string>(options: {
  columns: Record<C, SortableColumn>;
  id: string;
  idType: IdType;
  sort: SortValue<C>;
  cursor: string | undefined;
  params: StatementText;
}): KeysetOrder {
  const { column, direction } = parseSort(options.sort);
  const sortColumn = options.columns[column];
  const dir = direction === 'asc' ? 'ASC' : 'DESC';
  let after: string | undefined;
  if (options.cursor !== undefined) {
    const { key, id } = readCursor(options.cursor, options.sort, sortColumn.type, options.idType);
    const op = direction === 'asc' ? '>' : '<';
    const keyParam = options.params.param(key);
    const idParam = options.params.param(id);
    after = `(${sortColumn.expr}, ${options.id}) ${op} (${keyParam}::${sortColumn.type}, ${idParam}::${options.idType})`;
  }
  return {
    orderBy: `${sortColumn.expr} ${dir}, ${options.id} ${dir}`,
    after,
    keyText: `(${sortColumn.expr})::text`,
    cursorOf: (keyText, id) => encodeCursor(options.sort, keyText, id),
  };
}
