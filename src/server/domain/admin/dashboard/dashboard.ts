import type { AdminDashboard } from '../../../../shared/contract/adminDashboard';
import { GAME_KINDS } from '../../../../shared/contract/games';
import type { Database, Statement } from '../../../db/client';
import { transact } from '../../../db/transaction';
import { latestLedgerCheck } from '../../wallet';
import { dashboardSpan, readDashboardDays } from './dashboardDays';
import { readGameReturns } from './gameReturns';

// /admin's figures (docs/operations.md, "The dashboard"), read in one REPEATABLE READ
// transaction so the days, the games and what is owed are of one moment.

const REPEATABLE_READ: Statement = {
  name: 'dashboard_repeatable_read',
  text: 'SET TRANSACTION ISOLATION LEVEL REPEATABLE READ',
};

// What the site owes its players, as the proof of liabilities counts it
// (wallet/playerLiabilities.ts): balances, vaults and withdrawals not yet final; and the
// jackpot's pool. A withdrawal in flight sits in the cashier's account meanwhile.
const OWED: Statement = {
  name: 'dashboard_owed',
  text: `SELECT coalesce(sum(balance) FILTER (WHERE kind = 'user'), 0) AS balances,
                coalesce(sum(balance) FILTER (WHERE kind = 'vault'), 0) AS vaults,
                coalesce(sum(balance) FILTER (WHERE kind = 'jackpot'), 0) AS jackpot,
                (SELECT coalesce(sum(amount), 0) FROM crypto_transactions
                  WHERE kind = 'WITHDRAWAL' AND status NOT IN ('COMPLETED', 'FAILED', 'REJECTED'))
                  AS pending
           FROM wallet_accounts WHERE kind IN ('user', 'vault', 'jackpot')`,
};

// Every game a bet may name: the contract's kinds and any the open books have seen (a game
// retired since), so the active-player count reads bets by (game, created_at) ranges.
const BOOKED_GAMES: Statement = {
  name: 'dashboard_booked_games',
  text: `SELECT DISTINCT game FROM open_books_figures WHERE span = 'all'`,
};

export interface DashboardOptions {
  now: number;
  /** Minutes between the round leader's scheduled ledger checks (LEDGER_CHECK_MINUTES). */
  ledgerCheckMinutes: number;
}

export function readDashboard(db: Database, options: DashboardOptions): Promise<AdminDashboard> {
  return transact(db, async (tx) => {
    await tx.query(REPEATABLE_READ, []);
    const booked = await tx.query<{ game: string }>(BOOKED_GAMES, []);
    const betGames = [...new Set<string>([...GAME_KINDS, ...booked.map((r) => r.game)])];
    const days = await readDashboardDays(tx, options.now, betGames);
    const games = await readGameReturns(tx, dashboardSpan(options.now).from);
    const [owed] = await tx.query<
      Record<'balances' | 'vaults' | 'jackpot' | 'pending', string | number>
    >(OWED, []);
    const liabilities = {
      balances: Number(owed?.balances ?? 0),
      vaults: Number(owed?.vaults ?? 0),
      pendingWithdrawals: Number(owed?.pending ?? 0),
    };
    return {
      generatedAt: new Date(options.now).toISOString(),
      days,
      games,
      jackpotPool: Number(owed?.jackpot ?? 0),
      liabilities: {
        ...liabilities,
        total: liabilities.balances + liabilities.vaults + liabilities.pendingWithdrawals,
      },
      ledgerCheck: {
        everyMinutes: options.ledgerCheckMinutes,
        last: await latestLedgerCheck(tx),
      },
    };
  });
}
