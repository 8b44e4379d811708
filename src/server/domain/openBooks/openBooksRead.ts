import type { OpenBooks, OpenBooksRow, OpenBooksSpinRow } from '../../../shared/contract/openBooks';
import type { Statement } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { SYSTEM_ACCOUNT_KINDS } from '../wallet';
import { returnFigures } from './returnInterval';
import { WHEEL_GAME, tierOfOption } from './spinBooking';

// Reads the open books from the folded rows: a few hundred small rows, whatever the number
// of bets. One REPEATABLE READ transaction, so every figure is of one moment.

const PERIOD: Statement = {
  name: 'open_books_period',
  text: `SELECT game, option, sum(bets) AS bets, sum(wagered) AS wagered, sum(paid) AS paid,
                sum(expected) AS expected, sum(variance) AS variance
           FROM open_books_figures WHERE span = $1 AND starts_at >= $2
          GROUP BY game, option ORDER BY game, option`,
};

const LEDGER: Statement = {
  name: 'open_books_ledger',
  text: 'SELECT kind, total FROM open_books_ledger ORDER BY kind',
};

// Requested, not yet paid out or refunded: held in the cashier's account meanwhile.
const PENDING_WITHDRAWALS: Statement = {
  name: 'open_books_pending_withdrawals',
  text: `SELECT coalesce(sum(amount), 0) AS total FROM crypto_transactions
          WHERE kind = 'WITHDRAWAL' AND status NOT IN ('COMPLETED', 'FAILED', 'REJECTED')`,
};

const JACKPOT_POOL: Statement = {
  name: 'open_books_jackpot_pool',
  text: `SELECT coalesce(sum(balance), 0) AS pool FROM wallet_accounts WHERE kind = 'jackpot'`,
};

const JACKPOT_PAYOUTS: Statement = {
  name: 'open_books_jackpot_payouts',
  text: `SELECT t.created_at, -e.amount AS amount, t.reference
           FROM wallet_accounts a
           JOIN wallet_entries e ON e.account_id = a.id AND e.amount < 0
           JOIN wallet_transfers t ON t.id = e.transfer_id
          WHERE a.kind = 'jackpot' ORDER BY e.id DESC LIMIT 100`,
};

interface SumRow extends Record<string, unknown> {
  game: string;
  option: string;
  bets: string | number;
  wagered: string | number;
  paid: string | number;
  expected: string | number;
  variance: string | number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Every kind of account the ledger has, shown even while it holds nothing. */
const KINDS = ['user', 'vault', 'pending-withdrawals', ...SYSTEM_ACCOUNT_KINDS];

/** Where each period's rows start: all time, 30 whole UTC days, 24 whole hours. */
export function periodStarts(now: number): Record<keyof OpenBooks['periods'], [string, Date]> {
  return {
    all: ['all', new Date(0)],
    days30: ['day', new Date(Math.floor(now / DAY) * DAY - 29 * DAY)],
    hours24: ['hour', new Date(Math.floor(now / HOUR) * HOUR - 23 * HOUR)],
  };
}

function rowOf(r: SumRow): OpenBooksRow {
  const sums = {
    bets: Number(r.bets),
    wagered: Number(r.wagered),
    paid: Number(r.paid),
    expected: Number(r.expected),
    variance: Number(r.variance),
  };
  return {
    game: r.game,
    option: r.option,
    bets: sums.bets,
    wagered: sums.wagered,
    paid: sums.paid,
    ...returnFigures(sums),
  };
}

/**
 * A wheel tier's figures: a spin stakes nothing, so the means are per spin, with the same
 * interval as a return's, each spin weighing one (expected and variance are of the prize).
 */
function spinRowOf(r: SumRow): OpenBooksSpinRow {
  const spins = Number(r.bets);
  const figures = returnFigures({
    bets: spins,
    wagered: spins,
    paid: Number(r.paid),
    expected: Number(r.expected),
    variance: Number(r.variance),
  });
  return {
    tier: tierOfOption(r.option),
    spins,
    paid: Number(r.paid),
    realisedMean: figures.realisedReturn,
    declaredMean: figures.declaredReturn,
    interval: figures.interval,
    withinInterval: figures.withinInterval,
  };
}

export async function readOpenBooks(tx: Tx, now: number): Promise<OpenBooks> {
  const starts = periodStarts(now);
  const period = async ([span, from]: [string, Date]) => {
    const rows = await tx.query<SumRow>(PERIOD, [span, from.toISOString()]);
    return {
      bets: rows.filter((r) => r.game !== WHEEL_GAME).map(rowOf),
      spins: rows
        .filter((r) => r.game === WHEEL_GAME)
        .map(spinRowOf)
        .sort((a, b) => a.tier - b.tier),
    };
  };
  const all = await period(starts.all);
  const days30 = await period(starts.days30);
  const hours24 = await period(starts.hours24);
  const periods = { all: all.bets, days30: days30.bets, hours24: hours24.bets };
  const wheel = { all: all.spins, days30: days30.spins, hours24: hours24.spins };
  const totals = new Map(KINDS.map((kind) => [kind, 0]));
  for (const row of await tx.query<{ kind: string; total: string | number }>(LEDGER, []))
    totals.set(row.kind, Number(row.total));
  const [pending] = await tx.query<{ total: string | number }>(PENDING_WITHDRAWALS, []);
  const owed = Number(pending?.total ?? 0);
  // The cashier's account holds the withdrawals in flight: shown apart, the sum unchanged.
  totals.set('pending-withdrawals', owed);
  totals.set('cashier', (totals.get('cashier') ?? 0) - owed);
  const accounts = [...totals].map(([kind, balance]) => ({ kind, balance }));
  const [pool] = await tx.query<{ pool: string | number }>(JACKPOT_POOL, []);
  const payouts = await tx.query<{
    created_at: Date | string;
    amount: string | number;
    reference: string | null;
  }>(JACKPOT_PAYOUTS, []);
  return {
    updatedAt: new Date(now).toISOString(),
    periods,
    wheel,
    ledger: { accounts, sum: accounts.reduce((sum, a) => sum + a.balance, 0) },
    jackpot: {
      pool: Number(pool?.pool ?? 0),
      payouts: payouts.map((p) => ({
        at: new Date(p.created_at).toISOString(),
        amount: Number(p.amount),
        reference: p.reference,
      })),
    },
  };
}
