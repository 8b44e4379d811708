import { z } from 'zod';

// Sorting a back-office list the server pages by cursor. The order is one column and a
// direction ("username.asc"); the cursor the server answers encodes that order, the last
// row's value in it and its id, so the next page continues exactly where the last stopped.

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export type SortValue<C extends string> = `${C}.${SortDirection}`;

/** Every "column.direction" of the given columns, in a stable order. */
export function sortValuesOf<const C extends string>(columns: readonly C[]): SortValue<C>[] {
  return columns.flatMap((column) => SORT_DIRECTIONS.map((d) => `${column}.${d}` as const));
}

/** The `sort` query parameter: one of the columns the list may be ordered by, and a direction. */
export function sortParam<const C extends string>(columns: readonly [C, ...C[]]) {
  const values = sortValuesOf(columns) as [SortValue<C>, ...SortValue<C>[]];
  return z.enum(values, {
    error: `Sort is one of ${values.join(', ')}`,
  });
}

/** Splits "column.direction"; the contract already checked the value. */
export function parseSort<C extends string>(
  value: SortValue<C>,
): {
  column: C;
  direction: SortDirection;
} {
  const dot = value.lastIndexOf('.');
  return { column: value.slice(0, dot) as C, direction: value.slice(dot + 1) as SortDirection };
}

/** The opaque cursor of a sorted page (base64url text the server made). */
export const pageCursorSchema = z
  .string({ error: 'Cursor must be text' })
  .max(600, { error: 'Cursor is at most 600 characters' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'Cursor is not one this server made' });
