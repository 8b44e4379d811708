import { type SQL, and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type {
  AdminUserRow,
  AdminUserSearchQuery,
} from '../../../../shared/contract/adminUserPages';
import type { Role } from '../../../../shared/contract/roles';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema';

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
 * Accounts, newest first, a page at a time. The cursor is the last row's id; the next page
 * holds the accounts strictly older by (created_at, id), so two sign-ups in the same
 * instant are neither repeated nor skipped. One more row than the page tells whether a next
 * page exists. The caller checked the permission (the route, before reading the query).
 */
export async function searchUsers(
  db: Database,
  query: AdminUserSearchQuery,
): Promise<{ users: AdminUserRow[]; nextCursor: string | null }> {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const where: SQL[] = [];
  const text = query.q?.trim();
  if (text) where.push(matching(text));
  if (query.before)
    where.push(
      sql`(${users.createdAt}, ${users.id}) < (SELECT created_at, id FROM users WHERE id = ${query.before})`,
    );
  const rows = await db
    .select()
    .from(users)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit).map(toUserRow);
  return { users: page, nextCursor: rows.length > limit ? page[page.length - 1]!.id : null };
}

/** A uuid is an id, 17 digits a Steam id; other text a username's or e-mail's beginning. */
function matching(text: string): SQL {
  if (UUID.test(text)) return eq(users.id, text);
  const prefix = `${escapeLike(text)}%`;
  const byText = or(ilike(users.username, prefix), ilike(users.email, prefix))!;
  return STEAM_ID.test(text) ? or(eq(users.steamId, text), byText)! : byText;
}
