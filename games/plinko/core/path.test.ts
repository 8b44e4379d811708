import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairFloats } from '../../fair';
import { PLINKO_VECTORS } from '../../fair/vectors/publishedVectors';
import { plinkoBucket, plinkoPath } from './path';

const seedsArb = fc.record({
  serverSeed: fc.string({ maxLength: 64 }),
  clientSeed: fc.string({ maxLength: 64 }),
  nonce: fc.nat(),
});

describe('plinkoPath: published games', () => {
  it.each(PLINKO_VECTORS.games)(
    'nonce $nonce, $rows rows $risk: lands in a bucket that paid $multiplier',
    ({ nonce, rows, multiplier, tableCentreOut }) => {
      const { serverSeed, clientSeed } = PLINKO_VECTORS;
      const bucket = plinkoBucket(plinkoPath({ serverSeed, clientSeed, nonce }, rows));
      // the source's table, expanded from centre-out to left-to-right
      const paid = tableCentreOut[Math.abs(2 * bucket - rows) >> 1];
      expect(paid).toBe(multiplier);
    },
  );
});

describe('plinkoPath', () => {
  it('goes right exactly when the row float is 0.5 or more', () => {
    fc.assert(
      fc.property(seedsArb, fc.integer({ min: 8, max: 16 }), (seeds, rows) => {
        const expected = fairFloats(seeds, rows).map((f) => (f >= 0.5 ? 1 : 0));
        expect(plinkoPath(seeds, rows)).toEqual(expected);
      }),
    );
  });

  it('has one step per row; its bucket is the rights, within 0..rows; same seeds same path', () => {
    fc.assert(
      fc.property(seedsArb, fc.integer({ min: 8, max: 16 }), (seeds, rows) => {
        const path = plinkoPath(seeds, rows);
        expect(path).toHaveLength(rows);
        const bucket = plinkoBucket(path);
        expect(bucket).toBe(path.filter((step) => step === 1).length);
        expect(bucket >= 0 && bucket <= rows).toBe(true);
        expect(plinkoPath({ ...seeds }, rows)).toEqual(path);
      }),
    );
  });

  it('refuses rows outside 8..16', () => {
    const seeds = { serverSeed: 's', clientSeed: 'c', nonce: 0 };
    expect(() => plinkoPath(seeds, 7)).toThrow(RangeError);
    expect(() => plinkoPath(seeds, 17)).toThrow(RangeError);
  });
});

describe('plinkoBucket', () => {
  it('counts the rights', () => {
    expect(plinkoBucket([])).toBe(0);
    expect(plinkoBucket([1, 0, 1, 1, 0, 0, 0, 1])).toBe(4);
    expect(plinkoBucket([1, 1, 1, 1, 1, 1, 1, 1])).toBe(8);
  });

  it('refuses steps other than 0 and 1', () => {
    expect(() => plinkoBucket([1, 2 as 1])).toThrow(RangeError);
  });
});
