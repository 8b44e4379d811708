import { type SQL, and, eq, ilike, or, sql } from 'drizzle-orm';
import type {
  AdminUserRow,
  AdminUserSearchQuery,
} from '../../../../shared/contract/adminUserPages';
import type { Role } from '../../../../shared/contract/roles';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema';
import { assertOneCursor, keysetOrder } from '../table/keysetOrder';

const DEFAULT_LIMIT = 25;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A SteamID64: 17 digits. */
const STEAM_ID = /^\d{17}$/;

/** `%` and `_` typed in a name are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const toUserRow = (row: typeof users.$inferSelect): AdminUserRow => ({
  id: row.id,
  username: row.username,
  email: row.email,
  steamId: row.steamId,
  roles: row.roles as Role[],
  createdAt: row.createdAt.toISOString(),
  bannedUntil: row.bannedUntil?.toISOString() ?? null,
  mutedUntil: row.mutedUntil?.toISOString() ?? null,
});

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
  const order = keysetOrder({
    columns: {
      createdAt: { expr: users.createdAt, type: 'timestamptz' },
      username: { expr: sql`lower(${users.username})`, type: 'text' },
    },
    id: users.id,
    idType: 'uuid',
    sort: query.sort ?? 'createdAt.desc',
    cursor: query.cursor,
  });
  const where: SQL[] = [];
  const text = query.q?.trim();
  if (text) where.push(matching(text));
  if (order.after) where.push(order.after);
  if (query.before)
    where.push(
      sql`(${users.createdAt}, ${users.id}) < (SELECT created_at, id FROM users WHERE id = ${query.before})`,
    );
  const rows = await db
    .select({ row: users, key: order.keyText })
    .from(users)
    .where(where.length ? and(...where) : undefined)
    .orderBy(...order.orderBy)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = rows.length > limit ? page[page.length - 1]! : null;
  return {
    users: page.map(({ row }) => toUserRow(row)),
    nextCursor: last?.row.id ?? null,
    nextPageCursor: last ? order.cursorOf(last.key, last.row.id) : null,
  };
}

/** A uuid is an id, 17 digits a Steam id; other text a username's or e-mail's beginning. */
function matching(text: string): SQL {
  if (UUID.test(text)) return eq(users.id, text);
  const prefix = `${escapeLike(text)}%`;
  const byText = or(ilike(users.username, prefix), ilike(users.email, prefix))!;
  return STEAM_ID.test(text) ? or(eq(users.steamId, text), byText)! : byText;
}
