import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type SortValue, parseSort } from '../../../../shared/contract/tableSort';
import { DomainError } from '../../errors';

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

const cursorShape = z.tuple([z.string(), z.string().max(300), z.string()]);

/** What a cursor's value and id must look like before the database casts them. */
const TEXT_OF: Record<SortableColumn['type'] | 'uuid', RegExp> = {
  timestamptz: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/,
  bigint: /^-?\d{1,18}$/,
  text: /^[\s\S]*$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
};

export const badCursor = () =>
  new DomainError(
    'BAD_CURSOR',
    'The cursor belongs to another order or is not one this server made',
  );

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
    const [sort, key, id] = decode(options.cursor);
    if (sort !== options.sort) throw badCursor();
    if (!TEXT_OF[sortColumn.type].test(key) || !TEXT_OF[options.idType].test(id)) throw badCursor();
    const op = sql.raw(direction === 'asc' ? '>' : '<');
    after = sql`(${sortColumn.expr}, ${options.id}) ${op} (${key}::${sql.raw(sortColumn.type)}, ${id}::${sql.raw(options.idType)})`;
  }
  return {
    orderBy,
    after,
    keyText: sql<string>`(${sortColumn.expr})::text`,
    cursorOf: (keyText, id) =>
      Buffer.from(JSON.stringify([options.sort, keyText, String(id)])).toString('base64url'),
  };
}

/** `before` is the default order's older cursor; it cannot be mixed with a sort or a cursor. */
export function assertOneCursor(query: { before?: unknown; sort?: unknown; cursor?: unknown }) {
  if (query.before !== undefined && (query.sort !== undefined || query.cursor !== undefined))
    throw new DomainError('BAD_CURSOR', 'Use cursor, not before, with a sort');
}

function decode(cursor: string): [string, string, string] {
  try {
    const parsed = cursorShape.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString()));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: falls through to the refusal.
  }
  throw badCursor();
}
