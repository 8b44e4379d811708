import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floatFromBytes } from './floats';

describe('floatFromBytes', () => {
  it('weighs the bytes 1/256, 1/256^2, 1/256^3, 1/256^4', () => {
    expect(floatFromBytes([0, 0, 0, 0])).toBe(0);
    expect(floatFromBytes([128, 0, 0, 0])).toBe(0.5);
    expect(floatFromBytes([0, 0, 0, 1])).toBe(2 ** -32);
    expect(floatFromBytes([1, 2, 3, 4])).toBe(0x01020304 / 2 ** 32);
    expect(floatFromBytes([255, 255, 255, 255])).toBe(1 - 2 ** -32);
  });

  it('reads the 4 bytes at the offset', () => {
    expect(floatFromBytes([9, 9, 64, 0, 0, 0, 9], 2)).toBe(0.25);
  });

  it('is exactly the 32-bit big-endian integer over 2^32, in [0, 1)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 4, maxLength: 4 }), (bytes) => {
        const f = floatFromBytes(bytes);
        expect(f).toBe(Buffer.from(bytes).readUInt32BE(0) / 2 ** 32);
        expect(f).toBeGreaterThanOrEqual(0);
        expect(f).toBeLessThan(1);
      }),
    );
  });

  it('refuses missing or out-of-range bytes', () => {
    expect(() => floatFromBytes([1, 2, 3])).toThrow(RangeError);
    expect(() => floatFromBytes([1, 2, 3, 256])).toThrow(RangeError);
    expect(() => floatFromBytes([1, 2, -1, 4])).toThrow(RangeError);
    expect(() => floatFromBytes([1, 2, 3, 4], 1)).toThrow(RangeError);
  });
});
