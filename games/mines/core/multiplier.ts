import { MINES_MAX, MINES_MIN, MINES_TILES } from './limits';
// The fair modules themselves, not their index: a page that prices a bet loads no hashing.
import { assertWholeNumber, binomial, mulDivFloor } from '../../fair/exactMath';
import { roundHundredthsFairly } from '../../fair/fairRounding';
import { assertSafePicks } from './rules';

/**
 * After k safe picks with m mines the fair multiplier is C(25,k) / C(25-m,k) (the inverse of
 * the chance that k picks all miss); we pay 99% of it. Each (m, k) is kept as the exact
 * fraction 99 * C(25,k) / (100 * C(25-m,k)), computed once.
 */
interface Odds {
  numerator: bigint;
  denominator: bigint;
}

const ODDS: readonly (readonly Odds[])[] = (() => {
  const byMines: Odds[][] = [];
  for (let mines = MINES_MIN; mines <= MINES_MAX; mines++) {
    const row: Odds[] = [];
    for (let k = 0; k <= MINES_TILES - mines; k++) {
      row.push({
        numerator: 99n * binomial(MINES_TILES, k),
        denominator: 100n * binomial(MINES_TILES - mines, k),
      });
    }
    byMines[mines] = row;
  }
  return byMines;
})();

/** The multiplier shown in the game's table, floored from the exact odds; computed once. */
const MULTIPLIERS_E4: readonly (readonly number[])[] = ODDS.map((row) =>
  row.map(({ numerator, denominator }, k) =>
    k === 0 ? 10_000 : mulDivFloor(numerator, 10_000, denominator),
  ),
);

/**
 * floor(0.99 * C(25,k) / C(25-m,k) * 10000): 1 mine 1 pick = 10312 (1.0312x), 24 mines
 * 1 pick = 247500 (24.75x). Before any pick it is 10000 (1x): nothing is won or lost yet.
 */
export function minesMultiplierE4(mines: number, safePicks: number): number {
  assertSafePicks(mines, safePicks);
  return MULTIPLIERS_E4[mines]![safePicks]!;
}

/**
 * A cash-out after k safe picks: amount * 99 * C(25,k) / (100 * C(25-m,k)) hundredths, from
 * the exact odds, rounded fairly with the game's `roundingFloat` so every stake returns 99%.
 * A float of 0 rounds up (the most it can pay, for the payout limit). With no pick yet it
 * is the stake itself, matching the 1x shown (a game cannot be cashed out before its first
 * safe pick anyway).
 */
export function minesPayout(
  amount: number,
  mines: number,
  safePicks: number,
  roundingFloat: number,
): number {
  assertWholeNumber(amount, 'Amount');
  assertSafePicks(mines, safePicks);
  if (safePicks === 0) return amount;
  const { numerator, denominator } = ODDS[mines]![safePicks]!;
  return roundHundredthsFairly(BigInt(amount) * numerator, denominator, roundingFloat);
}
