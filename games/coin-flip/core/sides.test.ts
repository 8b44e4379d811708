import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floatFromBytes } from '../../fair';
import { coinFlipSide, isCoinSide, otherSide } from './sides';

describe('coin flip sides', () => {
  it('shows CT below one half and T from one half on', () => {
    expect(coinFlipSide(0)).toBe('CT');
    expect(coinFlipSide(0.25)).toBe('CT');
    expect(coinFlipSide(0.5 - 2 ** -32)).toBe('CT');
    expect(coinFlipSide(0.5)).toBe('T');
    expect(coinFlipSide(0.75)).toBe('T');
    expect(coinFlipSide(1 - 2 ** -32)).toBe('T');
  });

  it('splits the 4-byte floats exactly in half: the first byte decides', () => {
    expect(coinFlipSide(floatFromBytes([127, 255, 255, 255]))).toBe('CT');
    expect(coinFlipSide(floatFromBytes([128, 0, 0, 0]))).toBe('T');
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 4, maxLength: 4 }), (bytes) => {
        expect(coinFlipSide(floatFromBytes(bytes))).toBe(bytes[0]! < 128 ? 'CT' : 'T');
      }),
    );
  });

  it('refuses anything that is not a float in [0, 1)', () => {
    for (const bad of [-0.1, 1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '0.3' as never]) {
      expect(() => coinFlipSide(bad)).toThrow(RangeError);
    }
  });

  it('gives the joiner the side the creator left', () => {
    expect(otherSide('CT')).toBe('T');
    expect(otherSide('T')).toBe('CT');
    expect(() => otherSide('X' as never)).toThrow(RangeError);
    expect(isCoinSide('CT')).toBe(true);
    expect(isCoinSide('t')).toBe(false);
  });
});
