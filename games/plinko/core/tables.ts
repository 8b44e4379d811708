import type { PlinkoRisk } from './limits';
import { assertPlinkoRisk, assertPlinkoRows } from './rules';

/**
 * Payout multipliers per bucket, left to right, for each risk and number of rows.
 * Each table is symmetric and returns 99% of the stake on average (tables.test.ts proves
 * it by exact binomial sums). Low risk stays close to 1x; high risk pays 0.2x in the middle
 * for a long tail at the edges. Written as decimals for reading; used as ten-thousandths.
 */
export const PLINKO_MULTIPLIERS: Readonly<
  Record<PlinkoRisk, Readonly<Record<number, readonly number[]>>>
> = {
  low: {
    8: [5.6, 2.1, 1.1, 1, 0.5, 1, 1.1, 2.1, 5.6],
    9: [6.5, 2.7, 1.4, 1, 0.7, 0.7, 1, 1.4, 2.7, 6.5],
    10: [8.5, 3, 1.6, 1.1, 0.9, 0.6, 0.9, 1.1, 1.6, 3, 8.5],
    11: [9, 3.4, 1.8, 1.3, 1, 0.7, 0.7, 1, 1.3, 1.8, 3.4, 9],
    12: [11, 3.5, 2, 1.4, 1.1, 0.9, 0.6, 0.9, 1.1, 1.4, 2, 3.5, 11],
    13: [13, 5.5, 2.5, 1.6, 1.1, 0.9, 0.8, 0.8, 0.9, 1.1, 1.6, 2.5, 5.5, 13],
    14: [14, 5.5, 2.2, 1.6, 1.3, 1.1, 0.9, 0.6, 0.9, 1.1, 1.3, 1.6, 2.2, 5.5, 14],
    15: [15, 8, 3, 2, 1.5, 1.1, 1, 0.7, 0.7, 1, 1.1, 1.5, 2, 3, 8, 15],
    16: [16, 8, 3.5, 2, 1.4, 1.2, 1.1, 0.9, 0.6, 0.9, 1.1, 1.2, 1.4, 2, 3.5, 8, 16],
  },
  medium: {
    8: [11, 3, 1.5, 0.7, 0.3, 0.7, 1.5, 3, 11],
    9: [18, 4.5, 1.8, 0.8, 0.5, 0.5, 0.8, 1.8, 4.5, 18],
    10: [24, 5, 2.5, 1.2, 0.6, 0.4, 0.6, 1.2, 2.5, 5, 24],
    11: [29, 7.5, 3.5, 1.5, 0.7, 0.5, 0.5, 0.7, 1.5, 3.5, 7.5, 29],
    12: [33, 11, 4, 2, 1.1, 0.6, 0.3, 0.6, 1.1, 2, 4, 11, 33],
    13: [43, 13, 6, 3.2, 1.4, 0.6, 0.4, 0.4, 0.6, 1.4, 3.2, 6, 13, 43],
    14: [70, 15, 7, 3.5, 1.9, 1, 0.5, 0.3, 0.5, 1, 1.9, 3.5, 7, 15, 70],
    15: [110, 28, 12, 5, 2.4, 1.1, 0.6, 0.4, 0.4, 0.6, 1.1, 2.4, 5, 12, 28, 110],
    16: [130, 40, 10, 5, 3, 1.5, 1, 0.5, 0.3, 0.5, 1, 1.5, 3, 5, 10, 40, 130],
  },
  high: {
    8: [29, 4, 1.3, 0.4, 0.2, 0.4, 1.3, 4, 29],
    9: [50, 7, 1.8, 0.6, 0.2, 0.2, 0.6, 1.8, 7, 50],
    10: [80, 10, 2.9, 0.9, 0.3, 0.2, 0.3, 0.9, 2.9, 10, 80],
    11: [130, 14, 5, 1.4, 0.4, 0.2, 0.2, 0.4, 1.4, 5, 14, 130],
    12: [200, 26, 8, 2, 0.6, 0.2, 0.2, 0.2, 0.6, 2, 8, 26, 200],
    13: [290, 45, 12, 4, 0.7, 0.2, 0.2, 0.2, 0.2, 0.7, 4, 12, 45, 290],
    14: [430, 70, 18, 5, 1.5, 0.4, 0.2, 0.2, 0.2, 0.4, 1.5, 5, 18, 70, 430],
    15: [700, 100, 29, 8, 2.6, 0.5, 0.2, 0.2, 0.2, 0.2, 0.5, 2.6, 8, 29, 100, 700],
    16: [1000, 130, 26, 9, 4, 2, 0.2, 0.2, 0.2, 0.2, 0.2, 2, 4, 9, 26, 130, 1000],
  },
};

/** The same tables in ten-thousandths (5.6 -> 56000), converted once. */
const TABLES_E4: Readonly<Record<PlinkoRisk, Readonly<Record<number, readonly number[]>>>> =
  (() => {
    const byRisk = {} as Record<PlinkoRisk, Record<number, readonly number[]>>;
    for (const [risk, byRows] of Object.entries(PLINKO_MULTIPLIERS) as [
      PlinkoRisk,
      Readonly<Record<number, readonly number[]>>,
    ][]) {
      byRisk[risk] = {};
      for (const [rows, multipliers] of Object.entries(byRows)) {
        byRisk[risk][Number(rows)] = Object.freeze(multipliers.map((m) => Math.round(m * 10_000)));
      }
    }
    return byRisk;
  })();

/** rows + 1 multipliers in ten-thousandths, bucket 0 (far left) to bucket rows (far right). */
export function plinkoTableE4(rows: number, risk: PlinkoRisk): readonly number[] {
  assertPlinkoRows(rows);
  assertPlinkoRisk(risk);
  return TABLES_E4[risk][rows]!;
}
