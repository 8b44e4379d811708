import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MINES_VECTORS } from '../../fair/vectors/publishedVectors';
import { minePositions } from './positions';

const seedsArb = fc.record({
  serverSeed: fc.string({ maxLength: 64 }),
  clientSeed: fc.string({ maxLength: 64 }),
  nonce: fc.nat(),
});
const minesArb = fc.integer({ min: 1, max: 24 });

describe('minePositions: published games', () => {
  it.each(MINES_VECTORS.games)('nonce %i: mines at %j', (nonce, tiles) => {
    const { serverSeed, clientSeed } = MINES_VECTORS;
    expect(minePositions({ serverSeed, clientSeed, nonce }, tiles.length)).toEqual(tiles);
  });
});

describe('minePositions', () => {
  it('gives `mines` distinct tiles of 0..24, ascending, the same every time', () => {
    fc.assert(
      fc.property(seedsArb, minesArb, (seeds, mines) => {
        const tiles = minePositions(seeds, mines);
        expect(tiles).toHaveLength(mines);
        expect(new Set(tiles).size).toBe(mines);
        for (const tile of tiles)
          expect(Number.isInteger(tile) && tile >= 0 && tile <= 24).toBe(true);
        for (let i = 1; i < tiles.length; i++) expect(tiles[i]).toBeGreaterThan(tiles[i - 1]!);
        expect(minePositions({ ...seeds }, mines)).toEqual(tiles);
      }),
    );
  });

  it('draws in order: the mines of m are among the mines of m + 1', () => {
    fc.assert(
      fc.property(seedsArb, fc.integer({ min: 1, max: 23 }), (seeds, mines) => {
        const more = new Set(minePositions(seeds, mines + 1));
        for (const tile of minePositions(seeds, mines)) expect(more.has(tile)).toBe(true);
      }),
    );
  });

  it('covers the whole board with 24 mines but one tile', () => {
    const tiles = minePositions({ serverSeed: 'a', clientSeed: 'b', nonce: 7 }, 24);
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((t) => !tiles.includes(t));
    expect(safe).toHaveLength(1);
  });

  it('refuses a mine count outside 1..24', () => {
    const seeds = { serverSeed: 'a', clientSeed: 'b', nonce: 0 };
    for (const mines of [0, 25, 2.5, -1]) {
      expect(() => minePositions(seeds, mines)).toThrow(RangeError);
    }
  });
});
