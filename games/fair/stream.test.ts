import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FairSeeds } from './seeds';
import { fairBytes, fairFloats } from './stream';

// An independent implementation of the published scheme on node:crypto, to cross-check ours.
function referenceBytes({ serverSeed, clientSeed, nonce }: FairSeeds, count: number): number[] {
  const bytes: number[] = [];
  for (let round = 0; bytes.length < count; round++) {
    const digest = createHmac('sha256', serverSeed)
      .update(`${clientSeed}:${nonce}:${round}`)
      .digest();
    bytes.push(...digest);
  }
  return bytes.slice(0, count);
}

function referenceFloats(seeds: FairSeeds, count: number): number[] {
  const bytes = referenceBytes(seeds, count * 4);
  return Array.from({ length: count }, (_, i) => bytes.slice(i * 4, i * 4 + 4)).map((chunk) =>
    chunk.reduce((sum, byte, j) => sum + byte / 256 ** (j + 1), 0),
  );
}

function take(stream: Iterator<number>, count: number): number[] {
  return Array.from({ length: count }, () => stream.next().value as number);
}

const seedsArb: fc.Arbitrary<FairSeeds> = fc.record({
  serverSeed: fc.oneof(
    fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex')),
    fc.string({ unit: 'grapheme', maxLength: 80 }),
  ),
  clientSeed: fc.string({ unit: 'grapheme', maxLength: 64 }),
  nonce: fc.oneof(fc.nat(1000), fc.nat()),
});

const SEEDS: FairSeeds = {
  serverSeed: 'a191f3850c007f375b71856e3099afa4b9254bb42b7e8991d03951a9b40e7f43',
  clientSeed: 'f52249ce54f82f94',
  nonce: 3,
};

describe('fairBytes', () => {
  it('yields HMAC_SHA256(server seed, `client:nonce:round`) round after round', () => {
    const stream = fairBytes(SEEDS);
    for (let round = 0; round < 3; round++) {
      const expected = createHmac('sha256', SEEDS.serverSeed)
        .update(`${SEEDS.clientSeed}:${SEEDS.nonce}:${round}`)
        .digest();
      expect(take(stream, 32)).toEqual([...expected]);
    }
  });

  it('equals an independent node:crypto implementation for any seeds', () => {
    fc.assert(
      fc.property(seedsArb, fc.integer({ min: 1, max: 130 }), (seeds, count) => {
        expect(take(fairBytes(seeds), count)).toEqual(referenceBytes(seeds, count));
      }),
    );
  });

  it('depends on every input: server seed, client seed and nonce', () => {
    const first = take(fairBytes(SEEDS), 32);
    expect(take(fairBytes({ ...SEEDS, nonce: 4 }), 32)).not.toEqual(first);
    expect(take(fairBytes({ ...SEEDS, clientSeed: 'f52249ce54f82f95' }), 32)).not.toEqual(first);
    expect(
      take(fairBytes({ ...SEEDS, serverSeed: SEEDS.serverSeed.toUpperCase() }), 32),
    ).not.toEqual(first);
  });

  it('refuses a nonce that is not a whole number from 0', () => {
    for (const nonce of [-1, 1.5, Number.NaN, 2 ** 53]) {
      expect(() => fairBytes({ ...SEEDS, nonce }).next()).toThrow(RangeError);
    }
  });
});

describe('fairFloats', () => {
  it('equals an independent node:crypto implementation, across round boundaries', () => {
    fc.assert(
      fc.property(seedsArb, fc.integer({ min: 0, max: 30 }), (seeds, count) => {
        expect(fairFloats(seeds, count)).toEqual(referenceFloats(seeds, count));
      }),
    );
  });

  it('reads the same bytes as fairBytes, 4 per float, all in [0, 1)', () => {
    fc.assert(
      fc.property(seedsArb, fc.integer({ min: 1, max: 24 }), (seeds, count) => {
        const floats = fairFloats(seeds, count);
        const bytes = take(fairBytes(seeds), count * 4);
        floats.forEach((f, i) => {
          const [b0, b1, b2, b3] = bytes.slice(i * 4, i * 4 + 4) as [
            number,
            number,
            number,
            number,
          ];
          expect(f).toBe((((b0 * 256 + b1) * 256 + b2) * 256 + b3) / 2 ** 32);
          expect(f).toBeGreaterThanOrEqual(0);
          expect(f).toBeLessThan(1);
        });
      }),
    );
  });

  it('is a prefix: asking for more floats never changes the first ones', () => {
    expect(fairFloats(SEEDS, 20).slice(0, 9)).toEqual(fairFloats(SEEDS, 9));
    expect(fairFloats(SEEDS, 0)).toEqual([]);
  });

  it('refuses a bad count or nonce', () => {
    expect(() => fairFloats(SEEDS, -1)).toThrow(RangeError);
    expect(() => fairFloats(SEEDS, 2.5)).toThrow(RangeError);
    expect(() => fairFloats({ ...SEEDS, nonce: -3 }, 1)).toThrow(RangeError);
  });
});
