/** Bytes that make one float. */
export const BYTES_PER_FLOAT = 4;

/**
 * b0/256 + b1/256^2 + b2/256^3 + b3/256^4 for the 4 bytes at `offset`: a float in [0, 1).
 * Every term is a multiple of 2^-32, so the sum is exact in a double (no rounding at all).
 */
export function floatFromBytes(bytes: ArrayLike<number>, offset = 0): number {
  let value = 0;
  for (let i = 0; i < BYTES_PER_FLOAT; i++) {
    const byte = bytes[offset + i];
    if (byte === undefined || !Number.isInteger(byte) || byte < 0 || byte > 255) {
      throw new RangeError(`Byte ${offset + i} must be a whole number from 0 to 255`);
    }
    value += byte / 256 ** (i + 1);
  }
  return value;
}
