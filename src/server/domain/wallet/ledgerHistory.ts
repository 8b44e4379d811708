import { type SQL, sql } from 'drizzle-orm';
import type { LedgerEntry } from '../../../shared/contract/profile';
import { type Database, queryRows } from '../../db/client';
import type { RevealWindows } from '../revealWindows';

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

/** How far back a held entry is looked for: more entries than any window's worth of bets. */
const HELD_SCAN = 500;
const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/**
 * A player's own ledger account, newest entry first. Keyset on the entry id (never
 * OFFSET): ids only grow, so entries posted while the player pages land before the first
 * page and no page repeats or skips one. The (account_id, id) index serves it.
 *
 * No spoilers: the money of the player's own bet stays out while its game's animation may
 * still be running in the tab that bet (its transfer's time plus the game's window). The
 * ledger then stops just before the first such entry, so no later entry's balance tells the
 * outcome either; everything held is newer than any page already read, so it appears on
 * the first page once shown, and the keyset never skips it.
 */
export async function ledgerHistory(
  db: Database,
  userId: string,
  page: { before?: number; kind?: string; limit?: number },
  windows: RevealWindows,
): Promise<LedgerPage> {
  const limit = Math.min(Math.max(page.limit ?? DEFAULT_LIMIT, 1), MAX_LIMIT);
  const account = sql`(SELECT id FROM wallet_accounts WHERE kind = 'user' AND user_id = ${userId})`;
  const held = heldFrom(account, userId, windows);
  // One more than asked tells whether a next page exists.
  const rows = await queryRows<EntryRow>(
    db,
    sql`SELECT e.id, t.kind, e.amount, e.balance_after, t.created_at
        FROM wallet_entries e JOIN wallet_transfers t ON t.id = e.transfer_id
        WHERE e.account_id = ${account} AND e.id < ${held}
          AND (${page.before ?? null}::bigint IS NULL OR e.id < ${page.before ?? null}::bigint)
          AND (${page.kind ?? null}::text IS NULL OR t.kind = ${page.kind ?? null}::text)
        ORDER BY e.id DESC
        LIMIT ${limit + 1}`,
  );
  const kinds = await queryRows<{ kind: string }>(
    db,
    sql`SELECT DISTINCT t.kind FROM wallet_entries e JOIN wallet_transfers t ON t.id = e.transfer_id
        WHERE e.account_id = ${account} AND e.id < ${held} ORDER BY t.kind`,
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

/**
 * The first entry still held back (or one past the newest id when none is): among the
 * account's newest entries, those of a settled bet of the player whose transfer is younger
 * than the bet's game window. A stake of a bet still open (a crash bet, a mines game) tells
 * nothing and shows at once. Only uuid references can name a bet; the CASE keeps the cast
 * from ever meeting another kind's reference.
 */
function heldFrom(account: SQL, userId: string, windows: RevealWindows): SQL {
  return sql`(SELECT coalesce(min(recent.id), 9223372036854775807)
      FROM (SELECT e.id, e.transfer_id FROM wallet_entries e WHERE e.account_id = ${account}
            ORDER BY e.id DESC LIMIT ${HELD_SCAN}) recent
      JOIN wallet_transfers t ON t.id = recent.transfer_id
      JOIN bets b ON b.id = CASE WHEN t.reference ~ ${UUID} THEN t.reference::uuid END
      LEFT JOIN unnest(${sql.param([...windows.kinds])}::text[], ${sql.param([...windows.ms])}::int[])
        AS w(game, ms) ON w.game = b.game
      WHERE b.user_id = ${userId} AND b.settled_at IS NOT NULL
        AND t.created_at + make_interval(secs => coalesce(w.ms, ${windows.longest}) / 1000.0)
            > clock_timestamp())`;
}
