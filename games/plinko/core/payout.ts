import { assertWholeNumber, roundHundredthsFairly } from '../../fair';

/**
 * amount * multiplier / 10000 hundredths (the multiplier is in ten-thousandths), rounded
 * fairly with the bet's `roundingFloat` so every stake gets the table's exact return. A
 * float of 0 rounds up: the most the bucket can pay, for the payout limit.
 */
export function plinkoPayout(amount: number, multiplierE4: number, roundingFloat: number): number {
  assertWholeNumber(amount, 'Amount');
  assertWholeNumber(multiplierE4, 'Multiplier');
  return roundHundredthsFairly(BigInt(amount) * BigInt(multiplierE4), 10_000n, roundingFloat);
}
