import { type SQL, and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type {
  AdminCashierRow,
  AdminCashierSearchQuery,
} from '../../../../shared/contract/adminCashier';
import { queryRows } from '../../../db/client';
import { cryptoTransactions, skinDeposits, users } from '../../../db/schema';
import { assertCan } from '../../accounts';
import { assertOneCursor, keysetOrder } from '../../admin';
import { adminSkinDepositsByIds } from '../skins/skinDepositAdmin';
import type { CryptoCashierDeps } from './cryptoCashierDeps';
import { toCryptoTransaction } from './cryptoTransactionRow';

const DEFAULT_LIMIT = 25;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `%` and `_` typed in a name are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The search's rows, both tables as one: what it filters, orders and pages by. */
const ROW = {
  createdAt: sql`r.created_at`,
  amount: sql`r.amount`,
  user: sql`lower(r.username)`,
  id: sql`r.id`,
};

type Page = {
  transactions: AdminCashierRow[];
  nextCursor: string | null;
  nextPageCursor: string | null;
};

/**
 * Every crypto deposit and withdrawal and every skin deposit, newest first or in the asked
 * order, a page at a time. Both tables are read as one list (UNION ALL of their filtered
 * rows), ordered by (column, id): the next page holds the rows strictly after the last one's
 * (value, id), so rows that share a timestamp or an amount are neither repeated nor skipped.
 * `nextPageCursor` carries the order and that position; `nextCursor` (the last id, for
 * `before`) still pages the newest-first order. One more row than the page is read to know
 * whether a next page exists; the page's rows are then read whole from their tables.
 */
export async function searchTransactions(
  deps: CryptoCashierDeps,
  actorId: string,
  query: AdminCashierSearchQuery,
): Promise<Page> {
  assertCan(await deps.rolesOf(actorId), 'cashier.withdrawals');
  assertOneCursor(query);
  const limit = query.limit ?? DEFAULT_LIMIT;
  const order = keysetOrder({
    columns: {
      createdAt: { expr: ROW.createdAt, type: 'timestamptz' },
      amount: { expr: ROW.amount, type: 'bigint' },
      user: { expr: ROW.user, type: 'text' },
    },
    id: ROW.id,
    idType: 'uuid',
    sort: query.sort ?? 'createdAt.desc',
    cursor: query.cursor,
  });
  const branches = [cryptoRows(query), skinRows(query)].filter((b): b is SQL => b !== null);
  if (branches.length === 0) return { transactions: [], nextCursor: null, nextPageCursor: null };
  const where: SQL[] = [];
  if (order.after) where.push(order.after);
  if (query.before)
    where.push(
      sql`(r.created_at, r.id) < (
        SELECT created_at, id FROM crypto_transactions WHERE id = ${query.before}
        UNION ALL SELECT created_at, id FROM skin_deposits WHERE id = ${query.before})`,
    );
  const rows = await queryRows<{ method: 'CRYPTO' | 'SKINS'; id: string; key: string }>(
    deps.db,
    sql`SELECT r.method, r.id, ${order.keyText} AS key
        FROM (${sql.join(branches, sql` UNION ALL `)}) r
        ${where.length ? sql`WHERE ${and(...where)}` : sql``}
        ORDER BY ${sql.join(order.orderBy, sql`, `)}
        LIMIT ${limit + 1}`,
  );
  const page = rows.slice(0, limit);
  const last = rows.length > limit ? page[page.length - 1]! : null;
  return {
    transactions: await rowsOf(deps, page),
    nextCursor: last?.id ?? null,
    nextPageCursor: last ? order.cursorOf(last.key, last.id) : null,
  };
}

/** The crypto transactions the filters keep, as the search's rows; null when none can match. */
function cryptoRows(query: AdminCashierSearchQuery): SQL | null {
  if (query.method === 'SKINS') return null;
  const where: SQL[] = [];
  if (query.kind) where.push(eq(cryptoTransactions.kind, query.kind));
  return searchRows('CRYPTO', cryptoTransactions, query, where, cryptoMatching);
}

/** The skin deposits the filters keep (they are deposits); null when none can match. */
function skinRows(query: AdminCashierSearchQuery): SQL | null {
  if (query.method === 'CRYPTO' || query.kind === 'WITHDRAWAL') return null;
  return searchRows('SKINS', skinDeposits, query, [], skinMatching);
}

/**
 * One table's rows the filters keep, in the columns the union is ordered and paged by (ROW):
 * `where` is the table's own filters, then the status and the text typed (`matching`).
 */
function searchRows(
  method: 'CRYPTO' | 'SKINS',
  table: typeof cryptoTransactions | typeof skinDeposits,
  query: AdminCashierSearchQuery,
  where: SQL[],
  matching: (text: string) => SQL,
): SQL {
  if (query.status) where.push(eq(table.status, query.status));
  const text = query.q?.trim();
  if (text) where.push(matching(text));
  return sql`SELECT ${sql.raw(`'${method}'`)} AS method, ${table.id} AS id,
      ${table.amount} AS amount, ${table.createdAt} AS created_at,
      ${users.username} AS username
    FROM ${table} JOIN ${users} ON ${users.id} = ${table.userId}
    ${where.length ? sql`WHERE ${and(...where)}` : sql``}`;
}

/** The page's rows read whole from their tables, in the page's order. */
async function rowsOf(
  deps: CryptoCashierDeps,
  page: ReadonlyArray<{ method: 'CRYPTO' | 'SKINS'; id: string }>,
): Promise<AdminCashierRow[]> {
  const idsOf = (method: 'CRYPTO' | 'SKINS') =>
    page.filter((row) => row.method === method).map((row) => row.id);
  const cryptoIds = idsOf('CRYPTO');
  const crypto = cryptoIds.length
    ? await deps.db
        .select({ row: cryptoTransactions, username: users.username })
        .from(cryptoTransactions)
        .innerJoin(users, eq(users.id, cryptoTransactions.userId))
        .where(inArray(cryptoTransactions.id, cryptoIds))
    : [];
  const byId = new Map<string, AdminCashierRow>(
    crypto.map(({ row, username }) => [
      row.id,
      {
        ...toCryptoTransaction(row),
        method: 'CRYPTO' as const,
        user: { id: row.userId, username },
        held: row.held,
      },
    ]),
  );
  for (const [id, row] of await adminSkinDepositsByIds(deps.db, idsOf('SKINS'))) byId.set(id, row);
  return page.flatMap((row) => byId.get(row.id) ?? []);
}

/** A uuid is a user's or a transaction's id; other text a username's beginning, an address or a txid. */
function cryptoMatching(text: string): SQL {
  if (UUID.test(text))
    return or(eq(cryptoTransactions.id, text), eq(cryptoTransactions.userId, text))!;
  return or(
    ilike(users.username, `${escapeLike(text)}%`),
    eq(cryptoTransactions.address, text),
    eq(cryptoTransactions.txHash, text),
    eq(cryptoTransactions.externalId, text),
  )!;
}

/** A uuid is a user's or a deposit's id; other text a username's beginning, a trade offer or Steam id. */
function skinMatching(text: string): SQL {
  if (UUID.test(text)) return or(eq(skinDeposits.id, text), eq(skinDeposits.userId, text))!;
  return or(
    ilike(users.username, `${escapeLike(text)}%`),
    eq(skinDeposits.offerId, text),
    eq(skinDeposits.steamId, text),
  )!;
}
