import { sql } from 'drizzle-orm';
import type { LedgerEntry } from '../../../shared/contract/profile';
import { type Database, queryRows } from '../../db/client';

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 100;

export interface LedgerPage {
  entries: LedgerEntry[];
  nextCursor: number | null;
  kinds: string[];
}

type EntryRow = {
  id: number | string;
  kind: string;
  amount: number | string;
  balance_after: number | string;
  created_at: Date | string;
};

/**
 * A player's own ledger account, newest entry first. Keyset on the entry id (never
 * OFFSET): ids only grow, so entries posted while the player pages land before the first
 * page and no page repeats or skips one. The (account_id, id) index serves it.
 */
export async function ledgerHistory(
  db: Database,
  userId: string,
  page: { before?: number; kind?: string; limit?: number },
): Promise<LedgerPage> {
  const limit = Math.min(Math.max(page.limit ?? DEFAULT_LIMIT, 1), MAX_LIMIT);
  const account = sql`(SELECT id FROM wallet_accounts WHERE kind = 'user' AND user_id = ${userId})`;
  // One more than asked tells whether a next page exists.
  const rows = await queryRows<EntryRow>(
    db,
    sql`SELECT e.id, t.kind, e.amount, e.balance_after, t.created_at
        FROM wallet_entries e JOIN wallet_transfers t ON t.id = e.transfer_id
        WHERE e.account_id = ${account}
          AND (${page.before ?? null}::bigint IS NULL OR e.id < ${page.before ?? null}::bigint)
          AND (${page.kind ?? null}::text IS NULL OR t.kind = ${page.kind ?? null}::text)
        ORDER BY e.id DESC
        LIMIT ${limit + 1}`,
  );
  const kinds = await queryRows<{ kind: string }>(
    db,
    sql`SELECT DISTINCT t.kind FROM wallet_entries e JOIN wallet_transfers t ON t.id = e.transfer_id
        WHERE e.account_id = ${account} ORDER BY t.kind`,
  );
  const entries = rows.slice(0, limit).map((row): LedgerEntry => ({
    id: Number(row.id),
    kind: row.kind,
    amount: Number(row.amount),
    // A player's account is locked, so each entry records the balance it left.
    balanceAfter: Number(row.balance_after),
    createdAt: new Date(row.created_at).toISOString(),
  }));
  return {
    entries,
    nextCursor: rows.length > limit ? entries[entries.length - 1]!.id : null,
    kinds: kinds.map((row) => row.kind),
  };
}
