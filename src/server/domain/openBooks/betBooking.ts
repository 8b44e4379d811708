import type { Statement } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { GIVEN_BACK_SQL } from '../accruals';
import { type BetContext, betMoments } from './betMoments';

// Folds settled bets into open_books_figures (migration 0051): each bet once (booked_at),
// after its game's reveal window, into its hour, its day and all time, in one transaction.
// A wager is folded by the accrual step, which takes it anyway and stamps both marks in its
// one update (WagerAccruals.useBooks); this step's own take folds what that step never takes:
// rows stamped accrued as they settled (a free case, a stake given back).

const TAKE_BATCH: Statement = {
  name: 'open_books_take_batch',
  text: `WITH windows AS (SELECT * FROM unnest($2::text[], $3::int[]) AS w(game, ms)),
         taken AS (
           SELECT b.id FROM bets b LEFT JOIN windows w ON w.game = b.game
           WHERE b.settled_at IS NOT NULL AND b.booked_at IS NULL AND b.accrued_at IS NOT NULL
             AND b.settled_at + make_interval(secs => coalesce(w.ms, $4::int) / 1000.0)
                 <= clock_timestamp()
           ORDER BY b.settled_at LIMIT $1
           FOR UPDATE OF b SKIP LOCKED)
         UPDATE bets b SET booked_at = clock_timestamp()
         FROM taken WHERE b.id = taken.id
         RETURNING b.game, b.amount, b.payout, b.params, b.outcome, b.settled_at,
                   ${GIVEN_BACK_SQL} AS given_back`,
};

const CASES_OF: Statement = {
  name: 'open_books_cases_of',
  text: `SELECT c.id, c.slug, c.creator_id IS NOT NULL AS community,
                array_agg(i.price ORDER BY i.position) AS prices,
                array_agg(i.tickets ORDER BY i.position) AS tickets
           FROM cases c JOIN case_items i ON i.case_id = c.id
          WHERE c.id = ANY($1::uuid[]) GROUP BY c.id`,
};

// Rows in key order, so two processes folding at once lock them in the same order.
const ADD_FIGURES: Statement = {
  name: 'open_books_add_figures',
  text: `INSERT INTO open_books_figures AS f
           (span, starts_at, game, option, bets, wagered, paid, expected, variance)
         SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::text[], $4::text[],
                              $5::bigint[], $6::bigint[], $7::bigint[], $8::float8[], $9::float8[])
         ORDER BY 1, 2, 3, 4
         ON CONFLICT (span, starts_at, game, option) DO UPDATE SET
           bets = f.bets + EXCLUDED.bets, wagered = f.wagered + EXCLUDED.wagered,
           paid = f.paid + EXCLUDED.paid, expected = f.expected + EXCLUDED.expected,
           variance = f.variance + EXCLUDED.variance`,
};

// Hours and days past every window are no longer read.
const PRUNE: Statement = {
  name: 'open_books_prune',
  text: `DELETE FROM open_books_figures
          WHERE (span = 'hour' AND starts_at < $1) OR (span = 'day' AND starts_at < $2)`,
};

interface BetRow extends Record<string, unknown> {
  game: string;
  amount: number | string;
  payout: number | string | null;
  params: unknown;
  outcome: unknown;
  settled_at: Date | string;
  given_back: boolean;
}

