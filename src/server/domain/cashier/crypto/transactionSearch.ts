import type {
  AdminCashierRow,
  AdminCashierSearchQuery,
} from '../../../../shared/contract/adminCashier';
import { autocommit } from '../../../db/transaction';
import { assertCan } from '../../accounts';
import { StatementText, assertOneCursor, keysetOrder } from '../../admin';
import { adminSkinDepositsByIds } from '../skins/skinDepositAdmin';
import type { CryptoCashierDeps } from './cryptoCashierDeps';
import { TRANSACTIONS_BY_IDS } from './cryptoSql';
import { type CryptoTransactionRow, toCryptoTransaction } from './cryptoTransactionRow';

const DEFAULT_LIMIT = 25;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `%` and `_` typed in a name are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type Page = {
  transactions: AdminCashierRow[];
  nextCursor: string | null;
  nextPageCursor: string | null;
};

/** The filters' placeholders; a filter left out is null and keeps every row. */
interface Filters {
  method: string;
  kind: string;
  status: string;
  /** The text typed when it is a uuid (an id), else null. */
  id: string;
  /** The text typed when it is no uuid, else null; `prefix` its LIKE pattern. */
  text: string;
  prefix: string;
}

/**
 * Every crypto deposit and withdrawal and every skin deposit, newest first or in the asked
 * order, a page at a time. Both tables are read as one list (UNION ALL of their filtered
 * rows), ordered by (column, id): the next page holds the rows strictly after the last one's
 * (value, id), so rows that share a timestamp or an amount are neither repeated nor skipped.
 * `nextPageCursor` carries the order and that position; `nextCursor` (the last id, for
 * `before`) still pages the newest-first order. One more row than the page is read to know
 * whether a next page exists; the page's rows are then read whole from their tables. The
 * filters are parameters of one text; only the order and the cursor change its shape.
 */
export async function searchTransactions(
  deps: CryptoCashierDeps,
  actorId: string,
  query: AdminCashierSearchQuery,
): Promise<Page> {
  assertCan(await deps.rolesOf(actorId), 'cashier.withdrawals');
  assertOneCursor(query);
  const limit = query.limit ?? DEFAULT_LIMIT;
  const params = new StatementText();
  const order = keysetOrder({
    columns: {
      createdAt: { expr: 'r.created_at', type: 'timestamptz' },
      amount: { expr: 'r.amount', type: 'bigint' },
      user: { expr: 'lower(r.username)', type: 'text' },
    },
    id: 'r.id',
    idType: 'uuid',
    sort: query.sort ?? 'createdAt.desc',
    cursor: query.cursor,
    params,
  });
  // Skin deposits are deposits: asked for skin withdrawals, nothing can match.
  if (query.method === 'SKINS' && query.kind === 'WITHDRAWAL')
    return { transactions: [], nextCursor: null, nextPageCursor: null };
  const text = query.q?.trim() || null;
  const isId = text !== null && UUID.test(text);
  const filters: Filters = {
    method: params.param(query.method ?? null),
    kind: params.param(query.kind ?? null),
    status: params.param(query.status ?? null),
    id: params.param(isId ? text : null),
    text: params.param(isId ? null : text),
    prefix: params.param(text !== null && !isId ? `${escapeLike(text)}%` : null),
  };
  const before = params.param(query.before ?? null);
  const where = [
    ...(order.after ? [order.after] : []),
    `(${before}::uuid IS NULL OR (r.created_at, r.id) < (
       SELECT created_at, id FROM crypto_transactions WHERE id = ${before}::uuid
       UNION ALL SELECT created_at, id FROM skin_deposits WHERE id = ${before}::uuid))`,
  ];
  const statement = params.statement(
    'cashier_crypto_search',
    `SELECT r.method, r.id, ${order.keyText} AS key
     FROM (${cryptoRows(filters)} UNION ALL ${skinRows(filters)}) r
     WHERE ${where.join(' AND ')}
     ORDER BY ${order.orderBy} LIMIT ${params.param(limit + 1)}`,
  );
  const rows = await autocommit(deps.db, (tx) =>
    tx.query<{ method: 'CRYPTO' | 'SKINS'; id: string; key: string }>(statement, params.values),
  );
  const page = rows.slice(0, limit);
  const last = rows.length > limit ? page[page.length - 1]! : null;
  return {
    transactions: await rowsOf(deps, page),
    nextCursor: last?.id ?? null,
    nextPageCursor: last ? order.cursorOf(last.key, last.id) : null,
  };
}

/**
 * The crypto transactions the filters keep, in the columns the union is ordered and paged
 * by. A uuid is a user's or a transaction's id; other text a username's beginning, an
 * address or a txid.
 */
function cryptoRows(f: Filters): string {
  return `SELECT 'CRYPTO' AS method, c.id, c.amount, c.created_at, u.username
    FROM crypto_transactions c JOIN users u ON u.id = c.user_id
    WHERE ${f.method}::text IS DISTINCT FROM 'SKINS'
      AND (${f.kind}::text IS NULL OR c.kind = ${f.kind}::text)
      AND (${f.status}::text IS NULL OR c.status = ${f.status}::text)
      AND (${f.id}::uuid IS NULL OR c.id = ${f.id}::uuid OR c.user_id = ${f.id}::uuid)
      AND (${f.text}::text IS NULL OR u.username ILIKE ${f.prefix}::text
           OR c.address = ${f.text}::text OR c.tx_hash = ${f.text}::text
           OR c.external_id = ${f.text}::text)`;
}

/**
 * The skin deposits the filters keep (they are deposits). A uuid is a user's or a deposit's
 * id; other text a username's beginning, a trade offer or Steam id.
 */
function skinRows(f: Filters): string {
  return `SELECT 'SKINS' AS method, d.id, d.amount, d.created_at, u.username
    FROM skin_deposits d JOIN users u ON u.id = d.user_id
    WHERE ${f.method}::text IS DISTINCT FROM 'CRYPTO'
      AND ${f.kind}::text IS DISTINCT FROM 'WITHDRAWAL'
      AND (${f.status}::text IS NULL OR d.status = ${f.status}::text)
      AND (${f.id}::uuid IS NULL OR d.id = ${f.id}::uuid OR d.user_id = ${f.id}::uuid)
      AND (${f.text}::text IS NULL OR u.username ILIKE ${f.prefix}::text
           OR d.offer_id = ${f.text}::text OR d.steam_id = ${f.text}::text)`;
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
    ? await autocommit(deps.db, (tx) =>
        tx.query<CryptoTransactionRow & { username: string }>(TRANSACTIONS_BY_IDS, [cryptoIds]),
      )
    : [];
  const byId = new Map<string, AdminCashierRow>(
    crypto.map(({ username, ...row }) => [
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
