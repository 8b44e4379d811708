import { z } from 'zod';
import { balanceSchema } from '../money';
import { isoDateTimeSchema } from './common';
import { httpCall } from './define';

// The back office's dashboard (docs/operations.md, "The dashboard"): the last 30 UTC days of
// the site's figures, each game's return, the jackpot, what the site owes its players and
// the ledger's last check. Money is integer hundredths.

/** Days the dashboard covers: today (UTC) and the 29 before. */
export const DASHBOARD_DAYS = 30;

const count = z.number().int().nonnegative();
/** Signed hundredths: a house result or a net withdrawal figure may fall below zero. */
const signedHundredths = z.number().int();

export const dashboardDaySchema = z.object({
  /** The UTC day, YYYY-MM-DD. */
  day: z.iso.date(),
  /** Distinct players (bots aside) who placed a bet that day. */
  activePlayers: count,
  /** Accounts opened that day (bots aside). */
  signUps: count,
  /** Credited to players by deposits: the cashier's, crypto and gift cards. */
  deposits: balanceSchema,
  /** Crypto withdrawals requested that day less those refunded that day (may be negative). */
  withdrawals: signedHundredths,
  /** Staked on bets settled that day, as the open books folded them. */
  wagered: balanceSchema,
  /** Paid back on those bets. */
  paid: balanceSchema,
  /** wagered - paid: what the games kept before rakeback, bonuses and prizes. */
  houseResult: signedHundredths,
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardGameReturnSchema = z.object({
  game: z.string(),
  bets: count,
  wagered: balanceSchema,
  paid: balanceSchema,
  /** paid / wagered over the 30 days. */
  realisedReturn: z.number().nonnegative(),
  /** What the odds declare for those same bets. */
  declaredReturn: z.number().nonnegative(),
  /** Where chance keeps the realised return 99% of the time, given these bets. */
  interval: z.tuple([z.number(), z.number()]),
  withinInterval: z.boolean(),
});
export type DashboardGameReturn = z.infer<typeof dashboardGameReturnSchema>;

export const LEDGER_CHECK_WAYS = ['schedule', 'command'] as const;

export const dashboardLedgerCheckSchema = z.object({
  at: isoDateTimeSchema,
  /** schedule: the round leader's check every LEDGER_CHECK_MINUTES; command: npm run ledger:verify. */
  by: z.enum(LEDGER_CHECK_WAYS),
  /** Invariants it checked (docs/money.md). */
  invariants: count,
  /** Broken invariants: 0 means the books balance. */
  problems: count,
  /** What each broken invariant was, with a few offending rows. */
  findings: z.array(z.string()),
  /** Ledger entries it read. */
  entries: count,
  tookMs: count,
});
export type DashboardLedgerCheck = z.infer<typeof dashboardLedgerCheckSchema>;

export const adminDashboardSchema = z.object({
  generatedAt: isoDateTimeSchema,
  /** Oldest first, DASHBOARD_DAYS of them, the last one today; a quiet day is all zeros. */
  days: z.array(dashboardDaySchema),
  /** Each game over the 30 days, its options together; most wagered first. */
  games: z.array(dashboardGameReturnSchema),
  jackpotPool: balanceSchema,
  /** What the site owes its players now. */
  liabilities: z.object({
    balances: balanceSchema,
    vaults: balanceSchema,
    /** Requested, not yet paid out or refunded. */
    pendingWithdrawals: balanceSchema,
    total: balanceSchema,
  }),
  ledgerCheck: z.object({
    /** Minutes between the round leader's checks; 0: not scheduled. */
    everyMinutes: count,
    /** The latest check on record, by any node or the command; null before the first. */
    last: dashboardLedgerCheckSchema.nullable(),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const adminDashboardCalls = {
  adminDashboard: httpCall({
    method: 'GET',
    path: '/admin/dashboard',
    summary:
      'The last 30 UTC days (active players, sign-ups, deposits, withdrawals, wagered, paid, house result), each game’s realised and declared return, the jackpot pool, what the site owes its players and the last ledger check (admins)',
    auth: true,
    permission: 'dashboard.read',
    response: adminDashboardSchema,
  }),
};
