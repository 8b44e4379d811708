import type { LedgerEntry } from '../../../shared/contract/profile';
import type { Database, Statement } from '../../db/client';
import { autocommit } from '../../db/transaction';
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
  balanceAfter: number | string;
  createdAt: Date | string;
};

/** How far back a held entry is looked for: more entries than any window's worth of bets. */
const HELD_SCAN = 500;
const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** The player's ($1) own account. */
const ACCOUNT = `(SELECT id FROM wallet_accounts WHERE kind = 'user' AND user_id = $1)`;

/**
 * The first entry still held back (or one past the newest id when none is): among the
 * account's newest entries, those of a settled bet of the player whose transfer is younger
 * than the bet's game window ($2 the games, $3 their windows in ms, $4 the longest, for a
 * game without one). A stake of a bet still open (a crash bet, a mines game) tells nothing
 * and shows at once. Only uuid references can name a bet; the CASE keeps the cast from ever
 * meeting another kind's reference.
 */
const HELD_FROM = `(SELECT coalesce(min(recent.id), 9223372036854775807)
    FROM (SELECT e.id, e.transfer_id FROM wallet_entries e WHERE e.account_id = ${ACCOUNT}
          ORDER BY e.id DESC LIMIT ${HELD_SCAN}) recent
    JOIN wallet_transfers t ON t.id = recent.transfer_id
    JOIN bets b ON b.id = CASE WHEN t.reference ~ '${UUID}' THEN t.reference::uuid END
    LEFT JOIN unnest($2::text[], $3::int[]) AS w(game, ms) ON w.game = b.game
    WHERE b.user_id = $1 AND b.settled_at IS NOT NULL
      AND t.created_at + make_interval(secs => coalesce(w.ms, $4) / 1000.0)
          > clock_timestamp())`;

/** A page of entries: older than $5 (when given), of kind $6 (when given), at most $7. */
const ENTRIES: Statement = {
  name: 'ledger_history_entries',
  text: `SELECT e.id, t.kind, e.amount, e.balance_after AS "balanceAfter",
                t.created_at AS "createdAt"
         FROM wallet_entries e JOIN wallet_transfers t ON t.id = e.transfer_id
         WHERE e.account_id = ${ACCOUNT} AND e.id < ${HELD_FROM}
           AND ($5::bigint IS NULL OR e.id < $5::bigint)
           AND ($6::text IS NULL OR t.kind = $6::text)
         ORDER BY e.id DESC
         LIMIT $7`,
};

/** Every kind among the entries shown, for the filter. */
const KINDS: Statement = {
  name: 'ledger_history_kinds',
  text: `SELECT DISTINCT t.kind
         FROM wallet_entries e JOIN wallet_transfers t ON t.id = e.transfer_id
         WHERE e.account_id = ${ACCOUNT} AND e.id < ${HELD_FROM} ORDER BY t.kind`,
};

/**
 * A player's own ledger account, newest entry first. Keyset on the entry id (never
 * OFFSET): ids only grow, so entries posted while the player pages land before the first
 * page and no page repeats or skips one. The (account_id, id) index serves it.
 *
 * No spoilers: the money of the player's own bet stays out while its game's animation may
 * still be running in the tab that bet (its transfer's time plus the game's window). The
 * ledger then stops just before the first such entry (HELD_FROM), so no later entry's
 * balance tells the outcome either; everything held is newer than any page already read,
 * so it appears on the first page once shown, and the keyset never skips it.
 */
export async function ledgerHistory(
  db: Database,
  userId: string,
  page: { before?: number; kind?: string; limit?: number },
  windows: RevealWindows,
): Promise<LedgerPage> {
  const limit = Math.min(Math.max(page.limit ?? DEFAULT_LIMIT, 1), MAX_LIMIT);
  const held = [userId, [...windows.kinds], [...windows.ms], windows.longest];
  // One more than asked tells whether a next page exists.
  const rows = await autocommit(db, (tx) =>
    tx.query<EntryRow>(ENTRIES, [...held, page.before ?? null, page.kind ?? null, limit + 1]),
  );
  const kinds = await autocommit(db, (tx) => tx.query<{ kind: string }>(KINDS, held));
  const entries = rows.slice(0, limit).map((row): LedgerEntry => ({
    id: Number(row.id),
    kind: row.kind,
    amount: Number(row.amount),
    // A player's account is locked, so each entry records the balance it left.
    balanceAfter: Number(row.balanceAfter),
    createdAt: new Date(row.createdAt).toISOString(),
  }));
  return {
    entries,
    nextCursor: rows.length > limit ? entries[entries.length - 1]!.id : null,
    kinds: kinds.map((row) => row.kind),
  };
}
