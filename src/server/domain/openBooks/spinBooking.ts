import type { Statement } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { type Figures, addFigure, writeFigures } from './betBooking';
import { spinMoments } from './spinMoments';

// Folds the reward wheel's spins into open_books_figures as bets are folded: each spin once
// (wheel_spins.booked_at, migration 0053), after the wheel has landed, into its hour, its day
// and all time. A spin is settled when its row exists: the row and its prize commit together.

/** The game key the wheel's figures are kept under. */
export const WHEEL_GAME = 'reward-wheel';

/** The figures' option for a tier, and back. */
export const wheelOption = (tier: number) => `tier ${tier}`;
export const tierOfOption = (option: string) => Number(option.replace(/^tier /, ''));

// $2: the wheel's turn (ms) to wait for before a spin counts, so no figure tells of a prize
// still spinning.
const TAKE_SPINS: Statement = {
  name: 'open_books_take_spins',
  text: `WITH taken AS (
           SELECT s.id FROM wheel_spins s
           WHERE s.booked_at IS NULL
             AND s.spun_at + make_interval(secs => $2::int / 1000.0) <= clock_timestamp()
           ORDER BY s.spun_at LIMIT $1
           FOR UPDATE SKIP LOCKED)
         UPDATE wheel_spins s SET booked_at = clock_timestamp()
         FROM taken WHERE s.id = taken.id
         RETURNING s.tier, s.prize, s.spun_at`,
};

interface SpinRow extends Record<string, unknown> {
  tier: number | string;
  prize: number | string;
  spun_at: Date | string;
}

/**
 * Takes one batch of spins and adds them to the figures; answers how many. A spin stakes
 * nothing: wagered stays 0, `expected` sums each spin's declared prize and `variance` the
 * prize's variance (hundredths, hundredths^2), so the read divides by spins, not stakes.
 */
export async function bookSpins(tx: Tx, revealMs: number, size: number): Promise<number> {
  const rows = await tx.query<SpinRow>(TAKE_SPINS, [size, revealMs]);
  if (rows.length === 0) return 0;
  const figures: Figures = new Map();
  for (const row of rows) {
    const tier = Number(row.tier);
    const { mean, variance } = spinMoments(tier);
    addFigure(figures, new Date(row.spun_at).getTime(), WHEEL_GAME, wheelOption(tier), {
      wagered: 0,
      paid: Number(row.prize),
      expected: mean,
      variance,
    });
  }
  await writeFigures(tx, figures);
  return rows.length;
}
