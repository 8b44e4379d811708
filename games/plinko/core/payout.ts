import { assertWholeNumber, mulDivFloor } from '../../fair';

/** floor(amount * multiplier / 10000), exact; the multiplier is in ten-thousandths. */
export function plinkoPayout(amount: number, multiplierE4: number): number {
  assertWholeNumber(amount, 'Amount');
  assertWholeNumber(multiplierE4, 'Multiplier');
  return mulDivFloor(amount, multiplierE4, 10_000);
}
