// Fair rounding of money (docs/games/README.md, "Money"): an exact amount of hundredths that is not
// whole is rounded up with the probability of its fraction, decided by a fair float of the bet's
// own stream, so a payout's expected value is the exact amount and no stake pays a rounding tax.
// The float is the verifiers' too, so they reproduce the rounded amount.

/** A fair float is k / 2^32 for a whole k (floats.ts): comparing k keeps the test exact. */
const FLOAT_STEPS = 2n ** 32n;

/**
 * The largest fair float: it rounds every fraction down. For showing an amount before its
 * float may be known (a float of 0, at the other end, rounds every fraction up: the most an
 * amount can come to, for limits).
 */
export const FLOAT_ROUNDING_DOWN = 1 - 2 ** -32;

/**
 * numerator / denominator hundredths, rounded down or up: up when `fairFloat` < the
 * fraction. Over a uniform float the expected result is numerator / denominator to within
 * 2^-32 of a hundredth (the float's own step), with no float arithmetic on the amount.
 */
export function roundHundredthsFairly(
  numerator: bigint | number,
  denominator: bigint | number,
  fairFloat: number,
): number {
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  if (n < 0n || d <= 0n) {
    throw new RangeError('The amount must be a fraction of whole numbers, at least 0');
  }
  const step = fairFloat * Number(FLOAT_STEPS);
  if (!(fairFloat >= 0 && fairFloat < 1) || !Number.isInteger(step)) {
    throw new RangeError('The fair float must be a multiple of 2^-32 in [0, 1)');
  }
  const whole = n / d; // BigInt division truncates, which is floor here
  const fraction = n % d; // the fraction is fraction / d
  const roundsUp = BigInt(step) * d < fraction * FLOAT_STEPS; // step / 2^32 < fraction / d
  const result = whole + (roundsUp ? 1n : 0n);
  if (result > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError('The result is too large to be an exact number');
  }
  return Number(result);
}

/**
 * Splits `total` hundredths into shares proportional to `weights`, each share's expectation
 * exact and the shares summing to `total`: the running totals are rounded fairly with one
 * float and each share is the step between two of them, so the leftover hundredths go to
 * shares the float picks (each in proportion to its fraction), never always the first ones.
 */
export function splitHundredthsFairly(
  total: number,
  weights: readonly number[],
  fairFloat: number,
): number[] {
  if (!Number.isSafeInteger(total) || total < 0) {
    throw new RangeError('The total must be a whole number of hundredths, at least 0');
  }
  if (weights.length === 0 || weights.some((w) => !Number.isSafeInteger(w) || w < 0)) {
    throw new RangeError('Weights must be whole numbers, at least 0');
  }
  const weightSum = weights.reduce((sum, w) => sum + BigInt(w), 0n);
  if (weightSum === 0n) throw new RangeError('At least one weight must be positive');
  let runningWeight = 0n;
  let roundedBefore = 0;
  return weights.map((weight) => {
    runningWeight += BigInt(weight);
    const roundedAfter = roundHundredthsFairly(BigInt(total) * runningWeight, weightSum, fairFloat);
    const share = roundedAfter - roundedBefore;
    roundedBefore = roundedAfter;
    return share;
  });
}
