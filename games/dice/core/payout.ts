import { assertWholeNumber, mulDivFloor } from '../../fair';

/** 99 / chance%: a 1% house edge. 9900 in hundredths of a percent is 99%. */
const RETURN_HUNDREDTHS_OF_PERCENT = 9_900;

function assertChance(chance: number): void {
  if (!Number.isInteger(chance) || chance < 1 || chance > 10_000) {
    throw new RangeError('Chance must be a whole number of hundredths of a percent, 1 to 10000');
  }
}

/** The multiplier 99 / chance% in ten-thousandths, floored (chance 5000 -> 19800 = 1.98x). */
export function diceMultiplierE4(chance: number): number {
  assertChance(chance);
  return mulDivFloor(RETURN_HUNDREDTHS_OF_PERCENT, 10_000, chance);
}

/**
 * What a win pays: floor(amount * 9900 / chance), exact. Computed from the exact odds, not
 * from the floored multiplier, so it is never below amount x the multiplier shown.
 */
export function dicePayout(amount: number, chance: number): number {
  assertWholeNumber(amount, 'Amount');
  assertChance(chance);
  return mulDivFloor(amount, RETURN_HUNDREDTHS_OF_PERCENT, chance);
}
