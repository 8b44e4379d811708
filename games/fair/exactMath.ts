// Exact integer helpers for money and odds: payouts are floored products of whole numbers,
// so they go through BigInt and never through a rounded float.

/** Throws unless `value` is a whole number from 0 to Number.MAX_SAFE_INTEGER. */
export function assertWholeNumber(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`);
  }
}

/** floor(a * b / c) for whole numbers, exactly. The result must fit a safe integer. */
export function mulDivFloor(a: number | bigint, b: number | bigint, c: number | bigint): number {
  const divisor = BigInt(c);
  if (divisor <= 0n) throw new RangeError('The divisor must be positive');
  const product = BigInt(a) * BigInt(b);
  if (product < 0n) throw new RangeError('Factors must not be negative');
  const quotient = product / divisor; // BigInt division truncates, which is floor here
  if (quotient > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError('The result is too large to be an exact number');
  }
  return Number(quotient);
}

/** Pascal's triangle up to this many rows covers every board here (mines 25, plinko 16). */
const PASCAL_ROWS = 32;

const pascal: readonly (readonly bigint[])[] = (() => {
  const rows: bigint[][] = [[1n]];
  for (let n = 1; n <= PASCAL_ROWS; n++) {
    const previous = rows[n - 1]!;
    const row = [1n];
    for (let k = 1; k < n; k++) row.push(previous[k - 1]! + previous[k]!);
    row.push(1n);
    rows.push(row);
  }
  return rows;
})();

/** C(n, k) exactly, for 0 <= n <= 32; 0 when k is outside 0..n. */
export function binomial(n: number, k: number): bigint {
  if (!Number.isInteger(n) || n < 0 || n > PASCAL_ROWS) {
    throw new RangeError(`n must be a whole number from 0 to ${PASCAL_ROWS}`);
  }
  if (!Number.isInteger(k) || k < 0 || k > n) return 0n;
  return pascal[n]![k]!;
}
