/**
 * Draws distinct items from the pool 0..poolSize-1, one per float, Fisher-Yates style:
 * each float removes pool[floor(f * pool.length)] from what is left. Returns the items in
 * the order drawn (mines take the first m; keno-style draws take all of them).
 */
export function drawDistinct(floats: readonly number[], poolSize: number): number[] {
  if (!Number.isInteger(poolSize) || poolSize < 0) {
    throw new RangeError('The pool size must be a whole number from 0');
  }
  if (floats.length > poolSize) {
    throw new RangeError(`Cannot draw ${floats.length} distinct items from ${poolSize}`);
  }
  const pool = Array.from({ length: poolSize }, (_, i) => i);
  return floats.map((f) => {
    if (!(f >= 0 && f < 1)) throw new RangeError('Every float must be in [0, 1)');
    return pool.splice(Math.floor(f * pool.length), 1)[0]!;
  });
}
