import { sql, type SQL } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';

export interface LedgerReport {
  /** Sum of every unlocked account's entries per kind: what the house, cashier and promotions hold. */
  systemBalances: Record<string, number>;
  accounts: number;
  transfers: number;
  entries: number;
  problems: string[];
}

interface Check {
  name: string;
  /** Returns up to a few offending rows; none means the invariant holds. */
  query: SQL;
}

const CHECKS: Check[] = [
  {
    name: 'stored balance differs from the sum of its entries',
    query: sql`SELECT a.id, a.balance, coalesce(sum(e.amount), 0) AS entries
      FROM wallet_accounts a LEFT JOIN wallet_entries e ON e.account_id = a.id
      WHERE NOT a.allow_negative
      GROUP BY a.id HAVING a.balance <> coalesce(sum(e.amount), 0) LIMIT 5`,
  },
  {
    name: 'unlocked account with a stored balance (its balance is the sum of its entries)',
    query: sql`SELECT id, balance FROM wallet_accounts WHERE allow_negative AND balance <> 0 LIMIT 5`,
  },
  {
    name: 'balance below zero on an account that may not go negative',
    query: sql`SELECT id, balance FROM wallet_accounts WHERE NOT allow_negative AND balance < 0 LIMIT 5`,
  },
  {
    name: 'entry whose balance_after is not the running total',
    query: sql`SELECT id, account_id, balance_after, running FROM (
        SELECT e.id, e.account_id, e.balance_after,
               sum(e.amount) OVER (PARTITION BY e.account_id ORDER BY e.id) AS running
        FROM wallet_entries e JOIN wallet_accounts a ON a.id = e.account_id
        WHERE NOT a.allow_negative) s
      WHERE balance_after IS DISTINCT FROM running LIMIT 5`,
  },
  {
    name: 'transfer whose legs do not sum to zero',
    query: sql`SELECT transfer_id, sum(amount) AS total FROM wallet_entries
      GROUP BY transfer_id HAVING sum(amount) <> 0 LIMIT 5`,
  },
  {
    name: 'transfer with fewer than two legs',
    query: sql`SELECT t.id FROM wallet_transfers t LEFT JOIN wallet_entries e ON e.transfer_id = t.id
      GROUP BY t.id HAVING count(e.id) < 2 LIMIT 5`,
  },
  {
    name: 'money not conserved: all entries together are not zero',
    query: sql`SELECT sum(amount) AS total FROM wallet_entries HAVING sum(amount) <> 0`,
  },
  {
    name: 'player without exactly one wallet account',
    query: sql`SELECT u.id FROM users u LEFT JOIN wallet_accounts a ON a.user_id = u.id
      GROUP BY u.id HAVING count(a.id) <> 1 LIMIT 5`,
  },
];

/** How many invariants a check tests (the dashboard says so beside its result). */
export const LEDGER_INVARIANTS = CHECKS.length;

/** Checks every ledger invariant; an empty `problems` list means the books balance. */
export async function verifyLedger(db: Database): Promise<LedgerReport> {
  const problems: string[] = [];
  for (const check of CHECKS) {
    const rows = await queryRows(db, check.query);
    if (rows.length > 0) problems.push(`${check.name}: ${JSON.stringify(rows)}`);
  }
  const [c] = await queryRows<{ accounts: number; transfers: number; entries: number }>(
    db,
    sql`
    SELECT (SELECT count(*) FROM wallet_accounts)::int AS accounts,
           (SELECT count(*) FROM wallet_transfers)::int AS transfers,
           (SELECT count(*) FROM wallet_entries)::int AS entries`,
  );
  const system = await queryRows<{ kind: string; total: number }>(
    db,
    sql`
    SELECT a.kind, coalesce(sum(e.amount), 0)::bigint AS total
    FROM wallet_accounts a LEFT JOIN wallet_entries e ON e.account_id = a.id
    WHERE a.allow_negative GROUP BY a.kind ORDER BY a.kind`,
  );
  const systemBalances = Object.fromEntries(system.map((r) => [r.kind, Number(r.total)]));
  return {
    systemBalances,
    accounts: c!.accounts,
    transfers: c!.transfers,
    entries: c!.entries,
    problems,
  };
}
