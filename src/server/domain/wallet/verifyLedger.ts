import { sql, type SQL } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';

export interface LedgerReport {
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
    name: 'balance differs from the sum of its entries',
    query: sql`SELECT a.id, a.balance, coalesce(sum(e.amount), 0) AS entries
      FROM wallet_accounts a LEFT JOIN wallet_entries e ON e.account_id = a.id
      GROUP BY a.id HAVING a.balance <> coalesce(sum(e.amount), 0) LIMIT 5`,
  },
  {
    name: 'balance below zero on an account that may not go negative',
    query: sql`SELECT id, balance FROM wallet_accounts WHERE NOT allow_negative AND balance < 0 LIMIT 5`,
  },
  {
    name: 'entry whose balance_after is not the running total',
    query: sql`SELECT id, account_id, balance_after, running FROM (
        SELECT id, account_id, balance_after,
               sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS running
        FROM wallet_entries) s
      WHERE balance_after <> running LIMIT 5`,
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
    name: 'money not conserved: all balances together are not zero',
    query: sql`SELECT sum(balance) AS total FROM wallet_accounts HAVING sum(balance) <> 0`,
  },
  {
    name: 'player without exactly one wallet account',
    query: sql`SELECT u.id FROM users u LEFT JOIN wallet_accounts a ON a.user_id = u.id
      GROUP BY u.id HAVING count(a.id) <> 1 LIMIT 5`,
  },
];

/** Checks every ledger invariant; an empty `problems` list means the books balance. */
export async function verifyLedger(db: Database): Promise<LedgerReport> {
  const problems: string[] = [];
  for (const check of CHECKS) {
    const rows = await queryRows(db, check.query);
    if (rows.length > 0) problems.push(`${check.name}: ${JSON.stringify(rows)}`);
  }
  const [c] = await queryRows<{ accounts: number; transfers: number; entries: number }>(db, sql`
    SELECT (SELECT count(*) FROM wallet_accounts)::int AS accounts,
           (SELECT count(*) FROM wallet_transfers)::int AS transfers,
           (SELECT count(*) FROM wallet_entries)::int AS entries`);
  return { accounts: c!.accounts, transfers: c!.transfers, entries: c!.entries, problems };
}
