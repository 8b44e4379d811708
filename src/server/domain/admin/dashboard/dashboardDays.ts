import { DASHBOARD_DAYS, type DashboardDay } from '../../../../shared/contract/adminDashboard';
import type { Statement } from '../../../db/client';
import type { Tx } from '../../../db/transaction';
import { WHEEL_GAME } from '../../openBooks';
import { DEPOSIT_TRANSFER_KINDS } from '../../responsibleGambling';

// The dashboard's figures per UTC day (docs/operations.md, "The dashboard"). Each query reads
// one month through an index and groups by day in SQL; days with nothing are filled here.

const DAY_MS = 86_400_000;

/** A withdrawal request takes from the balance; a refund of one gives it back. */
export const WITHDRAWAL_TRANSFER_KINDS = ['crypto-withdrawal', 'crypto-withdrawal-refund'] as const;

/**
 * The transfer kinds of the partial index wallet_transfers_cashier_idx (migration 0054, recreated by 0057),
 * written into the query as literals: the planner uses a partial index only for a WHERE
 * it can prove implies the index's, which a bound parameter never does.
 */
export const CASHIER_TRANSFER_KINDS = [...DEPOSIT_TRANSFER_KINDS, ...WITHDRAWAL_TRANSFER_KINDS];
const kindList = CASHIER_TRANSFER_KINDS.map((kind) => `'${kind}'`).join(', ');
const depositList = DEPOSIT_TRANSFER_KINDS.map((kind) => `'${kind}'`).join(', ');

/** The UTC day of a timestamp column, as YYYY-MM-DD text on PostgreSQL and PGlite alike. */
const utcDay = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

// Bets by (game, created_at): one index range per game kind (bets_game_created_idx).
const ACTIVE_PLAYERS: Statement = {
  name: 'dashboard_active_players',
  text: `SELECT d.day, count(*) AS players
           FROM (SELECT DISTINCT ${utcDay('b.created_at')} AS day, b.user_id
                   FROM bets b
                  WHERE b.game = ANY($1::text[]) AND b.created_at >= $2 AND b.created_at < $3
                    AND b.user_id IS NOT NULL) d
           JOIN users u ON u.id = d.user_id
          WHERE NOT ('BOT' = ANY(u.roles))
          GROUP BY d.day`,
};

const SIGN_UPS: Statement = {
  name: 'dashboard_sign_ups',
  text: `SELECT ${utcDay('created_at')} AS day, count(*) AS sign_ups FROM users
          WHERE created_at >= $1 AND created_at < $2 AND NOT ('BOT' = ANY(roles))
          GROUP BY 1`,
};

// The legs on players' own accounts: what a deposit credited, what a withdrawal took.
const CASHIER: Statement = {
  name: 'dashboard_cashier',
  text: `SELECT ${utcDay('t.created_at')} AS day,
                coalesce(sum(e.amount) FILTER (WHERE t.kind IN (${depositList})), 0) AS deposits,
                coalesce(-sum(e.amount) FILTER (WHERE t.kind NOT IN (${depositList})), 0) AS withdrawals
           FROM wallet_transfers t
           JOIN wallet_entries e ON e.transfer_id = t.id
           JOIN wallet_accounts a ON a.id = e.account_id AND a.kind = 'user'
          WHERE t.kind IN (${kindList}) AND t.created_at >= $1 AND t.created_at < $2
          GROUP BY 1`,
};

// The open books' day rows (by the bet's settlement): a few rows a day, whatever the bets.
const BOOKED: Statement = {
  name: 'dashboard_booked_days',
  text: `SELECT ${utcDay('starts_at')} AS day, sum(wagered) AS wagered, sum(paid) AS paid
           FROM open_books_figures
          WHERE span = 'day' AND starts_at >= $1 AND starts_at < $2 AND game <> $3
          GROUP BY 1`,
};

/** The first instant of the dashboard's oldest day, and the end of today (exclusive). */
export function dashboardSpan(now: number): { from: Date; to: Date; days: string[] } {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const first = today - (DASHBOARD_DAYS - 1) * DAY_MS;
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) =>
    new Date(first + i * DAY_MS).toISOString().slice(0, 10),
  );
  return { from: new Date(first), to: new Date(today + DAY_MS), days };
}

type Num = string | number;
/** A day's own figures; the house result follows from them. */
type DayFigures = Omit<DashboardDay, 'day' | 'houseResult'>;
const EMPTY: DayFigures = {
  activePlayers: 0,
  signUps: 0,
  deposits: 0,
  withdrawals: 0,
  wagered: 0,
  paid: 0,
};

/** Every day of the span in order, a quiet one all zeros; house result = wagered - paid. */
export function fillDays(days: readonly string[], found: Map<string, DayFigures>): DashboardDay[] {
  return days.map((day) => {
    const figures = found.get(day) ?? EMPTY;
    return { day, ...figures, houseResult: figures.wagered - figures.paid };
  });
}

/** The 30 days' figures, in one snapshot when `tx` is REPEATABLE READ. */
export async function readDashboardDays(
  tx: Tx,
  now: number,
  betGames: readonly string[],
): Promise<DashboardDay[]> {
  const { from, to, days } = dashboardSpan(now);
  const span = [from.toISOString(), to.toISOString()];
  const found = new Map<string, DayFigures>();
  const add = (day: string, figures: Partial<DayFigures>) =>
    found.set(day, { ...(found.get(day) ?? EMPTY), ...figures });

  for (const r of await tx.query<{ day: string; players: Num }>(ACTIVE_PLAYERS, [
    [...betGames],
    ...span,
  ]))
    add(r.day, { activePlayers: Number(r.players) });
  for (const r of await tx.query<{ day: string; sign_ups: Num }>(SIGN_UPS, span))
    add(r.day, { signUps: Number(r.sign_ups) });
  for (const r of await tx.query<{ day: string; deposits: Num; withdrawals: Num }>(CASHIER, span))
    add(r.day, { deposits: Number(r.deposits), withdrawals: Number(r.withdrawals) });
  for (const r of await tx.query<{ day: string; wagered: Num; paid: Num }>(BOOKED, [
    ...span,
    WHEEL_GAME,
  ]))
    add(r.day, { wagered: Number(r.wagered), paid: Number(r.paid) });
  return fillDays(days, found);
}