interface CaseRow extends Record<string, unknown> {
  id: string;
  slug: string;
  community: boolean;
  prices: (number | string)[];
  tickets: number[];
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const ALL_TIME = new Date(0);

interface Figure {
  span: 'all' | 'day' | 'hour';
  startsAt: Date;
  game: string;
  option: string;
  bets: number;
  wagered: number;
  paid: number;
  expected: number;
  variance: number;
}

export type Figures = Map<string, Figure>;

/** Adds one settled record to its hour, its day and all time. */
export function addFigure(
  figures: Figures,
  at: number,
  game: string,
  option: string,
  sums: { wagered: number; paid: number; expected: number; variance: number },
): void {
  const starts: [Figure['span'], Date][] = [
    ['all', ALL_TIME],
    ['day', new Date(Math.floor(at / DAY) * DAY)],
    ['hour', new Date(Math.floor(at / HOUR) * HOUR)],
  ];
  for (const [span, startsAt] of starts) {
    const key = `${span}|${startsAt.getTime()}|${game}|${option}`;
    let figure = figures.get(key);
    if (!figure) {
      figure = {
        span,
        startsAt,
        game,
        option,
        bets: 0,
        wagered: 0,
        paid: 0,
        expected: 0,
        variance: 0,
      };
      figures.set(key, figure);
    }
    figure.bets += 1;
    figure.wagered += sums.wagered;
    figure.paid += sums.paid;
    figure.expected += sums.expected;
    figure.variance += sums.variance;
  }
}

/** Adds a batch's figures to open_books_figures and drops hours and days no window reads. */
export async function writeFigures(tx: Tx, figures: Figures): Promise<void> {
  const list = [...figures.values()];
  if (list.length > 0)
    await tx.query(ADD_FIGURES, [
      list.map((f) => f.span),
      list.map((f) => f.startsAt.toISOString()),
      list.map((f) => f.game),
      list.map((f) => f.option),
      list.map((f) => f.bets),
      list.map((f) => f.wagered),
      list.map((f) => f.paid),
      list.map((f) => f.expected),
      list.map((f) => f.variance),
    ]);
  const now = Date.now();
  await tx.query(PRUNE, [
    new Date(now - 2 * DAY).toISOString(),
    new Date(now - 40 * DAY).toISOString(),
  ]);
}

export interface BookingWindows {
  kinds: string[];
  ms: number[];
  longest: number;
  houseEdgeBpsOf: (game: string) => number;
}

/** A settled bet as the figures count it. */
export interface BookableBet {
  game: string;
  amount: number;
  payout: number;
  params: unknown;
  outcome: unknown;
  settledAt: Date;
  /** A stake given back (GIVEN_BACK_SQL): stamped, never counted. */
  givenBack: boolean;
}

/** Takes one batch of bets the accrual step never takes, and folds it; answers how many. */
export async function bookBatch(tx: Tx, windows: BookingWindows, size: number): Promise<number> {
  const rows = await tx.query<BetRow>(TAKE_BATCH, [
    size,
    windows.kinds,
    windows.ms,
    windows.longest,
  ]);
  if (rows.length === 0) return 0;
  await foldBets(
    tx,
    rows.map((row) => ({
      game: row.game,
      amount: Number(row.amount),
      payout: Number(row.payout ?? 0),
      params: row.params,
      outcome: row.outcome,
      settledAt: new Date(row.settled_at),
      givenBack: row.given_back,
    })),
    windows.houseEdgeBpsOf,
  );
  return rows.length;
}

/** Adds settled bets to the figures, in the caller's transaction that stamped them booked. */
export async function foldBets(
  tx: Tx,
  bets: readonly BookableBet[],
  houseEdgeBpsOf: (game: string) => number,
): Promise<void> {
  const cases = await casesOf(tx, bets);
  const figures: Figures = new Map();
  for (const bet of bets) {
    // A stake given back was never wagered: stamped, not counted.
    if (bet.givenBack || bet.amount <= 0) continue;
    const context: BetContext = { houseEdgeBps: houseEdgeBpsOf(bet.game) };
    const caseId = (bet.params as { caseId?: unknown } | null)?.caseId;
    const found = typeof caseId === 'string' ? cases.get(caseId) : undefined;
    if (found) context.caseOf = found;
    const { option, mean, variance } = betMoments(bet, context);
    addFigure(figures, bet.settledAt.getTime(), bet.game, option, {
      wagered: bet.amount,
      paid: bet.payout,
      expected: bet.amount * mean,
      variance: bet.amount * bet.amount * variance,
    });
  }
  await writeFigures(tx, figures);
}

async function casesOf(
  tx: Tx,
  bets: readonly BookableBet[],
): Promise<Map<string, NonNullable<BetContext['caseOf']>>> {
  const ids = new Set<string>();
  for (const bet of bets) {
    const caseId = (bet.params as { caseId?: unknown } | null)?.caseId;
    if (bet.game === 'case-unbox' && typeof caseId === 'string') ids.add(caseId);
  }
  if (ids.size === 0) return new Map();
  const found = await tx.query<CaseRow>(CASES_OF, [[...ids]]);
  return new Map(
    found.map((c) => [
      c.id,
      {
        slug: c.slug,
        community: c.community,
        items: c.prices.map((price, i) => ({
          price: Number(price),
          tickets: Number(c.tickets[i]),
        })),
      },
    ]),
  );
}
