import type {
  AdminUserRow,
  AdminUserSearchQuery,
} from '../../../../shared/contract/adminUserPages';
import type { Database } from '../../../db/client';
import { autocommit } from '../../../db/transaction';
import { assertOneCursor, keysetOrder } from '../table/keysetStatement';
import { StatementText } from '../table/statementText';
import { USER_ROW_COLUMNS, type UserRowFields, toUserRow } from './userStatements';

export { toUserRow } from './userStatements';

const DEFAULT_LIMIT = 25;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A SteamID64: 17 digits. */
const STEAM_ID = /^\d{17}$/;

/** `%` and `_` typed in a name are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Accounts, newest first or in the asked order, a page at a time. Ordered by (column, id),
 * the next page holds the accounts strictly after the last one's (value, id), so two
 * sign-ups in the same instant (or two equal names) are neither repeated nor skipped.
 * `nextPageCursor` carries the order and that position; `nextCursor` (the last id, for
 * `before`) still pages the newest-first order. One more row than the page tells whether a
 * next page exists. The caller checked the permission (the route, before reading the query).
 */
export async function searchUsers(
  db: Database,
  query: AdminUserSearchQuery,
): Promise<{ users: AdminUserRow[]; nextCursor: string | null; nextPageCursor: string | null }> {
  assertOneCursor(query);
  const limit = query.limit ?? DEFAULT_LIMIT;
  const params = new StatementText();
  const order = keysetOrder({
    columns: {
      createdAt: { expr: 'u.created_at', type: 'timestamptz' },
      username: { expr: 'lower(u.username)', type: 'text' },
    },
    id: 'u.id',
    idType: 'uuid',
    sort: query.sort ?? 'createdAt.desc',
    cursor: query.cursor,
    params,
  });
  const where: string[] = [];
  const text = query.q?.trim();
  if (text) where.push(matching(text, params));
  if (order.after) where.push(order.after);
  if (query.before)
    where.push(
      `(u.created_at, u.id) < (SELECT created_at, id FROM users WHERE id = ${params.param(query.before)})`,
    );
  const statement = params.statement(
    'admin_user_search',
    `SELECT ${USER_ROW_COLUMNS}, ${order.keyText} AS key FROM users u
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY ${order.orderBy} LIMIT ${params.param(limit + 1)}`,
  );
  const rows = await autocommit(db, (tx) =>
    tx.query<UserRowFields & { key: string }>(statement, params.values),
  );
  const page = rows.slice(0, limit);
  const last = rows.length > limit ? page[page.length - 1]! : null;
  return {
    users: page.map(toUserRow),
    nextCursor: last?.id ?? null,
    nextPageCursor: last ? order.cursorOf(last.key, last.id) : null,
  };
}

/** A uuid is an id, 17 digits a Steam id; other text a username's or e-mail's beginning. */
function matching(text: string, params: StatementText): string {
  if (UUID.test(text)) return `u.id = ${params.param(text)}`;
  const prefix = params.param(`${escapeLike(text)}%`);
  const byText = `(u.username ILIKE ${prefix} OR u.email ILIKE ${prefix})`;
  return STEAM_ID.test(text) ? `(u.steam_id = ${params.param(text)} OR ${byText})` : byText;
}
