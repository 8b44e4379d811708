import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitRain } from './rainSplit';

describe('splitRain', () => {
  it('pays 33.33 each of 100.00 among three and keeps 0.01', () => {
    expect(splitRain(10_000, 3)).toEqual({ share: 3_333, remainder: 1 });
  });

  it('keeps the whole pool when nobody is eligible or it is too small to share', () => {
    expect(splitRain(500, 0)).toEqual({ share: 0, remainder: 500 });
    expect(splitRain(2, 3)).toEqual({ share: 0, remainder: 2 });
  });

  it('never creates or loses a hundredth', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 10_000 }),
        (pool, n) => {
          const { share, remainder } = splitRain(pool, n);
          expect(Number.isInteger(share)).toBe(true);
          expect(share * n + remainder).toBe(pool);
          expect(remainder).toBeGreaterThanOrEqual(0);
          if (n > 0) expect(remainder).toBeLessThan(n);
        },
      ),
    );
  });

  it('refuses fractional or negative inputs', () => {
    expect(() => splitRain(1.5, 2)).toThrow();
    expect(() => splitRain(-1, 2)).toThrow();
    expect(() => splitRain(10, -1)).toThrow();
  });
});
