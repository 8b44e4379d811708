import type { Database, Statement } from '../../db/client';
import { autocommit } from '../../db/transaction';

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
  /**
   * Returns up to a few offending rows; none means the invariant holds. Their columns keep
   * the tables' names: the report quotes the rows as they are.
   */
  query: Statement;
}

const CHECKS: Check[] = [
  {
    name: 'stored balance differs from the sum of its entries',
    query: {
      name: 'ledger_verify_balance_vs_entries',
      text: `SELECT a.id, a.balance, coalesce(sum(e.amount), 0) AS entries
      FROM wallet_accounts a LEFT JOIN wallet_entries e ON e.account_id = a.id
      WHERE NOT a.allow_negative
      GROUP BY a.id HAVING a.balance <> coalesce(sum(e.amount), 0) LIMIT 5`,
    },
  },
  {
    name: 'unlocked account with a stored balance (its balance is the sum of its entries)',
    query: {
      name: 'ledger_verify_unlocked_balance',
      text: `SELECT id, balance FROM wallet_accounts WHERE allow_negative AND balance <> 0 LIMIT 5`,
    },
  },
  {
    name: 'balance below zero on an account that may not go negative',
    query: {
      name: 'ledger_verify_negative_balance',
      text: `SELECT id, balance FROM wallet_accounts WHERE NOT allow_negative AND balance < 0 LIMIT 5`,
    },
  },
  {
    name: 'entry whose balance_after is not the running total',
    query: {
      name: 'ledger_verify_running_total',
      text: `SELECT id, account_id, balance_after, running FROM (
        SELECT e.id, e.account_id, e.balance_after,
               sum(e.amount) OVER (PARTITION BY e.account_id ORDER BY e.id) AS running
        FROM wallet_entries e JOIN wallet_accounts a ON a.id = e.account_id
        WHERE NOT a.allow_negative) s
      WHERE balance_after IS DISTINCT FROM running LIMIT 5`,
    },
  },
  {
    name: 'transfer whose legs do not sum to zero',
    query: {
      name: 'ledger_verify_transfer_sum',
      text: `SELECT transfer_id, sum(amount) AS total FROM wallet_entries
      GROUP BY transfer_id HAVING sum(amount) <> 0 LIMIT 5`,
    },
  },
  {
    name: 'transfer with fewer than two legs',
    query: {
      name: 'ledger_verify_transfer_legs',
      text: `SELECT t.id FROM wallet_transfers t LEFT JOIN wallet_entries e ON e.transfer_id = t.id
      GROUP BY t.id HAVING count(e.id) < 2 LIMIT 5`,
    },
  },
  {
    name: 'money not conserved: all entries together are not zero',
    query: {
      name: 'ledger_verify_money_conserved',
      text: `SELECT sum(amount) AS total FROM wallet_entries HAVING sum(amount) <> 0`,
    },
  },
  {
    name: 'player without exactly one wallet account',
    query: {
      name: 'ledger_verify_player_accounts',
      text: `SELECT u.id FROM users u LEFT JOIN wallet_accounts a ON a.user_id = u.id
      GROUP BY u.id HAVING count(a.id) <> 1 LIMIT 5`,
    },
  },
];

const COUNTS: Statement = {
  name: 'ledger_verify_counts',
  text: `SELECT (SELECT count(*) FROM wallet_accounts)::int AS accounts,
                (SELECT count(*) FROM wallet_transfers)::int AS transfers,
                (SELECT count(*) FROM wallet_entries)::int AS entries`,
};

/** What each kind of unlocked account holds: the sum of its entries. */
const SYSTEM_BALANCES: Statement = {
  name: 'ledger_verify_system_balances',
  text: `SELECT a.kind, coalesce(sum(e.amount), 0)::bigint AS total
         FROM wallet_accounts a LEFT JOIN wallet_entries e ON e.account_id = a.id
         WHERE a.allow_negative GROUP BY a.kind ORDER BY a.kind`,
};

/** How many invariants a check tests (the dashboard says so beside its result). */
export const LEDGER_INVARIANTS = CHECKS.length;

/** Checks every ledger invariant; an empty `problems` list means the books balance. */
export async function verifyLedger(db: Database): Promise<LedgerReport> {
  const problems: string[] = [];
  for (const check of CHECKS) {
    const rows = await autocommit(db, (tx) => tx.query(check.query, []));
    if (rows.length > 0) problems.push(`${check.name}: ${JSON.stringify(rows)}`);
  }
  const [c] = await autocommit(db, (tx) =>
    tx.query<{ accounts: number; transfers: number; entries: number }>(COUNTS, []),
  );
  const system = await autocommit(db, (tx) =>
    tx.query<{ kind: string; total: number | string }>(SYSTEM_BALANCES, []),
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
