import { type SQL, and, eq, ilike, or, sql } from 'drizzle-orm';
import type {
  AdminCashierRow,
  AdminCashierSearchQuery,
} from '../../../../shared/contract/adminCashier';
import { cryptoTransactions, users } from '../../../db/schema';
import { assertCan } from '../../accounts/permissions';
import { assertOneCursor, keysetOrder } from '../../admin/table/keysetOrder';
import type { CryptoCashierDeps } from './cryptoCashierDeps';
import { toCryptoTransaction } from './cryptoTransactionRow';

const DEFAULT_LIMIT = 25;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `%` and `_` typed in a name are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Every deposit and withdrawal, newest first or in the asked order, a page at a time.
 * Ordered by (column, id), the next page holds the rows strictly after the last one's
 * (value, id), so rows that share a timestamp or an amount are neither repeated nor skipped.
 * `nextPageCursor` carries the order and that position; `nextCursor` (the last id, for
 * `before`) still pages the newest-first order. One more row than the page is read to know
 * whether a next page exists.
 */
export async function searchTransactions(
  deps: CryptoCashierDeps,
  actorId: string,
  query: AdminCashierSearchQuery,
): Promise<{
  transactions: AdminCashierRow[];
  nextCursor: string | null;
  nextPageCursor: string | null;
}> {
  assertCan(await deps.rolesOf(actorId), 'cashier.withdrawals');
  assertOneCursor(query);
  const limit = query.limit ?? DEFAULT_LIMIT;
  const order = keysetOrder({
    columns: {
      createdAt: { expr: cryptoTransactions.createdAt, type: 'timestamptz' },
      amount: { expr: cryptoTransactions.amount, type: 'bigint' },
      user: { expr: sql`lower(${users.username})`, type: 'text' },
    },
    id: cryptoTransactions.id,
    idType: 'uuid',
    sort: query.sort ?? 'createdAt.desc',
    cursor: query.cursor,
  });
  const where: SQL[] = [];
  if (order.after) where.push(order.after);
  if (query.kind) where.push(eq(cryptoTransactions.kind, query.kind));
  if (query.status) where.push(eq(cryptoTransactions.status, query.status));
  const text = query.q?.trim();
  if (text) where.push(matching(text));
  if (query.before)
    where.push(
      sql`(${cryptoTransactions.createdAt}, ${cryptoTransactions.id}) < (SELECT created_at, id FROM crypto_transactions WHERE id = ${query.before})`,
    );
  const rows = await deps.db
    .select({ row: cryptoTransactions, username: users.username, key: order.keyText })
    .from(cryptoTransactions)
    .innerJoin(users, eq(users.id, cryptoTransactions.userId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(...order.orderBy)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = rows.length > limit ? page[page.length - 1]! : null;
  return {
    transactions: page.map(({ row, username }) => ({
      ...toCryptoTransaction(row),
      user: { id: row.userId, username },
      held: row.held,
    })),
    nextCursor: last?.row.id ?? null,
    nextPageCursor: last ? order.cursorOf(last.key, last.row.id) : null,
  };
}

/** A uuid is a user's or a transaction's id; other text a username's beginning, an address or a txid. */
function matching(text: string): SQL {
  if (UUID.test(text))
    return or(eq(cryptoTransactions.id, text), eq(cryptoTransactions.userId, text))!;
  return or(
    ilike(users.username, `${escapeLike(text)}%`),
    eq(cryptoTransactions.address, text),
    eq(cryptoTransactions.txHash, text),
    eq(cryptoTransactions.externalId, text),
  )!;
}
