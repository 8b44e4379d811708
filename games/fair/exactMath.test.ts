import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertWholeNumber, binomial, mulDivFloor } from './exactMath';

describe('mulDivFloor', () => {
  it('floors the exact quotient', () => {
    expect(mulDivFloor(7, 3, 2)).toBe(10);
    expect(mulDivFloor(1, 9900, 24)).toBe(412);
    expect(mulDivFloor(0, 5, 3)).toBe(0);
    // the product 2^52 * 3 is beyond 2^53: a float product would round, BigInt does not
    expect(mulDivFloor(2 ** 52 + 1, 3, 3)).toBe(2 ** 52 + 1);
  });

  it('satisfies r * c <= a * b < (r + 1) * c', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(1e9), fc.integer({ min: 1, max: 1e9 }), (a, b, c) => {
        const product = BigInt(a) * BigInt(b);
        if (product / BigInt(c) > BigInt(Number.MAX_SAFE_INTEGER)) return;
        const r = BigInt(mulDivFloor(a, b, c));
        expect(r * BigInt(c) <= product && product < (r + 1n) * BigInt(c)).toBe(true);
      }),
    );
  });

  it('refuses a zero divisor, negative factors and results past 2^53', () => {
    expect(() => mulDivFloor(1, 1, 0)).toThrow(RangeError);
    expect(() => mulDivFloor(-1, 1, 1)).toThrow(RangeError);
    expect(() => mulDivFloor(2 ** 53, 2, 1)).toThrow(RangeError);
  });
});

describe('binomial', () => {
  it('knows the values the boards use', () => {
    expect(binomial(25, 0)).toBe(1n);
    expect(binomial(25, 1)).toBe(25n);
    expect(binomial(25, 12)).toBe(5_200_300n);
    expect(binomial(16, 8)).toBe(12_870n);
    expect(binomial(8, 4)).toBe(70n);
    expect(binomial(5, 6)).toBe(0n);
    expect(binomial(5, -1)).toBe(0n);
  });

  it('rows are symmetric and sum to 2^n', () => {
    for (let n = 0; n <= 32; n++) {
      let sum = 0n;
      for (let k = 0; k <= n; k++) {
        expect(binomial(n, k)).toBe(binomial(n, n - k));
        sum += binomial(n, k);
      }
      expect(sum).toBe(2n ** BigInt(n));
    }
  });

  it('refuses rows it does not hold', () => {
    expect(() => binomial(33, 1)).toThrow(RangeError);
    expect(() => binomial(-1, 0)).toThrow(RangeError);
  });
});

describe('assertWholeNumber', () => {
  it('accepts 0 .. 2^53 - 1 and refuses the rest', () => {
    expect(() => assertWholeNumber(0, 'x')).not.toThrow();
    expect(() => assertWholeNumber(Number.MAX_SAFE_INTEGER, 'x')).not.toThrow();
    for (const bad of [-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => assertWholeNumber(bad, 'Amount')).toThrow(/Amount must be a whole number/);
    }
  });
});
