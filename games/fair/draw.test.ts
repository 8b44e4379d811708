import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawDistinct } from './draw';
import { fairFloats } from './stream';
import { KENO_DRAW_ORDER_VECTOR, KENO_VECTORS } from './vectors/publishedVectors';

const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

describe('drawDistinct on the fair stream: published keno draws (10 of 40, two rounds)', () => {
  it.each(KENO_VECTORS.results.map((squares, nonce) => [nonce, squares] as const))(
    'nonce %i draws %j',
    (nonce, squares) => {
      const { serverSeed, clientSeed } = KENO_VECTORS;
      const floats = fairFloats({ serverSeed, clientSeed, nonce }, KENO_VECTORS.draws);
      const drawn = drawDistinct(floats, KENO_VECTORS.squares).map((i) => i + 1);
      expect(ascending(drawn)).toEqual(squares);
    },
  );

  it('reproduces a published draw in the order drawn', () => {
    const { drawn, ...seeds } = KENO_DRAW_ORDER_VECTOR;
    expect(drawDistinct(fairFloats(seeds, drawn.length), 40)).toEqual(drawn);
  });
});

describe('drawDistinct', () => {
  it('takes pool[floor(f * what is left)] each time', () => {
    expect(drawDistinct([0, 0, 0], 5)).toEqual([0, 1, 2]);
    expect(drawDistinct([0.99, 0.99, 0.99], 5)).toEqual([4, 3, 2]);
    // 0.5 of 5 -> index 2 (item 2); 0.5 of [0,1,3,4] -> index 2 (item 3); 0 -> item 0
    expect(drawDistinct([0.5, 0.5, 0], 5)).toEqual([2, 3, 0]);
  });

  it('draws distinct items of the pool, one per float; all floats make a permutation', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }).chain((size) =>
          fc.tuple(
            fc.constant(size),
            fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
              maxLength: size,
            }),
          ),
        ),
        ([size, floats]) => {
          const drawn = drawDistinct(floats, size);
          expect(drawn).toHaveLength(floats.length);
          expect(new Set(drawn).size).toBe(drawn.length);
          for (const item of drawn) expect(item >= 0 && item < size).toBe(true);
          if (floats.length === size) {
            expect(ascending(drawn)).toEqual(Array.from({ length: size }, (_, i) => i));
          }
        },
      ),
    );
  });

  it('refuses more floats than items, and floats outside [0, 1)', () => {
    expect(() => drawDistinct([0, 0, 0], 2)).toThrow(RangeError);
    expect(() => drawDistinct([1], 5)).toThrow(RangeError);
    expect(() => drawDistinct([-0.1], 5)).toThrow(RangeError);
    expect(() => drawDistinct([Number.NaN], 5)).toThrow(RangeError);
  });
});
