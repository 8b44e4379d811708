// The fair modules themselves, not their index: a page that prices a bet loads no hashing.
import { assertWholeNumber, mulDivFloor } from '../../fair/exactMath';
import { roundHundredthsFairly } from '../../fair/fairRounding';
import { DICE_ROLL_MAX } from './limits';

/**
 * A 99% return: a win pays 99 / chance% where the chance is exact, the winning rolls out of
 * the 10,001 rolls 0.00-100.00 (docs/money.md, "Dice's chance"). The chance shown, `chance`
 * hundredths of a percent, is that count of winning rolls, so the multiplier is
 * 0.99 * 10001 / chance.
 */
const RETURN_PERCENT = 99n;
const ROLL_COUNT = BigInt(DICE_ROLL_MAX + 1);

function assertChance(chance: number): void {
  if (!Number.isInteger(chance) || chance < 1 || chance > 10_000) {
    throw new RangeError('Chance must be a whole number of hundredths of a percent, 1 to 10000');
  }
}

/** The multiplier 0.99 * 10001 / chance in ten-thousandths, floored (5000 -> 19801 = 1.9801x). */
export function diceMultiplierE4(chance: number): number {
  assertChance(chance);
  return mulDivFloor(RETURN_PERCENT * ROLL_COUNT, 100, chance);
}

/**
 * What a win pays: amount * 0.99 * 10001 / chance hundredths, rounded fairly with the bet's
 * `roundingFloat` (a win returns exactly 99% on average at any stake, rounding included).
 * A float of 0 rounds up: the most a win can pay, for the payout limit.
 */
export function dicePayout(amount: number, chance: number, roundingFloat: number): number {
  assertWholeNumber(amount, 'Amount');
  assertChance(chance);
  return roundHundredthsFairly(
    BigInt(amount) * RETURN_PERCENT * ROLL_COUNT,
    100n * BigInt(chance),
    roundingFloat,
  );
}
