// For the exact-return tests: what a fairly rounded payout pays on average over its rounding
// float, found exactly, with no knowledge of how the payout is computed.

const FLOAT_STEPS = 2 ** 32;

/**
 * The exact mean of `payoutAt(k / 2^32)` over every float k, times 2^32. The payout must be
 * one value, or two values a hundredth apart that step once as the float rises (the fair
 * rounding rule: down for a rounded payout, up for what is left after a rounded fee); a
 * binary search finds the step in 32 calls.
 */
export function meanOverRoundingFloatTimes2p32(
  payoutAt: (roundingFloat: number) => number,
): bigint {
  const first = payoutAt(0);
  const last = payoutAt((FLOAT_STEPS - 1) / FLOAT_STEPS);
  if (first === last) return BigInt(first) * BigInt(FLOAT_STEPS);
  if (Math.abs(first - last) !== 1) {
    throw new Error(`A rounded payout spans one hundredth: ${first}, ${last}`);
  }
  let low = 0; // payoutAt(low) === first
  let high = FLOAT_STEPS - 1; // payoutAt(high) === last
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (payoutAt(mid / FLOAT_STEPS) === first) low = mid;
    else high = mid;
  }
  // floats 0..low (`high` of them) pay `first`, the rest `last`
  return BigInt(last) * BigInt(FLOAT_STEPS) + BigInt(first - last) * BigInt(high);
}

/** The mean of a fairly rounded payout over its float, as a number of hundredths. */
export function meanOverRoundingFloat(payoutAt: (roundingFloat: number) => number): number {
  return Number(meanOverRoundingFloatTimes2p32(payoutAt)) / FLOAT_STEPS;
}
