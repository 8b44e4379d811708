// e^(0.00006 * ms) for whole ms, in exact integer arithmetic: the multiplier the server
// settles cash-outs at must not depend on a platform's Math.exp. The value is a binary
// fixed-point number with FRACTION_BITS bits after the point; its relative error stays
// below 2^-130 (see growthFixed), far below what flooring to hundredths needs.

export const FRACTION_BITS = 160n;
const ONE = 1n << FRACTION_BITS;

/** The growth rate 0.00006 per ms as the fraction 3 / 50000. */
export const GROWTH_NUMERATOR = 3n;
export const GROWTH_DENOMINATOR = 50_000n;

/** Whole ms this table reaches: 2^19 - 1 (8.7 minutes), past the longest possible round. */
const TABLE_BITS = 19;
export const GROWTH_MAX_MS = 2 ** TABLE_BITS - 1;

/** e^(3/50000) by its Taylor series; each truncated term is off by under one unit. */
function expOfStep(): bigint {
  let sum = ONE;
  let term = ONE;
  for (let k = 1n; term > 0n; k++) {
    term = (term * GROWTH_NUMERATOR) / (GROWTH_DENOMINATOR * k);
    sum += term;
  }
  return sum;
}

/**
 * POWERS[i] = e^(3 * 2^i / 50000): each the square of the one before. Squaring doubles the
 * relative error, so after 18 squarings of a value good to ~2^-156 it is still under 2^-137.
 */
const POWERS: readonly bigint[] = (() => {
  const powers = [expOfStep()];
  for (let i = 1; i < TABLE_BITS; i++) {
    const previous = powers[i - 1]!;
    powers.push((previous * previous) >> FRACTION_BITS);
  }
  return powers;
})();

/**
 * e^(0.00006 * ms) as a fixed-point integer (value * 2^FRACTION_BITS), rounded down at each
 * of at most 19 products: relative error below 2^-130 for every whole ms in range.
 */
export function growthFixed(ms: number): bigint {
  if (!Number.isInteger(ms) || ms < 0 || ms > GROWTH_MAX_MS) {
    throw new RangeError(`Elapsed time must be a whole number of ms from 0 to ${GROWTH_MAX_MS}`);
  }
  let value = ONE;
  for (let bit = 0; bit < TABLE_BITS; bit++) {
    if ((ms >> bit) & 1) value = (value * POWERS[bit]!) >> FRACTION_BITS;
  }
  return value;
}

/**
 * floor(scale * e^(0.00006 * ms)) exactly. Throws if the fixed-point value were too close to
 * a whole number to tell which side it is on; the tests show no whole ms in range comes near.
 */
export function floorScaledGrowth(ms: number, scale: bigint): bigint {
  // e^0 is exactly 1; for any other whole ms e^x is irrational, so never a whole number.
  if (ms === 0) return scale;
  const value = growthFixed(ms) * scale;
  const margin = (value >> 128n) + 16n; // 2^-128 of the value, well above the error bound
  const low = (value - margin) >> FRACTION_BITS;
  const high = (value + margin) >> FRACTION_BITS;
  if (low !== high) throw new Error(`The multiplier at ${ms} ms is too close to call`);
  return low;
}
