import { z } from 'zod';
import { DomainError } from '../../errors';

// The cursor of a back-office list paged by keyset (keysetStatement.ts): the order it was
// made for, the last row's sort value as exact text, and its id.

export type SortType = 'timestamptz' | 'bigint' | 'text';
export type IdType = 'uuid' | 'bigint';

const cursorShape = z.tuple([z.string(), z.string().max(300), z.string()]);

/** What a cursor's value and id must look like before the database casts them. */
const TEXT_OF: Record<SortType | IdType, RegExp> = {
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

/** `before` is the default order's older cursor; it cannot be mixed with a sort or a cursor. */
export function assertOneCursor(query: { before?: unknown; sort?: unknown; cursor?: unknown }) {
  if (query.before !== undefined && (query.sort !== undefined || query.cursor !== undefined))
    throw new DomainError('BAD_CURSOR', 'Use cursor, not before, with a sort');
}

/**
 * The cursor's sort value and id, refused when it was made for another order or its parts
 * are not of the column's and the id's types.
 */
export function readCursor(
  cursor: string,
  sort: string,
  keyType: SortType,
  idType: IdType,
): { key: string; id: string } {
  const [madeFor, key, id] = decode(cursor);
  if (madeFor !== sort) throw badCursor();
  if (!TEXT_OF[keyType].test(key) || !TEXT_OF[idType].test(id)) throw badCursor();
  return { key, id };
}

export const encodeCursor = (sort: string, keyText: string, id: string | number) =>
  Buffer.from(JSON.stringify([sort, keyText, String(id)])).toString('base64url');

function decode(cursor: string): [string, string, string] {
  try {
    const parsed = cursorShape.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString()));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: falls through to the refusal.
  }
  throw badCursor();
}
