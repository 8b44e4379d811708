import { type SQL, and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type {
  AdminCashierRow,
  AdminCashierSearchQuery,
} from '../../../../shared/contract/adminCashier';
import { cryptoTransactions, users } from '../../../db/schema';
import { assertCan } from '../../accounts/permissions';
import type { CryptoCashierDeps } from './cryptoCashierDeps';
import { toCryptoTransaction } from './cryptoTransactionRow';

const DEFAULT_LIMIT = 25;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `%` and `_` typed in a name are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Every deposit and withdrawal, newest first, a page at a time. The cursor is the last row's
 * id; the next page holds the rows strictly older by (created_at, id), so rows that share a
 * timestamp are neither repeated nor skipped. One more row than the page is read to know
 * whether a next page exists.
 */
export async function searchTransactions(
  deps: CryptoCashierDeps,
  actorId: string,
  query: AdminCashierSearchQuery,
): Promise<{ transactions: AdminCashierRow[]; nextCursor: string | null }> {
  assertCan(await deps.rolesOf(actorId), 'cashier.withdrawals');
  const limit = query.limit ?? DEFAULT_LIMIT;
  const where: SQL[] = [];
  if (query.kind) where.push(eq(cryptoTransactions.kind, query.kind));
  if (query.status) where.push(eq(cryptoTransactions.status, query.status));
  const text = query.q?.trim();
  if (text) where.push(matching(text));
  if (query.before)
    where.push(
      sql`(${cryptoTransactions.createdAt}, ${cryptoTransactions.id}) < (SELECT created_at, id FROM crypto_transactions WHERE id = ${query.before})`,
    );
  const rows = await deps.db
    .select({ row: cryptoTransactions, username: users.username })
    .from(cryptoTransactions)
    .innerJoin(users, eq(users.id, cryptoTransactions.userId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(cryptoTransactions.createdAt), desc(cryptoTransactions.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit).map(({ row, username }) => ({
    ...toCryptoTransaction(row),
    user: { id: row.userId, username },
    held: row.held,
  }));
  const more = rows.length > limit;
  return { transactions: page, nextCursor: more ? page[page.length - 1]!.id : null };
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
