import type { Statement } from '../../db/client';
import type { Tx } from '../../db/transaction';

// Folds wallet entries into the ledger's totals per kind of account (migration 0051), by id.
// An id past the cursor that is not visible yet belongs to a transaction still running (or
// one rolled back): it waits in `waiting` and is folded when it appears, so no entry is
// missed or counted twice whatever order transactions commit in.

const WAITING_KEPT = 10_000;

const LOCK_CURSOR: Statement = {
  name: 'open_books_lock_cursor',
  text: 'SELECT last_entry, waiting FROM open_books_cursor WHERE id = 1 FOR UPDATE SKIP LOCKED',
};

const NEW_ENTRIES: Statement = {
  name: 'open_books_new_entries',
  // Whole transfers only, so the totals always sum to zero: a transfer's legs commit together.
  text: `WITH fresh AS (
           SELECT DISTINCT transfer_id FROM (
             SELECT transfer_id FROM wallet_entries WHERE id > $1 OR id = ANY($2::bigint[])
              ORDER BY id LIMIT $3) f)
         SELECT e.id, e.amount, a.kind FROM wallet_entries e
           JOIN fresh ON fresh.transfer_id = e.transfer_id
           JOIN wallet_accounts a ON a.id = e.account_id
          ORDER BY e.id`,
};

const ADD_TOTALS: Statement = {
  name: 'open_books_add_totals',
  text: `INSERT INTO open_books_ledger AS l (kind, total)
         SELECT * FROM unnest($1::text[], $2::bigint[]) ORDER BY 1
         ON CONFLICT (kind) DO UPDATE SET total = l.total + EXCLUDED.total`,
};

const MOVE_CURSOR: Statement = {
  name: 'open_books_move_cursor',
  text: 'UPDATE open_books_cursor SET last_entry = $1, waiting = $2::bigint[] WHERE id = 1',
};

interface EntryRow extends Record<string, unknown> {
  id: number | string;
  amount: number | string;
  kind: string;
}

/** Folds up to `size` entries; answers how many (0 when another process holds the cursor). */
export async function foldLedger(tx: Tx, size: number): Promise<number> {
  const [cursor] = await tx.query<{ last_entry: number | string; waiting: (number | string)[] }>(
    LOCK_CURSOR,
    [],
  );
  if (!cursor) return 0;
  const last = Number(cursor.last_entry);
  const waiting = new Set(cursor.waiting.map(Number));
  const rows = await tx.query<EntryRow>(NEW_ENTRIES, [last, [...waiting], size]);
  if (rows.length === 0) return 0;
  const totals = new Map<string, number>();
  let next = last;
  for (const row of rows) {
    const id = Number(row.id);
    totals.set(row.kind, (totals.get(row.kind) ?? 0) + Number(row.amount));
    waiting.delete(id);
    // Ids skipped between the cursor and this one are not visible yet: they wait.
    for (let gap = next + 1; gap < id; gap++) waiting.add(gap);
    next = Math.max(next, id);
  }
  const kinds = [...totals.keys()];
  await tx.query(ADD_TOTALS, [kinds, kinds.map((kind) => totals.get(kind))]);
  // A rolled-back transaction's ids never appear; only the newest are kept waiting.
  const kept = [...waiting].sort((a, b) => a - b).slice(-WAITING_KEPT);
  await tx.query(MOVE_CURSOR, [next, kept]);
  return rows.length;
}
